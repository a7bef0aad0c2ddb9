import { describe, expect, it } from 'vitest';
import { REQUIRED_ISSUE_KEY } from './zod-issues.ts';
import {
  applyDraftSchema,
  applyFormSchema,
  checkApplyDates,
  MAX_LIFETIME_YEARS,
  MAX_TONNES,
  modifyExplanation,
  otherProofMethodCodes,
  prepPubAuditBody,
  projectNameProblem,
  type ApplyForm,
} from './project-apply.ts';
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
    expect(byField.projectLocation).toBe('项目地址不能为空！');
    expect(byField.parentProjectType).toBe('所属行业领域不能为空！');
    expect(applyFormSchema.shape.parentProjectType.safeParse('B01').success).toBe(false);
  });

  it('requires an opinion when an audit returns the application', () => {
    expect(prepPubAuditBody.safeParse({ taskId: 't', approved: true }).success).toBe(true);
    const r = prepPubAuditBody.safeParse({ taskId: 't', approved: false, opinion: '' });
    expect(r.success).toBe(false);
    expect(translate(r.error!.issues[0].message)).toBe('退回时请填写审核意见');
  });

  it('answers 未获取到系统时间 on the commencement date when the server date is missing', () => {
    expect(checkApplyDates({ commencementDate: '2021-03-01' }, undefined).map((e) => `${e.field}:${translate(e.message)}`)).toEqual([
      'commencementDate:未获取到系统时间',
    ]);
    expect(translate(checkApplyDates({ commencementDate: '2021-03-01' }, undefined)[0].message, 'en')).toBe('The system time could not be obtained');
    // the date limits that need no server date still speak first
    expect(messages({ commencementDate: '2012-11-09' })).toEqual([]);
    expect(checkApplyDates({ commencementDate: '2012-11-08' }, undefined).map((e) => translate(e.message))).toEqual(['只能晚于2012年11月8日']);
    // the crediting end is 2020-09-22 at the earliest, not earlier than the start of works
    expect(messages({ endReckonDate: '2020-09-21' })).toEqual(['endReckonDate:不能早于2020年9月22日']);
    expect(messages({ commencementDate: '2022-01-01', endReckonDate: '2021-12-31' })).toContain('endReckonDate:不能早于开工日期');
    expect(messages({ firstReckonDate: '2020-09-22', endReckonDate: '2020-09-22' })).toEqual([]);
  });
});

/** One field of a complete application changed; the field's first message in zh and en, or undefined when valid. */
function fieldMessage(field: keyof ApplyForm, value: unknown): { zh: string; en: string } | undefined {
  const r = applyFormSchema.safeParse({ ...complete(), [field]: value });
  if (r.success) return undefined;
  const issue = r.error.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`no issue on ${field}: ${JSON.stringify(r.error.issues)}`);
  return { zh: translate(issue.message, 'zh'), en: translate(issue.message, 'en') };
}
const zh = (field: keyof ApplyForm, value: unknown) => fieldMessage(field, value)?.zh;

function complete(): Record<string, unknown> {
  return {
    projectName: '江苏如东海上风电项目',
    projectLocation: '江苏省南通市如东县近海',
    provinceId: '320000',
    parentProjectType: 'A0102',
    longitude: '121.1833',
    latitude: '32°20′15″',
    methodologyNum: 'CCER-01-002-V01',
    methodologyName: '并网海上风力发电',
    approvalAuthority: '5eed0000-0000-4000-8000-000000000001',
    otherProofMethod: '02',
    archiveCode: 'BA-2021-001',
    commencementDate: '2021-03-01',
    conclusionDate: 25,
    firstReckonDate: '2021-06-01',
    endReckonDate: '2031-05-31',
    expectYearNum: 250000,
    expectMaxNum: 2500000,
    basicInformation: '装机容量300MW的海上风电场。',
    technologiesMeasures: '单机容量6.45MW风电机组',
  };
}

describe('every §3 project field with the §5 rule and message', () => {
  it('accepts a complete application', () => {
    expect(applyFormSchema.safeParse(complete()).success).toBe(true);
  });

  it('limits the texts with 长度在1到N个字符之间', () => {
    const cases: Array<[keyof ApplyForm, number]> = [
      ['projectName', 256],
      ['projectLocation', 256],
      ['basicInformation', 2000],
      ['technologiesMeasures', 256],
      ['remarkDesc', 2000],
      ['archiveCode', 32],
      ['methodologyName', 256],
    ];
    for (const [field, max] of cases) {
      expect(zh(field, 'x'.repeat(max)), field).toBeUndefined();
      expect(fieldMessage(field, 'x'.repeat(max + 1)), field).toEqual({
        zh: `长度在1到${max}个字符之间`,
        en: `Length must be between 1 and ${max} characters`,
      });
    }
    expect(modifyExplanation.safeParse('x'.repeat(2000)).success).toBe(true);
    expect(translate(modifyExplanation.safeParse('x'.repeat(2001)).error!.issues[0].message)).toBe('长度在1到2000个字符之间');
    expect(modifyExplanation.safeParse('  ').error!.issues[0].message).toBe(`${REQUIRED_ISSUE_KEY}:@`);
  });

  it('leaves the remark, the archive code and the methodology name optional; blanks are absent', () => {
    for (const field of ['remarkDesc', 'archiveCode', 'methodologyName'] as const) {
      expect(zh(field, undefined), field).toBeUndefined();
      expect(zh(field, ''), field).toBeUndefined();
    }
  });

  it('checks the name against the sensitive words', () => {
    expect(projectNameProblem('如东海上风电', [])).toBeUndefined();
    expect(projectNameProblem('如东海上风电', ['赌博'])).toBeUndefined();
    const problem = projectNameProblem('如东赌博风电', ['', '赌博']);
    expect(translate(problem!)).toBe('不能包含敏感词“赌博”');
    expect(translate(problem!, 'en')).toBe('Must not contain the sensitive word "赌博"');
  });

  it('takes coordinates of 1 to 16 characters, degrees-minutes-seconds or decimal, within range; west and south negative', () => {
    for (const ok of ['121.1833', '-121.1833', '180', '-180', '121°10′59″', '-73°59′8.5″', '0']) expect(zh('longitude', ok), ok).toBeUndefined();
    for (const ok of ['32.33', '-33.8688', '90', '-90', '32°20′15″', '-33°52′7″']) expect(zh('latitude', ok), ok).toBeUndefined();
    const lon = { zh: '经度格式错误，仅支持xx°xx′xx″或xxx.xxxx，西经为负值', en: 'Invalid longitude: use xx°xx′xx″ or xxx.xxxx, west is negative' };
    for (const bad of ['180.0001', '-181', '121°60′00″', '东经121度', '121.18E']) expect(fieldMessage('longitude', bad), bad).toEqual(lon);
    const lat = { zh: '维度格式错误，南纬为负值', en: 'Invalid latitude: south is negative' };
    for (const bad of ['90.5', '-91', '32°20′75″', 'N32']) expect(fieldMessage('latitude', bad), bad).toEqual(lat);
    expect(zh('longitude', '121.18333333333333')).toBe('长度在1到16个字符之间');
    expect(zh('latitude', '')).toBe('纬度不能为空！');
  });

  it('requires the reductions as positive whole tonnes of at most 1,000,000,000', () => {
    for (const field of ['expectYearNum', 'expectMaxNum'] as const) {
      expect(zh(field, MAX_TONNES), field).toBeUndefined();
      expect(zh(field, String(MAX_TONNES)), field).toBeUndefined();
      expect(fieldMessage(field, MAX_TONNES + 1)).toEqual({ zh: '不能大于1000000000', en: 'Must not be greater than 1000000000' });
      expect(zh(field, 0)).toBe('请输入正整数');
      expect(zh(field, -3)).toBe('请输入正整数');
      expect(zh(field, 1.5)).toBe('请输入正整数');
      expect(zh(field, 'abc')).toBe('请输入正整数');
      expect(zh(field, undefined)).toBe('不能为空！');
    }
  });

  it('requires the lifetime (conclusionDate) in whole years', () => {
    expect(zh('conclusionDate', '25')).toBeUndefined();
    expect(zh('conclusionDate', MAX_LIFETIME_YEARS)).toBeUndefined();
    expect(zh('conclusionDate', MAX_LIFETIME_YEARS + 1)).toBe(`不能大于${MAX_LIFETIME_YEARS}`);
    expect(zh('conclusionDate', 0)).toBe('请输入正整数');
    expect(zh('conclusionDate', '二十')).toBe('请输入正整数');
    expect(zh('conclusionDate', undefined)).toBe('不能为空！');
  });

  it('requires the validation body and the additionality proof (dictionary 400230) on submission, not in a draft', () => {
    expect(fieldMessage('approvalAuthority', undefined)).toEqual({ zh: '审定与核查机构不能为空！', en: 'Validation and verification body is required' });
    expect(fieldMessage('approvalAuthority', 'not-a-customer')).toEqual({
      zh: '请选择已开户的审定与核查机构',
      en: 'Choose a validation and verification body with an opened account',
    });
    expect(zh('otherProofMethod', undefined)).toBe('额外性论证方式不能为空！');
    expect(otherProofMethodCodes).toEqual(['01', '02', '03', '04', '99']);
    for (const code of otherProofMethodCodes) expect(zh('otherProofMethod', code)).toBeUndefined();
    expect(fieldMessage('otherProofMethod', '05')).toEqual({ zh: '选项不正确', en: 'Not one of the allowed options' });
    expect(applyDraftSchema.safeParse({ projectName: '草稿' }).success).toBe(true);
    expect(applyDraftSchema.safeParse({ projectName: '草稿', otherProofMethod: '05' }).success).toBe(false);
  });

  it('keeps the project types open to applications (A and N)', () => {
    expect(zh('parentProjectType', 'N0101')).toBeUndefined();
    expect(fieldMessage('parentProjectType', 'M0101')).toEqual({ zh: '项目类型必须以A或N开头', en: 'The project type must start with A or N' });
  });
});

