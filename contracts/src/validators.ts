import { z } from 'zod';
import { token } from './messages.ts';

/** Shared field rules of accounts spec §5.1, as zod building blocks carrying message tokens. */

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const USER_NAME = /^[A-Za-z0-9@_-]{2,18}$/;
const DMS = /^(-?)(\d{1,3})°(\d{1,2})′(\d{1,2}(?:\.\d+)?)″$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,10})?$/;

/** A required trimmed text of min..max characters, with the spec's length message. */
export const text = (min: number, max: number, lengthKey: 'lengthRange' | 'lengthBetween' = 'lengthRange') =>
  z
    .string({ error: token('required') })
    .trim()
    .min(1, { error: token('required') })
    .min(min, { error: token(lengthKey, min, max) })
    .max(max, { error: token(lengthKey, min, max) });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: token('maxLength', max) }).optional().or(z.literal('').transform(() => undefined));

export const mobile = z.string().regex(MOBILE, { error: token('mobile') });
export const email = z.string().regex(EMAIL, { error: token('email') });

export const isUserName = (v: string) => USER_NAME.test(v) && !/^\d+$/.test(v);
export const userName = z.string().refine(isUserName, { error: token('userName') });

/** 8-16 characters, no spaces, at least two of: letters, digits, special characters. */
export function isPassword(v: string): boolean {
  if (v.length < 8 || v.length > 16 || /\s/.test(v)) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(v)).length;
  return kinds >= 2;
}
export const password = z.string().refine(isPassword, { error: token('password') });

/** Parses decimal degrees or d°m′s″ into a number; undefined when it is neither. */
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
const coordinate = (limit: number, key: 'longitude' | 'latitude') =>
  z
    .string({ error: token('required') })
    .trim()
    .min(1, { error: token('required') })
    .max(16, { error: token('lengthBetween', 1, 16) })
    .refine((v) => {
      const n = parseCoordinate(v);
      return n !== undefined && n >= -limit && n <= limit;
    }, { error: token(key) });
export const longitude = coordinate(180, 'longitude');
export const latitude = coordinate(90, 'latitude');

/** A whole number 1..max, accepted as number or numeric text; missing says required. */
export const positiveInteger = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => token(iss.input === undefined ? 'required' : 'positiveInteger') })
      .int({ error: token('positiveInteger') })
      .positive({ error: token('positiveInteger') })
      .max(max, { error: token('notGreaterThan', max) }),
  );

/** A calendar date as yyyy-MM-dd. */
export const isoDate = z
  .string({ error: token('required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: token('dateFormat') })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: token('dateFormat') });
