import { businessProcessSeeds } from './business-processes.ts';
import { businessTypes } from './workflow.ts';

/**
 * What a row of the operation log (and of the outbox and the files) belongs to, by name: 操作日志 shows 项目申请, not
 * projectApply. The businesses that start approval chains keep the names of 业务流程关联 (business-processes.ts); the
 * others are named here. gateway/src/business-names.test.ts checks that every business type the code writes has one.
 */
const otherBusinessNames: Record<string, { zh: string; en: string }> = {
  [businessTypes.projectExpert]: { zh: '专家评估', en: 'Expert evaluation' },
  [businessTypes.ccerOffsetSync]: { zh: '抵销同步申请', en: 'Offset sync request' },
  [businessTypes.infoColumn]: { zh: '栏目', en: 'Column' },
  [businessTypes.infoRelease]: { zh: '信息发布', en: 'Information release' },
  [businessTypes.infoBanner]: { zh: '轮播图', en: 'Banner' },
  [businessTypes.methodology]: { zh: '方法学', en: 'Methodology' },
  [businessTypes.dailyData]: { zh: '日报数据', en: 'Daily data' },
  [businessTypes.exchangeMessage]: { zh: '交易系统报文', en: 'Exchange message' },
  [businessTypes.nationalBinding]: { zh: '账户绑定', en: 'National registry binding' },
  ccerFreeze: { zh: '持有量冻结', en: 'Holding freeze' },
  ccerOffsetRule: { zh: '抵销规则', en: 'Offset rule' },
  customer: { zh: '企业账户', en: 'Company account' },
  company: { zh: '企业信息', en: 'Company details' },
  operator: { zh: '操作员', en: 'Operator' },
  'org-account': { zh: '机构账户', en: 'Organisation account' },
  'public-account': { zh: '公众账户', en: 'Public account' },
  role: { zh: '角色', en: 'Role' },
  'sys-param': { zh: '系统参数', en: 'System parameter' },
  'trade-calendar': { zh: '交易日历', en: 'Trade calendar' },
  'time-slice': { zh: '交易时段', en: 'Trading period' },
  institution: { zh: '机构设置', en: 'Institution settings' },
  'electronic-doc-type': { zh: '文档类型', en: 'Document type' },
  'electronic-business-doc': { zh: '业务文档设置', en: 'Business document setting' },
  attachment: { zh: '附件', en: 'Attachment' },
  task: { zh: '任务', en: 'Task' },
  processModel: { zh: '流程模型', en: 'Process model' },
  processDefinition: { zh: '流程定义', en: 'Process definition' },
  processInstance: { zh: '流程实例', en: 'Process instance' },
  businessProcess: { zh: '业务流程关联', en: 'Business-process association' },
};

export const businessNames: Readonly<Record<string, { zh: string; en: string }>> = {
  ...Object.fromEntries(businessProcessSeeds.map((b) => [b.businessType, { zh: b.nameZh, en: b.nameEn }])),
  ...otherBusinessNames,
};

/** A business type's name in a language; undefined for a type nobody named. */
export const declaredBusinessName = (businessType: string, lang: 'zh' | 'en' = 'zh'): string | undefined =>
  Object.hasOwn(businessNames, businessType) ? businessNames[businessType][lang] : undefined;
