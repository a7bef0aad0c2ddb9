import { lazy } from 'react';
import type { LocalPage } from '../../routes';
import { areaIndexPage } from '../lifecycle/area-index-page.ts';

type PageName = 'ReportPage' | 'PortionPage' | 'CustomerBalancePage' | 'ExchangeBalancePage';
const figure = (name: PageName) => lazy(() => import('./figure-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 30 清算管理 (contracts/src/exchange/clearing.ts): 3001 清算步骤 with the hidden batch detail (My Tasks routes the
 * ccerClearingConfirm task there), 3005 清算报表, 3010 清算份额, 3015 客户余额, 3020 交易所余额.
 */
export const liquidationPages: Record<string, LocalPage> = {
  '/liquidation': areaIndexPage('30', '/liquidation/step'),
  '/liquidation/step': { menuId: '3001', component: lazy(() => import('./BatchListPage.tsx')) },
  '/liquidation/step/detail': { menuId: '3001', hidden: true, titleKey: 'liquidation:title.detail', requiresFormInfo: true, component: lazy(() => import('./BatchDetailPage.tsx')) },
  '/liquidation/report': { menuId: '3005', component: figure('ReportPage') },
  '/liquidation/portion': { menuId: '3010', component: figure('PortionPage') },
  '/liquidation/customerBalance': { menuId: '3015', component: figure('CustomerBalancePage') },
  '/liquidation/exchangeBalance': { menuId: '3020', component: figure('ExchangeBalancePage') },
};
