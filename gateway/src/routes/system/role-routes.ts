import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  functionCodes,
  roleAddBody,
  roleEditBody,
  roleIdQuery,
  roleListQuery,
  roleRowSchema,
  roleDetailSchema,
  roleSavedSchema,
  roleUsersQuery,
  roleUserRowSchema,
  roleUsersBody,
  token,
} from '@ccer/contracts';
import { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { holdsSysAdminRole, replaceGrants, resolveGrants, roleGrants, selectRoles, toRoleRow } from '../../domain/access/roles.ts';
import { likeText } from '../../domain/like-text.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';

const BUSINESS_TYPE = 'role';

/**
 * 角色管理 (/system/role, menu 4015; registry spec §3 "Role", §5, §7). GET /api/role/list and
 * DELETE /api/role/remove are the spec's paths; detail, add, edit and the user list are this project's,
 * in the same style (contracts/src/roles.ts). Built-in roles (one per operator type, synced from
 * contracts at start) are read-only; a role assigned to users cannot be removed; only a system
 * administrator maintains system-administrator roles.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { func: [functionCodes.roleView] };
  const db = app.db;

  async function loadRole(roleId: number) {
    const row = await selectRoles(db).where('r.role_id', roleId).first();
    if (!row) throw notFound('roleNotFound');
    return toRoleRow(row);
  }

  async function requireSysAdminFor(request: FastifyRequest, ...flags: boolean[]) {
    if (flags.some(Boolean) && !(await holdsSysAdminRole(db, request.operator!.operatorId))) throw new AppError(403, 'FORBIDDEN', 'roleSysAdminOnly');
  }

  async function nameTaken(roleName: string, exceptRoleId?: number) {
    const q = db('role').whereRaw('lower(role_name) = lower(?)', [roleName]).first('role_id');
    if (exceptRoleId) q.whereNot('role_id', exceptRoleId);
    return !!(await q);
  }

  app.get('/api/role/list', {
    config: { access: view },
    // roles added here first, newest first; the built-in ones after them
    schema: { tags: ['role'], summary: 'Roles, paginated; search by name (contains) and status', querystring: roleListQuery, response: { 200: okList(roleRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, roleName, status } = request.query;
      const filter = <Q extends Knex.QueryBuilder>(q: Q): Q => {
        if (roleName) q.whereILike('r.role_name', likeText(roleName));
        if (status) q.where('r.status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(filter(selectRoles(db)).orderBy([{ column: 'r.built_in' }, { column: 'r.role_id', order: 'desc' }]), { pageNumber, pageSize }, filter(db('role as r')));
      return { flag: 1 as const, dataInfo: rows.map(toRoleRow), total };
    },
  });

  app.get('/api/role/detail', {
    config: { access: view },
    schema: { tags: ['role'], summary: 'One role with its menus and function codes', querystring: roleIdQuery, response: { 200: ok(roleDetailSchema) } },
    handler: async (request) => {
      const role = await loadRole(request.query.roleId);
      return { flag: 1 as const, dataInfo: { ...role, ...(await roleGrants(db, role.roleId)) } };
    },
  });

  app.post('/api/role/add', {
    config: { access: { func: [functionCodes.roleAdd] } },
    schema: { tags: ['role'], summary: 'Add a role (at least one menu or button permission)', body: roleAddBody, response: { 200: ok(roleSavedSchema) } },
    handler: async (request) => {
      const body = request.body;
      await requireSysAdminFor(request, body.isSysAdmin);
      const grants = resolveGrants(body);
      if (grants.errors.length) throw badRequest(grants.errors);
      if (await nameTaken(body.roleName)) throw badRequest([{ field: 'roleName', message: 'roleNameTaken' }]);
      const roleId = await db.transaction(async (trx) => {
        const [{ role_id }] = await trx('role')
          .insert({ role_name: body.roleName, status: body.status, remark: body.remark || null, is_sys_admin: body.isSysAdmin, updated_by: request.operator!.operatorId })
          .returning('role_id');
        await replaceGrants(trx, role_id, grants);
        await writeOperationLog(trx, request, { abstract: 'role.add', businessType: BUSINESS_TYPE, businessKey: String(role_id), after: { ...body, menuIds: grants.menuIds, funcIds: grants.funcIds } });
        return Number(role_id);
      });
      return { flag: 1 as const, dataInfo: { roleId } };
    },
  });

  app.put('/api/role/edit', {
    config: { access: { func: [functionCodes.roleEdit] } },
    schema: { tags: ['role'], summary: 'Edit a role: name, status, remark, flag and permissions (built-in roles are read-only)', body: roleEditBody, response: { 200: ok(roleSavedSchema) } },
    handler: async (request) => {
      const body = request.body;
      const role = await loadRole(body.roleId);
      if (role.builtIn) throw conflict('CONFLICT', 'roleBuiltIn');
      await requireSysAdminFor(request, role.isSysAdmin, body.isSysAdmin);
      const grants = resolveGrants(body);
      if (grants.errors.length) throw badRequest(grants.errors);
      if (await nameTaken(body.roleName, role.roleId)) throw badRequest([{ field: 'roleName', message: 'roleNameTaken' }]);
      await db.transaction(async (trx) => {
        const before = { ...role, ...(await roleGrants(trx, role.roleId)) };
        await trx('role')
          .where({ role_id: role.roleId })
          .update({ role_name: body.roleName, status: body.status, remark: body.remark || null, is_sys_admin: body.isSysAdmin, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId });
        await replaceGrants(trx, role.roleId, grants);
        await writeOperationLog(trx, request, { abstract: 'role.edit', businessType: BUSINESS_TYPE, businessKey: String(role.roleId), before, after: { ...body, menuIds: grants.menuIds, funcIds: grants.funcIds } });
      });
      return { flag: 1 as const, dataInfo: { roleId: role.roleId } };
    },
  });

  app.delete('/api/role/remove', {
    config: { access: { func: [functionCodes.roleRemove] } },
    schema: { tags: ['role'], summary: 'Remove a role that is neither built in nor assigned to a user', querystring: roleIdQuery, response: { 200: ok(roleSavedSchema) } },
    handler: async (request) => {
      const role = await loadRole(request.query.roleId);
      if (role.builtIn) throw conflict('CONFLICT', 'roleBuiltIn');
      if (role.userCount > 0) throw conflict('CONFLICT', token('roleInUse', role.userCount));
      await requireSysAdminFor(request, role.isSysAdmin);
      await db.transaction(async (trx) => {
        const before = { ...role, ...(await roleGrants(trx, role.roleId)) };
        // the role may have been assigned since it was read: the foreign key cascade would drop that grant silently
        const [{ n }] = await trx('operator_role').where({ role_id: role.roleId }).count({ n: '*' });
        if (Number(n) > 0) throw conflict('CONFLICT', token('roleInUse', Number(n)));
        await trx('role').where({ role_id: role.roleId }).delete();
        await writeOperationLog(trx, request, { abstract: 'role.remove', businessType: BUSINESS_TYPE, businessKey: String(role.roleId), before });
      });
      return { flag: 1 as const, dataInfo: { roleId: role.roleId } };
    },
  });

  app.get('/api/role/users', {
    config: { access: view },
    schema: { tags: ['role'], summary: 'The users holding a role, paginated', querystring: roleUsersQuery, response: { 200: okList(roleUserRowSchema) } },
    handler: async (request) => {
      const { roleId, pageNumber, pageSize } = request.query;
      await loadRole(roleId);
      const { rows, total } = await pageAndCount(
        db('operator_role as orl')
          .join('operator as o', 'o.operator_id', 'orl.operator_id')
          .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
          .where('orl.role_id', roleId)
          .select('o.operator_id', 'o.login_name', 'o.operator_name', 'o.operator_type', 'o.status', 'c.cust_name')
          .orderBy('o.login_name'),
        { pageNumber, pageSize },
        db('operator_role').where({ role_id: roleId }),
      );
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, string | null>) => ({
          operatorId: r.operator_id!,
          loginName: r.login_name!,
          operatorName: r.operator_name,
          operatorType: r.operator_type!,
          custName: r.cust_name,
          status: r.status!,
        })),
      };
    },
  });

  /** Resolves login names to operator ids; one field message naming the unknown ones. */
  async function operatorsOf(loginNames: string[]): Promise<string[]> {
    const names = [...new Set(loginNames)];
    const rows: Array<{ operator_id: string; login_name: string }> = await db('operator').whereIn('login_name', names).select('operator_id', 'login_name');
    const unknown = names.filter((n) => !rows.some((r) => r.login_name === n));
    if (unknown.length) throw badRequest([{ field: 'loginNames', message: token('roleUnknownUser', unknown.join(',')) }]);
    return rows.map((r) => r.operator_id);
  }

  /** The operators an assign or unassign call names, once the role exists and the caller may maintain it. */
  async function operatorsToChange(request: FastifyRequest, roleId: number, loginNames: string[]): Promise<string[]> {
    const role = await loadRole(roleId);
    await requireSysAdminFor(request, role.isSysAdmin);
    return operatorsOf(loginNames);
  }

  const usersResult = ok(z.object({ roleId: z.number().int(), changed: z.number().int() }));

  app.post('/api/role/users/assign', {
    config: { access: { func: [functionCodes.roleEdit] } },
    schema: { tags: ['role'], summary: 'Give a role to users (by login name)', body: roleUsersBody, response: { 200: usersResult } },
    handler: async (request) => {
      const { roleId, loginNames } = request.body;
      const operatorIds = await operatorsToChange(request, roleId, loginNames);
      const changed = await db.transaction(async (trx) => {
        const added = await trx('operator_role')
          .insert(operatorIds.map((operator_id) => ({ operator_id, role_id: roleId })))
          .onConflict(['operator_id', 'role_id'])
          .ignore()
          .returning('operator_id');
        if (added.length) await writeOperationLog(trx, request, { abstract: 'role.users.assign', businessType: BUSINESS_TYPE, businessKey: String(roleId), after: { loginNames } });
        return added.length;
      });
      return { flag: 1 as const, dataInfo: { roleId, changed } };
    },
  });

  app.post('/api/role/users/unassign', {
    config: { access: { func: [functionCodes.roleEdit] } },
    schema: { tags: ['role'], summary: 'Take a role from users (by login name)', body: roleUsersBody, response: { 200: usersResult } },
    handler: async (request) => {
      const { roleId, loginNames } = request.body;
      const operatorIds = await operatorsToChange(request, roleId, loginNames);
      const changed = await db.transaction(async (trx) => {
        const removed = await trx('operator_role').where({ role_id: roleId }).whereIn('operator_id', operatorIds).delete();
        if (removed) await writeOperationLog(trx, request, { abstract: 'role.users.unassign', businessType: BUSINESS_TYPE, businessKey: String(roleId), before: { loginNames } });
        return removed;
      });
      return { flag: 1 as const, dataInfo: { roleId, changed } };
    },
  });
};
