import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: system parameters, trading periods, operation log and operator info calls (accounts spec §7.1, §7.6). */
export const settingsMessages: Catalogue = {
  // 交易时段
  sliceNameRequired: { zh: '请输入时段名称', en: 'Enter the name of the trading period' },
  sliceStartRequired: { zh: '请输入开始时间', en: 'Enter the start time' },
  sliceEndRequired: { zh: '请输入结束时间', en: 'Enter the end time' },
  sliceTimeFormat: { zh: '时间格式须为HH:mm（00:00至23:59）', en: 'Use the time format HH:mm (00:00 to 23:59)' },
  sliceEndAfterStart: { zh: '结束时间须晚于开始时间', en: 'The end time must be later than the start time' },
  sliceBusinessType: { zh: '请选择业务类型（交易或清算）', en: 'Choose the business type (trading or clearing)' },
  sliceStatus: { zh: '请选择状态（启用或停用）', en: 'Choose the status (enabled or disabled)' },
  sliceOverlap: {
    zh: '开始时间至结束时间与同业务类型的时段“{0}”（{1}-{2}）重叠',
    en: 'The start to end time overlaps the period "{0}" ({1}-{2}) of the same business type',
  },
  sliceNameTaken: { zh: '同业务类型下已存在同名时段', en: 'A period of this name already exists for the business type' },
  sliceNotFound: { zh: '交易时段不存在或已删除', en: 'The trading period does not exist or has been deleted' },
  // 系统参数
  paramNotFound: { zh: '系统参数不存在', en: 'The system parameter does not exist' },
  paramValueRequired: { zh: '请输入参数值', en: 'Enter the parameter value' },
  paramInteger: { zh: '参数值须为{0}到{1}之间的整数', en: 'The value must be a whole number from {0} to {1}' },
  paramBoolean: { zh: '参数值须为true或false', en: 'The value must be true or false' },
  paramIpList: {
    zh: '参数值须为以逗号分隔的IP地址或网段（如192.168.1.10,10.0.0.0/8），“{0}”无效',
    en: 'The value must be IP addresses or blocks separated by commas (e.g. 192.168.1.10,10.0.0.0/8); "{0}" is invalid',
  },
  paramValueEmptyNotAllowed: { zh: '该参数没有默认值，参数值不能为空', en: 'This parameter has no default: the value cannot be empty' },
  // 操作日志
  logNotFound: { zh: '操作日志不存在', en: 'The operation log entry does not exist' },
  logDateRange: { zh: '开始日期不能晚于结束日期', en: 'The start date must not be later than the end date' },
};
