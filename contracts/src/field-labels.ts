import type { Catalogue } from './catalogue.ts';
import type { Lang } from './messages.ts';
import { statisticsDailyFieldLabels } from './area-messages/statistics-daily.ts';
import { informationFieldLabels } from './area-messages/information.ts';
import { exchangeFieldLabels } from './area-messages/exchange.ts';
import { nationalBindingFieldLabels } from './area-messages/national-binding.ts';
import { institutionFieldLabels } from './area-messages/institution.ts';

/**
 * Labels of request fields, so a validation message names the field as a person knows it
 * ("任务编号不能超过64位"). A message token refers to a field as `@path` (see `fieldRef`);
 * translate() looks the path up here: the whole path first, then its last named segment,
 * else the path itself is shown. Add a field's label here when a new area brings one.
 */
export const fieldLabels: Catalogue = {
  pageNumber: { zh: '页码', en: 'Page number' },
  pageSize: { zh: '每页条数', en: 'Page size' },
  id: { zh: '编号', en: 'ID' },
  ids: { zh: '编号列表', en: 'IDs' },
  taskId: { zh: '任务编号', en: 'Task ID' },
  taskName: { zh: '任务名称', en: 'Task name' },
  processInstanceId: { zh: '流程实例编号', en: 'Process instance ID' },
  processInstanceIds: { zh: '流程实例编号', en: 'Process instance IDs' },
  processDefinitionId: { zh: '流程定义编号', en: 'Process definition ID' },
  definitionId: { zh: '流程定义编号', en: 'Process definition ID' },
  deploymentId: { zh: '部署编号', en: 'Deployment ID' },
  activityId: { zh: '流程节点编号', en: 'Activity ID' },
  businessKey: { zh: '业务编号', en: 'Business key' },
  businessName: { zh: '业务名称', en: 'Business name' },
  businessType: { zh: '业务类型', en: 'Business type' },
  workflowType: { zh: '业务类型', en: 'Business type' },
  processKey: { zh: '流程标识', en: 'Process key' },
  modelKey: { zh: '流程标识', en: 'Process key' },
  processName: { zh: '流程名称', en: 'Process name' },
  sourceVersion: { zh: '源版本', en: 'Source version' },
  targetVersion: { zh: '目标版本', en: 'Target version' },
  version: { zh: '版本', en: 'Version' },
  attachmentId: { zh: '附件编号', en: 'Attachment ID' },
  attachmentIds: { zh: '附件', en: 'Attachments' },
  fileId: { zh: '附件编号', en: 'File ID' },
  typeNo: { zh: '附件类型', en: 'Attachment type' },
  custId: { zh: '企业编号', en: 'Company ID' },
  operatorId: { zh: '用户编号', en: 'User ID' },
  roleId: { zh: '角色编号', en: 'Role ID' },
  loginName: { zh: '用户名', en: 'User name' },
  password: { zh: '密码', en: 'Password' },
  code: { zh: '验证码', en: 'Verification code' },
  captchaId: { zh: '验证码编号', en: 'Captcha ID' },
  name: { zh: '名称', en: 'Name' },
  status: { zh: '状态', en: 'Status' },
  starter: { zh: '发起人', en: 'Starter' },
  remark: { zh: '备注', en: 'Remark' },
  opinion: { zh: '审核意见', en: 'Opinion' },
  reason: { zh: '原因', en: 'Reason' },
  approved: { zh: '审核结果', en: 'Decision' },
  mode: { zh: '加签方式', en: 'Add-sign mode' },
  targetUser: { zh: '目标用户', en: 'Target user' },
  targetUsers: { zh: '目标用户', en: 'Target users' },
  variables: { zh: '表单数据', en: 'Form data' },
  dueDate: { zh: '到期时间', en: 'Due date' },
  workingDays: { zh: '工作日天数', en: 'Working days' },
  year: { zh: '年份', en: 'Year' },
  month: { zh: '月份', en: 'Month' },
  startTime: { zh: '开始时间', en: 'Start time' },
  endTime: { zh: '结束时间', en: 'End time' },
  mobile: { zh: '手机号码', en: 'Mobile phone' },
  email: { zh: '电子邮箱', en: 'E-mail' },
  ...statisticsDailyFieldLabels,
  ...informationFieldLabels,
  ...exchangeFieldLabels,
  ...nationalBindingFieldLabels,
  ...institutionFieldLabels,
};

/** What the message names when the whole request (not one field) is wrong. */
const requestLabel = { zh: '提交的数据', en: 'The submitted data' };

/** A field reference for a message token: `@path` (":" would split the token, so it is replaced). */
export function fieldRef(path: ReadonlyArray<PropertyKey>): string {
  return '@' + path.map((p) => String(p).replace(/[:@]/g, '_')).join('.');
}

/** The label of a field path ("" is the request itself); unknown paths show as they are. */
export function fieldLabel(path: string, lang: Lang): string {
  if (!path) return requestLabel[lang];
  const whole = fieldLabels[path];
  if (whole) return whole[lang];
  const last = path.split('.').reverse().find((s) => !/^\d+$/.test(s));
  const named = last ? fieldLabels[last] : undefined;
  return named ? named[lang] : path;
}
