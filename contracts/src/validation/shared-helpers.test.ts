import { describe, expect, it } from 'vitest';
import { messages, translate } from '../messages.ts';
import { REQUIRED_ISSUE_KEY } from '../zod-issues.ts';
import { accountValidationMessages } from '../area-messages/accounts-validation.ts';
import {
  comparisonProblem,
  compared,
  fax,
  hasNoSpaces,
  isEmail,
  isFax,
  isLandline,
  isLatitude,
  isLongitude,
  isMobile,
  isMobileOrLandline,
  isNonNegativeInteger,
  isPositiveInteger,
  isPostalCode,
  isUrl,
  landline,
  lengthProblem,
  maxLengthProblem,
  mobileOrLandline,
  nonNegativeInteger,
  noSpaces,
  parseCoordinate,
  postalCode,
  url,
  type Comparison,
} from './shared-helpers.ts';
import * as validators from '../validators.ts';

type Parsed = { success: boolean; error?: { issues: Array<{ message: string }> } };
const zh = (r: Parsed) => (r.success ? null : translate(r.error!.issues[0].message));
// an empty value is the shared map's "required" (zod-issues.ts), which names the field where it stands in a request
const issueKey = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0].message.split(':')[0]);

describe('§5.1 shared helpers', () => {
  it.each([
    ['http://www.ccer.com.cn', true],
    ['https://example.org/path?q=1#x', true],
    ['ftp://files.example.cn/pub', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['http://localhost:8080/', true],
    ['http://192.168.1.10/index.html', true],
    ['www.example.com', false], // no scheme
    ['mailto:a@b.cn', false],
    ['file:///etc/passwd', false],
    ['http://exa mple.com', false],
    ['http://', false],
    ['http://-bad-.com', false],
  ])('URL %s → %s', (v, ok) => expect(isUrl(v)).toBe(ok));

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false], // second digit must be 3-9
    ['1381234567', false],
    ['138123456789', false],
    ['23812345678', false],
  ])('mobile %s → %s', (v, ok) => expect(isMobile(v)).toBe(ok));

  it.each([
    ['010-12345678', true], // 2-digit area code after 0, 8 digits
    ['0591-8765432', true], // 3-digit area code after 0, 7 digits
    ['010-12345678-1', true], // extension of 1
    ['0755-12345678-1234', true], // extension of 4
    ['010-12345678-12345', false], // extension of 5
    ['010-123456', false], // 6-digit number
    ['010-123456789', false], // 9-digit number
    ['01-12345678', false], // 1-digit area code
    ['01234-1234567', false], // 4-digit area code
    ['110-12345678', false], // must start with 0
    ['01012345678', false], // hyphen required
    ['010 12345678', false],
  ])('landline %s → %s', (v, ok) => {
    expect(isLandline(v)).toBe(ok);
    expect(isFax(v)).toBe(ok); // same pattern
  });

  it('mobile or landline accepts either', () => {
    expect(isMobileOrLandline('13812345678')).toBe(true);
    expect(isMobileOrLandline('021-87654321-88')).toBe(true);
    expect(isMobileOrLandline('87654321')).toBe(false);
  });

  it.each([
    ['100000', true],
    ['350001', true],
    ['10000', false],
    ['1000000', false],
    ['35000A', false],
  ])('postal code %s → %s', (v, ok) => expect(isPostalCode(v)).toBe(ok));

  it.each([
    ['zhang.san@example.com.cn', true],
    ['a_b-c+1@mail.example.org', true],
    ['a@b', false],
    ['a@@b.cn', false],
    ['no-at.example.cn', false],
  ])('e-mail %s → %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    [1, true, true],
    ['12', true, true],
    [0, false, true],
    ['0', false, true],
    [-1, false, false],
    ['1.5', false, false],
    ['abc', false, false],
  ])('integer %s → positive %s, at least 0 %s', (v, pos, nonNeg) => {
    expect(isPositiveInteger(v)).toBe(pos);
    expect(isNonNegativeInteger(v)).toBe(nonNeg);
  });

  it('decimal and degree-minute-second coordinates within range', () => {
    expect(parseCoordinate('119.2965')).toBeCloseTo(119.2965);
    expect(parseCoordinate('-0.1234567891')).toBeCloseTo(-0.1234567891, 10);
    expect(parseCoordinate('1.12345678901')).toBeUndefined(); // 11 decimals
    expect(parseCoordinate('119°17′47.4″')).toBeCloseTo(119 + 17 / 60 + 47.4 / 3600);
    expect(parseCoordinate('-26°04′30″')).toBeCloseTo(-(26 + 4 / 60 + 30 / 3600));
    expect(parseCoordinate('26°60′00″')).toBeUndefined();
    expect(parseCoordinate('26°59′60″')).toBeUndefined();
    expect(isLongitude('-180')).toBe(true);
    expect(isLongitude('180°00′01″')).toBe(false);
    expect(isLatitude('90')).toBe(true);
    expect(isLatitude('90.0001')).toBe(false);
    expect(isLatitude('-89°59′59″')).toBe(true);
  });

  it.each<[Comparison, number, number, string | null]>([
    ['gt', 5, 5, '只能大于5'],
    ['gt', 6, 5, null],
    ['gte', 4, 5, '不能低于5'],
    ['gte', 5, 5, null],
    ['lt', 5, 5, '只能小于5'],
    ['lt', 4, 5, null],
    ['lte', 6, 5, '不能大于5'],
    ['lte', 5, 5, null],
    ['eq', 4, 5, '只能等于5'],
    ['eq', 5, 5, null],
  ])('comparison %s: %d against %d → %s', (op, v, n, message) => {
    const problem = comparisonProblem(op, v, n);
    expect(problem === undefined ? null : translate(problem)).toBe(message);
    expect(zh(compared(op, n).safeParse(String(v)))).toBe(message);
  });

  it('lengths, spaces and the generic messages', () => {
    expect(translate(lengthProblem('a', 2, 40)!)).toBe('请输入 2 到 40 个字符');
    expect(lengthProblem('ab', 2, 40)).toBeUndefined();
    expect(translate(maxLengthProblem('x'.repeat(41), 40)!)).toBe('不能超过40位');
    expect(hasNoSpaces('a b')).toBe(false);
    expect(zh(noSpaces.safeParse('a b'))).toBe('不能输入空格');
    expect(zh(nonNegativeInteger.safeParse('-1'))).toBe('请输入大于等于0的整数');
    expect(zh(nonNegativeInteger.safeParse(undefined))).toBe('不能为空！');
  });

  it('zod rules carry the spec messages', () => {
    expect(zh(url.safeParse('www.example.com'))).toBe('网络地址格式不正确');
    expect(zh(landline.safeParse('12345678'))).toBe('固定电话格式不正确');
    expect(zh(fax.safeParse('12345678'))).toBe('传真格式不正确');
    expect(zh(mobileOrLandline.safeParse('123'))).toBe('手机号或者固定电话格式不正确');
    expect(zh(postalCode.safeParse('12345'))).toBe('邮编格式不正确');
    expect(issueKey(url.safeParse(''))).toBe(REQUIRED_ISSUE_KEY);
    expect(url.safeParse('https://www.example.cn').success).toBe(true);
  });

  it('validators.ts keeps its exports (same functions as the new module)', () => {
    for (const name of ['text', 'optionalText', 'mobile', 'email', 'isUserName', 'userName', 'isPassword', 'password', 'parseCoordinate', 'longitude', 'latitude', 'positiveInteger', 'isoDate']) {
      expect(validators, name).toHaveProperty(name);
    }
  });
});

describe('account validation messages', () => {
  it('are merged into the catalogue unchanged and have English', () => {
    for (const [key, entry] of Object.entries(accountValidationMessages)) {
      expect(messages[key], key).toEqual(entry);
      expect(entry.en.trim(), key).not.toBe('');
      expect(entry.zh.trim(), key).not.toBe('');
    }
  });

  it('use the spec wording', () => {
    expect(translate('residentId')).toBe('身份证格式不正确！');
    expect(translate('unifiedSocialCreditCode')).toBe('统一社会信用代码格式错误');
    expect(translate('industryMax:5')).toBe('选择不能超过5项！');
    expect(translate('maxChars:40')).toBe('最多输入 40 个字符');
    expect(translate('certificateNoMismatch')).toBe('两次输入证件号码不一致！');
    expect(translate('industryMax:5', 'en')).toBe('Select at most 5 items!');
  });
});
