import type { FastifyInstance } from 'fastify';
import { processesMovedByTheirBusiness } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineTask } from '../../engine/types.ts';
import { AppError } from '../../errors.ts';
import { claimOrConflict, loadVisibleTask } from '../tasks.ts';
import { processKeyOf } from '../lifecycle/step-route.ts';

/**
 * The task an action works on: the operator holds it, or it is unassigned in one of their groups
 * (someone else holding it answers 409). Added-signer subtasks only complete. Nothing changes
 * here: the caller checks its own rules, then takes the task with claimIfFree.
 */
export async function holdTask(app: FastifyInstance, op: Operator, taskId: string): Promise<EngineTask> {
  const task = await loadVisibleTask(app, op, taskId);
  if (task.parentTaskId) throw new AppError(400, 'BAD_REQUEST', 'taskActionNotForSubtask');
  if (task.assignee && task.assignee !== op.loginName) throw new AppError(409, 'TASK_CLAIMED', 'taskClaimedByOther');
  return task;
}

/**
 * A task to move outside its business's own calls (return, reject, add signers): held as holdTask holds it, and
 * refused on a chain that moves only through its business (processesMovedByTheirBusiness).
 */
export async function holdTaskToMove(app: FastifyInstance, op: Operator, taskId: string): Promise<EngineTask> {
  const task = await holdTask(app, op, taskId);
  refuseOutsideItsBusiness(task.processDefinitionId);
  return task;
}

/** Refuses (400) to move or end an instance of a chain that moves only through its business's own calls. */
export function refuseOutsideItsBusiness(processDefinitionKeyOrId: string | null | undefined): void {
  if (processDefinitionKeyOrId && processesMovedByTheirBusiness.has(processKeyOf(processDefinitionKeyOrId))) throw new AppError(400, 'BAD_REQUEST', 'taskActionOwnBusiness');
}

/**
 * An unassigned task is claimed by the operator right before the action (a race answers 409).
 * `task` comes from holdTask, which already checked visibility: it is not read again.
 */
export async function claimIfFree(app: FastifyInstance, op: Operator, task: EngineTask): Promise<EngineTask> {
  if (!task.assignee) await claimOrConflict(app, task.id, op.loginName);
  return { ...task, assignee: op.loginName };
}

/** The opinion goes to the engine as a task comment (kept in its history) before the action. */
export async function addOpinion(app: FastifyInstance, taskId: string, opinion: string | undefined): Promise<void> {
  if (opinion) await app.engine.addComment(taskId, opinion);
}

/** Attachment ids named by an action must be attachments of that task (uploaded to it beforehand). */
export async function requireAttachments(app: FastifyInstance, taskId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const have = new Set((await app.engine.taskAttachments(taskId)).map((a) => a.id));
  if (ids.some((id) => !have.has(id))) throw new AppError(400, 'BAD_REQUEST', 'taskActionAttachmentNotFound', [{ field: 'attachmentIds', message: 'taskActionAttachmentNotFound' }]);
  return ids;
}

/** The open task an instance modification created at an activity (the newest one). */
export async function newTaskAt(app: FastifyInstance, processInstanceId: string, activityId: string): Promise<EngineTask | null> {
  const [task] = await app.engine.queryTasks({ processInstanceId, taskDefinitionKey: activityId, sorting: [{ sortBy: 'created', sortOrder: 'desc' }] }, { maxResults: 1 });
  return task ?? null;
}
