import { describe, expect, it } from 'vitest';
import { translate } from '@ccer/contracts';
import { checkParamValue, ipAllowed, normaliseIp, splitIpList } from './param-values.ts';

const integer = { valueType: 'integer' as const, minValue: 0, maxValue: 365, hasDefault: true };

describe('parameter value types', () => {
  it('takes integers within the bounds only', () => {
    expect(checkParamValue(integer, '0')).toBeNull();
    expect(checkParamValue(integer, ' 365 ')).toBeNull();
    expect(translate(checkParamValue(integer, '366')!)).toBe('参数值须为0到365之间的整数');
    expect(checkParamValue(integer, '-1')).not.toBeNull();
    expect(checkParamValue(integer, '2.5')).not.toBeNull();
    expect(checkParamValue(integer, 'abc')).not.toBeNull();
    expect(checkParamValue(integer, '1e2')).not.toBeNull();
  });

  it('lets an empty value clear a parameter with a default, and refuses it otherwise', () => {
    expect(checkParamValue(integer, '')).toBeNull();
    expect(checkParamValue({ ...integer, hasDefault: false }, ' ')).toBe('paramValueEmptyNotAllowed');
    expect(checkParamValue({ valueType: 'boolean', minValue: null, maxValue: null, hasDefault: false }, '')).toBe('paramValueEmptyNotAllowed');
  });

  it('takes true or false for a boolean', () => {
    const rule = { valueType: 'boolean' as const, minValue: null, maxValue: null, hasDefault: false };
    expect(checkParamValue(rule, 'true')).toBeNull();
    expect(checkParamValue(rule, 'false')).toBeNull();
    expect(checkParamValue(rule, 'yes')).toBe('paramBoolean');
  });

  it('takes any string', () => {
    expect(checkParamValue({ valueType: 'string', minValue: null, maxValue: null, hasDefault: false }, '任意文本')).toBeNull();
  });

  it('checks every entry of an IP list and names the bad one', () => {
    const rule = { valueType: 'ipList' as const, minValue: null, maxValue: null, hasDefault: false };
    expect(checkParamValue(rule, '')).toBeNull();
    expect(checkParamValue(rule, '127.0.0.1, 10.0.0.0/8;192.168.1.1 ::1')).toBeNull();
    const bad = checkParamValue(rule, '127.0.0.1,300.1.1.1');
    expect(translate(bad!)).toContain('“300.1.1.1”无效');
    expect(checkParamValue(rule, '10.0.0.0/33')).not.toBeNull();
    expect(checkParamValue(rule, 'localhost')).not.toBeNull();
    expect(splitIpList(' a ,b，c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('IP allow-list', () => {
  it('allows everyone when empty', () => {
    expect(ipAllowed('', '8.8.8.8')).toBe(true);
    expect(ipAllowed(null, '8.8.8.8')).toBe(true);
  });

  it('matches addresses and IPv4 blocks, IPv4-mapped addresses included', () => {
    expect(ipAllowed('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed('10.0.0.0/8', '10.20.30.40')).toBe(true);
    expect(ipAllowed('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(ipAllowed('192.168.1.0/24,::1', '::1')).toBe(true);
    expect(ipAllowed('192.168.1.0/24', '127.0.0.1')).toBe(false);
    expect(ipAllowed('0.0.0.0/0', '1.2.3.4')).toBe(true);
    expect(ipAllowed('1.2.3.4/32', '1.2.3.4')).toBe(true);
    expect(normaliseIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
  });
});
