import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, langOf, forgetPasswordBody, forgetPasswordCodeBody, smsSentSchema } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../domain/passwords.ts';
import { issueSmsCode, smsCodeWrong, verifySmsCode } from '../../domain/sms/codes.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { requireCaptcha } from './captcha.ts';

/**
 * Forgotten password (accounts spec §2.1 /client/forgetPassword, §7.1): a code to the account's own mobile,
 * then a new password. Both calls answer alike whether or not the login name and mobile belong together, so
 * they cannot be used to find accounts; a code is only sent when they do.
 */
export const forgetPasswordRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const findAccount = (loginName: string, mobile: string) =>
    app.db('operator').where({ login_name: loginName, mobile_phone_no: mobile, status: '1' }).first('operator_id', 'operator_name', 'login_name');

  app.post('/api/forget-password/mobile-code', {
    config: { access: 'public', rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags: ['session'],
      summary: 'Forgotten password: send a code to the account’s mobile (same answer when they do not match)',
      body: forgetPasswordCodeBody,
      response: { 200: ok(smsSentSchema) },
    },
    handler: async (request) => {
      const { loginName, mobile, code, captchaId } = request.body;
      await requireCaptcha(app.db, config, captchaId, code);
      const account = await findAccount(loginName, mobile);
      const sent = await issueSmsCode(app.db, config, {
        mobile,
        purpose: 'forget',
        operatorId: account?.operator_id ?? null,
        ip: request.ip,
        deliver: Boolean(account),
        lang: langOf(request.headers['accept-language']),
      });
      return { flag: 1 as const, dataInfo: sent };
    },
  });

  app.post('/api/forget-password', {
    config: { access: 'public', rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags: ['session'],
      summary: 'Forgotten password: set a new password with the SMS code; every session ends and a lock is lifted',
      body: forgetPasswordBody,
      response: { 200: ok(z.null()) },
    },
    handler: async (request) => {
      const { loginName, mobile, phoneCode, newPassword } = request.body;
      const account = await findAccount(loginName, mobile);
      // an unknown pair reads like a wrong code
      if (!account) throw smsCodeWrong();
      if (!(await verifySmsCode(app.db, config, { mobile, purpose: 'forget', operatorId: account.operator_id, code: phoneCode }))) throw smsCodeWrong();
      const passwordHash = await hashPassword(newPassword);
      request.operator = { operatorId: account.operator_id, operatorName: account.operator_name, loginName: account.login_name } as never;
      await app.db.transaction(async (trx) => {
        await trx('operator')
          .where({ operator_id: account.operator_id })
          .update({ password_hash: passwordHash, password_changed_at: trx.fn.now(), failed_logins: 0, locked_until: null });
        await trx('session').where({ operator_id: account.operator_id }).whereNull('ended_at').update({ ended_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'session.forget-password', businessType: 'operator', businessKey: account.operator_id });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
