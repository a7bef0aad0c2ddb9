import { describe, expect, it } from 'vitest';
import { applyDraftSchema, applyFormSchema, checkApplyDates, prepPubAuditBody } from './project-apply.ts';
import { translate } from './messages.ts';

const today = '2026-11-21';
const messages = (v: Parameters<typeof checkApplyDates>[0]) => checkApplyDates(v, today).map((e) => `${e.field}:${translate(e.message)}`);

describe('project application rules (registry spec §5)', () => {
  it('accepts a consistent set of dates', () => {
    expect(messages({ commencementDate: '2021-03-01', firstReckonDate: '2021-06-01', endReckonDate: '2031-05-31' })).toEqual([]);
  });

  it('applies the date rules with the spec messages', () => {
    expect(messages({ commencementDate: '2012-11-08' })).toEqual(['commencementDate:只能晚于2012年11月8日']);
    expect(messages({ commencementDate: '2027-01-01' })).toEqual(['commencementDate:不能晚于当前日期']);
    expect(messages({ commencementDate: '2025-01-01', endReckonDate: '2024-12-31' })).toContain('commencementDate:不能晚于计入期结束时间');
    expect(messages({ firstReckonDate: '2020-09-21' })).toEqual(['firstReckonDate:不能早于2020年9月22日']);
    expect(messages({ commencementDate: '2022-01-01', firstReckonDate: '2021-06-01' })).toEqual(['firstReckonDate:不能早于开工日期']);
    expect(messages({ firstReckonDate: '2022-01-01', endReckonDate: '2021-12-31' })).toEqual([
      'firstReckonDate:不能晚于计入期结束时间',
      'endReckonDate:不能早于计入期开始时间',
    ]);
  });

  it('keeps a draft with only its name, but validates what is given', () => {
    expect(applyDraftSchema.safeParse({ projectName: '风电' }).success).toBe(true);
    const bad = applyDraftSchema.safeParse({ projectName: '风电', expectYearNum: -1 });
    expect(bad.success).toBe(false);
    expect(applyDraftSchema.safeParse({}).success).toBe(false);
  });

  it('requires every field of a submitted application and limits the lengths', () => {
    const r = applyFormSchema.safeParse({ projectName: 'x'.repeat(257) });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], translate(i.message)]));
    expect(byField.projectName).toBe('长度在1到256个字符之间');
    expect(byField.projectLocation).toBe('不能为空！');
    expect(byField.parentProjectType).toBe('不能为空！');
    expect(applyFormSchema.shape.parentProjectType.safeParse('B01').success).toBe(false);
  });

  it('requires an opinion when an audit returns the application', () => {
    expect(prepPubAuditBody.safeParse({ taskId: 't', approved: true }).success).toBe(true);
    const r = prepPubAuditBody.safeParse({ taskId: 't', approved: false, opinion: '' });
    expect(r.success).toBe(false);
    expect(translate(r.error!.issues[0].message)).toBe('退回时请填写审核意见');
  });
});
