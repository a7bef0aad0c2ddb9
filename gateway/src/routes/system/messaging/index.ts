import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import { channelRoutes } from './channel-routes.ts';
import { emailRecordRoutes } from './email-records.ts';

/** /system/msg and /system/email: SMS and e-mail configurations, business templates, e-mail records, resend. */
export const messagingRoutes: FastifyPluginAsync<{ config: Pick<Config, 'SMS_PROVIDER'> }> = async (app, { config }) => {
  await app.register(channelRoutes('sms', config));
  await app.register(channelRoutes('email', config));
  await app.register(emailRecordRoutes);
};
