import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * Role management (系统管理 → 角色管理, /system/role; registry spec §3 "Role: name, status, remark,
 * update time, user list, button permissions, and a system administrator flag", §5). Paths (spec §7
 * gives list and remove; the rest are this project's, same style):
 *   GET /api/role/list, GET /api/role/detail?roleId=, POST /api/role/add, PUT /api/role/edit,
 *   DELETE /api/role/remove?roleId=, GET /api/role/users?roleId=, POST /api/role/users/assign,
 *   POST /api/role/users/unassign.
 */
export const roleStatuses = ['1', '0'] as const; // 1 启用, 0 停用
export type RoleStatus = (typeof roleStatuses)[number];

export const ROLE_NAME_MAX = 64;
export const ROLE_REMARK_MAX = 256;

const roleId = numeric(z.number({ error: token('roleNotFound') }).int({ error: token('roleNotFound') }).positive({ error: token('roleNotFound') }));
const codeList = z.array(z.string().trim().min(1).max(16)).max(2000).default([]);

const roleFields = z.object({
  roleName: z
    .string({ error: token('roleNameRequired') })
    .trim()
    .min(1, { error: token('roleNameRequired') })
    .max(ROLE_NAME_MAX, { error: token('maxLength', ROLE_NAME_MAX) }),
  status: z.enum(roleStatuses, { error: token('roleStatus') }).default('1'),
  remark: z.string().trim().max(ROLE_REMARK_MAX, { error: token('maxLength', ROLE_REMARK_MAX) }).optional().nullable(),
  /** A system-administrator role holds every menu and function, now and as the catalogue grows. */
  isSysAdmin: z.boolean().default(false),
  menuIds: codeList,
  funcIds: codeList,
});

/** 请勾选菜单和按钮权限！ unless a menu or a button is chosen (a system-administrator role holds all). */
const needsPermissions = (r: { isSysAdmin: boolean; menuIds: string[]; funcIds: string[] }) => r.isSysAdmin || r.menuIds.length > 0 || r.funcIds.length > 0;
const permissionsIssue = { error: token('rolePermissionsRequired'), path: ['menuIds'] };

export const roleAddBody = roleFields.refine(needsPermissions, permissionsIssue);
export type RoleAddBody = z.input<typeof roleAddBody>;

export const roleEditBody = roleFields.extend({ roleId }).refine(needsPermissions, permissionsIssue);
export type RoleEditBody = z.input<typeof roleEditBody>;

export const roleIdQuery = z.object({ roleId });

export const roleListQuery = pageQuerySchema.extend({
  roleName: z.string().trim().max(ROLE_NAME_MAX).optional(),
  status: z.enum(roleStatuses).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleRowSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  status: z.enum(roleStatuses),
  remark: z.string().nullable(),
  isSysAdmin: z.boolean(),
  /** Kept in step with contracts at every start: read-only here. */
  builtIn: z.boolean(),
  userCount: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleDetailSchema = roleRowSchema.extend({ menuIds: z.array(z.string()), funcIds: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const roleUsersQuery = pageQuerySchema.extend({ roleId });

export const roleUserRowSchema = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  operatorName: z.string().nullable(),
  operatorType: z.string(),
  custName: z.string().nullable(),
  status: z.string(),
});
export type RoleUserRow = z.infer<typeof roleUserRowSchema>;

export const roleUsersBody = z.object({
  roleId,
  loginNames: z
    .array(z.string().trim().min(1).max(64), { error: token('roleUsersRequired') })
    .min(1, { error: token('roleUsersRequired') })
    .max(200),
});
export type RoleUsersBody = z.infer<typeof roleUsersBody>;

export const roleSavedSchema = z.object({ roleId: z.number().int() });
