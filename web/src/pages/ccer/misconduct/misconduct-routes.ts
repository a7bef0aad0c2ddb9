import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 201520 不良行为记录 (issue 13): the records with 新增 (113), and the hidden detail with the audit (114) and 申请解除
 * (113); My Tasks routes the ccerMisconductAudit tasks to the detail (misconductLifecycle's step page).
 */
export const misconductPages: Record<string, LocalPage> = {
  '/ccer/unpleasant': { menuId: '201520', component: lazy(() => import('./MisconductListPage.tsx')) },
  '/ccer/unpleasant/detail': { menuId: '201520', hidden: true, titleKey: 'ccerMisconduct:title.detail', requiresFormInfo: true, component: lazy(() => import('./MisconductDetailPage.tsx')) },
};
