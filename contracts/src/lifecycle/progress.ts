import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { workflowTypes } from '../workflow.ts';
import { applyRowSchema } from '../project-apply.ts';
import { projectLifecycle, projectStatusCodes } from './project.ts';

/**
 * Status counts, progress nodes and the validation body's list of the project lifecycle
 * (getProjectApplyStatusCount, apply-process / process_nodes / process_nodes_recall, org-apply-list).
 */

export const projectTabKeys = projectLifecycle.tabs.map((t) => t.key) as [string, ...string[]];

/** getProjectApplyStatusCount: counts for the caller's scope, optionally narrowed like the list. */
export const statusCountQuery = z.object({
  projectName: z.string().trim().max(256).optional(),
  provinceId: z.string().trim().max(12).optional(),
});
export type StatusCountQuery = z.infer<typeof statusCountQuery>;

export const statusCountSchema = z.object({
  /** Per tab key of projectLifecycle.tabs. */
  tabs: z.record(z.string(), z.number().int()),
  /** Per status code (statuses without applications are absent). */
  statuses: z.record(z.string(), z.number().int()),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

/** One application, by its id (apply-process, process_nodes, process_nodes_recall, apply-task). */
export const applyIdBody = z.object({ id: z.string().uuid() });
export type ApplyIdBody = z.infer<typeof applyIdBody>;

export const progressStates = ['done', 'active', 'todo'] as const;
export type ProgressState = (typeof progressStates)[number];

/** A node of an application's progress: a declared step, or the 提交 / 登记 (撤回申请 / 已撤回) ends. */
export const progressNodeSchema = z.object({
  key: z.string(),
  name: z.string(),
  state: z.enum(progressStates),
  /** Who acted (login names; several experts on the evaluation). */
  assignees: z.array(z.string()),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The last completion's decision and opinion. */
  result: z.enum(['approved', 'returned']).nullable(),
  opinion: z.string().nullable(),
  /** How many times the step ran (returns make it run again). */
  rounds: z.number().int(),
});
export type ProgressNode = z.infer<typeof progressNodeSchema>;

export const progressSchema = z.object({
  applyId: z.string(),
  status: z.enum(projectStatusCodes),
  processInstanceId: z.string().nullable(),
  nodes: z.array(progressNodeSchema),
});
export type Progress = z.infer<typeof progressSchema>;
/** The progress of a row of any straight chain (offsets, print requests, bad-behaviour measures): its own statuses. */
export const chainProgressSchema = progressSchema.extend({ status: z.string() });

/** apply-task: the caller's open task of an application, optionally of some workflow types (the step pages open it). */
export const applyTaskQuery = applyIdBody.extend({ workflowTypes: z.array(z.enum(workflowTypes)).max(workflowTypes.length).optional() });
export type ApplyTaskQuery = z.infer<typeof applyTaskQuery>;
export const applyTaskSchema = z
  .object({ taskId: z.string(), taskKey: z.string(), workflowType: z.string().nullable(), assignee: z.string().nullable(), name: z.string().nullable() })
  .nullable();
export type ApplyTask = z.infer<typeof applyTaskSchema>;

/** org-apply-list: the applications a validation body is named on. */
export const orgApplyListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(projectStatusCodes).optional(),
  /** Only the overdue ones (validation more than 100 days after publicity began). */
  overdue: z.enum(['1']).optional(),
  id: z.string().uuid().optional(),
});
export type OrgApplyListQuery = z.infer<typeof orgApplyListQuery>;

/** A row of org-apply-list: the application as apply-list answers it, with the body's conclusion. */
export const orgApplyRowSchema = applyRowSchema.extend({ validationConclusion: z.string().nullable() });
export type OrgApplyRow = z.infer<typeof orgApplyRowSchema>;
