import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

const applyPage = (name: 'OffsetCountryPage' | 'OffsetPilotPage' | 'OffsetLogoutPage' | 'OffsetCorsiaPage') =>
  lazy(() => import('./OffsetApplyForm.tsx').then((m) => ({ default: m[name] })));
const listPage = (name: 'OffsetConfirmPage' | 'OffsetAuditPage' | 'OffsetRecordPage') => lazy(() => import('./offset-lists.tsx').then((m) => ({ default: m[name] })));
const detailPage = (name: 'OffsetConfirmDetailPage' | 'OffsetAuditDetailPage') => lazy(() => import('./OffsetDetailPage.tsx').then((m) => ({ default: m[name] })));

/**
 * 2010 抵销 (issue 13): 201001 全国碳市场抵销, 201005 地方试点抵销, 201010 自愿注销, 201015 CORSIA抵销 (the applications, 087),
 * 201020 抵销确认 with the hidden confirmDetail (the company's and the registry's confirmation, 089), 201025 抵销审核 with
 * the hidden auditDetail (088) and the eligibility rules, 201030 抵销记录. My Tasks routes the offset's tasks to the
 * details (offsetLifecycle's step pages).
 */
export const offsetPages: Record<string, LocalPage> = {
  '/ccer/offset/country': { menuId: '201001', component: applyPage('OffsetCountryPage') },
  '/ccer/offset/pilot': { menuId: '201005', component: applyPage('OffsetPilotPage') },
  '/ccer/offset/logout': { menuId: '201010', component: applyPage('OffsetLogoutPage') },
  '/ccer/offset/corsia': { menuId: '201015', component: applyPage('OffsetCorsiaPage') },
  '/ccer/offset/confirm': { menuId: '201020', component: listPage('OffsetConfirmPage') },
  '/ccer/offset/confirmDetail': { menuId: '2010', hidden: true, titleKey: 'ccerOffsets:title.detail', requiresFormInfo: true, component: detailPage('OffsetConfirmDetailPage') },
  '/ccer/offset/audit': { menuId: '201025', component: listPage('OffsetAuditPage') },
  '/ccer/offset/auditDetail': { menuId: '2010', hidden: true, titleKey: 'ccerOffsets:title.auditDetail', requiresFormInfo: true, component: detailPage('OffsetAuditDetailPage') },
  '/ccer/offset/record': { menuId: '201030', component: listPage('OffsetRecordPage') },
};
