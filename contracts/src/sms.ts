import { z } from 'zod';
import { registryTimeBound } from './validation/registry-time.ts';
import { token } from './messages.ts';
import { password } from './validators.ts';
import { mobile } from './validation/shared-helpers.ts';
import { pageQuerySchema } from './envelope.ts';
import { noticeBusinesses, noticeBusinessTokens } from './action-notices.ts';

/**
 * SMS verification codes (accounts spec §7.1): forgotten password, registration, the optional SMS second
 * factor of sign-in and the change-password phoneCode; the send record (registry-operations §3).
 */

/** What a code is for; a code only verifies for the purpose it was sent for. */
export const smsPurposes = ['login', 'forget', 'register', 'modify-password'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];
/** Message token of each purpose (the record list's 业务 column and the SMS text). */
export const smsPurposeTokens: Record<SmsPurpose, string> = {
  login: 'smsBusinessLogin',
  forget: 'smsBusinessForget',
  register: 'smsBusinessRegister',
  'modify-password': 'smsBusinessModifyPassword',
};
/** The SMS businesses: the code purposes and the notices (action-notices.ts); only a code purpose's template carries {code}. */
export const smsBusinesses = [...smsPurposes, ...noticeBusinesses] as const;
export type SmsBusiness = (typeof smsBusinesses)[number];
export const smsBusinessTokens: Record<SmsBusiness, string> = { ...smsPurposeTokens, ...noticeBusinessTokens };
export const isSmsPurpose = (business: string): business is SmsPurpose => (smsPurposes as readonly string[]).includes(business);

export const SMS_CODE_LENGTH = 6;

const requiredText = (key: string, max: number) =>
  z.string({ error: token(key) }).trim().min(1, { error: token(key) }).max(max, { error: token('maxLength', max) });

const mobileField = z.string({ error: token('mobileRequired') }).trim().min(1, { error: token('mobileRequired') }).pipe(mobile);

/** A 6-digit SMS code as typed (spaces around it are forgiven). */
export const phoneCode = z
  .string({ error: token('smsCodeRequired') })
  .trim()
  .min(1, { error: token('smsCodeRequired') })
  .regex(/^\d{6}$/, { error: token('smsCodeFormat') });

/** The phoneCode field alone, for forms whose own schema has it optional (sign-in, change password). */
export const phoneCodeForm = z.object({ phoneCode });

const captchaFields = {
  code: z.string().trim().min(1).max(8),
  captchaId: z.string().min(1),
};

/** POST /api/forget-password/mobile-code: the captcha guards the sending. */
export const forgetPasswordCodeBody = z.object({
  loginName: requiredText('loginNameRequired', 64),
  mobile: mobileField,
  ...captchaFields,
});
export type ForgetPasswordCodeBody = z.infer<typeof forgetPasswordCodeBody>;

/** POST /api/forget-password: the shared password rule (§5.1) and the confirmation of §5.5. */
export const forgetPasswordBody = z
  .object({
    loginName: requiredText('loginNameRequired', 64),
    mobile: mobileField,
    phoneCode,
    newPassword: z.string({ error: token('newPasswordRequired') }).min(1, { error: token('newPasswordRequired') }).pipe(password),
    confirmPassword: z.string({ error: token('confirmPasswordRequired') }).min(1, { error: token('confirmPasswordRequired') }),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], error: token('passwordMismatch') });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

/** POST /api/register/mobile-code. */
export const registerCodeBody = z.object({ mobile: mobileField, ...captchaFields });
export type RegisterCodeBody = z.infer<typeof registerCodeBody>;

/** POST /api/login/manager-mobile-code: the password and captcha are checked before a code is sent. */
export const managerMobileCodeBody = z.object({
  loginName: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  ...captchaFields,
});
export type ManagerMobileCodeBody = z.infer<typeof managerMobileCodeBody>;

/** What a send call answers: where the code went (masked) and when another may be asked for. */
export const smsSentSchema = z.object({
  /** The mobile number with its middle four digits hidden, e.g. 138****5678; null when nothing is revealed. */
  mobile: z.string().nullable(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

/** POST /api/sms/send-record: the record list of /system/msg/record. */
export const smsSendRecordQuery = pageQuerySchema.extend({
  mobile: z.string().trim().max(20).optional(),
  business: z.enum(smsBusinesses).optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(['0', '1']).optional().or(z.literal('').transform(() => undefined)),
  /** Inclusive bounds of the sending time (registry time). */
  sentFrom: registryTimeBound('from'),
  sentTo: registryTimeBound('to'),
});
export type SmsSendRecordQuery = z.infer<typeof smsSendRecordQuery>;

export const smsSendRecordRow = z.object({
  id: z.string(),
  mobile: z.string(),
  business: z.string(),
  businessName: z.string(),
  /** The verification code sent (the record view of registry-operations §3 shows it). */
  verificationCode: z.string().nullable(),
  content: z.string(),
  /** 1 sent, 0 failed. */
  status: z.string(),
  times: z.number().int(),
  provider: z.string(),
  ip: z.string().nullable(),
  sentAt: z.string(),
});
export type SmsSendRecordRow = z.infer<typeof smsSendRecordRow>;

/** Hides the middle four digits of a mobile number. */
export function maskMobile(value: string): string {
  return value.length === 11 ? `${value.slice(0, 3)}****${value.slice(7)}` : value.replace(/.(?=.{4})/g, '*');
}
