import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { ok, registerTourBody, registerTourResult, builtInRoleFor, operatorTypeCodes } from '@ccer/contracts';
import type { Config } from '../../../config.ts';
import { badRequest } from '../../../errors.ts';
import { hashPassword } from '../../../domain/passwords.ts';
import { smsCodeWrong, verifySmsCode } from '../../../domain/sms/codes.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { requireCaptcha } from '../../session/captcha.ts';

/**
 * POST /api/register/add/registerTour (accounts spec §2.1 /client/register, §7.2): a visitor (operator type 09,
 * role 游客) with a login name, password, a mobile proved by an SMS code (purpose register) and a captcha.
 * The visitor is signed in at once (the answer carries the token, as /api/login does). Nothing is written on error.
 */
export const registerTourRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/api/register/add/registerTour', {
    config: { access: 'public', rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['registration'], summary: 'Register a visitor and sign it in', body: registerTourBody, response: { 200: ok(registerTourResult) } },
    handler: async (request) => {
      const { loginName, password, mobile, phoneCode, code, captchaId } = request.body;
      await requireCaptcha(app.db, config, captchaId, code);
      const loginTaken = badRequest([{ field: 'loginName', message: 'loginNameTaken' }]);
      if (await app.db('operator').whereRaw('lower(login_name) = lower(?)', [loginName]).first('operator_id')) throw loginTaken;
      if (!(await verifySmsCode(app.db, config, { mobile, purpose: 'register', operatorId: null, code: phoneCode }))) throw smsCodeWrong();

      const passwordHash = await hashPassword(password);
      const sessionId = randomUUID();
      const role = builtInRoleFor(operatorTypeCodes.visitor);
      const operatorId = await app.db
        .transaction(async (trx) => {
          const [{ nextval }] = (await trx.raw(`select nextval('visitor_operator_code_seq')`)).rows;
          const [op] = await trx('operator')
            .insert({
              login_name: loginName,
              password_hash: passwordHash,
              operator_code: `YK${String(nextval).padStart(8, '0')}`,
              operator_name: loginName,
              operator_type: operatorTypeCodes.visitor,
              mobile_phone_no: mobile,
              password_changed_at: trx.fn.now(),
            })
            .returning('operator_id');
          const roleRow = role && (await trx('role').where({ role_name: role.name }).first('role_id'));
          if (roleRow) await trx('operator_role').insert({ operator_id: op.operator_id, role_id: roleRow.role_id });
          await trx('session').insert({
            session_id: sessionId,
            operator_id: op.operator_id,
            ip: request.ip,
            expires_at: new Date(Date.now() + config.SESSION_HOURS * 3600_000),
          });
          request.operator = { operatorId: op.operator_id, operatorName: loginName, loginName } as never;
          await writeOperationLog(trx, request, { abstract: 'register.tour', businessType: 'operator', businessKey: op.operator_id, after: { loginName, mobile } });
          return op.operator_id as string;
        })
        .catch((e: { code?: string }) => {
          // two registrations of one name at once: the unique index decides
          if (e.code === '23505') throw loginTaken;
          throw e;
        });
      const token = await app.jwt.sign({ sid: sessionId, sub: operatorId });
      return { flag: 1 as const, dataInfo: { token, operatorId, loginName } };
    },
  });
};
