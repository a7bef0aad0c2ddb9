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
export async function transferTask(app: FastifyInstance, op: Operator, body: TaskActionTargetBody): Promise<TaskActionResult> {
  const task = await holdTask(app, op, body.taskId);
  const [target] = await requireTargets(app.db, op, [body.targetUser]);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  await app.engine.setAssignee(task.id, target);
  await recordTaskAction(app.db, op, { action: 'transfer', task, targetUsers: [target], opinion: body.opinion, attachmentIds });
  return { action: 'transfer', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}

/** 委派: the engine keeps the operator as owner; the delegate works on it and resolves it back. */
export async function delegateTask(app: FastifyInstance, op: Operator, body: TaskActionTargetBody): Promise<TaskActionResult> {
  const task = await holdTask(app, op, body.taskId);
  const [target] = await requireTargets(app.db, op, [body.targetUser]);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  await app.engine.delegate(task.id, target);
  await recordTaskAction(app.db, op, { action: 'delegate', task, targetUsers: [target], opinion: body.opinion, attachmentIds });
  return { action: 'delegate', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
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
