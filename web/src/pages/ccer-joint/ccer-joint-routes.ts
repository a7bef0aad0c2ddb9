import { lazy } from 'react';
import type { LocalPage } from '../../routes';
import { areaIndexPage } from '../lifecycle/area-index-page.ts';

/** 24 交易系统对接: 2401 接口调用日志 (every call with the exchange either way) and 2405 签名日志 (contracts/src/exchange/link.ts). */
export const ccerJointPages: Record<string, LocalPage> = {
  '/ccerJoint': areaIndexPage('24', '/ccerJoint/invokingLog'),
  '/ccerJoint/invokingLog': { menuId: '2401', component: lazy(() => import('./CallLogPage.tsx')) },
  '/ccerJoint/signLog': { menuId: '2405', component: lazy(() => import('./SignLogPage.tsx')) },
};
