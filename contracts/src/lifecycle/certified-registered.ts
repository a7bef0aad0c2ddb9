import { z } from 'zod';
import { token } from '../messages.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { certifiedRowSchema } from '../certified-apply.ts';
import { modifyExplanation } from '../project-apply.ts';
import { cancelFlags, registeredProjectStatuses } from './project.ts';
import {
  cancelApplyBodyFor,
  cancelLifecycleFor,
  cancelListQueryFor,
  cancelRowSchemaFor,
  cancelStatusNameOf,
  projectChangeLogRowSchema,
  registeredListQueryFor,
  registeredStatusNames,
  stopBodyFor,
  type ProjectChangeLogRow,
} from './registered.ts';

/**
 * Registered reductions (certified_info, issue 11; registry spec §2 Certification area: manage/edit, insideEdit, stop,
 * query, cancel): the registry's edit of a registered reduction's descriptive fields with a change log (080), stop and
 * resume (077), and the withdrawal (核证减排量撤回, 082) of registered reductions, audited by the registry in
 * processes/certified/ccerCertifiedCancel.bpmn. The flags are the registered project's: status 0 normal / 1 stopped,
 * cancelFlag 0 active / 1 withdrawn for ever. Only an active, not stopped reduction is issuable.
 */

const uuid = () => z.string().uuid();
const flag = z.enum(['0', '1']);

export const certifiedInfoStatuses = registeredProjectStatuses;
export const certifiedInfoCancelFlags = cancelFlags;

/** 正常 / 已暂停, as the registered project's. */
export const certifiedInfoStatusNames = registeredStatusNames;
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

export const certifiedInfoListQuery = registeredListQueryFor('registrationNo', {
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

export const certifiedStopBody = stopBodyFor('certifiedInfoId');
export type CertifiedStopBody = z.infer<typeof certifiedStopBody>;

// ---- withdrawal (核证减排量撤回, ccerCertifiedCancel, 082) ------------------------------------------------------------

export const certifiedWithdrawStatuses = {
  pending: { code: '01', zh: '撤回审核中', en: 'Under audit' },
  approved: { code: '02', zh: '已撤回', en: 'Withdrawn' },
  rejected: { code: '03', zh: '撤回驳回', en: 'Rejected' },
} as const;

export const certifiedCancelApplyBody = cancelApplyBodyFor('certifiedInfoId');
export type CertifiedCancelApplyBody = z.infer<typeof certifiedCancelApplyBody>;

export const certifiedCancelListQuery = cancelListQueryFor('registrationNo', { certifiedInfoId: z.string().uuid().optional() });
export type CertifiedCancelListQuery = z.infer<typeof certifiedCancelListQuery>;

export const certifiedCancelRowSchema = cancelRowSchemaFor({
  certifiedInfoId: z.string(),
  registrationNo: z.string(),
  registeredNum: z.number(),
  projectName: z.string(),
});
export type CertifiedCancelRow = z.infer<typeof certifiedCancelRowSchema>;

export const certifiedWithdrawStatusName = cancelStatusNameOf(certifiedWithdrawStatuses);

/**
 * The withdrawal's lifecycle: one audit step by the registry (withdrawAudit in ccerCertifiedCancel.bpmn, function 082);
 * the worker certified-cancel-result writes the outcome (02 withdrawn for ever, or 03 rejected). My Tasks opens the
 * task on /certified/cancel/audit?kind=withdrawal (workflowType certifiedLogoutManage).
 */
export const certifiedCancelLifecycle = cancelLifecycleFor({
  area: 'certified',
  businessType: businessTypes.certifiedCancel,
  processKey: processKeys.certifiedCancel,
  statuses: certifiedWithdrawStatuses,
  step: {
    taskKey: 'withdrawAudit', workflowType: 'certifiedLogoutManage', call: '/certified-manage/cancelCertified-audit', funcCode: '082',
    page: '/certified/cancel/audit?kind=withdrawal', zh: '减排量撤回审核', en: 'Withdrawal audit',
  },
});

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
