import type { Catalogue } from '../catalogue.ts';

/** Messages of the daily data, the weekly report, the organisation reports and the expert fees (issue 14). */
export const statisticsDailyMessages: Catalogue = {
  dailyDataNotFound: { zh: '日报数据不存在', en: 'The daily data does not exist' },
  dailyDataDateTaken: { zh: '日期已有日报数据，请修改该日的记录', en: 'This date already has daily data; edit that day instead' },
  dailyDataDateFuture: { zh: '日期不能晚于今天', en: 'The date cannot be later than today' },
  statisticsRangeReversed: { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be later than the end date' },
  /** {0} the most days. */
  statisticsRangeTooLong: { zh: '日期范围不能超过{0}天', en: 'The date range cannot exceed {0} days' },
  orgReportBodyNotFound: { zh: '审定核查机构不存在', en: 'The validation or verification body does not exist' },
};

/** Labels of the fields these calls take, so a refusal names them (field-labels.ts). */
export const statisticsDailyFieldLabels: Catalogue = {
  reportDate: { zh: '日期', en: 'Date' },
  newAccounts: { zh: '新开户数', en: 'New accounts' },
  projectsReceived: { zh: '项目受理数', en: 'Project applications received' },
  projectsRegistered: { zh: '项目登记数', en: 'Projects registered' },
  reductionsReceived: { zh: '减排量受理数', en: 'Reduction applications received' },
  reductionsRegistered: { zh: '减排量登记量', en: 'Reductions registered' },
  unitsIssued: { zh: '签发量', en: 'Units issued' },
  unitsTransferred: { zh: '划转量', en: 'Units transferred' },
  unitsRetired: { zh: '抵销注销量', en: 'Units retired' },
  dateFrom: { zh: '开始日期', en: 'Start date' },
  dateTo: { zh: '结束日期', en: 'End date' },
  weekStart: { zh: '周', en: 'Week' },
  period: { zh: '统计周期', en: 'Period' },
  orgId: { zh: '机构', en: 'Body' },
  expertId: { zh: '专家', en: 'Expert' },
  expertName: { zh: '专家姓名', en: 'Expert' },
};
