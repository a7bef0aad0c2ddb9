import type { FastifyInstance } from 'fastify';
import type { TaskActionResult, TaskActionTargetBody, TaskResolveBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { loadVisibleTask } from '../tasks.ts';
import { addOpinion, claimIfFree, holdTask, requireAttachments } from './common.ts';
import { recordTaskAction } from './action-log.ts';
import { requireTargets } from './targets.ts';

/** The actions that hand a task to someone else without moving the instance. */

/** 转办: the task's assignee becomes the target; the operator is done with it. */
export function transferTask(app: FastifyInstance, op: Operator, body: TaskActionTargetBody): Promise<TaskActionResult> {
  return handOver(app, op, body, 'transfer', (taskId, target) => app.engine.setAssignee(taskId, target));
}

/** 委派: the engine keeps the operator as owner; the delegate works on it and resolves it back. */
export function delegateTask(app: FastifyInstance, op: Operator, body: TaskActionTargetBody): Promise<TaskActionResult> {
  return handOver(app, op, body, 'delegate', (taskId, target) => app.engine.delegate(taskId, target));
}

/** Transfer and delegate differ only in the engine call that gives the task to the target. */
async function handOver(
  app: FastifyInstance,
  op: Operator,
  body: TaskActionTargetBody,
  action: 'transfer' | 'delegate',
  give: (taskId: string, target: string) => Promise<void>,
): Promise<TaskActionResult> {
  const task = await holdTask(app, op, body.taskId);
  const [target] = await requireTargets(app.db, op, [body.targetUser]);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  await give(task.id, target);
  await recordTaskAction(app.db, op, { action, task, targetUsers: [target], opinion: body.opinion, attachmentIds });
  return { action, taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}

/** 归还: the delegate gives the task back to its owner, who then completes it. */
export async function resolveTask(app: FastifyInstance, op: Operator, body: TaskResolveBody): Promise<TaskActionResult> {
  const task = await loadVisibleTask(app, op, body.taskId);
  if (task.assignee !== op.loginName || task.delegationState !== 'PENDING') throw new AppError(400, 'BAD_REQUEST', 'taskActionNotDelegated');
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await addOpinion(app, task.id, body.opinion);
  await app.engine.resolve(task.id);
  await recordTaskAction(app.db, op, { action: 'resolve', task, targetUsers: task.owner ? [task.owner] : [], opinion: body.opinion, attachmentIds });
  return { action: 'resolve', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}
