import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { holdings, ledgerSums, registeredReductions } from './figures.ts';

const db = knexFactory({ client: 'pg' });
const native = (f: ReturnType<typeof ledgerSums>) => f.toSQL().toNative();

describe('the figures as SQL', () => {
  it('bounds dates in China time, the end day inclusive, and narrows by type prefix and vintage', () => {
    const { sql, bindings } = native(ledgerSums(db, { dateFrom: '2026-01-01', dateTo: '2026-01-31', projectType: 'A01', vintage: 2024 }, ['day']));
    expect(bindings).toEqual(['issue', 'transfer', 'retire', 'cancel', '2026-01-01T00:00:00+08:00', '2026-02-01T00:00:00+08:00', 2024, 'A01%']);
    expect(sql).toContain('e.created_at >= $5::timestamptz');
    expect(sql).toContain('e.created_at < $6::timestamptz');
    // the project's dimensions are joined only when a filter or a grouping needs them
    expect(sql).toContain('left join (select pi.project_code');
    expect(native(ledgerSums(db, {}, ['day'])).sql).not.toContain('project_info');
  });
  it("counts a voluntary cancellation's retirement as cancelled, the other offsets' as retired", () => {
    const { sql } = native(ledgerSums(db, {}, []));
    const voluntary = `coalesce(e.business_key in (select o.id::text from ccer_offset o where o.kind = 'logout'), false)`;
    expect(sql).toContain(`filter (where e.kind = 'retire' and not ${voluntary})`);
    expect(sql).toContain(`filter (where e.kind = 'cancel' or (e.kind = 'retire' and ${voluntary}))`);
    // a report of issuances only reads no offsets
    expect(native(ledgerSums(db, {}, ['project'], ['issue'])).sql).not.toContain('ccer_offset');
  });
  it("reads a vintage's own registered quantity when a vintage is asked", () => {
    expect(native(registeredReductions(db, {}, [])).sql).toContain('sum(ci.registered_num)');
    const byVintage = native(registeredReductions(db, { vintage: 2023 }, []));
    expect(byVintage.sql).toContain('sum(cv.quantity)');
    expect(byVintage.bindings).toEqual([2023]);
  });
  it('groups holdings by holder or by the first account type', () => {
    expect(native(holdings(db, {}, 'holder')).sql).toContain('group by b.holder_id::text');
    expect(native(holdings(db, {}, 'accountType')).sql).toContain(`split_part(c.cust_type, ',', 1)`);
  });
});
