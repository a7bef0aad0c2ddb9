import { z } from 'zod';
import { token } from '../messages.ts';

/**
 * The field-length table of accounts spec §5.3 as data: one row per field group, used to build zod rules and the
 * form checks of company-form.ts and operator-forms.ts (and by the web for maxLength on inputs).
 */
export interface FieldLength {
  /** The spec's field group, as §5.3 names it. */
  readonly group: string;
  readonly min?: number;
  readonly max: number;
  /** Only Chinese characters (the individual public account's real name). */
  readonly chineseOnly?: boolean;
  /** The length message when it differs from 请输入 {min} 到 {max} 个字符: [key, ...args]. */
  readonly message?: readonly [string, ...number[]];
  /** Shown length range when the message's numbers differ from the check (organisation introduction). */
  readonly shownMax?: number;
}

export const fieldLengths = {
  companyName: { group: 'Company name', min: 2, max: 40 },
  organisationName: { group: 'Organisation name (form)', min: 2, max: 40 },
  institutionPublicName: { group: 'Institution public account name', min: 2, max: 80 },
  individualPublicRealName: { group: 'Individual public realName', min: 2, max: 6, chineseOnly: true },
  companyPersonName: { group: 'Personal names (company form)', min: 2, max: 30 },
  verifierName: { group: 'Verifier name', min: 2, max: 64 },
  organisationPersonName: { group: 'Organisation legal person, contact and representative names', min: 2, max: 20 },
  address: { group: 'Addresses (company, organisation)', min: 2, max: 80 },
  companyWorkUnitOrPosition: { group: 'Work unit and position (company form)', min: 2, max: 40 },
  organisationWorkUnit: { group: 'Organisation work unit', min: 2, max: 40 },
  expertName: { group: 'Expert name', min: 2, max: 32 },
  expertCertificateNo: { group: 'Expert certificate number', min: 2, max: 40 },
  expertEmail: { group: 'Expert e-mail', max: 40, message: ['maxChars', 40] },
  expertWorkUnit: { group: 'Expert work unit', min: 2, max: 30 },
  expertDepartment: { group: 'Expert department', min: 2, max: 20 },
  expertPosition: { group: 'Expert position', min: 2, max: 20 },
  expertAddress: { group: 'Expert address', min: 2, max: 100 },
  // "max 800 in the check; the message says 2 to 2000": 800 is enforced; too short shows the spec's 2-to-2000
  // message, too long says 不能超过800位 so the user learns the limit that is really applied.
  organisationIntroduction: { group: 'Organisation introduction', min: 2, max: 800, shownMax: 2000 },
} as const satisfies Record<string, FieldLength>;

export type FieldLengthKey = keyof typeof fieldLengths;

/** Other §5.2 lengths: certificate numbers of types other than the ID card, and the verifier's. */
export const certificateNoLength = { min: 2, max: 40 } as const;
export const verifierCertificateNoLength = { min: 1, max: 64 } as const;
/** §9: at most 5 industries. */
export const MAX_INDUSTRIES = 5;

const CHINESE = /^\p{Script=Han}+$/u;

/** Message token for a value that breaks its §5.3 row, else undefined (an empty value is not judged here). */
export function fieldLengthProblem(key: FieldLengthKey, value: string): string | undefined {
  const row: FieldLength = fieldLengths[key];
  const v = value.trim();
  if (!v) return undefined;
  if (row.chineseOnly && !CHINESE.test(v)) return token('chineseName');
  const min = row.min ?? 0;
  if (v.length >= min && v.length <= row.max) return undefined;
  if (row.message) return token(...row.message);
  if (row.shownMax !== undefined) return v.length > row.max ? token('maxLength', row.max) : token('lengthRange', min, row.shownMax);
  return token('lengthRange', min, row.max);
}

/** A required zod string checked against its §5.3 row. */
export const lengthText = (key: FieldLengthKey) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((v, ctx) => {
      const problem = fieldLengthProblem(key, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
