import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 系统管理 settings pages (registry spec §2 System area): 4010 交易时段, 4030 系统参数, 4045 操作日志 and its
 * hidden detail page.
 */
export const settingsPages: Record<string, LocalPage> = {
  '/system/tradeDateNode': { menuId: '4010', component: lazy(() => import('./TimeSliceListPage.tsx')) },
  '/system/params': { menuId: '4030', component: lazy(() => import('./ParamListPage.tsx')) },
  '/system/log': { menuId: '4045', component: lazy(() => import('./LogListPage.tsx')) },
  '/system/logDetail': { menuId: '4045', hidden: true, titleKey: 'settings:log.detail.title', component: lazy(() => import('./LogDetailPage.tsx')) },
};
