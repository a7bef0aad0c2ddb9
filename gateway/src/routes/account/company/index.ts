import type { FastifyPluginAsync } from 'fastify';
import { companyApplyRoutes } from './apply-routes.ts';
import { companyRoutes } from './company-routes.ts';
import { custRoutes } from './cust-routes.ts';
import { companyApplyStartedRecords as applyStartedRecords } from './apply-routes.ts';
import { companyChangeRoutes, companyChangeStartedRecords } from './change-routes.ts';
import { companyBindRoutes } from './bind-routes.ts';
import { companyApplyWithdrawRoutes } from './withdraw-routes.ts';
import { companyTouristLogoutRoutes } from './tourist-logout-routes.ts';

/** Where each business notes its process instance when it starts (opening, information change). */
export const companyApplyStartedRecords = { ...applyStartedRecords, ...companyChangeStartedRecords };

/** Company (enterprise) accounts: opening through approval, administration, representatives, current company. */
export const companyAccountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyApplyRoutes);
  await app.register(companyRoutes);
  await app.register(custRoutes);
  await app.register(companyChangeRoutes);
  await app.register(companyBindRoutes);
  await app.register(companyApplyWithdrawRoutes);
  await app.register(companyTouristLogoutRoutes);
};
