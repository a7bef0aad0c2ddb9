import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { token } from './messages.ts';
import { isEmail, isMobileOrLandline, isPostalCode, isUrl, text, optionalText } from './validation/shared-helpers.ts';
import { isUnifiedSocialCreditCode } from './validation/identity-numbers.ts';

/**
 * 机构设置 (/system/institutions, menu 4001, function 069; the page /system leads to): the particulars of the
 * institution that runs the registry — its name as it signs the registry's documents, its credit code, address and
 * the service contacts the public meets. The offset certificate names it as the issuer; the public portal's footer
 * shows its contacts. One record, changed with the version it was read at (a stale save is refused, 409).
 *   GET /api/institution          069: the record, with who changed it last and when
 *   PUT /api/institution          069: change it (every change in the operation log)
 *   GET /api/portal/institution   public: the name and the service contacts
 */
export const institutionPaths = {
  read: '/api/institution',
  modify: '/api/institution',
  portal: '/api/portal/institution',
} as const;

export const INSTITUTION_BUSINESS = 'institution';

/** An optional field with a format: empty is no value. */
const optionalFormatted = (test: (v: string) => boolean, key: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: token('maxLength', max) })
    .refine((v) => v === '' || test(v), { error: token(key) })
    .optional()
    .transform((v) => v || null);

export const institutionFields = z.object({
  institutionName: text(2, 60),
  institutionNameEn: optionalText(120).transform((v) => v || null),
  creditCode: optionalFormatted(isUnifiedSocialCreditCode, 'unifiedSocialCreditCode', 18),
  address: optionalText(80).transform((v) => v || null),
  postalCode: optionalFormatted(isPostalCode, 'postalCode', 6),
  servicePhone: optionalFormatted(isMobileOrLandline, 'mobileOrLandline', 20),
  serviceEmail: optionalFormatted(isEmail, 'email', 100),
  website: optionalFormatted(isUrl, 'url', 200),
  serviceHours: optionalText(60).transform((v) => v || null),
});

/** A change: every field, and the version it was read at. */
export const institutionModifyBody = institutionFields.extend({
  version: numeric(z.number().int().min(0)),
});
export type InstitutionModifyBody = z.input<typeof institutionModifyBody>;

/** What the public sees: the name and the service contacts. */
export const institutionPublicSchema = z.object({
  institutionName: z.string(),
  institutionNameEn: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  servicePhone: z.string().nullable(),
  serviceEmail: z.string().nullable(),
  website: z.string().nullable(),
  serviceHours: z.string().nullable(),
});
export type InstitutionPublic = z.infer<typeof institutionPublicSchema>;

export const institutionSchema = institutionPublicSchema.extend({
  creditCode: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type Institution = z.infer<typeof institutionSchema>;
