import { z } from 'zod';
import { engineId } from './ids.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { addSignModes, taskActionNames } from './task-actions.ts';

/** Process instances (流程实例, registry spec §4): running, suspended (挂起) or completed. */
export const instanceStatuses = ['running', 'suspended', 'completed'] as const;
export type InstanceStatus = (typeof instanceStatuses)[number];

export const instanceListQuery = pageQuerySchema.extend({
  processName: z.string().trim().max(100).optional(),
  businessKey: z.string().trim().max(64).optional(),
  status: z.enum(instanceStatuses).optional(),
  /** Login name of the starter (the `initiator` variable). */
  starter: z.string().trim().max(64).optional(),
});
export type InstanceListQuery = z.infer<typeof instanceListQuery>;

export const instanceRowSchema = z.object({
  id: z.string(),
  processName: z.string().nullable(),
  processKey: z.string(),
  version: z.number().int().nullable(),
  businessKey: z.string().nullable(),
  businessName: z.string().nullable(),
  starter: z.string().nullable(),
  /** The starter's name (null when no operator holds the login). */
  starterName: z.string().nullable(),
  status: z.enum(instanceStatuses),
  /** Completed by an administrator's end (or by the engine), not by reaching an end event. */
  terminated: z.boolean(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** The end reason (delete reason) of a terminated instance. */
  remark: z.string().nullable(),
});
export type InstanceRow = z.infer<typeof instanceRowSchema>;

export const instanceIdQuery = z.object({ id: engineId() });
export const instanceIdBody = instanceIdQuery;

export const instanceEndBody = z.object({
  id: engineId(),
  reason: z
    .string({ error: token('endReasonRequired') })
    .trim()
    .min(1, { error: token('endReasonRequired') })
    .max(500, { error: token('maxLength', 500) }),
});
export type InstanceEndBody = z.infer<typeof instanceEndBody>;

/** One completed or open user task of the instance, with the decision taken on it. */
export const approvalHistoryRowSchema = z.object({
  taskId: z.string(),
  stepName: z.string(),
  activityId: z.string(),
  assignee: z.string().nullable(),
  /** 同意 / 退回 as `approved` / `returned`; null while open or when the task took no decision. */
  result: z.enum(['approved', 'returned']).nullable(),
  opinion: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** A task action row (退回, 驳回, 转办, 委派, 归还, 抄送, 加签, 签署, 撤回): the action log's entry. */
  action: z.enum(taskActionNames).nullable().optional(),
  mode: z.enum(addSignModes).nullable().optional(),
  /** Who the action went to (transfer, delegate, cc, add-sign, the step returned to). */
  targetUsers: z.array(z.string()).optional(),
  /** Engine attachment ids of the task, uploaded with the action. */
  attachmentIds: z.array(z.string()).optional(),
});
export type ApprovalHistoryRow = z.infer<typeof approvalHistoryRowSchema>;

export const instanceVariableSchema = z.object({ name: z.string(), type: z.string(), value: z.string().nullable() });
export type InstanceVariable = z.infer<typeof instanceVariableSchema>;

export const instanceDetailSchema = z.object({
  instance: instanceRowSchema,
  /** The definition's BPMN 2.0 XML, for the viewer. */
  bpmnXml: z.string(),
  activities: z.object({
    completed: z.array(z.string()),
    active: z.array(z.string()),
    incidents: z.array(z.object({ activityId: z.string(), message: z.string().nullable(), type: z.string() })),
  }),
  history: z.array(approvalHistoryRowSchema),
  /** The names of the people the detail names by login (starter, assignees, action targets). */
  people: z.record(z.string(), z.string()),
  variables: z.array(instanceVariableSchema),
  /** The business record: its page is taskRoute(workflowType, funcCode)?id=businessKey (funcCode: the definition's, 056 the certification's). */
  business: z.object({ workflowType: z.string().nullable(), funcCode: z.string().nullable().optional(), businessKey: z.string().nullable(), businessName: z.string().nullable() }),
});
export type InstanceDetail = z.infer<typeof instanceDetailSchema>;
