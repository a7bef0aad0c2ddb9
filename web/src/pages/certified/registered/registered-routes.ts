import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

const list = (name: 'QueryPage' | 'StopPage') => lazy(() => import('./RegisteredListPage.tsx').then((m) => ({ default: m[name] })));
const cancel = (name: 'CancelDetailPage' | 'CancelAuditPage') => lazy(() => import('./CancelDetailPage.tsx').then((m) => ({ default: m[name] })));
const insideEdit = lazy(() => import('./InsideEditPage.tsx'));

/**
 * 16 减排量核证 after registration (registry spec §2 Certification area): 1602's hidden registry edit (insideEdit,
 * manage/edit), 1612 减排量暂停, 1613 减排量查询 with its hidden detail (`?id=` the registered reduction), 1607 减排量撤回记录
 * (公示撤回 and 登记撤回) with its hidden detail and audit (`?kind=recall|withdrawal&id=`).
 */
export const registeredCertifiedPages: Record<string, LocalPage> = {
  '/certified/insideEdit': { menuId: '1602', hidden: true, titleKey: 'certifiedRegistered:title.edit', requiresFormInfo: true, component: insideEdit },
  '/certified/manage/edit': { menuId: '1602', hidden: true, titleKey: 'certifiedRegistered:title.edit', requiresFormInfo: true, component: insideEdit },
  '/certified/stop': { menuId: '1612', component: list('StopPage') },
  '/certified/query': { menuId: '1613', component: list('QueryPage') },
  '/certified/query/detail': { menuId: '1613', hidden: true, titleKey: 'certifiedRegistered:title.detail', requiresFormInfo: true, component: lazy(() => import('./RegisteredDetailPage.tsx')) },
  '/certified/cancel': { menuId: '1607', component: lazy(() => import('./CancelPage.tsx')) },
  '/certified/cancel/detail': { menuId: '1607', hidden: true, titleKey: 'certifiedRegistered:title.cancelDetail', requiresFormInfo: true, component: cancel('CancelDetailPage') },
  '/certified/cancel/audit': { menuId: '1607', hidden: true, titleKey: 'certifiedRegistered:title.cancelAudit', requiresFormInfo: true, component: cancel('CancelAuditPage') },
};
