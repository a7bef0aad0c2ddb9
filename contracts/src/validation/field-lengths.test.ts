import { describe, expect, it } from 'vitest';
import { translate } from '../messages.ts';
import { REQUIRED_ISSUE_KEY } from '../zod-issues.ts';
import { MAX_INDUSTRIES, fieldLengthProblem, fieldLengths, lengthText, type FieldLengthKey } from './field-lengths.ts';

const text = (t: string | undefined) => (t === undefined ? null : translate(t));
const zh = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : translate(r.error!.issues[0].message);
// an empty value is the shared map's "required" (zod-issues.ts), which names the field where it stands in a request
const issueKey = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0].message.split(':')[0]);

/** §5.3 as the spec writes it: [field group, key, min, max, message when too short, message when too long]. */
const specTable: Array<[string, FieldLengthKey, number, number, string, string]> = [
  ['Company name', 'companyName', 2, 40, '请输入 2 到 40 个字符', '请输入 2 到 40 个字符'],
  ['Organisation name (form)', 'organisationName', 2, 40, '请输入 2 到 40 个字符', '请输入 2 到 40 个字符'],
  ['Institution public account name', 'institutionPublicName', 2, 80, '请输入 2 到 80 个字符', '请输入 2 到 80 个字符'],
  ['Individual public realName', 'individualPublicRealName', 2, 6, '请输入 2 到 6 个字符', '请输入 2 到 6 个字符'],
  ['Personal names (company form)', 'companyPersonName', 2, 30, '请输入 2 到 30 个字符', '请输入 2 到 30 个字符'],
  ['Verifier name', 'verifierName', 2, 64, '请输入 2 到 64 个字符', '请输入 2 到 64 个字符'],
  ['Organisation legal person, contact and representative names', 'organisationPersonName', 2, 20, '请输入 2 到 20 个字符', '请输入 2 到 20 个字符'],
  ['Addresses (company, organisation)', 'address', 2, 80, '请输入 2 到 80 个字符', '请输入 2 到 80 个字符'],
  ['Work unit and position (company form)', 'companyWorkUnitOrPosition', 2, 40, '请输入 2 到 40 个字符', '请输入 2 到 40 个字符'],
  ['Organisation work unit', 'organisationWorkUnit', 2, 40, '请输入 2 到 40 个字符', '请输入 2 到 40 个字符'],
  ['Expert name', 'expertName', 2, 32, '请输入 2 到 32 个字符', '请输入 2 到 32 个字符'],
  ['Expert certificate number', 'expertCertificateNo', 2, 40, '请输入 2 到 40 个字符', '请输入 2 到 40 个字符'],
  ['Expert e-mail', 'expertEmail', 0, 40, '', '最多输入 40 个字符'],
  ['Expert work unit', 'expertWorkUnit', 2, 30, '请输入 2 到 30 个字符', '请输入 2 到 30 个字符'],
  ['Expert department', 'expertDepartment', 2, 20, '请输入 2 到 20 个字符', '请输入 2 到 20 个字符'],
  ['Expert position', 'expertPosition', 2, 20, '请输入 2 到 20 个字符', '请输入 2 到 20 个字符'],
  ['Expert address', 'expertAddress', 2, 100, '请输入 2 到 100 个字符', '请输入 2 到 100 个字符'],
  // max 800 in the check; the message says 2 to 2000 (both readings, see field-lengths.ts)
  ['Organisation introduction', 'organisationIntroduction', 2, 800, '请输入 2 到 2000 个字符', '不能超过800位'],
];

/** A value of n characters of the right script (Chinese for the individual public realName). */
const valueOf = (key: FieldLengthKey, n: number) => (key === 'individualPublicRealName' ? '张'.repeat(n) : 'a'.repeat(n));

describe('§5.3 field lengths', () => {
  it('declares exactly the rows of the spec table', () => {
    expect(Object.keys(fieldLengths).sort()).toEqual(specTable.map((r) => r[1]).sort());
  });

  it.each(specTable)('%s (%s): %d to %d', (group, key, min, max, tooShort, tooLong) => {
    expect(fieldLengths[key].group).toBe(group);
    expect(fieldLengthProblem(key, valueOf(key, max))).toBeUndefined();
    expect(text(fieldLengthProblem(key, valueOf(key, max + 1)))).toBe(tooLong);
    expect(zh(lengthText(key).safeParse(valueOf(key, max + 1)))).toBe(tooLong);
    if (min > 1) {
      expect(fieldLengthProblem(key, valueOf(key, min))).toBeUndefined();
      expect(text(fieldLengthProblem(key, valueOf(key, min - 1)))).toBe(tooShort);
    }
    expect(issueKey(lengthText(key).safeParse(''))).toBe(REQUIRED_ISSUE_KEY);
  });

  it('individual public realName takes Chinese characters only (请输入中文姓名)', () => {
    expect(fieldLengthProblem('individualPublicRealName', '张三')).toBeUndefined();
    expect(text(fieldLengthProblem('individualPublicRealName', 'Zhang San'))).toBe('请输入中文姓名');
    expect(text(fieldLengthProblem('individualPublicRealName', '张3'))).toBe('请输入中文姓名');
  });

  it('counts trimmed characters', () => {
    expect(fieldLengthProblem('companyName', '  a  ')).toBeDefined();
    expect(fieldLengthProblem('companyName', ' ab ')).toBeUndefined();
  });

  it('allows at most 5 industries (§9)', () => expect(MAX_INDUSTRIES).toBe(5));
});
