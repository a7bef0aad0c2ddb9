import { lazy } from 'react';
import type { LocalPage } from '../../../routes';
import { areaIndexPage } from '../../lifecycle/area-index-page.ts';

/** 40 系统管理 → 4001 机构设置, the page /system leads to (registry spec §2 System area). */
export const institutionPages: Record<string, LocalPage> = {
  '/system': areaIndexPage('40', '/system/institutions'),
  '/system/institutions': { menuId: '4001', component: lazy(() => import('./InstitutionPage.tsx')) },
};
