import { describe, expect, it } from 'vitest';
import { isPassword, isUserName, parseCoordinate, longitude, latitude, positiveInteger, mobile, email } from './validators.ts';
import { translate } from './messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : translate(r.error!.issues[0].message));

describe('shared validators (accounts spec §5.1)', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefgh', false], // one kind only
    ['12345678', false],
    ['abc 12345', false], // a space
    ['Ab1!', false], // too short
    ['Abcdefghijklmnop1', false], // 17 characters
    ['abcd!@#$', true], // letters and special characters
  ])('password %s → %s', (pw, ok) => expect(isPassword(pw)).toBe(ok));

  it.each([
    ['ab', true],
    ['a', false],
    ['123456', false], // digits only
    ['user_01@corp-a', true],
    ['has space', false],
    ['x'.repeat(19), false],
  ])('user name %s → %s', (name, ok) => expect(isUserName(name)).toBe(ok));

  it('parses decimal and degree-minute-second coordinates', () => {
    expect(parseCoordinate('116.4074')).toBeCloseTo(116.4074);
    expect(parseCoordinate('43°56′12″')).toBeCloseTo(43 + 56 / 60 + 12 / 3600);
    expect(parseCoordinate('-73°59′00″')).toBeCloseTo(-73.9833, 3);
    expect(parseCoordinate('43°61′00″')).toBeUndefined();
    expect(parseCoordinate('east')).toBeUndefined();
  });

  it('checks longitude and latitude ranges with the spec messages', () => {
    expect(longitude.safeParse('180').success).toBe(true);
    expect(firstMessage(longitude.safeParse('181'))).toBe('经度格式错误，仅支持xx°xx′xx″或xxx.xxxx，西经为负值');
    expect(firstMessage(latitude.safeParse('-91'))).toBe('维度格式错误，南纬为负值');
    expect(latitude.safeParse('-33°52′00″').success).toBe(true);
  });

  it('accepts positive whole numbers up to the limit and says what is wrong', () => {
    const t = positiveInteger(1_000_000_000);
    expect(t.parse('120000')).toBe(120000);
    expect(firstMessage(t.safeParse(undefined))).toBe('不能为空！');
    expect(firstMessage(t.safeParse('1.5'))).toBe('请输入正整数');
    expect(firstMessage(t.safeParse(0))).toBe('请输入正整数');
    expect(firstMessage(t.safeParse(1_000_000_001))).toBe('不能大于1000000000');
  });

  it('checks mobile numbers and e-mail', () => {
    expect(mobile.safeParse('13812345678').success).toBe(true);
    expect(firstMessage(mobile.safeParse('12812345678'))).toBe('手机号码格式不正确');
    expect(email.safeParse('a.b@example.cn').success).toBe(true);
    expect(firstMessage(email.safeParse('a@b'))).toBe('邮箱格式不正确');
  });
});
