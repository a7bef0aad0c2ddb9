import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 35 统计报表 (issue 14): 3545 日报数据 — 354501 日报列表 with its hidden 新增 and 修改, 354505 日报统计列表, 354510 日报统计图 —
 * 3555 周报, 3535 机构报告 and its hidden detail, 3540 专家费用.
 */
export const statisticsDailyPages: Record<string, LocalPage> = {
  '/statistical-report/dailyData/list': { menuId: '354501', component: lazy(() => import('./DailyDataListPage.tsx')) },
  '/statistical-report/dailyData/add': { menuId: '354501', hidden: true, titleKey: 'statisticsDaily:title.add', component: lazy(() => import('./DailyDataFormPage.tsx')) },
  '/statistical-report/dailyData/edit': { menuId: '354501', hidden: true, titleKey: 'statisticsDaily:title.edit', requiresFormInfo: true, component: lazy(() => import('./DailyDataFormPage.tsx')) },
  '/statistical-report/dailyData/statisticsList': { menuId: '354505', component: lazy(() => import('./DailyStatisticsListPage.tsx')) },
  '/statistical-report/dailyData/statisticsChart': { menuId: '354510', component: lazy(() => import('./DailyStatisticsChartPage.tsx')) },
  '/statistical-report/weeklyReport': { menuId: '3555', component: lazy(() => import('../weekly-report/WeeklyReportPage.tsx')) },
  '/statistical-report/org-report': { menuId: '3535', component: lazy(() => import('../org-report/OrgReportPage.tsx')) },
  '/statistical-report/org-report/detail': { menuId: '3535', hidden: true, titleKey: 'statisticsDaily:title.orgDetail', requiresFormInfo: true, component: lazy(() => import('../org-report/OrgReportDetailPage.tsx')) },
  '/statistical-report/expert-fee': { menuId: '3540', component: lazy(() => import('../expert-fee/ExpertFeePage.tsx')) },
};
