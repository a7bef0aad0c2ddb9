import { menus } from './types.ts';

/**
 * 40 系统管理 (/system, redirects to institutions). 4005 交易日历 and 4020 流程管理 with its children are
 * used by pages already; their ids and paths stay as they are. Hidden pages (roleAdd, roleEdit,
 * roleDetail, model/design, instanceDetail …) are local pages under their menu, not catalogue entries.
 */
export const systemMenus = menus([
  ['40', '-1', '系统管理', 'System', '/system'],
  ['4001', '40', '机构设置', 'Institutions', '/system/institutions'],
  ['4005', '40', '交易日历', 'Trade calendar', '/system/tradeDate'],
  ['4010', '40', '交易时段', 'Trading periods', '/system/tradeDateNode'],
  ['4015', '40', '角色管理', 'Roles', '/system/role'],
  ['4020', '40', '流程管理', 'Workflow', '/system/process'],
  ['402001', '4020', '流程模型', 'Process models', '/system/process/model'],
  ['402005', '4020', '我的待办', 'My tasks', '/system/process/my'],
  ['402010', '4020', '业务流程关联', 'Business processes', '/system/process/business'],
  ['402015', '4020', '已办任务', 'Done tasks', '/system/process/done'],
  ['402020', '4020', '流程实例', 'Process instances', '/system/process/instance'],
  ['402025', '4020', '我的申请', 'My applications', '/system/process/apply'],
  ['402030', '4020', '企业申请', 'Company applications', '/system/process/companyApply'],
  ['4025', '40', '电子文档设置', 'Electronic documents', '/system/electronic'],
  ['402501', '4025', '文档类型', 'Document types', '/system/electronic/type'],
  ['402505', '4025', '业务文档设置', 'Business documents', '/system/electronic/business'],
  ['4030', '40', '系统参数', 'System parameters', '/system/params'],
  ['4035', '40', '短信管理', 'SMS', '/system/msg'],
  ['403501', '4035', '短信配置', 'SMS configuration', '/system/msg/config'],
  ['403505', '4035', '短信发送记录', 'SMS records', '/system/msg/record'],
  ['4040', '40', '邮件管理', 'E-mail', '/system/email'],
  ['404001', '4040', '邮件配置', 'E-mail configuration', '/system/email/config'],
  ['404005', '4040', '邮件发送记录', 'E-mail records', '/system/email/record'],
  ['4045', '40', '操作日志', 'Operation log', '/system/log'],
]);
