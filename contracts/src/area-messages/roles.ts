import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: role management (系统管理 → 角色管理, registry spec §3 "Role", §5). */
export const roleMessages: Catalogue = {
  // spec §5 wording
  rolePermissionsRequired: { zh: '请勾选菜单和按钮权限！', en: 'Select at least one menu or button permission!' },
  roleNameRequired: { zh: '请输入角色名称', en: 'Enter the role name' },
  roleStatus: { zh: '请选择角色状态（启用或停用）', en: 'Choose the role status (enabled or disabled)' },
  roleNameTaken: { zh: '角色名称已存在', en: 'A role with this name already exists' },
  roleNotFound: { zh: '角色不存在', en: 'The role does not exist' },
  roleBuiltIn: { zh: '内置角色不可修改或删除', en: 'Built-in roles cannot be changed or removed' },
  roleInUse: { zh: '该角色已分配给{0}个用户，请先移除用户后再删除', en: 'The role is assigned to {0} users; remove them before deleting it' },
  roleUnknownMenu: { zh: '菜单不存在：{0}', en: 'Unknown menu: {0}' },
  roleUnknownFunc: { zh: '按钮权限不存在：{0}', en: 'Unknown button permission: {0}' },
  roleSysAdminOnly: { zh: '只有系统管理员可以维护系统管理员角色', en: 'Only system administrators can maintain system administrator roles' },
  roleUnknownUser: { zh: '用户不存在：{0}', en: 'Unknown user: {0}' },
  roleUsersRequired: { zh: '请选择用户', en: 'Choose at least one user' },
};
