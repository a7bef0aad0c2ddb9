import { menus } from './types.ts';

/** 35 统计报表 (/statistical-report, redirects to offset); 3545 日报数据 groups the daily-data screens. */
export const statisticsMenus = menus([
  ['35', '-1', '统计报表', 'Statistics', '/statistical-report'],
  ['3501', '35', '抵销统计', 'Offset statistics', '/statistical-report/offset'],
  ['3505', '35', '地区统计', 'Regional statistics', '/statistical-report/region'],
  ['3510', '35', '数据看板', 'Dashboard', '/statistical-report/dashboard'],
  ['3515', '35', '项目统计', 'Project statistics', '/statistical-report/project'],
  ['3520', '35', '减排量总量统计', 'Total reductions', '/statistical-report/emission-total'],
  ['3525', '35', '签发量统计', 'Issued reductions', '/statistical-report/emission-issued'],
  ['3530', '35', '持有量统计', 'Holdings statistics', '/statistical-report/hold'],
  ['3535', '35', '机构报告', 'Organisation reports', '/statistical-report/org-report'],
  ['3540', '35', '专家费用', 'Expert fees', '/statistical-report/expert-fee'],
  ['3545', '35', '日报数据', 'Daily data', '/statistical-report/dailyData'],
  ['354501', '3545', '日报列表', 'Daily data list', '/statistical-report/dailyData/list'],
  ['354505', '3545', '日报统计列表', 'Daily statistics list', '/statistical-report/dailyData/statisticsList'],
  ['354510', '3545', '日报统计图', 'Daily statistics chart', '/statistical-report/dailyData/statisticsChart'],
  ['3550', '35', '登记统计', 'Registration statistics', '/statistical-report/registered'],
  ['3555', '35', '周报', 'Weekly report', '/statistical-report/weeklyReport'],
]);
