import { z } from 'zod';
import { engineId } from './ids.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { workflowTypes } from './workflow.ts';
import { instanceDetailSchema, instanceRowSchema, instanceStatuses } from './instances.ts';

/**
 * 已办任务, 我的申请, 企业申请 (registry spec §2 /system/process) and the open-task counts per
 * workflowType shown above My Tasks. Every list takes `workflowType` so a route param can pre-filter it.
 */

/** 已办任务: historic tasks the operator completed, newest end first. */
export const doneListQuery = pageQuerySchema.extend({
  workflowType: z.enum(workflowTypes).optional(),
  taskName: z.string().trim().max(100, { error: token('maxLength', 100) }).optional(),
  businessName: z.string().trim().max(256, { error: token('maxLength', 256) }).optional(),
});
export type DoneListQuery = z.infer<typeof doneListQuery>;

export const doneTaskRowSchema = z.object({
  taskId: z.string(),
  taskName: z.string(),
  processName: z.string().nullable(),
  /** Null for an added signer's subtask (加签): a standalone engine task outside any instance. */
  processInstanceId: z.string().nullable(),
  businessKey: z.string().nullable(),
  businessName: z.string().nullable(),
  workflowType: z.string().nullable(),
  /** The task's function code (its definition's area: 056 the certification's), as My Tasks carries it. */
  funcCode: z.string().nullable().optional(),
  /** The decision the operator took (同意 / 退回); null for a task without one. */
  result: z.enum(['approved', 'returned']).nullable(),
  opinion: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type DoneTaskRow = z.infer<typeof doneTaskRowSchema>;

const requiredId = engineId();

export const doneDetailQuery = z.object({ taskId: requiredId });
export const doneDetailSchema = z.object({ task: doneTaskRowSchema, detail: instanceDetailSchema });
export type DoneDetail = z.infer<typeof doneDetailSchema>;

/** 我的申请 / 企业申请: process instances started by the operator, or by anyone of its company. */
export const processApplyListQuery = pageQuerySchema.extend({
  workflowType: z.enum(workflowTypes).optional(),
  processName: z.string().trim().max(100, { error: token('maxLength', 100) }).optional(),
  status: z.enum(instanceStatuses).optional(),
});
export type ProcessApplyListQuery = z.infer<typeof processApplyListQuery>;

/** An open step of a running instance: the task and who holds it (null while unclaimed). */
export const currentStepSchema = z.object({ taskId: z.string(), name: z.string(), assignee: z.string().nullable() });
export type CurrentStep = z.infer<typeof currentStepSchema>;

export const processApplyRowSchema = instanceRowSchema.extend({
  workflowType: z.string().nullable(),
  currentSteps: z.array(currentStepSchema),
});
export type ProcessApplyRow = z.infer<typeof processApplyRowSchema>;

export const processApplyDetailQuery = z.object({ processInstanceId: requiredId });

/** Open tasks of the operator (assigned or claimable) per workflowType, for the filter above My Tasks. */
export const taskCountByTypeSchema = z.object({
  total: z.number().int(),
  byType: z.array(z.object({ workflowType: z.string(), count: z.number().int() })),
});
export type TaskCountByType = z.infer<typeof taskCountByTypeSchema>;
