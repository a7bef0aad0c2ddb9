import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { isoDateField } from './calendar.ts';
import { registryOperationNames } from './operation-names.ts';

/**
 * System settings (系统管理; accounts spec §7.1, §7.6; registry spec §2 "System area"): trading periods
 * (交易时段, /system/tradeDateNode), system parameters (系统参数, /system/params), the operation log
 * (操作日志, /system/log and /system/logDetail) and the signed-in operator's own info and roles. Paths:
 *   GET /api/timeSlice/list, GET or POST /api/timeSlice/add, PUT /api/timeSlice/modify, DELETE /api/timeSlice/delete/{sliceNo};
 *   POST /api/sys/key-value (list), PUT /api/sys/key-value (modify one value);
 *   POST /api/log/list, POST /api/log/detail;
 *   GET /api/common/operator/ipcheck, GET /api/common/operator-info, GET /api/common/operator-role.
 */
export const settingsPaths = {
  sliceList: '/api/timeSlice/list',
  sliceAdd: '/api/timeSlice/add',
  sliceModify: '/api/timeSlice/modify',
  sliceDelete: '/api/timeSlice/delete',
  paramList: '/api/sys/key-value',
  paramModify: '/api/sys/key-value',
  logList: '/api/log/list',
  logDetail: '/api/log/detail',
  ipCheck: '/api/common/operator/ipcheck',
  operatorInfo: '/api/common/operator-info',
  operatorRole: '/api/common/operator-role',
} as const;

const filterText = (max: number) =>
  z.string().trim().max(max, { error: token('maxLength', max) }).optional().transform((v) => v || undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().or(z.literal('').transform(() => undefined));

// ---- trading periods (交易时段) ---------------------------------------------------------------------------------

/** Business types of a trading period: 1 交易 (trading), 2 清算 (clearing). */
export const sliceBusinessTypes = ['1', '2'] as const;
export type SliceBusinessType = (typeof sliceBusinessTypes)[number];
/** 1 启用, 0 停用. */
export const sliceStatuses = ['1', '0'] as const;
export type SliceStatus = (typeof sliceStatuses)[number];

export const SLICE_NAME_MAX = 32;
export const SLICE_REMARK_MAX = 200;

/** HH:mm of a 24-hour day (00:00 … 23:59). */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (requiredToken: string) =>
  z
    .string({ error: token(requiredToken) })
    .trim()
    .min(1, { error: token(requiredToken) })
    .regex(HH_MM, { error: token('sliceTimeFormat') });

const sliceNo = numeric(z.number({ error: token('sliceNotFound') }).int({ error: token('sliceNotFound') }).positive({ error: token('sliceNotFound') }));

const sliceFields = z.object({
  sliceName: z
    .string({ error: token('sliceNameRequired') })
    .trim()
    .min(1, { error: token('sliceNameRequired') })
    .max(SLICE_NAME_MAX, { error: token('maxLength', SLICE_NAME_MAX) }),
  startTime: timeField('sliceStartRequired'),
  endTime: timeField('sliceEndRequired'),
  businessType: z.enum(sliceBusinessTypes, { error: token('sliceBusinessType') }),
  status: z.enum(sliceStatuses, { error: token('sliceStatus') }).default('1'),
  remark: z.string().trim().max(SLICE_REMARK_MAX, { error: token('maxLength', SLICE_REMARK_MAX) }).optional().nullable(),
});

/** The start must come before the end (a period never crosses midnight); the message sits on endTime. */
const startBeforeEnd = (s: { startTime: string; endTime: string }) => s.startTime < s.endTime;
const startBeforeEndIssue = { error: token('sliceEndAfterStart'), path: ['endTime'] };

export const sliceAddBody = sliceFields.refine(startBeforeEnd, startBeforeEndIssue);
export type SliceAddBody = z.input<typeof sliceAddBody>;
export const sliceModifyBody = sliceFields.extend({ sliceNo }).refine(startBeforeEnd, startBeforeEndIssue);
export type SliceModifyBody = z.input<typeof sliceModifyBody>;
export const sliceNoParams = z.object({ sliceNo });

export const sliceListQuery = pageQuerySchema.extend({
  sliceName: filterText(SLICE_NAME_MAX),
  businessType: optionalEnum(sliceBusinessTypes),
  status: optionalEnum(sliceStatuses),
});
export type SliceListQuery = z.input<typeof sliceListQuery>;

export const sliceRowSchema = z.object({
  sliceNo: z.number().int(),
  sliceName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  businessType: z.enum(sliceBusinessTypes),
  status: z.enum(sliceStatuses),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SliceRow = z.infer<typeof sliceRowSchema>;
export const sliceSavedSchema = z.object({ sliceNo: z.number().int() });

// ---- system parameters (系统参数) ---------------------------------------------------------------------------------

/** How a parameter's value is validated: integer (with bounds), boolean (true/false), string, IP list. */
export const paramValueTypes = ['integer', 'boolean', 'string', 'ipList'] as const;
export type ParamValueType = (typeof paramValueTypes)[number];

/** The parameters the gateway reads at use time (seeded by migration 20261121001900). */
export const paramKeys = {
  /** Working days of the publicity audit (its task's due date); unset: env PUBLICITY_AUDIT_WORKING_DAYS. */
  publicityAuditWorkingDays: 'publicity.audit.workingDays',
  /** Working days of project publicity (the publicity timer) and of the registration acceptance (its due date). */
  projectPublicityWorkingDays: 'project.publicity.workingDays',
  projectAcceptanceWorkingDays: 'project.registerAcceptance.workingDays',
  /** IPs or IPv4 CIDR blocks allowed to use the back office, comma-separated; empty: every address. */
  operatorIpAllowList: 'operator.ip.allowList',
} as const;

export const PARAM_VALUE_MAX = 1000;
export const paramListBody = pageQuerySchema.extend({
  paramKey: filterText(64),
  paramName: filterText(64),
});
export type ParamListBody = z.input<typeof paramListBody>;

/** The value is checked against the parameter's own type by the gateway (checkParamValue); '' clears it. */
export const paramModifyBody = z.object({
  paramKey: z.string().trim().min(1).max(64),
  paramValue: z.string({ error: token('paramValueRequired') }).trim().max(PARAM_VALUE_MAX, { error: token('maxLength', PARAM_VALUE_MAX) }),
  remark: z.string().trim().max(200, { error: token('maxLength', 200) }).optional().nullable(),
});
export type ParamModifyBody = z.input<typeof paramModifyBody>;

export const paramRowSchema = z.object({
  paramKey: z.string(),
  paramName: z.string(),
  /** The stored value; null: not set (the default applies). */
  paramValue: z.string().nullable(),
  /** The value used when none is stored (from the gateway's configuration); null: none. */
  defaultValue: z.string().nullable(),
  /** What the system uses now. */
  effectiveValue: z.string().nullable(),
  valueType: z.enum(paramValueTypes),
  minValue: z.number().int().nullable(),
  maxValue: z.number().int().nullable(),
  remark: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ParamRow = z.infer<typeof paramRowSchema>;

// ---- operation log (操作日志) -------------------------------------------------------------------------------------

export const logListBody = pageQuerySchema.extend({
  /** The operator's login name or name (contains). */
  operator: filterText(64),
  /** One operation (its abstract, exact). */
  abstract: filterText(128),
  businessType: filterText(32),
  businessKey: filterText(64),
  /** yyyy-MM-dd, registry time, both inclusive. */
  dateStart: isoDateField.optional().or(z.literal('').transform(() => undefined)),
  dateEnd: isoDateField.optional().or(z.literal('').transform(() => undefined)),
}).refine((b) => !b.dateStart || !b.dateEnd || b.dateStart <= b.dateEnd, { path: ['dateEnd'], error: token('logDateRange') });
export type LogListBody = z.input<typeof logListBody>;

export const logRowSchema = z.object({
  logId: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operatorLoginName: z.string().nullable(),
  operatorName: z.string().nullable(),
  ip: z.string().nullable(),
  abstract: z.string(),
  /** The operation's name in the caller's language; the abstract itself when no name is declared. */
  operationName: z.string(),
  businessType: z.string().nullable(),
  /** The business type's name in the caller's language (business-names.ts); the type itself when none is declared. */
  businessTypeName: z.string().nullable(),
  businessKey: z.string().nullable(),
  result: z.string(),
});
export type LogRow = z.infer<typeof logRowSchema>;

export const logDetailBody = z.object({
  logId: z.coerce.string({ error: token('logNotFound') }).trim().regex(/^\d{1,18}$/, { error: token('logNotFound') }),
});
export const logDetailSchema = logRowSchema.extend({
  message: z.string().nullable(),
  beforeValue: z.unknown().nullable(),
  afterValue: z.unknown().nullable(),
  requestId: z.string().nullable(),
  externalTaskId: z.string().nullable(),
});
export type LogDetail = z.infer<typeof logDetailSchema>;

/**
 * Names of the accounts' and the system's operations the code logs (grep `abstract:`), Chinese first; the registry
 * areas' are in operation-names.ts. gateway/src/operation-names.test.ts checks that every literal abstract has one.
 * Operator-account abstracts are `<family api>.<add|edit|status>` (family api from operator-accounts.ts).
 */
export const operationNames: Record<string, { zh: string; en: string }> = {
  'business-process.associate': { zh: '关联业务流程', en: 'Associate a business process' },
  'business-process.suspend': { zh: '挂起业务流程', en: 'Suspend a business process' },
  'business-process.activate': { zh: '激活业务流程', en: 'Activate a business process' },
  'calendar.init': { zh: '初始化交易日历', en: 'Initialise the trade calendar' },
  'calendar.nature-day': { zh: '设置日期性质', en: 'Set the kind of a day' },
  'company-account-apply.save': { zh: '保存企业开户申请', en: 'Save a company account application' },
  'company-account-apply.submit': { zh: '提交企业开户申请', en: 'Submit a company account application' },
  'company-account-apply.result': { zh: '企业开户审核结果', en: 'Company account application result' },
  'company.status': { zh: '修改企业账户状态', en: 'Change a company account status' },
  'company-account-apply.withdraw': { zh: '撤回企业开户申请', en: 'Withdraw a company account application' },
  'company-account-change.submit': { zh: '提交企业信息变更申请', en: 'Submit a company change application' },
  'company-account-change.result': { zh: '企业信息变更审核结果', en: 'Company change application result' },
  'company.bind': { zh: '绑定企业', en: 'Bind a company' },
  'national-binding.bind': { zh: '绑定全国碳市场账户', en: 'Bind the national carbon market account' },
  'national-binding.unbind': { zh: '解除全国碳市场账户绑定', en: 'Unbind the national carbon market account' },
  'company.logout': { zh: '注销企业账户', en: 'Close a company account' },
  'province-operator-apply.submit': { zh: '提交省级管理员开户申请', en: 'Submit a provincial administrator application' },
  'province-operator-apply.result': { zh: '省级管理员开户审核结果', en: 'Provincial administrator application result' },
  'company.represent-status': { zh: '修改企业代表状态', en: 'Change an account representative status' },
  'cust.switch': { zh: '切换企业', en: 'Switch company' },
  'file.upload': { zh: '上传附件', en: 'Upload a file' },
  'holder.old-carbon-conf': { zh: '确认原有碳账户', en: 'Confirm the former carbon account' },
  'operate.passwordReset': { zh: '重置密码', en: 'Reset a password' },
  'nationOperate.add': { zh: '国家管理员开户', en: 'Open a national administrator account' },
  'nationOperate.edit': { zh: '修改国家管理员', en: 'Edit a national administrator' },
  'nationOperate.status': { zh: '修改国家管理员状态', en: 'Change a national administrator status' },
  'provinceOperate.add': { zh: '省级管理员开户', en: 'Open a provincial administrator account' },
  'provinceOperate.edit': { zh: '修改省级管理员', en: 'Edit a provincial administrator' },
  'provinceOperate.status': { zh: '修改省级管理员状态', en: 'Change a provincial administrator status' },
  'configOperate.add': { zh: '配置管理员开户', en: 'Open a configuration administrator account' },
  'configOperate.edit': { zh: '修改配置管理员', en: 'Edit a configuration administrator' },
  'configOperate.status': { zh: '修改配置管理员状态', en: 'Change a configuration administrator status' },
  'exchangeOperate.add': { zh: '交易所管理员开户', en: 'Open an exchange administrator account' },
  'exchangeOperate.edit': { zh: '修改交易所管理员', en: 'Edit an exchange administrator' },
  'exchangeOperate.status': { zh: '修改交易所管理员状态', en: 'Change an exchange administrator status' },
  'expertOperate.add': { zh: '专家开户', en: 'Open an expert account' },
  'expertOperate.edit': { zh: '修改专家', en: 'Edit an expert' },
  'expertOperate.status': { zh: '修改专家状态', en: 'Change an expert status' },
  'org-account.apply': { zh: '提交机构开户申请', en: 'Submit an organisation account application' },
  'org-account.draft': { zh: '保存机构开户草稿', en: 'Save an organisation account draft' },
  'org-account.modify': { zh: '修改机构账户', en: 'Edit an organisation account' },
  'org-account.approve': { zh: '机构开户审核通过', en: 'Approve an organisation account' },
  'org-account.reject': { zh: '机构开户审核驳回', en: 'Reject an organisation account' },
  'org-account.disable': { zh: '停用机构账户', en: 'Disable an organisation account' },
  'org-account.enable': { zh: '启用机构账户', en: 'Enable an organisation account' },
  'public-account.modify': { zh: '修改公众账户', en: 'Edit a public account' },
  'public-account.approve': { zh: '公众开户审核通过', en: 'Approve a public account' },
  'public-account.reject': { zh: '公众开户审核驳回', en: 'Reject a public account' },
  'public-account.disable': { zh: '停用公众账户', en: 'Disable a public account' },
  'public-account.enable': { zh: '启用公众账户', en: 'Enable a public account' },
  'process-definition.migrate': { zh: '迁移流程版本', en: 'Migrate process instances to a version' },
  'process-instance.end': { zh: '终止流程实例', en: 'End a process instance' },
  'process-instance.suspend': { zh: '挂起流程实例', en: 'Suspend a process instance' },
  'process-instance.activate': { zh: '激活流程实例', en: 'Activate a process instance' },
  'process-model.add': { zh: '新增流程模型', en: 'Add a process model' },
  'process-model.delete': { zh: '删除流程模型', en: 'Delete a process model' },
  'process-model.delete-undone': { zh: '恢复流程模型（引擎未能删除其部署）', en: 'Restore a process model (the engine did not delete its deployments)' },
  'process-model.deploy': { zh: '部署流程模型', en: 'Deploy a process model' },
  'process-model.save': { zh: '保存流程模型', en: 'Save a process model' },
  'process-model.upload': { zh: '上传流程模型', en: 'Upload a process model' },
  'process.timer-move': { zh: '调整流程期限', en: 'Move a process deadline' },
  'project-apply.save': { zh: '保存项目申请', en: 'Save a project application' },
  'project-apply.submit': { zh: '提交项目公示申请', en: 'Submit a project for publicity' },
  'project-apply.resubmit': { zh: '重新提交项目公示申请', en: 'Resubmit a project for publicity' },
  'project-apply.audit-approve': { zh: '项目公示审核通过', en: 'Approve a publicity audit' },
  'project-apply.audit-return': { zh: '项目公示审核退回', en: 'Return a publicity audit' },
  'project-apply.audit-result': { zh: '项目公示审核结果', en: 'Publicity audit result' },
  'register.cancel': { zh: '撤销注册申请', en: 'Cancel a registration' },
  'register.mass': { zh: '公众注册', en: 'Public registration' },
  'register.tour': { zh: '机构注册', en: 'Organisation registration' },
  'role.add': { zh: '新增角色', en: 'Add a role' },
  'role.edit': { zh: '修改角色', en: 'Edit a role' },
  'role.remove': { zh: '删除角色', en: 'Remove a role' },
  'role.users.assign': { zh: '分配角色用户', en: 'Assign users to a role' },
  'role.users.unassign': { zh: '移除角色用户', en: 'Remove users from a role' },
  'sms-config.add': { zh: '新增短信配置', en: 'Add an SMS configuration' },
  'sms-config.modify': { zh: '修改短信配置', en: 'Edit an SMS configuration' },
  'sms-config.enable': { zh: '启用短信配置', en: 'Enable an SMS configuration' },
  'sms-config.disable': { zh: '停用短信配置', en: 'Disable an SMS configuration' },
  'sms-business-config.modify': { zh: '修改短信业务配置', en: 'Edit the SMS business settings' },
  'sms.resend': { zh: '重发短信', en: 'Resend an SMS' },
  'email-config.add': { zh: '新增邮件配置', en: 'Add an e-mail configuration' },
  'email-config.modify': { zh: '修改邮件配置', en: 'Edit an e-mail configuration' },
  'email-config.enable': { zh: '启用邮件配置', en: 'Enable an e-mail configuration' },
  'email-config.disable': { zh: '停用邮件配置', en: 'Disable an e-mail configuration' },
  'email-business-config.modify': { zh: '修改邮件业务配置', en: 'Edit the e-mail business settings' },
  'email.resend': { zh: '重发邮件', en: 'Resend an e-mail' },
  'session.forget-password': { zh: '找回密码', en: 'Reset a forgotten password' },
  'session.login': { zh: '登录', en: 'Sign in' },
  'session.modify-password': { zh: '修改密码', en: 'Change the password' },
  'sys-param.modify': { zh: '修改系统参数', en: 'Change a system parameter' },
  'task.attachment': { zh: '上传任务附件', en: 'Upload a task attachment' },
  'task.claim': { zh: '签收任务', en: 'Claim a task' },
  'task.unclaim': { zh: '取消签收任务', en: 'Unclaim a task' },
  'task.complete': { zh: '办理任务', en: 'Complete a task' },
  'task.submitForm': { zh: '提交任务表单', en: 'Submit a task form' },
  'task.return': { zh: '退回任务', en: 'Return a task' },
  'task.reject': { zh: '驳回任务', en: 'Reject a task' },
  'task.transfer': { zh: '转办任务', en: 'Transfer a task' },
  'task.delegate': { zh: '委派任务', en: 'Delegate a task' },
  'task.resolve': { zh: '完成委派任务', en: 'Resolve a delegated task' },
  'task.cc': { zh: '抄送任务', en: 'Copy a task' },
  'task.addSign': { zh: '加签', en: 'Add a signer' },
  'task.sign': { zh: '会签', en: 'Sign' },
  'task.revoke': { zh: '撤回任务', en: 'Revoke a task' },
  'time-slice.add': { zh: '新增交易时段', en: 'Add a trading period' },
  'time-slice.modify': { zh: '修改交易时段', en: 'Edit a trading period' },
  'time-slice.delete': { zh: '删除交易时段', en: 'Delete a trading period' },
};

/**
 * The name of an operation in a language, from these names or the registry areas' (operation-names.ts); undefined
 * when none is declared (a lifecycle step's decision is named from its step: gateway domain/lifecycle/step-route.ts).
 */
export const declaredOperationName = (abstract: string, lang: 'zh' | 'en' = 'zh'): string | undefined =>
  (operationNames[abstract] ?? registryOperationNames[abstract])?.[lang];

// ---- the signed-in operator ---------------------------------------------------------------------------------------

export const ipCheckSchema = z.object({ ip: z.string(), allowed: z.boolean() });
export type IpCheck = z.infer<typeof ipCheckSchema>;
export const operatorRoleSchema = z.object({ id: z.number().int(), name: z.string() });
export type OperatorRoleEntry = z.infer<typeof operatorRoleSchema>;
