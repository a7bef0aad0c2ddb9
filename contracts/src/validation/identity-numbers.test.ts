import { describe, expect, it } from 'vitest';
import { translate } from '../messages.ts';
import { REQUIRED_ISSUE_KEY } from '../zod-issues.ts';
import {
  USCC_ALPHABET,
  ageFromNationalId,
  certificateNoProblem,
  companyCertificateNo,
  companyCertificateNoProblem,
  isResidentId,
  isResidentId15,
  isUnifiedSocialCreditCode,
  nationalId,
  nationalIdProblem,
  residentId,
  residentIdCheckChar,
  unifiedSocialCreditCode,
  usccCheckChar,
} from './identity-numbers.ts';

type Parsed = { success: boolean; error?: { issues: Array<{ message: string }> } };
const zh = (r: Parsed) => (r.success ? null : translate(r.error!.issues[0].message));
// an empty value is the shared map's "required" (zod-issues.ts), which names the field where it stands in a request
const issueKey = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0].message.split(':')[0]);
const text = (t: string | undefined) => (t === undefined ? null : translate(t));
const TODAY = new Date(2026, 10, 21);

describe('GB 11643 resident identity card (shared helper, §5.1)', () => {
  it('computes the MOD 11-2 check character of the standard example', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdCheckChar('1101051949123100')).toBeUndefined();
  });

  it.each([
    ['11010519491231002X', 'GB 11643 example, check X'],
    ['11010519491231002x', 'lower-case x'],
    ['440304199003074561', 'check 1'],
    ['110101200002294561', '29 February of a leap year'],
    ['510107197812311237', 'check 7'],
    ['330102199911111234', 'check 4'],
    ['32010619850101123X', 'check X'],
  ])('accepts %s (%s)', (id) => {
    expect(isResidentId(id, TODAY)).toBe(true);
  });

  it.each([
    ['110105194912310021', 'wrong check digit (X expected)'],
    ['440304199003074562', 'wrong check digit (1 expected)'],
    ['110105199002301231', '30 February (check digit right)'],
    ['110105199902291235', '29 February of 1999'],
    ['11010519901301123X', 'month 13'],
    ['110105199001001237', 'day 00'],
    ['110105209901011234', 'born in the future'],
    ['110105179912311238', 'before 1800'],
    ['010105199003074561', 'address code starting with 0'],
    ['110105491231002', '15 digits are rejected by the shared helper'],
    ['11010519491231002', '17 digits'],
    ['1101051949123100X2', 'X not last'],
  ])('rejects %s (%s)', (id) => {
    expect(isResidentId(id, TODAY)).toBe(false);
  });

  it('zod rule says 身份证格式不正确！', () => {
    expect(zh(residentId.safeParse('110105194912310021'))).toBe('身份证格式不正确！');
    expect(issueKey(residentId.safeParse(''))).toBe(REQUIRED_ISSUE_KEY);
  });
});

describe('the other national-ID check (15 or 18 characters, §5.1)', () => {
  it.each([
    ['110105491231002', null],
    ['11010519491231002X', null],
    ['110105194912310021', null], // this check does not compute the check digit
    ['11010549123100', '身份证号码格式错误'],
    ['11010519491231002Y', '身份证号码格式错误'],
    ['110105490230002', '身份证号码包含无效日期'],
    ['110105199002301231', '身份证号码包含无效日期'],
  ])('%s → %s', (id, message) => {
    expect(text(nationalIdProblem(id, TODAY))).toBe(message);
  });

  it('the 15-digit number reads its year as 19yy', () => {
    expect(isResidentId15('110105491231002', TODAY)).toBe(true);
    expect(isResidentId15('110105490230002', TODAY)).toBe(false);
  });

  it('computes the age from the birth date', () => {
    expect(ageFromNationalId('11010519491231002X', TODAY)).toBe(76);
    expect(ageFromNationalId('110105491231002', TODAY)).toBe(76);
    expect(ageFromNationalId('110101200002294561', TODAY)).toBe(26);
    expect(ageFromNationalId('440304199003074561', new Date(2026, 2, 6))).toBe(35); // day before the birthday
    expect(ageFromNationalId('440304199003074561', new Date(2026, 2, 7))).toBe(36);
    expect(ageFromNationalId('110105490230002', TODAY)).toBeUndefined();
  });

  it('zod rule gives both messages', () => {
    expect(zh(nationalId.safeParse('123'))).toBe('身份证号码格式错误');
    expect(zh(nationalId.safeParse('110105490230002'))).toBe('身份证号码包含无效日期');
  });
});

describe('GB 32100 unified social credit code', () => {
  it('uses the 31-character alphabet without I, O, S, V, Z', () => {
    expect(USCC_ALPHABET).toHaveLength(31);
    for (const c of 'IOSVZ') expect(USCC_ALPHABET).not.toContain(c);
  });

  it.each([
    ['91350100M000100Y43'],
    ['91110000100006485K'],
    ['91330000143065924E'],
    ['91440300708461136T'],
    ['914403001922038216'],
    ['91110108551385082Q'],
    ['12100000400000624D'],
    ['521100005000000008'],
    ['Y1110000MA0000000U'],
  ])('accepts %s', (code) => {
    expect(usccCheckChar(code.slice(0, 17))).toBe(code[17]);
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  it.each([
    ['91350100M000100Y44', 'wrong check character (3 expected)'],
    ['91110000100006485J', 'wrong check character (K expected)'],
    ['12100000400000624C', 'wrong check character (D expected)'],
    ['91110000100006485k', 'lower case'],
    ['91350100M000100I43', 'letter I is not in the alphabet'],
    ['91350100M00010OY43', 'letter O is not in the alphabet'],
    ['9135A100M000100Y43', 'positions 3 to 8 must be digits'],
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y433', '19 characters'],
  ])('rejects %s (%s)', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });

  it('zod rule says 统一社会信用代码格式错误', () => {
    expect(zh(unifiedSocialCreditCode.safeParse('91350100M000100Y44'))).toBe('统一社会信用代码格式错误');
  });
});

describe('§5.2 certificate numbers', () => {
  it.each([
    ['0', '11010519491231002X', {}, null],
    ['0', '110105194912310021', {}, '身份证格式不正确！'],
    ['0', '110105491231002', {}, '身份证格式不正确！'], // 15 digits: the shared helper applies
    ['1', 'E12345678', {}, null],
    ['1', 'E', {}, '请输入 2 到 40 个字符'],
    ['1', 'E'.repeat(41), {}, '请输入 2 到 40 个字符'],
    ['1', 'E'.repeat(40), {}, null],
    ['1', '', {}, '不能为空！'],
    ['1', '', { optional: true }, null], // the agent certificate may be empty
    ['1', 'V', { min: 1, max: 64 }, null], // verifier certificate number 1 to 64
    ['1', 'V'.repeat(65), { min: 1, max: 64 }, '请输入 1 到 64 个字符'],
  ])('type %s, %s, %o → %s', (type, no, options, message) => {
    expect(text(certificateNoProblem(type, no, { ...options, today: TODAY }))).toBe(message);
  });

  it.each([
    ['', null], // required-ness is the form's
    ['91350100M000100Y43', null],
    ['91350100M000100Y4', '请输入18位证件号码'],
    ['91350100M000100Y44', '统一社会信用代码格式错误'],
  ])('company certificate number %s → %s', (no, message) => {
    expect(text(companyCertificateNoProblem(no))).toBe(message);
    expect(zh(companyCertificateNo.safeParse(no))).toBe(message);
  });
});
