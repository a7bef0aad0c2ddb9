import { z } from 'zod';
import { token } from '../messages.ts';

/**
 * Identity numbers (accounts spec §5.1, §5.2): the resident identity card number of GB 11643 and the unified
 * social credit code of GB 32100, as pure predicates, plus the certificate-number rule that depends on the
 * certificate type. Each problem function returns a message token, or undefined when the value is fine.
 */

/** Certificate type code of the resident identity card in dictionaries 100004/100005/100006 (§5.2). */
export const ID_CARD_CERTIFICATE_TYPE = '0';

// ---- GB 11643 resident identity card -------------------------------------------------------------------------

/** Weights 2^(17-i) mod 11 of the first 17 digits (GB 11643, ISO 7064 MOD 11-2). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';
const ID18 = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
const ID15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;
const ID_LENIENT = /^(\d{15}|\d{17}[\dXx])$/;

/** The check character of an 18-digit number from its first 17 digits (MOD 11-2); undefined for other input. */
export function residentIdCheckChar(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** True when year-month-day is a real calendar day (Feb 29 only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The birth date written in a 15- or 18-digit number (a 15-digit number's year is 19yy); not checked. */
export function birthDateOf(idNo: string): BirthDate | undefined {
  const v = idNo.trim();
  const m18 = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(v);
  if (v.length === 18 && m18) return { year: Number(m18[1]), month: Number(m18[2]), day: Number(m18[3]) };
  const m15 = /^\d{6}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(v);
  if (m15) return { year: 1900 + Number(m15[1]), month: Number(m15[2]), day: Number(m15[3]) };
  return undefined;
}

/** A birth date is valid when it is a real day from 1800-01-01 up to today (no one is born in the future). */
function isValidBirthDate(b: BirthDate, today: Date): boolean {
  if (!isCalendarDate(b.year, b.month, b.day) || b.year < 1800) return false;
  const t = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  return b.year * 10000 + b.month * 100 + b.day <= t.year * 10000 + t.month * 100 + t.day;
}

/**
 * The shared helper of §5.1: 18 digits (the last may be X), a valid birth date and the MOD 11-2 check character.
 * A 15-digit number is rejected here. A lower-case x is accepted as X.
 */
export function isResidentId(value: string, today: Date = new Date()): boolean {
  const v = value.trim();
  const m = ID18.exec(v);
  if (!m) return false;
  if (!isValidBirthDate({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, today)) return false;
  return residentIdCheckChar(v.slice(0, 17)) === v[17].toUpperCase();
}

/** True for a 15-digit first-generation number with an address code and a valid 19yy birth date. */
export function isResidentId15(value: string, today: Date = new Date()): boolean {
  const v = value.trim();
  if (!ID15.test(v)) return false;
  const b = birthDateOf(v);
  return b !== undefined && isValidBirthDate(b, today);
}

/**
 * The other national-ID check of §5.1: 15 digits, or 17 digits plus a digit or X, with a valid birth date
 * (the check character is not computed by this check). Returns nationalIdFormat, nationalIdDate or undefined.
 */
export function nationalIdProblem(value: string, today: Date = new Date()): string | undefined {
  const v = value.trim();
  if (!ID_LENIENT.test(v)) return token('nationalIdFormat');
  const b = birthDateOf(v);
  if (!b || !isValidBirthDate(b, today)) return token('nationalIdDate');
  return undefined;
}

/** Age in whole years on `today` of the holder of a 15- or 18-digit number; undefined when its date is invalid. */
export function ageFromNationalId(value: string, today: Date = new Date()): number | undefined {
  if (nationalIdProblem(value, today)) return undefined;
  const b = birthDateOf(value)!;
  const month = today.getMonth() + 1;
  const hadBirthday = month > b.month || (month === b.month && today.getDate() >= b.day);
  return today.getFullYear() - b.year - (hadBirthday ? 0 : 1);
}

// ---- GB 32100 unified social credit code --------------------------------------------------------------------

/** The 31 characters of GB 32100: digits and capital letters without I, O, S, V and Z; index = value. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights 3^i mod 31 of the first 17 characters. */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character (position 18) of a code from its first 17 characters; undefined for other input. */
export function usccCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_ALPHABET.indexOf(first17[i]);
    if (value < 0) return undefined;
    sum += value * USCC_WEIGHTS[i];
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

/**
 * 18 characters of the GB 32100 alphabet (upper case), positions 3–8 the six-digit administrative division code,
 * and the right check character.
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const v = value.trim();
  return USCC_SHAPE.test(v) && usccCheckChar(v.slice(0, 17)) === v[17];
}

// ---- certificate numbers by type (§5.2) ---------------------------------------------------------------------

export interface CertificateNoOptions {
  /** An empty number is accepted (the legal agent's certificate, §5.2). */
  readonly optional?: boolean;
  /** Length for types other than the ID card; 2 to 40 unless given (the verifier's is 1 to 64). */
  readonly min?: number;
  readonly max?: number;
  readonly today?: Date;
}

/**
 * §5.2: with certificate type 0 (ID card) the number must pass the shared ID-card check; otherwise its length is
 * 2 to 40 (or as given). Returns a message token or undefined.
 */
export function certificateNoProblem(
  certificateType: string | undefined | null,
  certificateNo: string | undefined | null,
  options: CertificateNoOptions = {},
): string | undefined {
  const v = (certificateNo ?? '').trim();
  if (!v) return options.optional ? undefined : token('required');
  if (certificateType === ID_CARD_CERTIFICATE_TYPE) return isResidentId(v, options.today) ? undefined : token('residentId');
  const min = options.min ?? 2;
  const max = options.max ?? 40;
  return v.length < min || v.length > max ? token('lengthRange', min, max) : undefined;
}

/** §5.2 company certificate number: when filled, 18 characters and a valid unified social credit code. */
export function companyCertificateNoProblem(certificateNo: string | undefined | null): string | undefined {
  const v = (certificateNo ?? '').trim();
  if (!v) return undefined;
  if (v.length !== 18) return token('certificateNo18');
  return isUnifiedSocialCreditCode(v) ? undefined : token('unifiedSocialCreditCode');
}

// ---- zod building blocks ------------------------------------------------------------------------------------

const requiredString = () => z.string().trim().min(1);

/** Resident ID of the shared helper (18 digits, date, check character): 身份证格式不正确！ */
export const residentId = requiredString().refine((v) => isResidentId(v), { error: token('residentId') });

/** The lenient national-ID check (15 or 18), with its two messages. */
export const nationalId = requiredString().superRefine((v, ctx) => {
  const problem = nationalIdProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Unified social credit code: 统一社会信用代码格式错误 */
export const unifiedSocialCreditCode = requiredString().refine(isUnifiedSocialCreditCode, {
  error: token('unifiedSocialCreditCode'),
});

/** Company certificate number (§5.2): empty allowed here (required-ness is the form's), else 18 and valid. */
export const companyCertificateNo = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = companyCertificateNoProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
