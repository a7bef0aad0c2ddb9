import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from './messages.ts';
import { checkCertifiedAgainstProject, checkCertifiedDates, periodsOverlap, valuesOnProjectPick, yearsBefore, type CertifiedProjectFacts } from './certified-apply.ts';

/**
 * The application date rules (spec §5) against a plain reference: each rule written out on its own with Date
 * arithmetic, the first broken rule per field in the spec's order. fast-check draws dates around the boundaries.
 */
const DAY = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

function reference(
  start: string | undefined,
  end: string | undefined,
  p: { commencementDate: string | null; firstReckonDate: string | null; endReckonDate: string | null },
  today: string,
): Record<string, string> {
  const t = new Date(ms(today));
  // five years back on the calendar: the same day and month, or the month's last day
  const back = new Date(Date.UTC(t.getUTCFullYear() - 5, t.getUTCMonth(), 1));
  const lastOfMonth = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(t.getUTCDate(), lastOfMonth));
  const floor = toDay(back.getTime());
  const out: Record<string, string> = {};
  const rules = (day: string, other: string | undefined, isStart: boolean): string | undefined => {
    if (!(ms(day) > ms('2020-09-22'))) return '只能晚于2020年9月22日';
    if (p.commencementDate && ms(day) < ms(p.commencementDate)) return '不能早于开工日期';
    if (p.firstReckonDate && ms(day) < ms(p.firstReckonDate)) return '不能早于计入期开始时间';
    if (p.endReckonDate && ms(day) > ms(p.endReckonDate)) return '不能晚于计入期结束时间';
    if (other && isStart && ms(day) > ms(other)) return '不能晚于本次核算期覆盖结束日期';
    if (other && !isStart && ms(day) < ms(other)) return '不能早于本次核算期覆盖开始日期';
    if (ms(day) > ms(today)) return '不能晚于当前日期';
    if (ms(day) < ms(floor)) {
      const [y, m, d] = floor.split('-').map(Number);
      return `不能早于${y}年${m}月${d}日`;
    }
    return undefined;
  };
  if (start) {
    const m = rules(start, end, true);
    if (m) out.regAppStartDate = m;
  }
  if (end) {
    const m = rules(end, start, false);
    if (m) out.regAppEndDate = m;
  }
  return out;
}

const zh = (errors: Array<{ field: string; message: string }>) => Object.fromEntries(errors.map((e) => [e.field, translate(e.message, 'zh')]));
// days from 2019 to 2032, denser near the fixed boundaries
const dayArb = fc.oneof(
  fc.integer({ min: ms('2019-01-01') / DAY, max: ms('2032-12-31') / DAY }).map((n) => toDay(n * DAY)),
  fc.constantFrom('2020-09-22', '2020-09-23', '2020-09-21', '2024-02-29', '2021-02-28', '2021-03-01'),
);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

describe('application dates (spec §5)', () => {
  it('agree with the reference on any dates, project and today', () => {
    fc.assert(
      fc.property(maybe(dayArb), maybe(dayArb), fc.option(dayArb, { nil: null }), fc.option(dayArb, { nil: null }), fc.option(dayArb, { nil: null }), dayArb, (start, end, c, s, e, today) => {
        const project = { commencementDate: c, firstReckonDate: s, endReckonDate: e };
        expect(zh(checkCertifiedDates({ regAppStartDate: start, regAppEndDate: end }, project, today))).toEqual(reference(start, end, project, today));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the day five years back, and says 未获取到系统时间 without the server date', () => {
    const project = { commencementDate: '2020-10-01', firstReckonDate: '2020-10-01', endReckonDate: '2040-09-30' };
    expect(zh(checkCertifiedDates({ regAppStartDate: '2020-10-01', regAppEndDate: '2021-09-30' }, project, '2026-11-24'))).toEqual({
      regAppStartDate: '不能早于2021年11月24日',
      regAppEndDate: '不能早于2021年11月24日',
    });
    expect(zh(checkCertifiedDates({ regAppStartDate: '2022-01-01' }, project, undefined))).toEqual({ regAppStartDate: '未获取到系统时间' });
    expect(yearsBefore('2028-02-29', 5)).toBe('2023-02-28');
  });
});

describe('the rules that need the project', () => {
  const wind: CertifiedProjectFacts = { parentProjectType: 'A0102', commencementDate: '2021-03-01', firstReckonDate: '2021-06-01', endReckonDate: '2031-05-31', approvalAuthority: 'body-1' };
  const forest: CertifiedProjectFacts = { ...wind, parentProjectType: 'N0101' };
  const base = { regAppStartDate: '2023-01-01', regAppEndDate: '2023-12-31', verificationAgency: 'body-2', lulucf: '000', archiveCode: 'BA-1' };

  it('takes LULUCF 000 outside industry N and an activity inside it; the archive code for type A; another body than the validator', () => {
    expect(checkCertifiedAgainstProject(base, wind, '2026-11-24')).toEqual([]);
    expect(zh(checkCertifiedAgainstProject({ ...base, lulucf: '001' }, wind, '2026-11-24'))).toEqual({ lulucf: '该项目不属于林业和其他碳汇类，LULUCF活动类型只能为“不涉及”' });
    expect(zh(checkCertifiedAgainstProject(base, forest, '2026-11-24'))).toEqual({ lulucf: '不能为空！' });
    expect(checkCertifiedAgainstProject({ ...base, lulucf: '001', archiveCode: undefined }, forest, '2026-11-24')).toEqual([]);
    expect(zh(checkCertifiedAgainstProject({ ...base, archiveCode: undefined }, wind, '2026-11-24'))).toEqual({ archiveCode: '不能为空！' });
    expect(zh(checkCertifiedAgainstProject({ ...base, verificationAgency: 'body-1' }, wind, '2026-11-24'))).toEqual({ verificationAgency: '核证机构不能是该项目的审定机构' });
  });

  it('clears the body, the dates and the period number on a project pick, and sets lulucf by industry', () => {
    expect(valuesOnProjectPick('A0102')).toEqual({ verificationAgency: undefined, regAppStartDate: undefined, regAppEndDate: undefined, certificationPeriodNo: undefined, lulucf: '000' });
    expect(valuesOnProjectPick('N0101').lulucf).toBeUndefined();
  });

  it('finds overlapping periods, the boundary day included', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, dayArb, (a1, a2, b1, b2) => {
        const a = { start: a1 < a2 ? a1 : a2, end: a1 < a2 ? a2 : a1 };
        const b = { start: b1 < b2 ? b1 : b2, end: b1 < b2 ? b2 : b1 };
        // the reference: some day lies in both
        const shared = Math.max(ms(a.start), ms(b.start)) <= Math.min(ms(a.end), ms(b.end));
        expect(periodsOverlap(a, b)).toBe(shared);
      }),
    );
  });
});
