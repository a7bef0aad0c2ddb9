import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Trade calendar and working-day deadlines. */
export const calendarMessages: Catalogue = {
  // spec §8 wording
  calendarNotInitialised: { zh: '处理失败, 请先初始化当前年度！', en: 'Processing failed: initialise the current year first!' },
  calendarNoChange: { zh: '未做任何修改！', en: 'Nothing was changed!' },
  calendarYear: { zh: '年度须为{0}到{1}之间的整数', en: 'The year must be a whole number from {0} to {1}' },
  calendarMonth: { zh: '月份须为1到12之间的整数', en: 'The month must be a whole number from 1 to 12' },
  calendarNature: { zh: '请选择日期性质（工作日、休息日或节假日）', en: 'Choose the kind of day (working day, rest day or holiday)' },
  timerMoveTarget: { zh: '请填写工作日数或到期时间（二选一）', en: 'Enter either a number of working days or a due date' },
  timerNotFound: { zh: '该流程实例没有可调整期限的定时器或待办任务', en: 'The process instance has no timer or open task whose deadline can be moved' },
};
