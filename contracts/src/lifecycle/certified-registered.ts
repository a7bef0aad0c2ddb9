import { z } from 'zod';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { text } from '../validation/shared-helpers.ts';
import { documentFileIds } from '../electronic-documents.ts';
import { certifiedRowSchema } from '../certified-apply.ts';
import { modifyExplanation } from '../project-apply.ts';
import { cancelFlags, registeredProjectStatuses } from './project.ts';
import { projectChangeLogRowSchema, type ProjectChangeLogRow } from './registered.ts';
import type { LifecycleDeclaration } from './types.ts';

/**
 * Registered reductions (certified_info, issue 11; registry spec §2 Certification area: manage/edit, insideEdit, stop,
 * query, cancel): the registry's edit of a registered reduction's descriptive fields with a change log (080), stop and
 * resume (077), and the withdrawal (核证减排量撤回, 082) of registered reductions, audited by the registry in
 * processes/certified/ccerCertifiedCancel.bpmn. The flags are the registered project's: status 0 normal / 1 stopped,
 * cancelFlag 0 active / 1 withdrawn for ever. Only an active, not stopped reduction is issuable.
 */

const reason = text(1, 2000, 'lengthBetween');
const uuid = () => z.string({ error: token('required') }).uuid();
const flag = z.enum(['0', '1']);

export const certifiedInfoStatuses = registeredProjectStatuses;
export const certifiedInfoCancelFlags = cancelFlags;

export const certifiedInfoStatusNames: Record<'0' | '1', { zh: string; en: string }> = {
  '0': { zh: '正常', en: 'Normal' },
  '1': { zh: '已暂停', en: 'Stopped' },
};
export const certifiedInfoCancelFlagNames: Record<'0' | '1', { zh: string; en: string }> = {
  '0': { zh: '未撤回', en: 'Active' },
  '1': { zh: '已撤回', en: 'Withdrawn' },
};

/** Issuance (a later issue) takes a registered reduction only when it is neither stopped nor withdrawn. */
export const isIssuable = (r: { status: string; cancelFlag: string }) => r.status === certifiedInfoStatuses.normal && r.cancelFlag === certifiedInfoCancelFlags.active;

/** The calls after a reduction's registration (the project's names under /api/certified-manage/). */
export const certifiedRegisteredPaths = {
  list: '/api/certified-manage/certified-list',
  info: '/api/certified-manage/certified-info',
  edit: '/api/certified-manage/certified-info-edit',
  stop: '/api/certified-manage/stop',
  cancelApply: '/api/certified-manage/cancelCertified-apply',
  cancelList: '/api/certified-manage/cancelCertified-list',
  cancelAudit: '/api/certified-manage/cancelCertified-audit',
} as const;

// ---- registered reductions (certified-list) -----------------------------------------------------------------------

export const certifiedInfoListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  registrationNo: z.string().trim().max(32).optional(),
  /** 0 normal, 1 stopped. */
  status: flag.optional(),
  /** 0 active, 1 withdrawn. */
  cancelFlag: flag.optional(),
  id: z.string().uuid().optional(),
  /** The reduction-volume application it was registered from (/certified/manage's 编辑). */
  applyId: z.string().uuid().optional(),
});
export type CertifiedInfoListQuery = z.infer<typeof certifiedInfoListQuery>;

const vintageRow = z.object({ year: z.number(), quantity: z.number() });

export const certifiedInfoRowSchema = z.object({
  /** certified_info.id: the registered reduction. */
  id: z.string(),
  /** The reduction-volume application it was registered from. */
  applyId: z.string(),
  applyNo: z.string(),
  registrationNo: z.string(),
  registrationTime: z.string(),
  projectInfoId: z.string(),
  projectCode: z.string().nullable(),
  projectName: z.string(),
  /** The project owner (the applying company). */
  owner: z.string().nullable(),
  regAppStartDate: z.string().nullable(),
  regAppEndDate: z.string().nullable(),
  registeredNum: z.number(),
  vintages: z.array(vintageRow),
  status: flag,
  statusName: z.string(),
  cancelFlag: flag,
  cancelFlagName: z.string(),
  stopReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** A withdrawal of it is under audit. */
  withdrawPending: z.boolean(),
  /** Neither stopped nor withdrawn: issuance may take it. */
  issuable: z.boolean(),
});
export type CertifiedInfoRow = z.infer<typeof certifiedInfoRowSchema>;

// ---- the registry's edit (certified-info-edit, /certified/insideEdit) ---------------------------------------------

/**
 * The fields of a registered reduction the registry may edit: descriptive ones only. The quantities, vintages, period,
 * project and verification body are what issuance relies on; they never change after registration.
 */
export const certifiedEditableFields = ['countryId', 'ccerUnitTypeName', 'initialCommitmentPeriod', 'applicableCommitmentPeriod', 'archiveCode', 'remarkDesc'] as const;
export type CertifiedEditableField = (typeof certifiedEditableFields)[number];

/** Labels of the editable fields: the change log's paramName (zh) and the web's English. */
export const certifiedFieldLabels: Record<CertifiedEditableField, { zh: string; en: string }> = {
  countryId: { zh: '国家', en: 'Country' },
  ccerUnitTypeName: { zh: 'CCER单位类型', en: 'CCER unit type' },
  initialCommitmentPeriod: { zh: '初始承诺期', en: 'Initial commitment period' },
  applicableCommitmentPeriod: { zh: '适用承诺期', en: 'Applicable commitment period' },
  archiveCode: { zh: '备案编号', en: 'Archive code' },
  remarkDesc: { zh: '备注', en: 'Remark' },
};

const editable = (max: number) => z.string().trim().max(max, { error: token('lengthBetween', 1, max) });

/** The changed fields ('' clears one) and the explanation the change log keeps with each of them. */
export const certifiedInfoEditBody = z.object({
  id: uuid(),
  changes: z
    .object({
      countryId: editable(12),
      ccerUnitTypeName: editable(64),
      initialCommitmentPeriod: editable(32),
      applicableCommitmentPeriod: editable(32),
      archiveCode: editable(32),
      remarkDesc: editable(2000),
    })
    .partial()
    .strict(),
  modifyExplanation,
});
export type CertifiedInfoEditBody = z.infer<typeof certifiedInfoEditBody>;

// ---- stop and resume (/certified/stop, 077) -----------------------------------------------------------------------

export const certifiedStopBody = z.object({
  certifiedInfoId: uuid(),
  action: z.enum(['stop', 'resume'], { error: token('required') }),
  reason,
});
export type CertifiedStopBody = z.infer<typeof certifiedStopBody>;

// ---- withdrawal (核证减排量撤回, ccerCertifiedCancel, 082) ------------------------------------------------------------

export const certifiedWithdrawStatuses = {
  pending: { code: '01', zh: '撤回审核中', en: 'Under audit' },
  approved: { code: '02', zh: '已撤回', en: 'Withdrawn' },
  rejected: { code: '03', zh: '撤回驳回', en: 'Rejected' },
} as const;
const withdrawStatusCodes = ['01', '02', '03'] as const;

export const certifiedCancelApplyBody = z.object({
  certifiedInfoId: uuid(),
  reason,
  fileIds: documentFileIds,
});
export type CertifiedCancelApplyBody = z.infer<typeof certifiedCancelApplyBody>;

export const certifiedCancelListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  registrationNo: z.string().trim().max(32).optional(),
  status: z.enum(withdrawStatusCodes).optional(),
  id: z.string().uuid().optional(),
  certifiedInfoId: z.string().uuid().optional(),
});
export type CertifiedCancelListQuery = z.infer<typeof certifiedCancelListQuery>;

export const certifiedCancelRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  certifiedInfoId: z.string(),
  registrationNo: z.string(),
  registeredNum: z.number(),
  projectName: z.string(),
  owner: z.string().nullable(),
  reason: z.string(),
  /** owner or registry. */
  initiatedBy: z.string(),
  applicantName: z.string().nullable(),
  status: z.enum(withdrawStatusCodes),
  statusName: z.string(),
  opinion: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  /** The open audit task the caller may complete (the registry's, while under audit), else null. */
  taskId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CertifiedCancelRow = z.infer<typeof certifiedCancelRowSchema>;

export const certifiedWithdrawStatusName = (code: string, lang: 'zh' | 'en') =>
  Object.values(certifiedWithdrawStatuses).find((s) => s.code === code)?.[lang] ?? code;

/**
 * The withdrawal's lifecycle: one audit step by the registry (withdrawAudit in ccerCertifiedCancel.bpmn, function 082);
 * the worker certified-cancel-result writes the outcome (02 withdrawn for ever, or 03 rejected). My Tasks opens the
 * task on /certified/cancel/audit?kind=withdrawal (workflowType certifiedLogoutManage).
 */
export const certifiedCancelLifecycle: LifecycleDeclaration<'01' | '02' | '03'> = {
  area: 'certified',
  businessType: businessTypes.certifiedCancel,
  processKey: processKeys.certifiedCancel,
  statuses: {
    '01': { zh: certifiedWithdrawStatuses.pending.zh, en: certifiedWithdrawStatuses.pending.en },
    '02': { zh: certifiedWithdrawStatuses.approved.zh, en: certifiedWithdrawStatuses.approved.en, final: true },
    '03': { zh: certifiedWithdrawStatuses.rejected.zh, en: certifiedWithdrawStatuses.rejected.en, final: true },
  },
  steps: [
    {
      taskKey: 'withdrawAudit', workflowType: 'certifiedLogoutManage', role: 'registry', call: '/certified-manage/cancelCertified-audit', funcCode: '082',
      activeStatus: '01', approved: '02', returned: '03', documents: [], page: '/certified/cancel/audit?kind=withdrawal', zh: '减排量撤回审核', en: 'Withdrawal audit',
    },
  ],
  transitions: { '02': ['01'], '03': ['01'] },
  tabs: [{ key: 'all', zh: '全部', en: 'All', statuses: ['01', '02', '03'] }],
};

// ---- one registered reduction (certified-info) --------------------------------------------------------------------

export const certifiedInfoQuery = z.object({ id: uuid() });

export const certifiedInfoSchema = z.object({
  info: certifiedInfoRowSchema,
  /** The application it was registered from, with its fields and verification report. */
  apply: certifiedRowSchema,
  changeLog: z.array(projectChangeLogRowSchema),
  withdrawals: z.array(certifiedCancelRowSchema),
});
export type CertifiedInfo = z.infer<typeof certifiedInfoSchema>;
export type CertifiedChangeLogRow = ProjectChangeLogRow;
