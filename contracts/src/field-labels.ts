import type { Catalogue } from './catalogue.ts';
import type { Lang } from './messages.ts';
import { statisticsDailyFieldLabels } from './area-messages/statistics-daily.ts';
import { informationFieldLabels } from './area-messages/information.ts';
import { exchangeFieldLabels } from './area-messages/exchange.ts';
import { nationalBindingFieldLabels } from './area-messages/national-binding.ts';
import { institutionFieldLabels } from './area-messages/institution.ts';
import { accountsFieldLabels } from './area-messages/accounts-labels.ts';
import { projectLifecycleFieldLabels } from './area-messages/project-lifecycle-labels.ts';
import { ledgerFieldLabels } from './area-messages/ledger-labels.ts';
import { messagingFieldLabels } from './area-messages/messaging-labels.ts';

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
  phoneCode: { zh: '短信验证码', en: 'SMS code' },
  oldPassword: { zh: '旧登录密码', en: 'Old password' },
  newPassword: { zh: '新登录密码', en: 'New password' },
  confirmPassword: { zh: '确认密码', en: 'Confirm password' },
  type: { zh: '类型', en: 'Type' },
  kind: { zh: '类型', en: 'Kind' },
  category: { zh: '类别', en: 'Category' },
  state: { zh: '状态', en: 'State' },
  statuses: { zh: '状态', en: 'Statuses' },
  action: { zh: '操作', en: 'Action' },
  tab: { zh: '页签', en: 'Tab' },
  view: { zh: '视图', en: 'View' },
  all: { zh: '全部', en: 'All' },
  no: { zh: '编号', en: 'Number' },
  count: { zh: '数量', en: 'Count' },
  field: { zh: '字段', en: 'Field' },
  path: { zh: '文件路径', en: 'File path' },
  title: { zh: '标题', en: 'Title' },
  summary: { zh: '摘要', en: 'Summary' },
  description: { zh: '描述', en: 'Description' },
  keyword: { zh: '关键字', en: 'Keyword' },
  sort: { zh: '排序', en: 'Order' },
  enabled: { zh: '是否启用', en: 'Enabled' },
  lang: { zh: '语言', en: 'Language' },
  date: { zh: '日期', en: 'Date' },
  dateStart: { zh: '开始日期', en: 'Start date' },
  dateEnd: { zh: '结束日期', en: 'End date' },
  yearFrom: { zh: '开始年度', en: 'From year' },
  yearTo: { zh: '结束年度', en: 'To year' },
  applyNo: { zh: '申请编号', en: 'Application no.' },
  attachments: { zh: '附件', en: 'Attachments' },
  typeno: { zh: '附件类型', en: 'Attachment type' },
  fileIds: { zh: '附件', en: 'Files' },
  fileName: { zh: '文件名', en: 'File name' },
  groupName: { zh: '文件分组', en: 'File group' },
  filePath: { zh: '文件路径', en: 'File path' },
  custName: { zh: '账户名称', en: 'Account name' },
  orgName: { zh: '机构名称', en: 'Organisation name' },
  operatorName: { zh: '姓名或名称', en: 'Name' },
  operator: { zh: '操作人', en: 'Operator' },
  certificateType: { zh: '证件类型', en: 'Certificate type' },
  certificateNo: { zh: '证件或证书编号', en: 'Certificate number' },
  countryId: { zh: '国家', en: 'Country' },
  provinceId: { zh: '省份', en: 'Province' },
  cityId: { zh: '城市', en: 'City' },
  projectCode: { zh: '项目编号', en: 'Project code' },
  projectName: { zh: '项目名称', en: 'Project name' },
  projectType: { zh: '项目类型', en: 'Project type' },
  projectTypes: { zh: '项目类型', en: 'Project types' },
  level: { zh: '层级', en: 'Level' },
  vintage: { zh: '产生年度', en: 'Vintage' },
  vintages: { zh: '分年度数量', en: 'Vintages' },
  quantity: { zh: '数量', en: 'Quantity' },
  workflowTypes: { zh: '业务类型', en: 'Business types' },
  unreadOnly: { zh: '仅看未读', en: 'Unread only' },
  processVersion: { zh: '流程版本', en: 'Process version' },
  associated: { zh: '是否关联', en: 'Associated' },
  bpmnXml: { zh: '流程图', en: 'BPMN diagram' },
  forms: { zh: '表单', en: 'Forms' },
  cascade: { zh: '同时删除部署', en: 'Delete deployments too' },
  roleName: { zh: '角色名称', en: 'Role name' },
  isSysAdmin: { zh: '系统管理员', en: 'System administrator' },
  menuIds: { zh: '菜单权限', en: 'Menu permissions' },
  funcIds: { zh: '按钮权限', en: 'Button permissions' },
  loginNames: { zh: '登录名', en: 'Login names' },
  paramKey: { zh: '参数键', en: 'Parameter key' },
  paramName: { zh: '参数名称', en: 'Parameter name' },
  paramValue: { zh: '参数值', en: 'Parameter value' },
  sliceNo: { zh: '时段编号', en: 'Period no.' },
  sliceName: { zh: '时段名称', en: 'Period name' },
  logId: { zh: '日志编号', en: 'Log ID' },
  abstract: { zh: '操作代码', en: 'Operation code' },
  nature: { zh: '日期性质', en: 'Kind of day' },
  dictId: { zh: '字典编号', en: 'Dictionary ID' },
  dictIds: { zh: '字典编号列表', en: 'Dictionary IDs' },
  businessCode: { zh: '业务编码', en: 'Business code' },
  documents: { zh: '文档', en: 'Documents' },
  docNumber: { zh: '文件数量', en: 'Number of files' },
  required: { zh: '是否必传', en: 'Required' },
  typeName: { zh: '类型名称', en: 'Type name' },
  typeNameEn: { zh: '英文名称', en: 'English name' },
  extensions: { zh: '文件格式', en: 'Formats' },
  sizeLimit: { zh: '大小限制', en: 'Size limit' },
  unit: { zh: '单位', en: 'Unit' },
  expHeads: { zh: '导出列', en: 'Export columns' },
  funcid: { zh: '功能编号', en: 'Function ID' },
  jsonParams: { zh: '查询条件', en: 'Query conditions' },
  ...statisticsDailyFieldLabels,
  ...informationFieldLabels,
  ...exchangeFieldLabels,
  ...nationalBindingFieldLabels,
  ...institutionFieldLabels,
  ...accountsFieldLabels,
  ...projectLifecycleFieldLabels,
  ...ledgerFieldLabels,
  ...messagingFieldLabels,
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
