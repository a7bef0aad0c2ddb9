import type { Knex } from 'knex';
import {
  holdingStateNames,
  parseSerial,
  serialText,
  type BlockRow,
  type BlockState,
  type HoldingState,
  type Lang,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { badRequest } from '../../../errors.ts';
import { ownCompanyOf } from '../../../domain/access/company-scope.ts';
import { isoNonNull } from '../../../domain/timestamps.ts';

/**
 * Holdings read from the unit blocks (never stored as balances): sums of `serial_end - serial_start + 1` grouped as the
 * screen needs, a column per holding state (available split into free and reserved: held by a pending move's claim).
 */
const Q = 'serial_end - serial_start + 1';
const sumWhere = (name: string, condition: string) => `coalesce(sum(${Q}) filter (where ${condition}), 0)::bigint as ${name}`;
export const HOLDING_SUMS = [
  sumWhere('available', "state = 'available' and claim_id is null"),
  sumWhere('reserved', "state = 'available' and claim_id is not null"),
  sumWhere('frozen', "state = 'frozen'"),
  sumWhere('trading', "state = 'trading'"),
  sumWhere('retired', "state = 'retired'"),
  sumWhere('cancelled', "state = 'cancelled'"),
  `coalesce(sum(${Q}), 0)::bigint as total`,
].join(', ');

export const toQuantities = (r: Record<string, unknown>) => ({
  available: Number(r.available ?? 0),
  reserved: Number(r.reserved ?? 0),
  frozen: Number(r.frozen ?? 0),
  trading: Number(r.trading ?? 0),
  retired: Number(r.retired ?? 0),
  cancelled: Number(r.cancelled ?? 0),
  total: Number(r.total ?? 0),
});

/** A registered project's name by its code (the application's name), as a subquery for joins. */
/** The projects' names and types by their codes (units of an unknown code show the code only); callers alias it. */
export const projectNames = (db: Knex | Knex.Transaction) =>
  db('project_info as pi').join('project_apply as pa', 'pa.id', 'pi.apply_id').select('pi.project_code', 'pa.project_name', 'pa.parent_project_type');

/** A company's free units (no claim) in one state, by project and vintage, with the project's name and type: a form's picker. */
export async function freePositions(db: Knex, custId: string, state: BlockState) {
  const rows = await db('unit_block as b')
    .leftJoin(projectNames(db).as('pn'), 'pn.project_code', 'b.project_code')
    .where({ 'b.holder_id': custId, 'b.state': state })
    .whereNull('b.claim_id')
    .groupBy('b.project_code', 'pn.project_name', 'pn.parent_project_type', 'b.vintage')
    .orderBy('b.project_code')
    .orderBy('b.vintage')
    .select('b.project_code', 'pn.project_name', 'pn.parent_project_type', 'b.vintage', db.raw('sum(b.serial_end - b.serial_start + 1) as quantity'));
  return rows.map((r: Record<string, any>) => ({
    projectCode: r.project_code as string,
    projectName: (r.project_name as string | null) ?? null,
    projectType: (r.parent_project_type as string | null) ?? null,
    vintage: r.vintage as number,
    state,
    quantity: Number(r.quantity),
  }));
}

/**
 * Whose units an operator reads: a company always its own (another's asked for: nobody's, `false`), the registry the
 * company it names, or every holder (`null`).
 */
export function holderScope(op: Operator, custId: string | undefined): string | null | false {
  const own = ownCompanyOf(op);
  if (own === null) return custId ?? null;
  // an operator acting for no company (a public account, a visitor) holds nothing here: nobody's
  if (own === '') return false;
  return custId && custId !== own ? false : own;
}

export const holdingStateOf = (state: BlockState, claimId: string | null): HoldingState => (state === 'available' && claimId ? 'reserved' : state);

/** A block row (unit_block joined with the holder's and the project's names) as the screens show it. */
export function toBlockRow(r: Record<string, any>, lang: Lang): BlockRow {
  const range = { projectCode: r.project_code, vintage: r.vintage, batch: r.batch, serialStart: Number(r.serial_start), serialEnd: Number(r.serial_end) };
  const holdingState = holdingStateOf(r.state, r.claim_id ?? null);
  return {
    blockId: String(r.id),
    serialText: serialText(range),
    projectCode: r.project_code,
    projectName: r.project_name ?? null,
    vintage: r.vintage,
    batch: r.batch,
    serialStart: range.serialStart,
    serialEnd: range.serialEnd,
    quantity: range.serialEnd - range.serialStart + 1,
    state: r.state,
    holdingState,
    stateName: holdingStateNames[holdingState][lang],
    holderId: r.holder_id,
    holderName: r.cust_name ?? null,
    updatedAt: isoNonNull(r.updated_at),
  };
}

/** Blocks with their holder's and project's names. */
export const selectBlocks = (db: Knex | Knex.Transaction) =>
  db('unit_block as b')
    .leftJoin('customer as c', 'c.cust_id', 'b.holder_id')
    .leftJoin(projectNames(db as Knex).as('p'), 'p.project_code', 'b.project_code')
    .select('b.*', 'c.cust_name', 'p.project_name');

/** A typed serial → project code and serial number, or a 400 on `field`. */
export function serialOrBadRequest(text: string, field = 'serial'): { projectCode: string; serial: number } {
  const parsed = parseSerial(text);
  if (!parsed || !Number.isSafeInteger(parsed.serial) || parsed.serial < 1) throw badRequest([{ field, message: 'serialInvalid' }]);
  return parsed;
}

/** Narrows a block query to the block holding one serial (the gist index of the serials' exclusion constraint). */
export const holdingSerial = (q: Knex.QueryBuilder, at: { projectCode: string; serial: number }) =>
  q.where('b.project_code', at.projectCode).whereRaw(`int8range(b.serial_start, b.serial_end, '[]') @> ?::int8`, [at.serial]);

