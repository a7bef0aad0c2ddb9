import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 5015 方法学 → 方法学征集 (issue 14): the submitted proposals and the hidden detail with the review (019); My Tasks
 * routes the methodologyCollectAudit tasks to the detail (methodologyCollectLifecycle's step page).
 */
export const methodologyCollectPages: Record<string, LocalPage> = {
  '/information/methodology/collect': { menuId: '5015', hidden: true, titleKey: 'methodologyCollect:title.list', component: lazy(() => import('./ProposalListPage.tsx')) },
  '/information/methodology/collect/detail': {
    menuId: '5015',
    hidden: true,
    titleKey: 'methodologyCollect:title.detail',
    requiresFormInfo: true,
    component: lazy(() => import('./ProposalDetailPage.tsx')),
  },
};
