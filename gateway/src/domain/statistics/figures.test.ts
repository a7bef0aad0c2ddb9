import { describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { holdings, ledgerSums, registeredReductions } from './figures.ts';

const db = knexFactory({ client: 'pg' });
const native = (f: ReturnType<typeof ledgerSums>) => f.toSQL().toNative();

describe('the figures as SQL', () => {
  it('reads whole periods from the folded figures and the entries past the watermark in China time', () => {
    const jan = { dateFrom: '2026-01-01', dateTo: '2026-01-31', projectType: 'A01', vintage: 2024 };
    const { sql, bindings } = native(ledgerSums(db, jan, ['day'], { period: 'month' }));
    // January 2026 whole: one folded month (its first day is day 20454 since 1970-01-01)
    expect(sql).toContain('(l.grain = 2 and l.day >= 20454 and l.day <= 20454)');
    expect(sql).toContain('e.xact >= w.folded_below');
    expect(bindings).toEqual([2024, 'issue', 'transfer', 'retire', 'cancel', new Date('2026-01-01T00:00:00+08:00'), new Date('2026-02-01T00:00:00+08:00'), 2024, 'A01%']);
    expect(sql).toContain('e.created_at >= $6::timestamptz');
    expect(sql).toContain('e.created_at < $7::timestamptz');
    // by day, the same month is read day by day; without days asked, as whole years where it can
    expect(native(ledgerSums(db, jan, ['day'])).sql).toContain('(l.grain = 3 and l.day >= 20454 and l.day <= 20484)');
    expect(native(ledgerSums(db, {}, ['province'])).sql).toContain('(l.grain = 1)');
    // the project's dimensions are joined only when a filter or a grouping needs them
    expect(sql).toContain('left join (select pi.project_code');
    expect(native(ledgerSums(db, {}, ['day'])).sql).not.toContain('project_info');
  });
  it("counts a voluntary cancellation's retirement as cancelled, the other offsets' as retired", () => {
    const { sql } = native(ledgerSums(db, {}, []));
    const voluntary = `coalesce(e.business_key in (select o.id::text from ccer_offset o where o.kind = 'logout'), false)`;
    expect(sql).toContain(`case when e.kind = 'retire' and not ${voluntary} then e.quantity else 0 end as retired`);
    expect(sql).toContain(`case when e.kind = 'retire' and ${voluntary} then e.quantity else 0 end as voluntary_cancelled`);
    expect(sql).toContain('(coalesce(sum(s.voluntary_cancelled), 0) + coalesce(sum(s.cancelled), 0))::bigint as cancelled');
    // issuances only: the other figures are 0 and only folded rows with issuances are read
    const issued = native(ledgerSums(db, {}, ['day'], { kinds: ['issue'] })).sql;
    expect(issued).toContain('0::bigint as transferred');
    expect(issued).toContain('(l.issued <> 0)');
    // by project, the entries themselves (their batches), and no offsets for issuances
    expect(native(ledgerSums(db, {}, ['project'], { kinds: ['issue'] })).sql).not.toContain('ccer_offset');
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
