/**
 * Every user-facing validation and error message, in Chinese (the spec's wording) and English.
 * Schemas carry message tokens ("key" or "key:arg1:arg2"); web and gateway translate them here,
 * so one rule has one message in one place.
 */
import type { Catalogue } from './catalogue.ts';
import { taskActionMessages } from './area-messages/task-actions.ts';
import { processListMessages } from './area-messages/process-lists.ts';
import { modelMessages } from './area-messages/models.ts';
import { businessProcessMessages } from './area-messages/business-processes.ts';
import { calendarMessages } from './area-messages/calendar.ts';
import { taskFormMessages } from './area-messages/task-forms.ts';
import { accountValidationMessages } from './area-messages/accounts-validation.ts';
import { attachmentMessages } from './area-messages/attachments.ts';
import { sessionSmsMessages } from './area-messages/session-sms.ts';
import { roleMessages } from './area-messages/roles.ts';
import { operatorAccountMessages } from './area-messages/operator-accounts.ts';
import { registrationMessages } from './area-messages/registration.ts';
import { companyAccountMessages } from './area-messages/company-accounts.ts';
import { unionProvinceMessages } from './area-messages/union-province.ts';
import { companyChangeMessages } from './area-messages/company-changes.ts';
import { settingsMessages } from './area-messages/settings.ts';
import { projectLifecycleMessages } from './area-messages/project-lifecycle.ts';
import { messagingMessages } from './area-messages/messaging.ts';
import { validationIssueMessages } from './area-messages/validation-issues.ts';
import { projectFieldMessages } from './area-messages/project-fields.ts';
import { certifiedFieldMessages } from './area-messages/certified-fields.ts';
import { certifiedRegisteredMessages } from './area-messages/certified-registered.ts';
import { ledgerMessages } from './area-messages/ledger.ts';
import { ccerTransferMessages } from './area-messages/ccer-transfers.ts';
import { ledgerHoldingMessages } from './area-messages/ledger-holdings.ts';
import { ccerFreezeMessages } from './area-messages/ccer-freezes.ts';
import { ccerIssuanceMessages } from './area-messages/ccer-issuance.ts';
import { ccerOffsetMessages } from './area-messages/ccer-offsets.ts';
import { ccerOffsetSyncMessages } from './area-messages/ccer-offset-sync.ts';
import { ccerMisconductMessages } from './area-messages/ccer-misconduct.ts';
import { ccerOffsetPrintMessages } from './area-messages/ccer-offset-prints.ts';
import { electronicDocumentMessages } from './area-messages/electronic-documents.ts';
import { informationMessages } from './area-messages/information.ts';
import { statisticsMessages } from './area-messages/statistics.ts';
import { methodologyCollectMessages } from './area-messages/methodology-collect.ts';
import { statisticsDailyMessages } from './area-messages/statistics-daily.ts';
import { portalMessages } from './area-messages/portal.ts';
import { exchangeMessages } from './area-messages/exchange.ts';
import { nationalBindingMessages } from './area-messages/national-binding.ts';
import { institutionMessages } from './area-messages/institution.ts';
import { fieldLabel, fieldRef } from './field-labels.ts';
// installs the one zod error map (every built-in issue becomes a token of validationIssueMessages)
import './zod-issues.ts';

export type Lang = 'zh' | 'en';

/** Messages of the foundation; each later area keeps its own in area-messages/ (merged below). */
const coreMessages: Catalogue = {
  required: { zh: '不能为空！', en: 'Required' },
  maxLength: { zh: '不能超过{0}位', en: 'At most {0} characters' },
  lengthRange: { zh: '请输入 {0} 到 {1} 个字符', en: 'Enter {0} to {1} characters' },
  lengthBetween: { zh: '长度在{0}到{1}个字符之间', en: 'Length must be between {0} and {1} characters' },
  positiveInteger: { zh: '请输入正整数', en: 'Enter a positive integer' },
  nonNegativeInteger: { zh: '请输入大于等于0的整数', en: 'Enter an integer of 0 or more' },
  notGreaterThan: { zh: '不能大于{0}', en: 'Must not be greater than {0}' },
  noSpaces: { zh: '不能输入空格', en: 'Spaces are not allowed' },
  mobile: { zh: '手机号码格式不正确', en: 'Invalid mobile phone number' },
  email: { zh: '邮箱格式不正确', en: 'Invalid e-mail address' },
  longitude: {
    zh: '经度格式错误，仅支持xx°xx′xx″或xxx.xxxx，西经为负值',
    en: 'Invalid longitude: use xx°xx′xx″ or xxx.xxxx, west is negative',
  },
  latitude: { zh: '维度格式错误，南纬为负值', en: 'Invalid latitude: south is negative' },
  userName: {
    zh: '2-18位字符，支持字母（区分大小写）、数字、‘-’、‘_’、‘@’的组合，不能为纯数字',
    en: '2 to 18 characters: letters (case sensitive), digits, -, _ and @, not digits only',
  },
  password: {
    zh: '8-16位字母、数字或非空格特殊字符(至少两种)',
    en: '8 to 16 letters, digits or special characters without spaces (at least two kinds)',
  },
  oldPasswordRequired: { zh: '请输入旧登录密码', en: 'Enter the current password' },
  oldPasswordLength: { zh: '请输入5到16位', en: 'Enter 5 to 16 characters' },
  confirmPasswordRequired: { zh: '请再次输入新登录密码', en: 'Enter the new password again' },
  passwordMismatch: { zh: '两次输入密码不一致!', en: 'The two passwords do not match!' },
  dateFormat: { zh: '日期格式不正确', en: 'Invalid date' },
  commencementAfter: { zh: '只能晚于2012年11月8日', en: 'Must be later than 8 November 2012' },
  notLaterThanReckonEnd: { zh: '不能晚于计入期结束时间', en: 'Must not be later than the end of the crediting period' },
  notLaterThanToday: { zh: '不能晚于当前日期', en: 'Must not be later than today' },
  reckonStartMin: { zh: '不能早于2020年9月22日', en: 'Must not be earlier than 22 September 2020' },
  notEarlierThanCommencement: { zh: '不能早于开工日期', en: 'Must not be earlier than the start of works' },
  reckonStartAfterEnd: { zh: '不能晚于计入期结束时间', en: 'Must not be later than the end of the crediting period' },
  reckonEndBeforeStart: { zh: '不能早于计入期开始时间', en: 'Must not be earlier than the start of the crediting period' },
  projectTypeRoot: { zh: '项目类型必须以A或N开头', en: 'The project type must start with A or N' },
  opinionRequired: { zh: '退回时请填写审核意见', en: 'Enter an opinion when returning' },
  // request and session errors
  badRequest: { zh: '400 提交参数有误', en: '400 Invalid parameters' },
  unauthorized: { zh: '登录状态已失效，请重新登录！', en: 'Your session has expired, please sign in again!' },
  forbidden: { zh: '没有操作权限', en: 'You do not have permission for this operation' },
  invalidPath: { zh: '请求地址中的参数格式不正确或过长', en: 'A parameter in the request path is malformed or too long' },
  referenceNotFound: { zh: '所引用的数据不存在，请刷新后重试', en: 'Something the request refers to does not exist; refresh and try again' },
  referenceInUse: { zh: '该数据仍在使用中，不能删除', en: 'This is still in use and cannot be deleted' },
  funcNotForAccountType: { zh: '本企业的账户类型不能使用该功能', en: "Your company's account types do not allow this function" },
  notFound: { zh: '抱歉，你访问的页面不存在!', en: 'Sorry, the page you visited does not exist!' },
  serverError: { zh: '系统繁忙，请稍后再试', en: 'The system is busy, please try again later' },
  engineUnavailable: { zh: '流程引擎暂不可用，请稍后再试', en: 'The workflow engine is unavailable, please try again later' },
  loginFailed: { zh: '验证失败，请重新登录（用户名或密码错误）', en: 'Verification failed, please Login again.' },
  captchaWrong: { zh: '验证码错误或已失效', en: 'The verification code is wrong or has expired' },
  accountLocked: { zh: '登录失败次数过多，账户已锁定，请{0}分钟后再试', en: 'Too many failed sign-ins; the account is locked, try again in {0} minutes' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  oldPasswordWrong: { zh: '密码不正确', en: 'password is wrong' },
  taskClaimedByOther: { zh: '该任务已被他人签收', en: 'This task has already been claimed by someone else' },
  taskNotFound: { zh: '任务不存在或已办理', en: 'The task does not exist or has been completed' },
  taskNotAssignedToYou: { zh: '请先签收该任务', en: 'Claim the task first' },
  applyNotFound: { zh: '项目申请不存在', en: 'The project application does not exist' },
  applyNotEditable: { zh: '当前状态不允许修改', en: 'The application cannot be changed in its current state' },
  staleVersion: { zh: '数据已被他人修改，请刷新后重试', en: 'The record was changed by someone else; refresh and try again' },
  dataExists: { zh: '数据已存在', en: 'This record already exists' },
  instanceNotFound: { zh: '流程实例不存在', en: 'The process instance does not exist' },
  instanceStateChanged: { zh: '流程实例状态已变化，请刷新后重试', en: 'The process instance has changed state; refresh and try again' },
  endReasonRequired: { zh: '请填写终止原因', en: 'Enter the reason for ending' },
};

export const messages: Catalogue = {
  ...coreMessages,
  ...roleMessages,
  ...operatorAccountMessages,
  ...taskActionMessages,
  ...processListMessages,
  ...modelMessages,
  ...businessProcessMessages,
  ...calendarMessages,
  ...taskFormMessages,
  ...accountValidationMessages,
  ...attachmentMessages,
  ...sessionSmsMessages,
  ...companyAccountMessages,
  ...messagingMessages,
  ...settingsMessages,
  ...projectLifecycleMessages,
  ...companyChangeMessages,
  ...unionProvinceMessages,
  ...registrationMessages,
  ...validationIssueMessages,
  ...projectFieldMessages,
  ...certifiedFieldMessages,
  ...certifiedRegisteredMessages,
  ...ledgerMessages,
  ...ledgerHoldingMessages,
  ...ccerTransferMessages,
  ...ccerFreezeMessages,
  ...ccerIssuanceMessages,
  ...ccerOffsetMessages,
  ...ccerOffsetSyncMessages,
  ...ccerMisconductMessages,
  ...ccerOffsetPrintMessages,
  ...electronicDocumentMessages,
  ...informationMessages,
  ...statisticsMessages,
  ...methodologyCollectMessages,
  ...statisticsDailyMessages,
  ...portalMessages,
  ...exchangeMessages,
  ...nationalBindingMessages,
  ...institutionMessages,
};

/** Builds a token for a message with arguments: token('maxLength', 256) → "maxLength:256". */
export function token(key: keyof typeof messages | string, ...args: Array<string | number>): string {
  return [key, ...args].join(':');
}

/** Turns a token into text; an unknown token is shown as it is (it may already be text). */
export function translate(tokenText: string, lang: Lang = 'zh'): string {
  const [key, ...args] = tokenText.split(':');
  const entry = messages[key];
  if (!entry) return tokenText;
  // an argument "@path" names a field: its label in the language (field-labels.ts)
  return entry[lang].replace(/\{(\d+)\}/g, (_, i) => {
    const arg = String(args[Number(i)] ?? '');
    return arg.startsWith('@') ? fieldLabel(arg.slice(1), lang) : arg;
  });
}

/** Field-less tokens that have a variant naming the field first (zod-issues.ts): "不能为空！" → "用户名不能为空！". */
const namingVariants: Record<string, string> = { required: 'zRequired', maxLength: 'zMaxLength' };
/** Rules worded for any field ("请输入正整数"): read on their own they need the field's label in front. */
const fieldlessTokens = new Set([
  'lengthRange',
  'lengthBetween',
  'positiveInteger',
  'nonNegativeInteger',
  'notGreaterThan',
  'noSpaces',
  'dateFormat',
  'notLaterThanToday',
  'optionInvalid',
]);

/**
 * The message of one refused field, named (issue 9 §11): a rule worded for any field gets its naming variant, else the
 * field's label in front ("数量：请输入正整数"); a rule worded for its own field ("请输入角色名称"), one that already
 * names it, and a refusal of the request as a whole (no field) are translated as they are.
 */
export function fieldMessage(tokenText: string, field: string, lang: Lang = 'zh'): string {
  const [key, ...args] = tokenText.split(':');
  if (!field || !(key in namingVariants || fieldlessTokens.has(key))) return translate(tokenText, lang);
  const variant = namingVariants[key];
  if (variant) return translate([variant, fieldRef(field.split('.')), ...args].join(':'), lang);
  return `${fieldLabel(field, lang)}${lang === 'zh' ? '：' : ': '}${translate(tokenText, lang)}`;
}

/** Reads an Accept-Language header or a stored preference: Chinese unless English is asked for. */
export function langOf(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return 'zh';
  return acceptLanguage.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
