import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ipCheckSchema, ok, operatorDetailSchema, operatorRoleSchema, settingsPaths } from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { loadOperatorDetail } from '../../domain/operators/operator-accounts.ts';
import { operatorIpAllowed } from '../../domain/settings/params.ts';
import { normaliseIp } from '../../domain/settings/param-values.ts';

/**
 * The signed-in operator's own calls (accounts spec §7.1, §7.6): basic info (§3.3 operator view), roles, and
 * whether the caller's address may use the back office (the operator IP allow-list system parameter).
 */
export const operatorSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['common'];

  app.get(settingsPaths.operatorInfo, {
    config: { access: 'signedIn' },
    schema: { tags, summary: 'The signed-in operator’s basic info (operator view, accounts spec §3.3)', response: { 200: ok(operatorDetailSchema) } },
    handler: async (request) => {
      const detail = await loadOperatorDetail(db, request.operator!.operatorId);
      if (!detail) throw notFound();
      return { flag: 1 as const, dataInfo: detail };
    },
  });

  app.get(settingsPaths.operatorRole, {
    config: { access: 'signedIn' },
    schema: { tags, summary: 'The signed-in operator’s roles (id, name)', response: { 200: ok(z.array(operatorRoleSchema)) } },
    handler: async (request) => {
      const roles: Array<{ role_id: number; role_name: string }> = await db('operator_role as orl')
        .join('role as r', 'r.role_id', 'orl.role_id')
        .where('orl.operator_id', request.operator!.operatorId)
        .orderBy('r.role_id')
        .select('r.role_id', 'r.role_name');
      return { flag: 1 as const, dataInfo: roles.map((r) => ({ id: Number(r.role_id), name: r.role_name })) };
    },
  });

  app.get(settingsPaths.ipCheck, {
    config: { access: 'signedIn' },
    schema: { tags, summary: 'Whether the caller’s IP may use the back office (operator IP allow-list; empty allows all)', response: { 200: ok(ipCheckSchema) } },
    handler: async (request) => {
      const ip = normaliseIp(request.ip);
      return { flag: 1 as const, dataInfo: { ip, allowed: await operatorIpAllowed(db, ip) } };
    },
  });
};
