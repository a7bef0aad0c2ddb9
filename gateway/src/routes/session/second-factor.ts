import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, langOf, managerMobileCodeBody, smsSentSchema } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { issueSmsCode } from '../../domain/sms/codes.ts';
import { checkCredentials } from './credentials.ts';

/**
 * The optional SMS second factor of sign-in (SMS_SECOND_FACTOR=on, accounts spec §7.1 "POST
 * /api/login/manager-mobile-code"). Step 1: this call checks captcha and password like /api/login and sends a
 * code to the account's mobile. Step 2: /api/login with a new captcha, the password and phoneCode.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/api/login/options', {
    config: { access: 'public' },
    schema: {
      tags: ['session'],
      summary: 'What the sign-in form needs: whether an SMS code is asked for',
      response: { 200: ok(z.object({ smsSecondFactor: z.boolean() })) },
    },
    handler: async () => ({ flag: 1 as const, dataInfo: { smsSecondFactor: config.SMS_SECOND_FACTOR === 'on' } }),
  });

  app.post('/api/login/manager-mobile-code', {
    config: {
      access: 'public',
      rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['session'],
      summary: 'SMS second factor: check the password and send a sign-in code to the account’s mobile',
      body: managerMobileCodeBody,
      response: { 200: ok(smsSentSchema) },
    },
    handler: async (request) => {
      if (config.SMS_SECOND_FACTOR !== 'on') throw new AppError(404, 'NOT_FOUND', 'notFound');
      const op = await checkCredentials(app, config, request.body);
      if (!op.mobile_phone_no) throw new AppError(400, 'BAD_REQUEST', 'mobileMissing');
      const sent = await issueSmsCode(app.db, config, {
        mobile: op.mobile_phone_no,
        purpose: 'login',
        operatorId: op.operator_id,
        ip: request.ip,
        deliver: true,
        lang: langOf(request.headers['accept-language']),
      });
      return { flag: 1 as const, dataInfo: sent };
    },
  });
};
