import { z } from 'zod';
import { registryTimeBound } from './validation/registry-time.ts';
import { numeric } from './validation/input-values.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { email } from './validation/shared-helpers.ts';
import { smsBusinesses, smsBusinessTokens } from './sms.ts';
import { isNoticeBusiness, noticeBusinesses, noticeBusinessTokens, noticePlaceholders } from './action-notices.ts';

/**
 * SMS and e-mail configurations, business templates, send records and resend (accounts spec §7.6,
 * registry-operations §3 "System entities", /system/msg and /system/email). A configuration is one provider
 * account; at most one per channel is enabled; with none the default provider records messages only.
 */

export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];
/** SMS: an HTTP gateway (JSON POST, HMAC-signed with the app secret) or record only. */
export const smsProviderKinds = ['http', 'record'] as const;
/** E-mail: an SMTP server (nodemailer) or record only. */
export const emailProviderKinds = ['smtp', 'record'] as const;

/** The e-mail businesses: the account-opening result and the notices; the SMS businesses are in sms.ts. */
export const emailBusinesses = ['account-open-result', ...noticeBusinesses] as const;
export type EmailBusiness = (typeof emailBusinesses)[number];
export const emailBusinessTokens: Record<EmailBusiness, string> = { 'account-open-result': 'messagingBusinessAccountOpen', ...noticeBusinessTokens };
export const businessesOf = { sms: smsBusinesses, email: emailBusinesses } as const;
export const businessTokensOf: Record<MessageChannel, Record<string, string>> = { sms: smsBusinessTokens, email: emailBusinessTokens };

/**
 * The placeholders of the channel's own businesses (SMS codes: the first, {code}, is required; the account-opening
 * e-mail); a notice business fills noticePlaceholders on both channels.
 */
export const templatePlaceholders: Record<MessageChannel, readonly string[]> = {
  sms: ['code', 'minutes', 'business'],
  email: ['custName', 'result', 'opinion'],
};
/** The placeholders a business's template may use (without a business: the channel's own). */
export const placeholdersOf = (channel: MessageChannel, business?: string): readonly string[] =>
  business !== undefined && isNoticeBusiness(business) ? noticePlaceholders : templatePlaceholders[channel];
/** What a secret looks like in a response: set or not, never its value. */
export const SECRET_MASK = '******';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: token('maxLength', max) })
    .nullish()
    .transform((v) => v || null);
const requiredText = (key: string, max: number) =>
  z.string({ error: token(key) }).trim().min(1, { error: token(key) }).max(max, { error: token('maxLength', max) });
/** A sending limit: empty is no limit. */
const limit = numeric(
  z
    .number({ error: token('nonNegativeInteger') })
    .int({ error: token('nonNegativeInteger') })
    .min(0, { error: token('nonNegativeInteger') })
    .max(100_000_000, { error: token('notGreaterThan', 100_000_000) })
    .optional(),
).transform((v) => v ?? null);
const limits = { dailyLimit: limit, totalLimit: limit };
const recordId = z.coerce.string().trim().regex(/^\d{1,18}$/);
const flag = z.enum(['0', '1']).optional().or(z.literal('').transform(() => undefined));

export const configIdBody = z.object({ id: recordId });
export type ConfigIdBody = z.infer<typeof configIdBody>;
export const configListQuery = pageQuerySchema.extend({ name: z.string().trim().max(64).optional(), enabled: flag });
export type ConfigListQuery = z.infer<typeof configListQuery>;

const smsConfigFields = {
  name: requiredText('messagingNameRequired', 64),
  provider: z.enum(smsProviderKinds, { error: token('messagingProviderRequired') }),
  /** The HTTP endpoint of the gateway. */
  endpoint: optionalText(256),
  appKey: optionalText(128),
  /** Empty on modify keeps the stored secret. */
  secret: optionalText(256),
  signName: optionalText(32),
  remark: optionalText(200),
  ...limits,
};
type SmsConfigFields = { provider: string; endpoint: string | null };
const smsConfigRule = (b: SmsConfigFields, ctx: z.RefinementCtx) => {
  if (b.provider !== 'http') return;
  if (!b.endpoint) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: token('messagingEndpointRequired') });
  else if (!/^https?:\/\/\S+$/i.test(b.endpoint)) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: token('messagingEndpointFormat') });
};
export const smsConfigAddBody = z.object(smsConfigFields).superRefine(smsConfigRule);
export type SmsConfigAddBody = z.infer<typeof smsConfigAddBody>;
export const smsConfigEditBody = z.object({ id: recordId, ...smsConfigFields }).superRefine(smsConfigRule);
export type SmsConfigEditBody = z.infer<typeof smsConfigEditBody>;

const port = numeric(
  z
    .number({ error: token('messagingPortRange') })
    .int({ error: token('messagingPortRange') })
    .min(1, { error: token('messagingPortRange') })
    .max(65535, { error: token('messagingPortRange') })
    .optional(),
).transform((v) => v ?? null);
const emailConfigFields = {
  name: requiredText('messagingNameRequired', 64),
  provider: z.enum(emailProviderKinds, { error: token('messagingProviderRequired') }),
  smtpHost: optionalText(128),
  smtpPort: port,
  /** true: implicit TLS (usually port 465); false: plain, upgraded with STARTTLS when the server offers it. */
  tls: z.boolean().default(false),
  smtpUser: optionalText(128),
  /** Empty on modify keeps the stored password. */
  password: optionalText(256),
  sender: requiredText('messagingSenderRequired', 128).pipe(email),
  remark: optionalText(200),
  ...limits,
};
type EmailConfigFields = { provider: string; smtpHost: string | null; smtpPort: number | null };
const emailConfigRule = (b: EmailConfigFields, ctx: z.RefinementCtx) => {
  if (b.provider !== 'smtp') return;
  if (!b.smtpHost) ctx.addIssue({ code: 'custom', path: ['smtpHost'], message: token('messagingSmtpHostRequired') });
  if (b.smtpPort === null) ctx.addIssue({ code: 'custom', path: ['smtpPort'], message: token('messagingPortRequired') });
};
export const emailConfigAddBody = z.object(emailConfigFields).superRefine(emailConfigRule);
export type EmailConfigAddBody = z.infer<typeof emailConfigAddBody>;
export const emailConfigEditBody = z.object({ id: recordId, ...emailConfigFields }).superRefine(emailConfigRule);
export type EmailConfigEditBody = z.infer<typeof emailConfigEditBody>;

const configMeta = {
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  /** Messages per China day and in all; null is no limit. */
  dailyLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const smsConfigRow = z.object({
  ...configMeta,
  provider: z.enum(smsProviderKinds),
  endpoint: z.string().nullable(),
  appKey: z.string().nullable(),
  /** SECRET_MASK when a secret is stored, else null. */
  secret: z.string().nullable(),
  signName: z.string().nullable(),
});
export type SmsConfigRow = z.infer<typeof smsConfigRow>;
export const emailConfigRow = z.object({
  ...configMeta,
  provider: z.enum(emailProviderKinds),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int().nullable(),
  tls: z.boolean(),
  smtpUser: z.string().nullable(),
  /** SECRET_MASK when a password is stored, else null. */
  password: z.string().nullable(),
  sender: z.string(),
});
export type EmailConfigRow = z.infer<typeof emailConfigRow>;

export const businessConfigListQuery = pageQuerySchema.extend({ business: z.string().trim().max(32).optional() });
export type BusinessConfigListQuery = z.infer<typeof businessConfigListQuery>;
export const businessConfigRow = z.object({
  id: z.string(),
  business: z.string(),
  businessName: z.string(),
  subject: z.string().nullable(),
  template: z.string(),
  templateNo: z.string().nullable(),
  enabled: z.boolean(),
  placeholders: z.array(z.string()),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type BusinessConfigRow = z.infer<typeof businessConfigRow>;
export const businessConfigEditBody = z.object({
  id: recordId,
  /** E-mail only: the subject line. */
  subject: optionalText(128),
  template: requiredText('messagingTemplateRequired', 1000),
  /** The provider's template number, for vendors that send by template code. */
  templateNo: optionalText(64),
  enabled: z.boolean(),
});
export type BusinessConfigEditBody = z.infer<typeof businessConfigEditBody>;

/** PUT /api/{sms,email}/resend: the record to send again. */
export const resendBody = configIdBody;
export const resendResult = z.object({ id: z.string(), status: z.string(), error: z.string().nullable() });
export type ResendResult = z.infer<typeof resendResult>;

/** POST /api/email/send-record: the record list of /system/email/record. */
export const emailSendRecordQuery = pageQuerySchema.extend({
  email: z.string().trim().max(128).optional(),
  business: z.enum(emailBusinesses).optional().or(z.literal('').transform(() => undefined)),
  status: flag,
  sentFrom: registryTimeBound('from'),
  sentTo: registryTimeBound('to'),
});
export type EmailSendRecordQuery = z.infer<typeof emailSendRecordQuery>;
export const emailSendRecordRow = z.object({
  id: z.string(),
  email: z.string(),
  business: z.string(),
  businessName: z.string(),
  subject: z.string(),
  content: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  times: z.number().int(),
  provider: z.string(),
  resendOf: z.string().nullable(),
  ip: z.string().nullable(),
  sentAt: z.string(),
});
export type EmailSendRecordRow = z.infer<typeof emailSendRecordRow>;

/** Fills {name} placeholders; an unknown one stays as written. */
export function renderTemplate(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] == null ? whole : String(params[name])));
}

/** The placeholders a template uses that its business (without one: its channel) does not fill. */
export function unknownPlaceholders(channel: MessageChannel, template: string, business?: string): string[] {
  const known = placeholdersOf(channel, business);
  const used = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return [...new Set(used.filter((p) => !known.includes(p)))];
}
