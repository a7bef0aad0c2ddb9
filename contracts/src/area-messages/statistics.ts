import type { Catalogue } from '../catalogue.ts';

/** Messages of the statistics reports (/statistical-report, issue 14). */
export const statisticsMessages: Catalogue = {
  statisticsDateOrder: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be earlier than the start date' },
  statisticsProvinceInvalid: { zh: '省份代码不正确', en: 'Invalid province code' },
  statisticsProjectTypeInvalid: { zh: '项目类型不正确', en: 'Invalid project type' },
  statisticsVintageInvalid: { zh: '年度应为2000至2100之间的年份', en: 'The vintage must be a year from 2000 to 2100' },
  statisticsGroupInvalid: { zh: '选项不正确', en: 'Not one of the allowed options' },
  statisticsCompanyRefused: { zh: '统计报表仅供注册登记机构查看', en: 'Statistics are for the registry’s staff only' },
};
