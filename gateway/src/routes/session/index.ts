import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { captchaRoutes } from './captcha.ts';
import { loginRoutes } from './login.ts';
import { userInfoRoutes } from './user-info.ts';
import { modifyPasswordRoutes } from './modify-password.ts';
import { secondFactorRoutes } from './second-factor.ts';
import { forgetPasswordRoutes } from './forget-password.ts';
import { smsCodeRoutes } from './sms-codes.ts';
import { smsRecordRoutes } from './sms-records.ts';
import { oldCarbonConfRoutes } from './old-carbon-conf.ts';

export const sessionRoutes: FastifyPluginAsync<{ config: Config }> = async (app, opts) => {
  await app.register(captchaRoutes, opts);
  await app.register(loginRoutes, opts);
  await app.register(userInfoRoutes, opts);
  await app.register(modifyPasswordRoutes, opts);
  await app.register(secondFactorRoutes, opts);
  await app.register(forgetPasswordRoutes, opts);
  await app.register(smsCodeRoutes, opts);
  await app.register(smsRecordRoutes);
  await app.register(oldCarbonConfRoutes);
};
