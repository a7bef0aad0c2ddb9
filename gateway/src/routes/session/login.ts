import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { ok, loginBody } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { verifySmsCode, smsCodeWrong } from '../../domain/sms/codes.ts';
import { checkCredentials, recordLoginFailure, type OperatorRow } from './credentials.ts';
import { writeOperationLog } from '../../audit-log.ts';

/**
 * Sign-in: captcha, argon2id password, lock after repeated failures, per-IP rate limit, and with
 * SMS_SECOND_FACTOR=on an SMS code (phoneCode); `flag: 1` and a JWT whose session row logout can end.
 */
export const loginRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/api/login', {
    config: {
      access: 'public',
      rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: { tags: ['session'], summary: 'Sign in', body: loginBody, response: { 200: ok(z.object({ token: z.string() })) } },
    handler: async (request) => {
      const op = await checkCredentials(app, config, request.body);
      if (config.SMS_SECOND_FACTOR === 'on') await checkSecondFactor(op, request.body.phoneCode);
      const sessionId = randomUUID();
      await app.db.transaction(async (trx) => {
        await trx('operator').where({ operator_id: op.operator_id }).update({ failed_logins: 0, locked_until: null });
        await trx('session').insert({
          session_id: sessionId,
          operator_id: op.operator_id,
          ip: request.ip,
          expires_at: new Date(Date.now() + config.SESSION_HOURS * 3600_000),
        });
      });
      request.operator = { operatorId: op.operator_id, operatorName: op.operator_name, loginName: op.login_name } as never;
      await writeOperationLog(app.db, request, { abstract: 'session.login', businessType: 'operator', businessKey: op.operator_id });
      const token = await app.jwt.sign({ sid: sessionId, sub: op.operator_id });
      return { flag: 1 as const, dataInfo: { token } };
    },
  });

  /** With SMS_SECOND_FACTOR=on the code sent by /api/login/manager-mobile-code must come along; a wrong one counts as a failed sign-in. */
  async function checkSecondFactor(op: OperatorRow, phoneCode: string | undefined) {
    if (!op.mobile_phone_no) throw new AppError(400, 'BAD_REQUEST', 'mobileMissing');
    if (!phoneCode) throw new AppError(400, 'BAD_REQUEST', 'smsSecondFactorRequired', [{ field: 'phoneCode', message: 'smsSecondFactorRequired' }]);
    const ok = await verifySmsCode(app.db, config, { mobile: op.mobile_phone_no, purpose: 'login', operatorId: op.operator_id, code: phoneCode });
    if (!ok) {
      await recordLoginFailure(app, config, op);
      throw smsCodeWrong();
    }
  }

  app.post('/api/logout', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'Sign out: the token stops working', response: { 200: ok(z.null()) } },
    handler: async (request) => {
      await app.db('session').where({ session_id: request.operator!.sessionId }).update({ ended_at: app.db.fn.now() });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
