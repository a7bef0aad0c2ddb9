import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { text } from '../validation/shared-helpers.ts';
import { applyFormSchema, applyRowSchema, modifyExplanation } from '../project-apply.ts';
import { cancelFlags, projectCancelStatuses, registeredProjectStatuses } from './project.ts';
import type { LifecycleDeclaration, StepDeclaration } from './types.ts';
import { documentFileIds } from '../electronic-documents.ts';

/**
 * After registration (registry spec §2 Project area: manage, insideEdit, stop, query, logout, logoutManage;
 * §7 project-list, apply-info, apply-info-edit-file, cancelProject-*, abort-apply, delete-apply): the registered
 * projects, the registry's edits with their change log, stop and resume, cancellation (注销), and the owner's
 * abort and delete of an application.
 */

const reason = text(1, 2000, 'lengthBetween');
const uuid = () => z.string().uuid();
const flag = z.enum(['0', '1']);

// ---- builders both areas declare their registered rows with (the project's; the certification's registered
// reductions, certified-registered.ts): the same rules, each area naming its row's id and number fields ----------

/** `{ [key]: schema }` with the key's own type (an area's field name). */
const keyed = <K extends string, T extends z.ZodType>(key: K, schema: T) => ({ [key]: schema }) as { [P in K]: T };

/** The list of registered rows: by project name, the area's number (`numberField`), status and cancellation flag. */
export const registeredListQueryFor = <K extends string, E extends z.ZodRawShape = {}>(numberField: K, extra: E = {} as E) =>
  pageQuerySchema.extend({
    projectName: z.string().trim().max(256).optional(),
    ...keyed(numberField, z.string().trim().max(32).optional()),
    /** 0 normal, 1 stopped. */
    status: flag.optional(),
    /** 0 active, 1 cancelled (withdrawn). */
    cancelFlag: flag.optional(),
    ...extra,
  });

/** 暂停 / 恢复 of a registered row named by `idField`, with the reason the operation log keeps. */
export const stopBodyFor = <K extends string>(idField: K) =>
  z.object({
    ...keyed(idField, uuid()),
    action: z.enum(['stop', 'resume']),
    reason,
  });

/** The statuses of a cancellation (01 under audit, 02 approved, 03 rejected) as every area codes them. */
export const cancelStatusCodes = ['01', '02', '03'] as const;
type CancelStatusCode = (typeof cancelStatusCodes)[number];
type CancelStatuses = Record<'pending' | 'approved' | 'rejected', { code: CancelStatusCode; zh: string; en: string }>;

/** Asking to cancel the registered row named by `idField`: the reason and the materials. */
export const cancelApplyBodyFor = <K extends string>(idField: K) => z.object({ ...keyed(idField, uuid()), reason, fileIds: documentFileIds });

/** The cancellations, one page: by project name, the area's number, status and id, and the area's `extra` filters. */
export const cancelListQueryFor = <K extends string, E extends z.ZodRawShape = {}>(numberField: K, extra: E = {} as E) =>
  pageQuerySchema.extend({
    projectName: z.string().trim().max(256).optional(),
    ...keyed(numberField, z.string().trim().max(32).optional()),
    status: z.enum(cancelStatusCodes).optional(),
    id: z.string().uuid().optional(),
    ...extra,
  });

/** A cancellation's row: the area's `subject` (the registered row's id, number and name) between its number and its owner. */
export const cancelRowSchemaFor = <S extends z.ZodRawShape>(subject: S) =>
  z.object({
    id: z.string(),
    applyNo: z.string(),
    ...subject,
    owner: z.string().nullable(),
    reason: z.string(),
    /** owner or registry. */
    initiatedBy: z.string(),
    applicantName: z.string().nullable(),
    status: z.enum(cancelStatusCodes),
    statusName: z.string(),
    opinion: z.string().nullable(),
    processInstanceId: z.string().nullable(),
    /** The open audit task the caller may complete (the registry's, while under audit), else null. */
    taskId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

/** A cancellation status's name in the language asked (the code itself when unknown). */
export const cancelStatusNameOf = (statuses: CancelStatuses) => (code: string, lang: 'zh' | 'en') =>
  Object.values(statuses).find((s) => s.code === code)?.[lang] ?? code;

/**
 * A cancellation's lifecycle: one audit step by the registry (01 under audit; 02 approved, for ever; 03 rejected), whose
 * outcome the area's worker writes.
 */
export function cancelLifecycleFor(d: {
  area: string;
  businessType: string;
  processKey: string;
  statuses: CancelStatuses;
  step: Pick<StepDeclaration, 'taskKey' | 'workflowType' | 'call' | 'funcCode' | 'page' | 'zh' | 'en'>;
}): LifecycleDeclaration<CancelStatusCode> {
  const { pending, approved, rejected } = d.statuses;
  return {
    area: d.area,
    businessType: d.businessType,
    processKey: d.processKey,
    statuses: {
      '01': { zh: pending.zh, en: pending.en },
      '02': { zh: approved.zh, en: approved.en, final: true },
      '03': { zh: rejected.zh, en: rejected.en, final: true },
    },
    steps: [{ ...d.step, role: 'registry', activeStatus: '01', approved: '02', returned: '03', documents: [] }],
    transitions: { '02': ['01'], '03': ['01'] },
    tabs: [{ key: 'all', zh: '全部', en: 'All', statuses: ['01', '02', '03'] }],
  };
}

// ---- registered projects (project-list) ------------------------------------------------------------------

/** The reduction application's search asks for cancelFlag 0 and status 0. */
export const projectListQuery = registeredListQueryFor('projectCode');
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const projectListRowSchema = z.object({
  projectInfoId: z.string(),
  applyId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  /** The project type (industry field) code and its name in the language asked. */
  type: z.string().nullable(),
  typeName: z.string().nullable(),
  province: z.string().nullable(),
  provinceName: z.string().nullable(),
  /** The project owner (the applying company). */
  owner: z.string().nullable(),
  registrationTime: z.string(),
  status: flag,
  statusName: z.string(),
  cancelFlag: flag,
  cancelFlagName: z.string(),
  stopReason: z.string().nullable(),
  /** A cancellation of the project is under audit. */
  cancelPending: z.boolean(),
});
export type ProjectListRow = z.infer<typeof projectListRowSchema>;

export const registeredStatusNames: Record<'0' | '1', { zh: string; en: string }> = {
  [registeredProjectStatuses.normal]: { zh: '正常', en: 'Normal' },
  [registeredProjectStatuses.stopped]: { zh: '已暂停', en: 'Stopped' },
};
export const cancelFlagNames: Record<'0' | '1', { zh: string; en: string }> = {
  [cancelFlags.active]: { zh: '未注销', en: 'Active' },
  [cancelFlags.cancelled]: { zh: '已注销', en: 'Cancelled' },
};

// ---- one application with its project, documents and change log (apply-info) ----------------------------

export const applyInfoQuery = z.object({ id: uuid() });

export const projectChangeLogRowSchema = z.object({
  id: z.string(),
  paramId: z.string(),
  paramName: z.string(),
  beforeValue: z.string().nullable(),
  currentValue: z.string().nullable(),
  updParamDetail: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectChangeLogRow = z.infer<typeof projectChangeLogRowSchema>;

export const applyDocumentSchema = z.object({
  fileId: z.string(),
  typeNo: z.string(),
  typeName: z.string().nullable(),
  fileName: z.string(),
  /** The stored path (GET /api/file/download/single filePath). */
  path: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ApplyDocument = z.infer<typeof applyDocumentSchema>;

export const registeredProjectSchema = z.object({
  projectInfoId: z.string(),
  /** Managers only (operators without a company); null for representatives. */
  projectCode: z.string().nullable(),
  registrationTime: z.string().nullable(),
  status: flag,
  cancelFlag: flag,
  stopReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

export const applyInfoSchema = z.object({
  apply: applyRowSchema,
  /** The registered project, once registered. */
  project: registeredProjectSchema.nullable(),
  documents: z.array(applyDocumentSchema),
  changeLog: z.array(projectChangeLogRowSchema),
});
export type ApplyInfo = z.infer<typeof applyInfoSchema>;

// ---- the registry's edit of a registered project (apply-info-edit-file, /project/insideEdit) --------------

/** Labels of the application's fields: the change log's paramName (zh) and the web's English (one list with the refusals'). */
export { applyFieldLabels } from '../area-messages/project-lifecycle-labels.ts';

/**
 * The changed fields (each validated by the application's own rule; unknown fields refused; '' clears an
 * optional field) and the explanation the change log keeps with every one of them.
 */
export const applyInfoEditBody = z.object({
  id: uuid(),
  changes: applyFormSchema.partial().strict(),
  modifyExplanation,
});
export type ApplyInfoEditBody = z.infer<typeof applyInfoEditBody>;

// ---- stop and resume (/project/stop, 076) -----------------------------------------------------------------

export const projectStopBody = stopBodyFor('projectInfoId');
export type ProjectStopBody = z.infer<typeof projectStopBody>;

// ---- cancellation (注销, ccerProjectLogout) -----------------------------------------------------------------

export const cancelApplyBody = cancelApplyBodyFor('projectInfoId');
export type CancelApplyBody = z.infer<typeof cancelApplyBody>;

export const cancelListQuery = cancelListQueryFor('projectCode');
export type CancelListQuery = z.infer<typeof cancelListQuery>;

export const cancelRowSchema = cancelRowSchemaFor({
  projectInfoId: z.string(),
  applyId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
});
export type CancelRow = z.infer<typeof cancelRowSchema>;

export const cancelStatusName = cancelStatusNameOf(projectCancelStatuses);

/**
 * The cancellation's lifecycle: one audit step by the registry (logoutAudit in ccerProjectLogout.bpmn); the
 * worker project-cancel-result writes the outcome (02 cancelled for ever, or 03 rejected).
 */
export const projectCancelLifecycle = cancelLifecycleFor({
  area: 'project',
  businessType: businessTypes.projectCancel,
  processKey: processKeys.projectLogout,
  statuses: projectCancelStatuses,
  step: { taskKey: 'logoutAudit', workflowType: 'projectLogoutManage', call: '/projectmanage/cancelProject-audit', funcCode: '081', page: '/project/logoutManage/detail', zh: '项目注销审核', en: 'Cancellation audit' },
});

// ---- the owner's abort and delete -------------------------------------------------------------------------

export const abortApplyBody = z.object({ id: uuid(), reason });
export type AbortApplyBody = z.infer<typeof abortApplyBody>;

export const deleteApplyBody = z.object({ id: uuid() });
export type DeleteApplyBody = z.infer<typeof deleteApplyBody>;
