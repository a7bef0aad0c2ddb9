import { lazy } from 'react';
import type { LocalPage } from '../../../routes';
import { areaIndexPage } from '../../lifecycle/area-index-page.ts';

type ViewName = 'OperatePage' | 'RequestLogPage' | 'PerformancePage';
const view = (name: ViewName) => lazy(() => import('./NationalLinkViews.tsx').then((m) => ({ default: m[name] })));

/**
 * 22 全国注册登记系统对接 (/ccer/abutment): 2205 对接操作 and 2225 请求日志 (the national market's offset reports and
 * their requests), 2210 账户绑定 (a key emitting entity's binding), 2215 履约配置 (the national market's offset rules);
 * 2220 日终对账 is the ledger's reconciliation (holdings).
 */
export const nationalLinkPages: Record<string, LocalPage> = {
  '/ccer/abutment': areaIndexPage('22', '/ccer/abutment/operate'),
  '/ccer/abutment/operate': { menuId: '2205', component: view('OperatePage') },
  '/ccer/abutment/association': { menuId: '2210', component: lazy(() => import('./AssociationPage.tsx')) },
  '/ccer/abutment/performance': { menuId: '2215', component: view('PerformancePage') },
  '/ccer/abutment/requestLog': { menuId: '2225', component: view('RequestLogPage') },
};
