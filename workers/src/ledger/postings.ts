import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { BlockState, LedgerKind } from '@ccer/contracts';
import { lockHolder, takeBlocks, takeCovering, unitsAt, writeMove, type MoveScope, type Split } from './statements.ts';

export { unitsAt, type MoveScope };

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
  const held = unitsOf(blocks);
  const wanted = move.quantity ?? held;
  if (wanted <= 0 || wanted > held) throw insufficientUnits(move.quantity === undefined ? held : await unitsAt(trx, from, scope));

  const wholeIds: string[] = [];
  const ranges: PostedRange[] = [];
  let split: Split | null = null;
  let remaining = wanted;
  for (const b of blocks) {
    if (remaining === 0) break;
    const start = Number(b.serial_start);
    const end = Number(b.serial_end);
    const size = end - start + 1;
    const base = { projectCode: b.project_code, vintage: b.vintage, batch: b.batch };
    if (size <= remaining) {
      wholeIds.push(b.id);
      ranges.push({ ...base, blockId: String(b.id), serialStart: start, serialEnd: end, quantity: size });
      remaining -= size;
      continue;
    }
    // the holder keeps the head, the destination takes the tail (its block id comes back from the write below)
    split = { block: b, headEnd: end - remaining };
    ranges.push({ ...base, blockId: '', serialStart: end - remaining + 1, serialEnd: end, quantity: remaining });
    remaining = 0;
  }

  const txId = randomUUID();
  const tailId = await writeMove(trx, { txId, kind: move.kind, from, to, split, wholeIds, ranges }, source);
  if (split) ranges[ranges.length - 1].blockId = tailId!;
  return { txId, ranges, quantity: wanted };
}

/**
 * How many blocks a move first reads along the position's order (index unit_block_take): most moves are covered by
 * the largest few, and reading them stops the index scan early; only a move that needs more blocks sums the running
 * total over the whole position.
 */
const FIRST_TAKE = 4;

/**
 * Locks the blocks a move takes: first the sending holder, then the blocks, `FOR UPDATE` in the order the move takes
 * them (project, vintage, largest first): all of them for a move of everything, else only as many as cover
 * `quantity` (the first few when they do), not every block of the holder.
 */
async function lockBlocks(trx: Knex.Transaction, from: Position, scope: MoveScope, quantity: number | undefined): Promise<BlockRow[]> {
  await lockHolder(trx, from.holderId);
  if (quantity === undefined) return takeBlocks(trx, from, scope);
  const first = await takeBlocks(trx, from, scope, FIRST_TAKE);
  if (first.length < FIRST_TAKE || unitsOf(first) >= quantity) return first;
  return takeCovering(trx, from, scope, quantity);
}

const unitsOf = (blocks: readonly BlockRow[]) => blocks.reduce((sum, b) => sum + Number(b.serial_end) - Number(b.serial_start) + 1, 0);
