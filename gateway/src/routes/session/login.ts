import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { ok, loginBody } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../domain/passwords.ts';
import { consumeCaptcha } from './captcha.ts';
import { writeOperationLog } from '../../audit-log.ts';

/**
 * Sign-in: captcha, argon2id password, lock after repeated failures, per-IP rate limit;
 * `flag: 1` and a JWT whose session row logout can end.
 */
export const loginRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/api/login', {
    config: {
      access: 'public',
      rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: { tags: ['session'], summary: 'Sign in', body: loginBody, response: { 200: ok(z.object({ token: z.string() })) } },
    handler: async (request) => {
      const { loginName, password, code, captchaId } = request.body;
      if (!(await consumeCaptcha(app.db, config, captchaId, code))) {
        throw new AppError(400, 'CAPTCHA_WRONG', 'captchaWrong', [{ field: 'code', message: 'captchaWrong' }]);
      }
      const op = await app.db('operator').where({ login_name: loginName }).first();
      if (op?.locked_until && new Date(op.locked_until) > new Date()) {
        const minutes = Math.ceil((new Date(op.locked_until).getTime() - Date.now()) / 60000);
        throw new AppError(423, 'ACCOUNT_LOCKED', `accountLocked:${minutes}`);
      }
      const valid = await verifyPassword(op?.password_hash, password);
      if (!op || !valid || op.status !== '1') {
        if (op) await recordFailure(op.operator_id, op.failed_logins + 1);
        throw new AppError(401, 'LOGIN_FAILED', 'loginFailed');
      }
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
      request.operator = { operatorId: op.operator_id, operatorName: op.operator_name, loginName } as never;
      await writeOperationLog(app.db, request, { abstract: 'session.login', businessType: 'operator', businessKey: op.operator_id });
      const token = await app.jwt.sign({ sid: sessionId, sub: op.operator_id });
      return { flag: 1 as const, dataInfo: { token } };
    },
  });

  async function recordFailure(operatorId: string, failures: number) {
    const lock = failures >= config.LOGIN_MAX_FAILURES;
    await app.db('operator')
      .where({ operator_id: operatorId })
      .update({
        failed_logins: lock ? 0 : failures,
        locked_until: lock ? new Date(Date.now() + config.LOGIN_LOCK_MINUTES * 60_000) : null,
      });
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
