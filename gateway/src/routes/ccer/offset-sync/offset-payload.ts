import type { Knex } from 'knex';
import { chinaIso, type OffsetSyncPayload } from '@ccer/contracts';
import { offsetRanges, selectOffsets, type OffsetDbRow } from '../offsets/offset-repository.ts';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const year = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v));

/**
 * The report of a retired offset to its market (offsetSyncPayloadSchema), read from what the registry recorded: the
 * same body on every attempt and re-send, since a retirement never changes. Undefined when the offset is not retired.
 */
export async function offsetSyncPayload(db: Knex, offsetId: string, market: string): Promise<OffsetSyncPayload | undefined> {
  const row = (await selectOffsets(db).where('o.id', offsetId).first()) as OffsetDbRow | undefined;
  if (!row || row.status !== 'retired' || !row.certificate_no || !row.retired_at) return undefined;
  const ranges = (await offsetRanges(db, [row])).get(row.id) ?? [];
  const d = row.details ?? {};
  const emitter = text(d.emitterName) ? { name: text(d.emitterName)!, code: text(d.emitterCode) } : null;
  const operator = text(d.operatorName) ? { name: text(d.operatorName)!, code: text(d.operatorCode) } : null;
  return {
    offsetId: row.id,
    offsetNo: row.offset_no,
    certificateNo: row.certificate_no,
    kind: row.kind,
    market,
    holder: { name: row.cust_name ?? '', accountNo: row.cust_no ?? null },
    emitter,
    // a pilot market's account as applied for; the national market's as bound (账户绑定) when the offset was applied for
    marketAccount: text(d.marketAccount) ?? text(d.nationalAccountNo),
    operator,
    complianceYear: year(d.complianceYear),
    compliancePeriod: text(d.compliancePeriod),
    project: { code: row.project_code, name: row.project_name ?? null },
    vintage: row.vintage,
    quantity: Number(row.quantity),
    serialRanges: ranges.map((r) => ({ serial: r.serial, start: r.serialStart, end: r.serialEnd, count: r.quantity })),
    retiredAt: chinaIso(row.retired_at),
  };
}
