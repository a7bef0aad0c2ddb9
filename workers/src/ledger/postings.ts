import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { BlockState, LedgerKind } from '@ccer/contracts';

/**
 * Postings: the only code that changes unit blocks (used by the gateway's routes and the workers' topics alike). Each call runs inside the caller's transaction (with the business
 * row it belongs to), locks the sending holder and then the blocks it reads (`FOR UPDATE`, in one fixed order), changes
 * them and appends one ledger entry per serial range in the same transaction.
 */

/** Where units are: a holder, a state and the claim holding them (null: free). */
export interface Position {
  holderId: string;
  state: BlockState;
  claimId: string | null;
}

/** The business behind a posting, written on its entries. */
export interface PostingSource {
  businessType?: string;
  businessKey?: string;
  processInstanceId?: string | null;
  operatorId?: string | null;
  reason?: string | null;
}

export interface BlockRow {
  id: string;
  project_code: string;
  vintage: number;
  batch: number;
  serial_start: string;
  serial_end: string;
  holder_id: string;
  state: BlockState;
  claim_id: string | null;
}

/** A range a posting wrote, as its ledger entry says. */
export interface PostedRange {
  blockId: string;
  projectCode: string;
  vintage: number;
  batch: number;
  serialStart: number;
  serialEnd: number;
  quantity: number;
}

export interface Posting {
  txId: string;
  ranges: PostedRange[];
  quantity: number;
}

/** Fewer units at the position than the posting asks for (the gateway answers 409 naming the field `quantity`). */
export class InsufficientUnitsError extends Error {
  constructor(readonly available: number) {
    super(`only ${available} units at the position`);
  }
}
const insufficientUnits = (available: number) => new InsufficientUnitsError(available);

const entryRow = (txId: string, kind: LedgerKind, r: PostedRange, from: Position | null, to: Position, source: PostingSource) => ({
  tx_id: txId,
  kind,
  project_code: r.projectCode,
  vintage: r.vintage,
  batch: r.batch,
  serial_start: r.serialStart,
  serial_end: r.serialEnd,
  quantity: r.quantity,
  from_holder: from?.holderId ?? null,
  to_holder: to.holderId,
  from_state: from?.state ?? null,
  to_state: to.state,
  from_claim: from?.claimId ?? null,
  to_claim: to.claimId,
  reason: source.reason ?? null,
  business_type: source.businessType ?? null,
  business_key: source.businessKey ?? null,
  process_instance_id: source.processInstanceId ?? null,
  operator_id: source.operatorId ?? null,
});

/**
 * Issues `quantity` new serials of a project's vintage to a holder: the project's next serials (cumulative across
 * issuances) in its next batch, as one available block. The project's serial counter row is locked, so two issuances
 * of one project take turns.
 */
export async function issueUnits(
  trx: Knex.Transaction,
  issue: { projectCode: string; vintage: number; quantity: number; holderId: string; batch?: number },
  source: PostingSource,
): Promise<Posting> {
  const counter = await trx('unit_serial')
    .insert({ project_code: issue.projectCode })
    .onConflict('project_code')
    .merge({ project_code: issue.projectCode })
    .returning(['last_serial', 'last_batch']);
  const lastSerial = Number(counter[0].last_serial);
  const batch = issue.batch ?? counter[0].last_batch + 1;
  const serialStart = lastSerial + 1;
  const serialEnd = lastSerial + issue.quantity;
  await trx('unit_serial').where({ project_code: issue.projectCode }).update({ last_serial: serialEnd, last_batch: Math.max(batch, counter[0].last_batch) });
  const to: Position = { holderId: issue.holderId, state: 'available', claimId: null };
  const [block] = await trx('unit_block')
    .insert({ project_code: issue.projectCode, vintage: issue.vintage, batch, serial_start: serialStart, serial_end: serialEnd, holder_id: to.holderId, state: to.state })
    .returning('id');
  const range: PostedRange = { blockId: String(block.id), projectCode: issue.projectCode, vintage: issue.vintage, batch, serialStart, serialEnd, quantity: issue.quantity };
  const txId = randomUUID();
  await trx('ledger_entry').insert(entryRow(txId, 'issue', range, null, to, source));
  return { txId, ranges: [range], quantity: issue.quantity };
}

/** Which of the position's blocks a move may take: a project, a vintage, given blocks. */
export interface MoveScope {
  projectCode?: string;
  vintage?: number;
  blockIds?: readonly string[];
}

/**
 * Moves `quantity` units (or all, when `quantity` is undefined) from one position to another: whole blocks in the order
 * they are locked (largest first), the last one split so that the position keeps its head and the destination takes
 * the tail.
 */
export async function moveUnits(
  trx: Knex.Transaction,
  move: { kind: LedgerKind; from: Position; to: Position; quantity?: number; scope?: MoveScope },
  source: PostingSource,
): Promise<Posting> {
  const { from, to, scope = {} } = move;
  const blocks = await lockBlocks(trx, from, scope, move.quantity);
  const held = blocks.reduce((sum, b) => sum + Number(b.serial_end) - Number(b.serial_start) + 1, 0);
  const wanted = move.quantity ?? held;
  if (wanted <= 0 || wanted > held) throw insufficientUnits(move.quantity === undefined ? held : await unitsAt(trx, from, scope));

  const whole: string[] = [];
  const ranges: PostedRange[] = [];
  let split: { block: BlockRow; tailStart: number; end: number } | undefined;
  let remaining = wanted;
  for (const b of blocks) {
    if (remaining === 0) break;
    const start = Number(b.serial_start);
    const end = Number(b.serial_end);
    const size = end - start + 1;
    const base = { projectCode: b.project_code, vintage: b.vintage, batch: b.batch };
    if (size <= remaining) {
      whole.push(b.id);
      ranges.push({ ...base, blockId: String(b.id), serialStart: start, serialEnd: end, quantity: size });
      remaining -= size;
      continue;
    }
    // the holder keeps the head, the destination takes the tail (its block id comes back from the write below)
    split = { block: b, tailStart: end - remaining + 1, end };
    ranges.push({ ...base, blockId: '', serialStart: split.tailStart, serialEnd: end, quantity: remaining });
    remaining = 0;
  }

  // every write of the posting in one statement (one round trip): the head shortened, the tail inserted, the whole
  // blocks moved, the entries appended; the serials' exclusion constraint is checked at commit (deferred), since the
  // parts of one statement run in no fixed order
  const txId = randomUUID();
  const write = trx.queryBuilder();
  if (split) {
    write.with('head', trx('unit_block').where({ id: split.block.id }).update({ serial_end: split.tailStart - 1, updated_at: trx.fn.now() }));
    write.with(
      'tail',
      trx('unit_block')
        .insert({ ...blockColumns(split.block), serial_start: split.tailStart, serial_end: split.end, holder_id: to.holderId, state: to.state, claim_id: to.claimId })
        .returning('id'),
    );
  }
  if (whole.length) write.with('moved', trx('unit_block').whereIn('id', whole).update({ holder_id: to.holderId, state: to.state, claim_id: to.claimId, updated_at: trx.fn.now() }));
  write.with('entries', trx('ledger_entry').insert(ranges.map((r) => entryRow(txId, move.kind, r, from, to, source))));
  const [{ tail_id: tailId }] = await write.select(trx.raw(split ? '(select id from tail) as tail_id' : 'null as tail_id'));
  if (split) ranges[ranges.length - 1].blockId = String(tailId);
  return { txId, ranges, quantity: wanted };
}

/** The blocks of a position (within the scope), as a query the caller may narrow further. */
function atPosition(q: Knex.QueryBuilder, at: Position, scope: MoveScope): Knex.QueryBuilder {
  q.where({ holder_id: at.holderId, state: at.state });
  if (at.claimId === null) q.whereNull('claim_id');
  else q.where('claim_id', at.claimId);
  if (scope.projectCode) q.where('project_code', scope.projectCode);
  if (scope.vintage !== undefined) q.where('vintage', scope.vintage);
  if (scope.blockIds) q.whereIn('id', scope.blockIds);
  return q;
}

/**
 * The order a move takes a position's blocks in, and locks them in: by project and vintage, the largest block first (a
 * move then mostly splits one block instead of taking many small ones, so holdings do not crumble into fragments).
 */
const CONSUMPTION_ORDER_SQL = 'project_code, vintage, serial_end - serial_start desc, serial_start';

/** The advisory-lock namespace of a holder's postings (the second key is the holder's hash). */
const HOLDER_LOCK_SPACE = 6001;

/**
 * Locks the blocks a move takes. First the sending holder (a transaction-scoped advisory lock: a posting takes exactly
 * one, so postings never wait on each other in a cycle, and no other posting takes units out of the holder's positions
 * meanwhile; units coming in only add blocks); then the blocks, `FOR UPDATE` in the order the move takes them (project,
 * vintage, serial): all of them for a move of everything, else only as many as cover `quantity` by their running
 * total, not every block of the holder.
 */
async function lockBlocks(trx: Knex.Transaction, from: Position, scope: MoveScope, quantity: number | undefined): Promise<BlockRow[]> {
  await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [HOLDER_LOCK_SPACE, from.holderId]);
  if (quantity === undefined) return atPosition(trx('unit_block'), from, scope).orderByRaw(CONSUMPTION_ORDER_SQL).forUpdate();
  const running = atPosition(trx('unit_block'), from, scope).select(
    'id',
    trx.raw(`sum(serial_end - serial_start + 1) over (order by ${CONSUMPTION_ORDER_SQL}) - (serial_end - serial_start + 1) as before`),
  );
  // the running total once (materialized), not again for every block the lock visits
  return atPosition(trx('unit_block'), from, scope)
    .withMaterialized('needed', trx.from(running.as('t')).where('before', '<', quantity).select('id'))
    .whereIn('id', trx('needed').select('id'))
    .orderByRaw(CONSUMPTION_ORDER_SQL)
    .forUpdate('unit_block');
}

const blockColumns = (b: BlockRow) => ({ project_code: b.project_code, vintage: b.vintage, batch: b.batch });

/** The units at a position (by project and vintage when given), without locking. */
export async function unitsAt(db: Knex | Knex.Transaction, at: Position, scope: MoveScope = {}): Promise<number> {
  const [{ units }] = await atPosition(db('unit_block'), at, scope).select(db.raw('coalesce(sum(serial_end - serial_start + 1), 0) as units'));
  return Number(units);
}
