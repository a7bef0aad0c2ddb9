import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

type PageName = 'HoldingListPage' | 'HoldingDetailPage' | 'CompanyHoldingPage' | 'EncodeListPage' | 'EncodeDetailPage' | 'ReconciliationPage';
const page = (name: PageName) => lazy(() => import('./holdings-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 2015 持有量查询: 201501 持有量查询 with its hidden detail, 201505 企业持有量, 201515 编码查询 with the hidden
 * encodeDetail; and 2220 日终对账, the ledger's reconciliation (its invariants, nightly and on demand; function 112).
 */
export const holdingPages: Record<string, LocalPage> = {
  '/ccer/holding': { menuId: '201501', component: page('HoldingListPage') },
  '/ccer/holding/detail': { menuId: '201501', hidden: true, titleKey: 'ccerHoldings:holding.detailTitle', component: page('HoldingDetailPage') },
  '/ccer/companyHolding': { menuId: '201505', component: page('CompanyHoldingPage') },
  '/ccer/encode': { menuId: '201515', component: page('EncodeListPage') },
  '/ccer/encodeDetail': { menuId: '201515', hidden: true, titleKey: 'ccerHoldings:encode.detailPageTitle', component: page('EncodeDetailPage') },
  '/ccer/abutment/reconciliation': { menuId: '2220', component: page('ReconciliationPage') },
};
