import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, langOf, registerCodeBody, smsSentSchema } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { issueSmsCode } from '../../domain/sms/codes.ts';
import { requireCaptcha } from './captcha.ts';

/**
 * SMS codes for registration (a new mobile proves it is the applicant's; the registration call checks it with
 * verifySmsCode purpose 'register') and for the signed-in operator's own mobile (change-password phoneCode).
 */
export const smsCodeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/api/register/mobile-code', {
    config: { access: 'public', rateLimit: { max: config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['session'], summary: 'Registration: send a code to the mobile being registered', body: registerCodeBody, response: { 200: ok(smsSentSchema) } },
    handler: async (request) => {
      await requireCaptcha(app.db, config, request.body.captchaId, request.body.code);
      const sent = await issueSmsCode(app.db, config, {
        mobile: request.body.mobile,
        purpose: 'register',
        operatorId: null,
        ip: request.ip,
        deliver: true,
        lang: langOf(request.headers['accept-language']),
      });
      return { flag: 1 as const, dataInfo: sent };
    },
  });

  app.post('/api/sms/sendSmsCode', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['session'],
      summary: 'Send a code to the signed-in operator’s own mobile (the change-password phoneCode)',
      body: z.object({}).passthrough().optional(),
      response: { 200: ok(smsSentSchema) },
    },
    handler: async (request) => {
      const op = request.operator!;
      const row = await app.db('operator').where({ operator_id: op.operatorId }).first('mobile_phone_no');
      if (!row?.mobile_phone_no) throw new AppError(400, 'BAD_REQUEST', 'mobileMissing');
      const sent = await issueSmsCode(app.db, config, {
        mobile: row.mobile_phone_no,
        purpose: 'modify-password',
        operatorId: op.operatorId,
        ip: request.ip,
        deliver: true,
        lang: langOf(request.headers['accept-language']),
      });
      return { flag: 1 as const, dataInfo: sent };
    },
  });
};
