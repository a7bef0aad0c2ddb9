import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { engineIdList } from './ids.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { functionCodes } from './access.ts';
import { businessTypes, processKeys } from './workflow.ts';
import { PROCESS_KEY_MAX, processKey } from './models.ts';
import { provinceOpenKeys } from './union-province.ts';

/**
 * Business-process association (业务流程关联, registry spec §3 "business name, process key,
 * associated or not, status (hang up or active), version, association time"; /system/process/business
 * and businessInstance = version management). The gateway starts a business's process through this
 * association, never through a key written in code.
 */

/** The businesses that start approval chains; seeded on every start (names kept in step, associations kept). */
export interface BusinessProcessSeed {
  businessType: string;
  nameZh: string;
  nameEn: string;
  /** The business's function code, where the spec names one. */
  funcCode: string | null;
  /** The process it starts when first seeded; null until a process exists for it. */
  processKey: string | null;
  sort: number;
}

export const businessProcessSeeds: readonly BusinessProcessSeed[] = [
  { businessType: businessTypes.projectApply, nameZh: '项目申请', nameEn: 'Project application', funcCode: functionCodes.projectAdd, processKey: processKeys.projectPubApply, sort: 10 },
  { businessType: businessTypes.certifiedApply, nameZh: '减排量（核证）申请', nameEn: 'Reduction (certified) application', funcCode: functionCodes.certifiedAdd, processKey: processKeys.certifiedApply, sort: 20 },
  { businessType: 'projectRecall', nameZh: '项目撤回', nameEn: 'Project recall', funcCode: functionCodes.projectAdd, processKey: null, sort: 30 },
  { businessType: 'projectRegister', nameZh: '项目登记', nameEn: 'Project registration', funcCode: '072', processKey: null, sort: 40 },
  { businessType: 'certifiedRegister', nameZh: '减排量登记', nameEn: 'Reduction registration', funcCode: '074', processKey: null, sort: 50 },
  { businessType: 'expertAppoint', nameZh: '专家指派', nameEn: 'Expert appointment', funcCode: null, processKey: null, sort: 60 },
  { businessType: businessTypes.projectCancel, nameZh: '项目注销', nameEn: 'Project cancellation', funcCode: functionCodes.projectCancel, processKey: processKeys.projectLogout, sort: 70 },
  { businessType: businessTypes.certifiedCancel, nameZh: '核证减排量撤回', nameEn: 'Reduction withdrawal', funcCode: functionCodes.certifiedCancel, processKey: processKeys.certifiedCancel, sort: 75 },
  { businessType: businessTypes.certifiedIssue, nameZh: '减排量签发', nameEn: 'Reduction issuance', funcCode: functionCodes.issueApply, processKey: processKeys.issuedConfirm, sort: 80 },
  { businessType: businessTypes.accountOpen, nameZh: '开户申请', nameEn: 'Account opening', funcCode: functionCodes.companyOpen, processKey: processKeys.accountOpen, sort: 90 },
  { businessType: 'accountChange', nameZh: '账户变更', nameEn: 'Account change', funcCode: functionCodes.companyEdit, processKey: 'ccerAccountChange', sort: 100 },
  { businessType: businessTypes.ccerTransfer, nameZh: '账户间划转', nameEn: 'Transfer between accounts', funcCode: functionCodes.holdingTransfer, processKey: processKeys.transferConfirm, sort: 105 },
  { businessType: 'holdingsTransfer', nameZh: '持有量划转', nameEn: 'Holdings transfer', funcCode: null, processKey: null, sort: 110 },
  { businessType: 'ccerAccountTransfer', nameZh: '账户划转（承继、强制执行）', nameEn: 'Account transfer (succession, enforcement)', funcCode: functionCodes.accountTransfer, processKey: 'ccerAccountTransfer', sort: 115 },
  { businessType: businessTypes.ccerOffset, nameZh: '抵销（注销）申请', nameEn: 'Offset (cancellation) application', funcCode: functionCodes.offsetApply, processKey: processKeys.offset, sort: 120 },
  { businessType: businessTypes.ccerOffsetPrint, nameZh: '抵销凭证打印申请', nameEn: 'Offset voucher print request', funcCode: functionCodes.voucherPrint, processKey: processKeys.offsetPrint, sort: 130 },
  { businessType: businessTypes.ccerMisconduct, nameZh: '不良行为记录措施', nameEn: 'Bad-behaviour measures', funcCode: functionCodes.misconductRecord, processKey: processKeys.misconduct, sort: 135 },
  { businessType: businessTypes.methodologyCollect, nameZh: '方法学征集', nameEn: 'Methodology proposal', funcCode: functionCodes.methodology, processKey: processKeys.methodologyCollect, sort: 137 },
  { businessType: businessTypes.clearingBatch, nameZh: '清算', nameEn: 'Clearing', funcCode: functionCodes.clearingManage, processKey: processKeys.clearing, sort: 138 },
  { businessType: provinceOpenKeys.businessType, nameZh: '省级管理员开户申请', nameEn: 'Provincial administrator application', funcCode: functionCodes.provinceOpen, processKey: provinceOpenKeys.processKey, sort: 140 },
];

/** 激活 / 挂起: a hung-up business starts no new process; running instances go on. */
export const businessProcessStatuses = ['active', 'suspended'] as const;
export type BusinessProcessStatus = (typeof businessProcessStatuses)[number];

const businessType = z
  .string()
  .trim()
  .min(1)
  .max(64, { error: token('maxLength', 64) });
const rowVersion = z.number().int().positive().optional();
const definitionVersionNumber = z.number({ error: token('positiveInteger') }).int({ error: token('positiveInteger') }).positive({ error: token('positiveInteger') });
const definitionVersion = numeric(definitionVersionNumber);

export const businessProcessListQuery = pageQuerySchema.extend({
  businessName: z.string().trim().max(100).optional(),
  processKey: z.string().trim().max(PROCESS_KEY_MAX).optional(),
  /** '1' associated, '0' not. */
  associated: z.enum(['0', '1']).optional(),
  status: z.enum(businessProcessStatuses).optional(),
});
export type BusinessProcessListQuery = z.infer<typeof businessProcessListQuery>;

export const businessProcessRowSchema = z.object({
  businessType: z.string(),
  /** In the request's language. */
  businessName: z.string(),
  funcCode: z.string().nullable(),
  processKey: z.string().nullable(),
  associated: z.boolean(),
  status: z.enum(businessProcessStatuses),
  /** The process's name (latest deployed definition); null when not associated or not deployed. */
  processName: z.string().nullable(),
  /** The pinned definition; null = the latest version starts. */
  processDefinitionId: z.string().nullable(),
  pinnedVersion: z.number().int().nullable(),
  /** The latest deployed version of the key (null when the key is no longer deployed). */
  latestVersion: z.number().int().nullable(),
  associatedAt: z.string().nullable(),
  associatedBy: z.string().nullable(),
  /** Optimistic version of the row. */
  version: z.number().int(),
});
export type BusinessProcessRow = z.infer<typeof businessProcessRowSchema>;

/** 关联: a deployed process key and, optionally, one of its versions (absent = always the latest). */
export const businessAssociateBody = z.object({
  businessType,
  processKey,
  processVersion: numeric(definitionVersionNumber.optional()),
  version: rowVersion,
});
export type BusinessAssociateBody = z.infer<typeof businessAssociateBody>;

/** 挂起 / 激活. */
export const businessStatusBody = z.object({ businessType, version: rowVersion });
export type BusinessStatusBody = z.infer<typeof businessStatusBody>;

/** A deployed process (latest version) offered by the association dialog. */
export const deployedProcessSchema = z.object({ processKey: z.string(), name: z.string().nullable(), latestVersion: z.number().int() });
export type DeployedProcess = z.infer<typeof deployedProcessSchema>;

export const definitionVersionsQuery = z.object({ processKey });

/** One version of a key (版本管理) with its running instances. */
export const definitionVersionRowSchema = z.object({
  id: z.string(),
  processKey: z.string(),
  name: z.string().nullable(),
  version: z.number().int(),
  deploymentId: z.string(),
  deploymentTime: z.string().nullable(),
  /** Running (active and hung-up) instances of this version. */
  instances: z.number().int(),
  suspended: z.boolean(),
  latest: z.boolean(),
});
export type DefinitionVersionRow = z.infer<typeof definitionVersionRowSchema>;

/** 实例迁移: every (or the selected) running instance of one version to another version of the same key. */
export const definitionMigrateBody = z.object({
  processKey,
  sourceVersion: definitionVersion,
  targetVersion: definitionVersion,
  processInstanceIds: engineIdList(1000).optional(),
});
export type DefinitionMigrateBody = z.infer<typeof definitionMigrateBody>;

export const definitionMigrateResultSchema = z.object({
  migrated: z.number().int(),
  sourceDefinitionId: z.string(),
  targetDefinitionId: z.string(),
});
export type DefinitionMigrateResult = z.infer<typeof definitionMigrateResultSchema>;
