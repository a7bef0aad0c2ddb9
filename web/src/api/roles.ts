import type { RoleAddBody, RoleDetail, RoleEditBody, RoleListQuery, RoleRow, RoleUserRow } from '@ccer/contracts';
import { api } from './http';
import { readListResponse } from '../components/list-page/list-response';
import type { ListResult } from '../components/list-page/types';

/** Role management calls (角色管理; contracts/src/roles.ts lists the paths). */
export const roleUrls = {
  list: '/api/role/list',
  detail: '/api/role/detail',
  add: '/api/role/add',
  edit: '/api/role/edit',
  remove: '/api/role/remove',
  users: '/api/role/users',
  assign: '/api/role/users/assign',
  unassign: '/api/role/users/unassign',
} as const;

export const fetchRoles = async (params: Partial<RoleListQuery> & Record<string, unknown>): Promise<ListResult<RoleRow>> =>
  readListResponse<RoleRow>(await api.get<RoleRow[]>(roleUrls.list, { query: params }));

export const fetchRole = (roleId: number): Promise<RoleDetail> => api.get<RoleDetail>(roleUrls.detail, { query: { roleId } }).then((r) => r.dataInfo);

export const fetchRoleUsers = async (roleId: number, params: Record<string, unknown>): Promise<ListResult<RoleUserRow>> =>
  readListResponse<RoleUserRow>(await api.get<RoleUserRow[]>(roleUrls.users, { query: { ...params, roleId } }));

/** Quiet: the form puts field errors on its fields and toasts the message. */
export const addRole = (body: RoleAddBody) => api.post<{ roleId: number }>(roleUrls.add, body, { quiet: true }).then((r) => r.dataInfo);
export const editRole = (body: RoleEditBody) => api.put<{ roleId: number }>(roleUrls.edit, body, { quiet: true }).then((r) => r.dataInfo);
/** Quiet: the list shows a refusal (built in, in use) itself. */
export const removeRole = (roleId: number) => api.del<{ roleId: number }>(roleUrls.remove, { query: { roleId }, quiet: true });
export const assignRoleUsers = (roleId: number, loginNames: string[]) => api.post(roleUrls.assign, { roleId, loginNames }, { quiet: true });
export const unassignRoleUsers = (roleId: number, loginNames: string[]) => api.post(roleUrls.unassign, { roleId, loginNames }, { quiet: true });
