import { z } from 'zod';
import { engineId, optionalEngineId } from './ids.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { workflowTypes } from './workflow.ts';

/** My Tasks: the signed-in operator's assigned tasks and the unassigned tasks of its candidate groups. */
export const taskListQuery = pageQuerySchema.extend({
  workflowType: z.enum(workflowTypes).optional(),
  taskName: z.string().trim().max(100).optional(),
  businessName: z.string().trim().max(256).optional(),
  /** One task (the 办理 page /system/process/myDeal opens a task by its id). */
  taskId: optionalEngineId(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

export const taskRowSchema = z.object({
  taskId: z.string(),
  taskName: z.string(),
  processName: z.string().nullable(),
  processDefinitionId: z.string(),
  processInstanceId: z.string(),
  businessKey: z.string().nullable(),
  businessName: z.string().nullable(),
  workflowType: z.string().nullable(),
  funcCode: z.string().nullable(),
  assignee: z.string().nullable(),
  created: z.string(),
  due: z.string().nullable(),
  /** The due date has passed (by the gateway's clock). */
  overdue: z.boolean(),
  /** An added signer's subtask (加签): the task it belongs to. */
  parentTaskId: z.string().nullable().optional(),
  /** PENDING while delegated (委派) to the assignee, who resolves (归还) it to the owner. */
  delegationState: z.string().nullable().optional(),
  owner: z.string().nullable().optional(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

export const taskIdBody = z.object({ taskId: engineId() });

/** A decision on a task: agree, or return with an opinion (required when returning). */
export const taskCompleteBody = z
  .object({
    taskId: engineId(),
    approved: z.boolean(),
    opinion: z.string().trim().max(2000, { error: token('maxLength', 2000) }).optional(),
  })
  .refine((b) => b.approved || (b.opinion ?? '').length > 0, { path: ['opinion'], error: token('opinionRequired') });
export type TaskCompleteBody = z.infer<typeof taskCompleteBody>;
