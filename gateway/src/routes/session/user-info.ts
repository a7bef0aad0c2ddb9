import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, userInfoSchema, permissionListSchema, langOf, maskMobile, translate } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { OPERATOR_MANUAL } from '../file/manual.ts';
import { permissionListOf } from '../../domain/access/permission-list.ts';
import { openOldCarbonNotice } from './old-carbon-conf.ts';
import { passwordPhoneCodeMobile } from './modify-password.ts';

/** Who is signed in (accounts spec §3.1) and what they may see and do (menus and function codes). */
export const userInfoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/api/user-info', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'The signed-in operator', response: { 200: ok(userInfoSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const [cust, roles, oldCarbonNotice, phoneCodeMobile] = await Promise.all([
        op.custId ? app.db('customer').where({ cust_id: op.custId }).first() : undefined,
        app.db('operator_role as orl').join('role as r', 'r.role_id', 'orl.role_id').where('orl.operator_id', op.operatorId).select('r.role_name'),
        openOldCarbonNotice(app.db, op.custId),
        passwordPhoneCodeMobile(app.db, config, op.operatorId),
      ]);
      return {
        flag: 1 as const,
        dataInfo: {
          operatorName: op.operatorName,
          operatorCode: op.operatorCode,
          operatorType: op.operatorType,
          custType: cust?.cust_type ?? null,
          isComplete: cust?.is_complete ?? '1',
          oldCarbonConf: oldCarbonNotice ? translate(oldCarbonNotice, langOf(request.headers['accept-language'])) : null,
          roles: ['admin'],
          avatar: null,
          introduction: null,
          custName: cust?.cust_name ?? null,
          roleName: roles.map((r: { role_name: string }) => r.role_name).join(',') || null,
          instructions: [OPERATOR_MANUAL],
          phoneCodeMobile: phoneCodeMobile ? maskMobile(phoneCodeMobile) : null,
        },
      };
    },
  });

  app.get('/api/menu/permission-list', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'Menus and function codes of the signed-in operator', response: { 200: ok(permissionListSchema) } },
    handler: async (request) => {
      const en = langOf(request.headers['accept-language']) === 'en';
      return { flag: 1 as const, dataInfo: await permissionListOf(app.db, request.operator!, en) };
    },
  });
};
