import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, userInfoSchema, permissionListSchema, langOf, menuCatalogue } from '@ccer/contracts';
import { OPERATOR_MANUAL } from '../file/manual.ts';

/** Who is signed in (accounts spec §3.1) and what they may see and do (menus and function codes). */
export const userInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user-info', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'The signed-in operator', response: { 200: ok(userInfoSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const [cust, roles] = await Promise.all([
        op.custId ? app.db('customer').where({ cust_id: op.custId }).first() : undefined,
        app.db('operator_role as orl').join('role as r', 'r.role_id', 'orl.role_id').where('orl.operator_id', op.operatorId).select('r.role_name'),
      ]);
      return {
        flag: 1 as const,
        dataInfo: {
          operatorName: op.operatorName,
          operatorCode: op.operatorCode,
          operatorType: op.operatorType,
          custType: cust?.cust_type ?? null,
          isComplete: cust?.is_complete ?? '1',
          oldCarbonConf: null,
          roles: ['admin'],
          avatar: null,
          introduction: null,
          custName: cust?.cust_name ?? null,
          roleName: roles.map((r: { role_name: string }) => r.role_name).join(',') || null,
          instructions: [OPERATOR_MANUAL],
        },
      };
    },
  });

  app.get('/api/menu/permission-list', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'Menus and function codes of the signed-in operator', response: { 200: ok(permissionListSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const en = langOf(request.headers['accept-language']) === 'en';
      const menus = await app.db('operator_role as orl')
        .join('role as r', 'r.role_id', 'orl.role_id')
        .join('role_menu as rm', 'rm.role_id', 'r.role_id')
        .join('menu as m', 'm.menu_id', 'rm.menu_id')
        .where({ 'orl.operator_id': op.operatorId, 'r.status': '1' })
        .distinct('m.menu_id', 'm.parent_id', 'm.menu_name', 'm.menu_name_en', 'm.path', 'm.sort')
        .orderBy([{ column: 'm.sort' }, { column: 'm.menu_id' }]);
      const funcs = await app.db('func').whereIn('func_id', [...op.funcs]).orderBy('func_id');
      const menuList = menus.map((m: Record<string, string>) => ({
        menuId: m.menu_id,
        parentId: m.parent_id,
        menuName: en ? m.menu_name_en : m.menu_name,
        path: m.path,
      }));
      const funcList = funcs.map((f: Record<string, string>) => ({ funcId: f.func_id, funcName: en ? f.func_name_en : f.func_name }));
      return { flag: 1 as const, dataInfo: { menuList, funcList } };
    },
  });
  void menuCatalogue;
};
