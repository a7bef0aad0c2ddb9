import { isIP } from 'node:net';
import { token, type ParamValueType } from '@ccer/contracts';

/** What a parameter's value must be (sys_param.value_type, min_value, max_value). */
export interface ParamRule {
  valueType: ParamValueType;
  minValue: number | null;
  maxValue: number | null;
  /** A value the system falls back to when none is stored; without one an empty value is refused (string excepted). */
  hasDefault: boolean;
}

const INT_LIMIT = 2_147_483_647;

/**
 * Checks a new value against its parameter's type; returns a message token, or null when the value is good.
 * An empty value clears the parameter: allowed for an IP list (no restriction), a string, or one with a default.
 */
export function checkParamValue(rule: ParamRule, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return rule.hasDefault || rule.valueType === 'ipList' || rule.valueType === 'string' ? null : 'paramValueEmptyNotAllowed';
  switch (rule.valueType) {
    case 'integer': {
      const min = rule.minValue ?? -INT_LIMIT;
      const max = rule.maxValue ?? INT_LIMIT;
      const n = /^-?\d{1,10}$/.test(value) ? Number(value) : NaN;
      return Number.isInteger(n) && n >= min && n <= max ? null : token('paramInteger', min, max);
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'paramBoolean';
    case 'ipList': {
      const bad = splitIpList(value).find((entry) => !validIpEntry(entry));
      return bad === undefined ? null : token('paramIpList', bad.replaceAll(':', '\u2236'));
    }
    case 'string':
      return null;
  }
}

/** The entries of an IP list: comma, semicolon, space or newline separated; empties dropped. */
export const splitIpList = (value: string): string[] => value.split(/[,;，\s]+/).map((s) => s.trim()).filter(Boolean);

/** An IPv4 or IPv6 address, or an IPv4 block a.b.c.d/n. */
function validIpEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  if (bits === undefined) return isIP(address) !== 0;
  return isIP(address) === 4 && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4, as Node reports it on a dual-stack socket) as plain IPv4. */
export const normaliseIp = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const ipv4ToInt = (ip: string) => ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** Whether an address may pass an allow-list; an empty list allows everyone. */
export function ipAllowed(allowList: string | null | undefined, ip: string): boolean {
  const entries = splitIpList(allowList ?? '');
  if (entries.length === 0) return true;
  const addr = normaliseIp(ip);
  return entries.some((entry) => {
    const [base, bits] = entry.split('/');
    if (bits === undefined) return normaliseIp(base).toLowerCase() === addr.toLowerCase();
    if (isIP(addr) !== 4 || isIP(base) !== 4) return false;
    const n = Number(bits);
    if (n === 0) return true;
    const mask = n === 32 ? 0xffffffff : (~((1 << (32 - n)) - 1)) >>> 0;
    return ((ipv4ToInt(addr) & mask) >>> 0) === ((ipv4ToInt(base) & mask) >>> 0);
  });
}
