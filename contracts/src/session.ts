import { z } from 'zod';
import { token } from './messages.ts';
import { password } from './validators.ts';

export const loginBody = z.object({
  loginName: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  code: z.string().trim().min(1).max(8),
  captchaId: z.string().min(1),
  /** The SMS code of the optional second factor (SMS_SECOND_FACTOR=on), from /api/login/manager-mobile-code. */
  phoneCode: z.string().trim().max(8).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });

export const instructionSchema = z.object({ groupName: z.string(), typeno: z.string(), path: z.string(), name: z.string().optional() });

/** GET /api/user-info (accounts spec §3.1). */
export const userInfoSchema = z.object({
  operatorName: z.string().nullable(),
  operatorCode: z.string(),
  operatorType: z.string(),
  custType: z.string().nullable(),
  isComplete: z.string(),
  oldCarbonConf: z.string().nullable(),
  roles: z.array(z.string()),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  custName: z.string().nullable(),
  roleName: z.string().nullable(),
  instructions: z.array(instructionSchema),
  /** Where the change-password phoneCode goes (masked mobile); null when the dialog needs no phoneCode. */
  phoneCodeMobile: z.string().nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const permissionListSchema = z.object({
  menuList: z.array(z.object({ menuId: z.string(), parentId: z.string(), menuName: z.string(), path: z.string().optional() })),
  funcList: z.array(z.object({ funcId: z.string(), funcName: z.string() })),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

/** Change-password dialog (accounts spec §2.8, §5.5). */
export const modifyPasswordBody = z
  .object({
    oldPassword: z
      .string({ error: token('oldPasswordRequired') })
      .min(1, { error: token('oldPasswordRequired') })
      .min(5, { error: token('oldPasswordLength') })
      .max(16, { error: token('oldPasswordLength') }),
    newPassword: password,
    confirmPassword: z.string({ error: token('confirmPasswordRequired') }).min(1, { error: token('confirmPasswordRequired') }),
    phoneCode: z.string().max(8).optional(),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], error: token('passwordMismatch') });
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBody>;
