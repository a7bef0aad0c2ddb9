import { z } from 'zod';
import { flag } from './validation/input-values.ts';
import { engineId } from './ids.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { taskAttachmentType, BYTES_PER_MB } from './attachments.ts';

/**
 * Task actions (registry spec §4 "Approval actions", "Task actions"): return to the previous step,
 * reject to the starter, transfer, delegate/resolve, carbon copy, add-sign and revoke. Each takes
 * an opinion and the ids of attachments uploaded to the task beforehand.
 */
export const taskActionNames = [
  'return',
  'reject',
  'transfer',
  'delegate',
  'resolve',
  'cc',
  'addSign',
  'sign',
  'revoke',
  'complete',
] as const;
export type TaskActionName = (typeof taskActionNames)[number];

export const addSignModes = ['before', 'after', 'parallel'] as const;
export type AddSignMode = (typeof addSignModes)[number];

const opinion = z.string().trim().max(2000, { error: token('maxLength', 2000) });
const attachmentIds = z.array(engineId()).max(20, { error: token('taskActionTooManyAttachments', 20) }).default([]);
const loginName = z.string({ error: token('taskActionTargetRequired') }).trim().min(1, { error: token('taskActionTargetRequired') }).max(64);

/** Return / reject / revoke: the opinion is required (the auditor must say why). */
export const taskActionOpinionBody = z.object({
  taskId: engineId(),
  opinion: z
    .string({ error: token('taskActionOpinionRequired') })
    .trim()
    .min(1, { error: token('taskActionOpinionRequired') })
    .max(2000, { error: token('maxLength', 2000) }),
  attachmentIds,
});
export type TaskActionOpinionBody = z.infer<typeof taskActionOpinionBody>;

/** Transfer (转办) and delegate (委派): one target operator. */
export const taskActionTargetBody = z.object({
  taskId: engineId(),
  targetUser: loginName,
  opinion: opinion.optional(),
  attachmentIds,
});
export type TaskActionTargetBody = z.infer<typeof taskActionTargetBody>;

/** Resolve (归还) a delegated task to its owner. */
export const taskResolveBody = z.object({ taskId: engineId(), opinion: opinion.optional(), attachmentIds });
export type TaskResolveBody = z.infer<typeof taskResolveBody>;

/** Carbon copy (抄送) to one or more operators. */
export const taskCcBody = z.object({
  taskId: engineId(),
  targetUsers: z.array(loginName).min(1, { error: token('taskActionTargetRequired') }).max(50),
  opinion: opinion.optional(),
  attachmentIds,
});
export type TaskCcBody = z.infer<typeof taskCcBody>;

/** Add-sign (加签): before, after (exactly one user) or parallel. */
export const taskAddSignBody = z
  .object({
    taskId: engineId(),
    mode: z.enum(addSignModes, { error: token('taskActionAddSignModeRequired') }),
    targetUsers: z.array(loginName).min(1, { error: token('taskActionTargetRequired') }).max(20),
    opinion: opinion.optional(),
    attachmentIds,
  })
  .refine((b) => b.mode !== 'after' || b.targetUsers.length === 1, { path: ['targetUsers'], error: token('taskActionAfterSignOneUser') });
export type TaskAddSignBody = z.infer<typeof taskAddSignBody>;

/** Revoke (撤回): the id of the task the operator completed. */
export const taskRevokeBody = z.object({ taskId: engineId(), opinion: opinion.optional() });
export type TaskRevokeBody = z.infer<typeof taskRevokeBody>;

/** What an action did: the new task (if any), whether the instance ended. */
export const taskActionResultSchema = z.object({
  action: z.enum(taskActionNames),
  taskId: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  /** The open task the action produced (the previous step, the starter's task, the revoked task). */
  nextTaskId: z.string().nullable(),
  /** Reject without a starter's task ends the instance. */
  instanceEnded: z.boolean(),
  /** Parallel add-sign: the assignee's decision waits for the added signers. */
  pending: z.boolean().optional(),
});
export type TaskActionResult = z.infer<typeof taskActionResultSchema>;

export const taskAttachmentSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  taskId: z.string().nullable(),
  type: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

export const taskAttachmentListQuery = z.object({ taskId: engineId() });
/** The upload's multipart text fields (the file comes beside them). */
export const taskAttachmentUploadFields = z.object({ taskId: engineId() });
export const taskAttachmentDownloadQuery = z.object({ taskId: engineId(), attachmentId: engineId() });
/** Largest attachment accepted by the upload call (its kinds: taskAttachmentType). */
export const taskAttachmentMaxBytes = taskAttachmentType.maxSize * BYTES_PER_MB;

/** The operator picker for transfer, delegate, cc and add-sign targets. */
export const operatorPickQuery = pageQuerySchema.extend({ keyword: z.string().trim().max(64).optional() });
export const operatorPickRowSchema = z.object({ loginName: z.string(), operatorName: z.string().nullable(), operatorType: z.string() });
export type OperatorPickRow = z.infer<typeof operatorPickRowSchema>;

/** 抄送我的: the carbon copies sent to the signed-in operator. */
export const ccListQuery = pageQuerySchema.extend({
  // a search form's select sends 'true'
  unreadOnly: flag.optional(),
});
export const ccRowSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  taskName: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  processName: z.string().nullable(),
  businessKey: z.string().nullable(),
  fromLogin: z.string(),
  fromName: z.string().nullable(),
  opinion: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type CcRow = z.infer<typeof ccRowSchema>;
export const ccReadBody = z.object({ ids: z.array(z.string().min(1)).min(1).max(200) });

/** One row of the task action log, as the instance's approval history shows it. */
export const taskActionLogRowSchema = z.object({
  id: z.string(),
  action: z.enum(taskActionNames),
  mode: z.enum(addSignModes).nullable(),
  taskId: z.string(),
  taskName: z.string().nullable(),
  operator: z.string(),
  operatorName: z.string().nullable(),
  targetUsers: z.array(z.string()),
  /** A signature's decision (sign rows). */
  result: z.enum(['approved', 'returned']).nullable(),
  opinion: z.string().nullable(),
  attachmentIds: z.array(z.string()),
  time: z.string(),
});
export type TaskActionLogRow = z.infer<typeof taskActionLogRowSchema>;
