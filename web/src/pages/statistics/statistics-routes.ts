import { lazy } from 'react';
import type { LocalPage } from '../../routes';
import { areaIndexPage } from '../lifecycle/area-index-page.ts';

/**
 * 35 统计报表 (issue 14): the area's path leads to 抵销统计; the eight reports on one frame (report/ReportFrame.tsx:
 * filters, table, export, totals and ECharts charts, loaded with these pages only).
 */
export const statisticsPages: Record<string, LocalPage> = {
  '/statistical-report': areaIndexPage('35', '/statistical-report/offset'),
  '/statistical-report/offset': { menuId: '3501', component: lazy(() => import('./OffsetReportPage.tsx')) },
  '/statistical-report/region': { menuId: '3505', component: lazy(() => import('./RegionReportPage.tsx')) },
  '/statistical-report/dashboard': { menuId: '3510', component: lazy(() => import('./DashboardReportPage.tsx')) },
  '/statistical-report/project': { menuId: '3515', component: lazy(() => import('./ProjectReportPage.tsx')) },
  '/statistical-report/emission-total': { menuId: '3520', component: lazy(() => import('./EmissionTotalReportPage.tsx')) },
  '/statistical-report/emission-issued': { menuId: '3525', component: lazy(() => import('./EmissionIssuedReportPage.tsx')) },
  '/statistical-report/hold': { menuId: '3530', component: lazy(() => import('./HoldReportPage.tsx')) },
  '/statistical-report/registered': { menuId: '3550', component: lazy(() => import('./RegisteredReportPage.tsx')) },
};
