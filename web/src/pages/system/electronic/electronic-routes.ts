import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 40 系统管理 → 4025 电子文档设置 (registry spec §2 System area /system/electronic: type, business, businessDetail):
 * 402501 文档类型, 402505 业务文档设置 and its hidden detail (one business's documents).
 */
export const electronicPages: Record<string, LocalPage> = {
  '/system/electronic/type': { menuId: '402501', component: lazy(() => import('./TypeListPage.tsx')) },
  '/system/electronic/business': { menuId: '402505', component: lazy(() => import('./BusinessListPage.tsx')) },
  '/system/electronic/businessDetail': {
    menuId: '402505',
    hidden: true,
    requiresFormInfo: true,
    titleKey: 'electronic:detail.title',
    component: lazy(() => import('./BusinessDetailPage.tsx')),
  },
};
