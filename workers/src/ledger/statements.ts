import type { Knex } from 'knex';
import type { LedgerKind } from '@ccer/contracts';
import type { BlockRow, Position, PostedRange, PostingSource } from './postings.ts';

/**
 * The statements of a posting, the ledger's hot path, as constant SQL texts run as named prepared statements (pg
 * prepares each name once per connection): PostgreSQL plans them once instead of on every posting, and no query is
 * built per call. A statement whose text depends on the shape of its filters carries the shape in its name.
 */

/** Which of a position's blocks a move may take: a project, a vintage, given blocks. */
export interface MoveScope {
  projectCode?: string;
  vintage?: number;
  blockIds?: readonly string[];
}

const prepared = (db: Knex | Knex.Transaction, name: string, sql: string, values: readonly unknown[]) =>
  db.raw(sql, values as Knex.RawBinding[]).options({ name });

/** The advisory-lock namespace of a holder's postings (the second key is the holder's hash). */
const HOLDER_LOCK_SPACE = 6001;

/**
 * Locks the sending holder for the rest of the transaction: a posting takes exactly one such lock, so postings never wait
 * on each other in a cycle, and no other posting takes units out of the holder's positions meanwhile (units coming in
 * only add blocks).
 */
export const lockHolder = (trx: Knex.Transaction, holderId: string) =>
  prepared(trx, 'ledger_lock_holder', 'select pg_advisory_xact_lock(?, hashtext(?))', [HOLDER_LOCK_SPACE, holderId]);

/** A position's blocks within a scope, as a WHERE clause, its values and its shape (which filters it has). */
function atPosition(at: Position, scope: MoveScope): { where: string; values: unknown[]; shape: string } {
  const where = ['holder_id = ?', 'state = ?'];
  const values: unknown[] = [at.holderId, at.state];
  let shape = '';
  if (at.claimId === null) where.push('claim_id is null');
  else {
    where.push('claim_id = ?');
    values.push(at.claimId);
    shape += 'c';
  }
  if (scope.projectCode) {
    where.push('project_code = ?');
    values.push(scope.projectCode);
    shape += 'p';
  }
  if (scope.vintage !== undefined) {
    where.push('vintage = ?');
    values.push(scope.vintage);
    shape += 'v';
  }
  if (scope.blockIds) {
    where.push('id = any(?::bigint[])');
    values.push(scope.blockIds);
    shape += 'b';
  }
  return { where: where.join(' and '), values, shape };
}

/**
 * The order a move takes a position's blocks in, and locks them in: by project and vintage, the largest block first (a
 * move then mostly splits one block instead of taking many small ones, so holdings do not crumble into fragments).
 * Index unit_block_take follows it.
 */
const CONSUMPTION_ORDER = 'project_code, vintage, serial_end - serial_start desc, serial_start';

const BLOCK_COLUMNS = 'id, project_code, vintage, batch, serial_start, serial_end, holder_id, state, claim_id';

/** Locks and reads a position's first `limit` blocks in the order a move takes them, or all of them (no limit). */
export async function takeBlocks(trx: Knex.Transaction, at: Position, scope: MoveScope, limit?: number): Promise<BlockRow[]> {
  const { where, values, shape } = atPosition(at, scope);
  const sql = `select ${BLOCK_COLUMNS} from unit_block where ${where} order by ${CONSUMPTION_ORDER}${limit ? ' limit ?' : ''} for update`;
  const result = await prepared(trx, `ledger_take_${limit ? 'first' : 'all'}_${shape}`, sql, limit ? [...values, limit] : values);
  return result.rows;
}

/**
 * Locks and reads the blocks of a position that cover `quantity` in the order a move takes them, by their running total
 * (computed once, materialized, not again for every block the lock visits).
 */
export async function takeCovering(trx: Knex.Transaction, at: Position, scope: MoveScope, quantity: number): Promise<BlockRow[]> {
  const { where, values, shape } = atPosition(at, scope);
  const sql = `with needed as materialized (
      select id from (
        select id, sum(serial_end - serial_start + 1) over (order by ${CONSUMPTION_ORDER}) - (serial_end - serial_start + 1) as before
        from unit_block where ${where}
      ) t where before < ?
    )
    select ${BLOCK_COLUMNS} from unit_block where ${where} and id in (select id from needed) order by ${CONSUMPTION_ORDER} for update`;
  const result = await prepared(trx, `ledger_take_covering_${shape}`, sql, [...values, quantity, ...values]);
  return result.rows;
}

/** The units at a position (within the scope), without locking. */
export async function unitsAt(db: Knex | Knex.Transaction, at: Position, scope: MoveScope = {}): Promise<number> {
  const { where, values } = atPosition(at, scope);
  const result = await db.raw(`select coalesce(sum(serial_end - serial_start + 1), 0) as units from unit_block where ${where}`, values as Knex.RawBinding[]);
  return Number(result.rows[0].units);
}

/** The block a move splits: the holder keeps it with its end moved to `headEnd`, the destination gets the rest. */
export interface Split {
  block: BlockRow;
  headEnd: number;
}

/**
 * Every write of a move in one statement (one round trip): the split block's head shortened and its tail inserted, the
 * whole blocks moved, one entry per range appended. The serials' exclusion constraint is checked at commit (deferred),
 * since the parts of one statement run in no fixed order. Returns the tail's block id (null without a split).
 */
export async function writeMove(
  trx: Knex.Transaction,
  move: { txId: string; kind: LedgerKind; from: Position; to: Position; split: Split | null; wholeIds: string[]; ranges: PostedRange[] },
  source: PostingSource,
): Promise<string | null> {
  const { split, to, from, ranges } = move;
  const result = await prepared(
    trx,
    'ledger_write_move',
    `with head as (
        update unit_block set serial_end = ?::bigint, updated_at = now() where id = ?::bigint
      ), tail as (
        insert into unit_block (project_code, vintage, batch, serial_start, serial_end, holder_id, state, claim_id)
        select ?::text, ?::int, ?::int, ?::bigint + 1, ?::bigint, ?::uuid, ?::text, ?::uuid where ?::bigint is not null
        returning id
      ), moved as (
        update unit_block set holder_id = ?::uuid, state = ?::text, claim_id = ?::uuid, updated_at = now() where id = any(?::bigint[])
      ), entries as (
        insert into ledger_entry (tx_id, kind, project_code, vintage, batch, serial_start, serial_end, quantity,
          from_holder, to_holder, from_state, to_state, from_claim, to_claim, reason, business_type, business_key, process_instance_id, operator_id)
        select ?::uuid, ?::text, r.project_code, r.vintage, r.batch, r.serial_start, r.serial_end, r.serial_end - r.serial_start + 1,
          ?::uuid, ?::uuid, ?::text, ?::text, ?::uuid, ?::uuid, ?::text, ?::text, ?::text, ?::text, ?::uuid
        from unnest(?::text[], ?::int[], ?::int[], ?::bigint[], ?::bigint[]) as r(project_code, vintage, batch, serial_start, serial_end)
      )
      select (select id from tail) as tail_id`,
    [
      // head
      split?.headEnd ?? null,
      split?.block.id ?? null,
      // tail
      split?.block.project_code ?? null,
      split?.block.vintage ?? null,
      split?.block.batch ?? null,
      split?.headEnd ?? null,
      split?.block.serial_end ?? null,
      to.holderId,
      to.state,
      to.claimId,
      split?.block.id ?? null,
      // moved
      to.holderId,
      to.state,
      to.claimId,
      move.wholeIds,
      // entries
      move.txId,
      move.kind,
      from.holderId,
      to.holderId,
      from.state,
      to.state,
      from.claimId,
      to.claimId,
      source.reason ?? null,
      source.businessType ?? null,
      source.businessKey ?? null,
      source.processInstanceId ?? null,
      source.operatorId ?? null,
      ranges.map((r) => r.projectCode),
      ranges.map((r) => r.vintage),
      ranges.map((r) => r.batch),
      ranges.map((r) => r.serialStart),
      ranges.map((r) => r.serialEnd),
    ],
  );
  const tailId = result.rows[0].tail_id;
  return tailId === null ? null : String(tailId);
}
