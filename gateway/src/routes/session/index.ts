import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { captchaRoutes } from './captcha.ts';
import { loginRoutes } from './login.ts';
import { userInfoRoutes } from './user-info.ts';
import { modifyPasswordRoutes } from './modify-password.ts';

export const sessionRoutes: FastifyPluginAsync<{ config: Config }> = async (app, opts) => {
  await app.register(captchaRoutes, opts);
  await app.register(loginRoutes, opts);
  await app.register(userInfoRoutes);
  await app.register(modifyPasswordRoutes);
};
