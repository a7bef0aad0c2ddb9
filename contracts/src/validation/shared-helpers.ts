import { z } from 'zod';
import { token } from '../messages.ts';

/**
 * Shared field rules of accounts spec §5.1: pure predicates (usable anywhere) and zod building blocks carrying
 * message tokens (translated by messages.ts). Identity numbers live in identity-numbers.ts and are re-exported here.
 */
export {
  isResidentId,
  isUnifiedSocialCreditCode,
  residentId,
  nationalId,
  unifiedSocialCreditCode,
} from './identity-numbers.ts';
import { isRealDay } from './real-day.ts';

const MOBILE = /^1[3-9]\d{9}$/;
/** 0 + 2–3 digit area code, hyphen, 7–8 digit number, optional hyphen + 1–4 digit extension. */
const LANDLINE = /^0\d{2,3}-\d{7,8}(-\d{1,4})?$/;
const POSTAL_CODE = /^\d{6}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const USER_NAME = /^[A-Za-z0-9@_-]{2,18}$/;
const DMS = /^(-?)(\d{1,3})°(\d{1,2})′(\d{1,2}(?:\.\d+)?)″$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,10})?$/;
const HOST = /^(localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)$/;

// ---- predicates ---------------------------------------------------------------------------------------------

/** An absolute http, https or ftp address with a host name (or IPv4) and no spaces. */
export function isUrl(v: string): boolean {
  const s = v.trim();
  if (!/^(https?|ftp):\/\/\S+$/i.test(s)) return false;
  try {
    const u = new URL(s);
    return ['http:', 'https:', 'ftp:'].includes(u.protocol) && HOST.test(u.hostname);
  } catch {
    return false;
  }
}
export const isMobile = (v: string) => MOBILE.test(v.trim());
export const isLandline = (v: string) => LANDLINE.test(v.trim());
/** Fax numbers follow the landline pattern. */
export const isFax = isLandline;
export const isMobileOrLandline = (v: string) => isMobile(v) || isLandline(v);
export const isPostalCode = (v: string) => POSTAL_CODE.test(v.trim());
export const isEmail = (v: string) => EMAIL.test(v.trim());
export const hasNoSpaces = (v: string) => !/\s/.test(v);

/** A whole number above 0, given as a number or as digits. */
export function isPositiveInteger(v: string | number): boolean {
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0;
}
/** A whole number of 0 or more, given as a number or as digits. */
export function isNonNegativeInteger(v: string | number): boolean {
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0;
}

export const isUserName = (v: string) => USER_NAME.test(v) && !/^\d+$/.test(v);

/** 8-16 characters, no spaces, at least two of: letters, digits, special characters. */
export function isPassword(v: string): boolean {
  if (v.length < 8 || v.length > 16 || /\s/.test(v)) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(v)).length;
  return kinds >= 2;
}

/** Parses decimal degrees (up to 10 decimals) or d°m′s″ into a number; undefined when it is neither. */
export function parseCoordinate(v: string): number | undefined {
  const s = v.trim();
  if (DECIMAL.test(s)) return Number(s);
  const m = DMS.exec(s);
  if (!m) return undefined;
  const [, sign, d, min, sec] = m;
  if (Number(min) >= 60 || Number(sec) >= 60) return undefined;
  const value = Number(d) + Number(min) / 60 + Number(sec) / 3600;
  return sign ? -value : value;
}
export function isLongitude(v: string): boolean {
  const n = parseCoordinate(v);
  return n !== undefined && n >= -180 && n <= 180;
}
export function isLatitude(v: string): boolean {
  const n = parseCoordinate(v);
  return n !== undefined && n >= -90 && n <= 90;
}

/** The comparisons of §5.1 and their message keys (只能大于N, 不能低于N, 只能小于N, 不能大于N, 只能等于N). */
export const comparisons = {
  gt: { test: (a: number, n: number) => a > n, message: 'greaterThan' },
  gte: { test: (a: number, n: number) => a >= n, message: 'notLessThan' },
  lt: { test: (a: number, n: number) => a < n, message: 'lessThan' },
  lte: { test: (a: number, n: number) => a <= n, message: 'notGreaterThan' },
  eq: { test: (a: number, n: number) => a === n, message: 'equalTo' },
} as const;
export type Comparison = keyof typeof comparisons;
/** Message token when `value op n` fails, else undefined. */
export function comparisonProblem(op: Comparison, value: number, n: number): string | undefined {
  return comparisons[op].test(value, n) ? undefined : token(comparisons[op].message, n);
}

/** Message token for a length outside min..max ('请输入 N 到 M 个字符'), else undefined. */
export function lengthProblem(v: string, min: number, max: number): string | undefined {
  const n = v.trim().length;
  return n < min || n > max ? token('lengthRange', min, max) : undefined;
}
/** Message token for more than max characters ('不能超过N位'), else undefined. */
export function maxLengthProblem(v: string, max: number): string | undefined {
  return v.trim().length > max ? token('maxLength', max) : undefined;
}

// ---- zod building blocks ------------------------------------------------------------------------------------

const requiredString = () => z.string().trim().min(1);
const formatted = (test: (v: string) => boolean, key: string) => requiredString().refine(test, { error: token(key) });

/** A required trimmed text of min..max characters, with the spec's length message. */
export const text = (min: number, max: number, lengthKey: 'lengthRange' | 'lengthBetween' = 'lengthRange') =>
  z
    .string()
    .trim()
    .min(1)
    .min(min, { error: token(lengthKey, min, max) })
    .max(max, { error: token(lengthKey, min, max) });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: token('maxLength', max) }).optional().or(z.literal('').transform(() => undefined));

/** Required text of at most max characters (不能超过N位). */
export const maxLengthText = (max: number) => requiredString().max(max, { error: token('maxLength', max) });

export const url = formatted(isUrl, 'url');
// the maxima (abort: one message) let a form's input stop where the format does (maxLengthOf)
export const mobile = z.string().max(11, { error: token('mobile'), abort: true }).regex(MOBILE, { error: token('mobile') });
export const landline = formatted(isLandline, 'landline');
export const fax = formatted(isFax, 'fax');
export const mobileOrLandline = formatted(isMobileOrLandline, 'mobileOrLandline');
export const postalCode = formatted(isPostalCode, 'postalCode');
export const email = z.string().regex(EMAIL, { error: token('email') });
export const noSpaces = z.string().refine(hasNoSpaces, { error: token('noSpaces') });

export const userName = z.string().max(18, { error: token('userName'), abort: true }).refine(isUserName, { error: token('userName') });
export const password = z.string().max(16, { error: token('password'), abort: true }).refine(isPassword, { error: token('password') });

const coordinate = (limit: number, key: 'longitude' | 'latitude') =>
  z
    .string()
    .trim()
    .min(1)
    .max(16, { error: token('lengthBetween', 1, 16) })
    .refine((v) => {
      const n = parseCoordinate(v);
      return n !== undefined && n >= -limit && n <= limit;
    }, { error: token(key) });
export const longitude = coordinate(180, 'longitude');
export const latitude = coordinate(90, 'latitude');

const numeric = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

/** A whole number 1..max, accepted as number or numeric text; missing says required. */
export const positiveInteger = (max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (iss) => token(iss.input === undefined ? 'required' : 'positiveInteger') })
      .int({ error: token('positiveInteger') })
      .positive({ error: token('positiveInteger') })
      .max(max, { error: token('notGreaterThan', max) }),
  );

/** A whole number of 0 or more (请输入大于等于0的整数), accepted as number or numeric text. */
export const nonNegativeInteger = z.preprocess(
  numeric,
  z
    .number({ error: (iss) => token(iss.input === undefined ? 'required' : 'nonNegativeInteger') })
    .int({ error: token('nonNegativeInteger') })
    .min(0, { error: token('nonNegativeInteger') }),
);

/** A number compared with n (只能大于N …); accepted as number or numeric text. */
export const compared = (op: Comparison, n: number) =>
  z.preprocess(
    numeric,
    z.number().superRefine((v, ctx) => {
      const problem = comparisonProblem(op, v, n);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** A calendar date as yyyy-MM-dd. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: token('dateFormat') })
  .refine(isRealDay, { error: token('dateFormat') });
