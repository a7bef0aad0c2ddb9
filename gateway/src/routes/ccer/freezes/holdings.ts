import type { Knex } from 'knex';
import type { AvailableHolding, HolderRow } from '@ccer/contracts';
import { likeText } from '../../../domain/like-text.ts';

/**
 * What the registry's forms pick from (a freeze, an account transfer): companies holding available, unclaimed units,
 * and one company's available units by project and vintage. Holdings are sums over blocks, never a stored balance.
 */
const UNITS = 'sum(b.serial_end - b.serial_start + 1)';

export async function holdersWithUnits(db: Knex, keyword: string | undefined, limit = 20): Promise<HolderRow[]> {
  const q = db('unit_block as b')
    .join('customer as c', 'c.cust_id', 'b.holder_id')
    .where('b.state', 'available')
    .whereNull('b.claim_id')
    .groupBy('c.cust_id', 'c.cust_name')
    .select('c.cust_id', 'c.cust_name', db.raw(`${UNITS} as available`))
    .orderBy('c.cust_name')
    .limit(limit);
  if (keyword) q.whereILike('c.cust_name', likeText(keyword));
  const rows = await q;
  return rows.map((r: Record<string, unknown>) => ({ custId: r.cust_id as string, custName: (r.cust_name as string | null) ?? '', available: Number(r.available) }));
}

export async function availableHoldings(db: Knex | Knex.Transaction, custId: string): Promise<AvailableHolding[]> {
  const rows = await db('unit_block as b')
    .leftJoin('project_info as i', 'i.project_code', 'b.project_code')
    .leftJoin('project_apply as a', 'a.id', 'i.apply_id')
    .where({ 'b.holder_id': custId, 'b.state': 'available' })
    .whereNull('b.claim_id')
    .groupBy('b.project_code', 'b.vintage', 'a.project_name')
    .select('b.project_code', 'b.vintage', 'a.project_name', db.raw(`${UNITS} as available`))
    .orderBy('b.project_code')
    .orderBy('b.vintage');
  return rows.map((r: Record<string, unknown>) => ({
    projectCode: r.project_code as string,
    projectName: (r.project_name as string | null) ?? null,
    vintage: Number(r.vintage),
    available: Number(r.available),
  }));
}

/** The project's name by its code (null for a code with no registered project). */
export const projectNameJoin = (q: Knex.QueryBuilder, codeColumn: string) =>
  q.leftJoin('project_info as pi', 'pi.project_code', codeColumn).leftJoin('project_apply as pa', 'pa.id', 'pi.apply_id');

/** A business row's documents: its linked attachments. */
export async function documentsOf(db: Knex, businessType: string, keys: readonly string[]): Promise<Map<string, Array<{ fileId: string; fileName: string; typeNo: string; path: string }>>> {
  const out = new Map<string, Array<{ fileId: string; fileName: string; typeNo: string; path: string }>>();
  if (keys.length === 0) return out;
  const rows = await db('attachment').where({ business_type: businessType }).whereIn('business_code', keys).orderBy('created_at').select('id', 'original_name', 'type_no', 'business_code', 'store_key');
  for (const r of rows) {
    const list = out.get(r.business_code) ?? [];
    list.push({ fileId: r.id, fileName: r.original_name, typeNo: r.type_no, path: r.store_key });
    out.set(r.business_code, list);
  }
  return out;
}
