import type { FastifyPluginAsync } from 'fastify';
import { certifiedApplyRoutes } from './apply-routes.ts';
import { certifiedStepRoutes } from './step-routes.ts';
import { certifiedProgressRoutes } from './progress-routes.ts';
import { certifiedExpertRoutes } from './expert-routes.ts';
import { certifiedPublicityRoutes } from './publicity-routes.ts';
import { certifiedRegisteredRoutes } from './registered-routes.ts';
import { certifiedWithdrawalRoutes } from './withdrawal-routes.ts';

/** Every /api/certified-manage/* call (the certification area, function 056). */
export const certifiedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(certifiedApplyRoutes);
  await app.register(certifiedStepRoutes);
  await app.register(certifiedProgressRoutes);
  await app.register(certifiedExpertRoutes);
  await app.register(certifiedPublicityRoutes);
  await app.register(certifiedRegisteredRoutes);
  await app.register(certifiedWithdrawalRoutes);
};
