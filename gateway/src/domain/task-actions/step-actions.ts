import type { FastifyInstance } from 'fastify';
import type { TaskActionOpinionBody, TaskActionResult, TaskRevokeBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../errors.ts';
import { returnApplyToDraft } from '../../routes/project/instance-ended.ts';
import { endInstanceWith } from '../instance-end.ts';
import { addOpinion, claimIfFree, holdTaskToMove, newTaskAt, refuseOutsideItsBusiness, requireAttachments } from './common.ts';
import { recordTaskAction } from './action-log.ts';
import { firstUserTaskAfterStart, lastAssigneeOf, previousUserTask, revokeCheck } from './step-rules.ts';

/**
 * The actions that move an instance between steps with process-instance modification
 * (start before the target step, cancel the current one): the cancelled task stays in the
 * engine's history as cancelled, the action and its opinion in the task action log.
 */

/** 退回上一步: back to the user task completed before this one, given to whoever did it. */
export async function returnToPrevious(app: FastifyInstance, op: Operator, body: TaskActionOpinionBody): Promise<TaskActionResult> {
  const task = await holdTaskToMove(app, op, body.taskId);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  const activities = await app.engine.historicActivities(task.processInstanceId);
  const previous = previousUserTask(activities, task.id);
  if (!previous) throw new AppError(400, 'BAD_REQUEST', 'taskActionNoPreviousStep');
  const current = activities.find((a) => a.taskId === task.id)!;
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  const at = new Date();
  await app.engine.modifyProcessInstance(
    task.processInstanceId,
    [{ type: 'startBeforeActivity', activityId: previous.activityId }, { type: 'cancel', activityInstanceId: current.id }],
    `return: ${body.opinion}`,
  );
  const next = await newTaskAt(app, task.processInstanceId, previous.activityId);
  if (next && !next.assignee && previous.assignee) await app.engine.setAssignee(next.id, previous.assignee);
  await recordTaskAction(app.db, op, { action: 'return', at, task, targetUsers: previous.assignee ? [previous.assignee] : [], opinion: body.opinion, attachmentIds });
  return { action: 'return', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: next?.id ?? null, instanceEnded: false };
}

/**
 * 驳回至发起人: back to the first user task after the start event (the applicant's step), given to
 * whoever did it last. A process without one — or rejected at that very step — has nowhere to
 * go back to, so the instance is ended with delete reason "驳回：<opinion>" and the business
 * record (a project application) returns to draft, as when an administrator ends it.
 */
export async function rejectToStarter(app: FastifyInstance, op: Operator, body: TaskActionOpinionBody): Promise<TaskActionResult> {
  const task = await holdTaskToMove(app, op, body.taskId);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  const [instance, xml, activities] = await Promise.all([
    app.engine.historicProcessInstance(task.processInstanceId),
    app.engine.processDefinitionXml(task.processDefinitionId),
    app.engine.historicActivities(task.processInstanceId),
  ]);
  const first = firstUserTaskAfterStart(xml.bpmn20Xml, instance.processDefinitionKey);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  const result = { action: 'reject' as const, taskId: task.id, processInstanceId: task.processInstanceId };
  if (!first || first === task.taskDefinitionKey) {
    const reason = `驳回：${body.opinion}`;
    const at = new Date();
    // the action and the application's return to draft commit with the end command (domain/instance-end.ts)
    const { ended } = await endInstanceWith(app, { id: task.processInstanceId, processDefinitionKey: instance.processDefinitionKey }, reason, async (trx) => {
      await recordTaskAction(trx, op, { action: 'reject', at, task, opinion: body.opinion, attachmentIds });
      await returnApplyToDraft(trx, task.processInstanceId, reason);
    });
    return { ...result, nextTaskId: null, instanceEnded: ended.endTime !== null };
  }
  const current = activities.find((a) => a.taskId === task.id)!;
  const at = new Date();
  await app.engine.modifyProcessInstance(
    task.processInstanceId,
    [{ type: 'startBeforeActivity', activityId: first }, { type: 'cancel', activityInstanceId: current.id }],
    `reject: ${body.opinion}`,
  );
  const next = await newTaskAt(app, task.processInstanceId, first);
  const starter = lastAssigneeOf(activities, first);
  if (next && !next.assignee && starter) await app.engine.setAssignee(next.id, starter);
  await recordTaskAction(app.db, op, { action: 'reject', at, task, targetUsers: starter ? [starter] : [], opinion: body.opinion, attachmentIds });
  return { ...result, nextTaskId: next?.id ?? null, instanceEnded: false };
}

/**
 * 撤回: the operator takes back a task they completed while the next step is still untouched
 * (no later task claimed or completed): the open next tasks are cancelled and the revoked
 * step starts again, assigned to the operator.
 */
export async function revokeTask(app: FastifyInstance, op: Operator, body: TaskRevokeBody): Promise<TaskActionResult> {
  const [done] = await app.engine.historicTasks({ taskId: body.taskId });
  if (!done || !done.processInstanceId) throw notFound('taskNotFound');
  if (done.assignee !== op.loginName) throw new AppError(409, 'CONFLICT', 'taskActionRevokeNotYours');
  refuseOutsideItsBusiness(done.processDefinitionId);
  if (!done.endTime || done.deleteReason !== 'completed') throw new AppError(409, 'CONFLICT', 'taskActionRevokeTooLate');
  const [instance, instanceTasks, activities] = await Promise.all([
    app.engine.historicProcessInstance(done.processInstanceId),
    app.engine.historicTasks({ processInstanceId: done.processInstanceId }),
    app.engine.historicActivities(done.processInstanceId),
  ]);
  if (instance.state !== 'ACTIVE') throw new AppError(409, 'CONFLICT', 'taskActionRevokeEnded');
  const check = revokeCheck(done, instanceTasks);
  if (!check.ok) throw new AppError(409, 'CONFLICT', check.reason);
  const next = new Set(check.nextTaskIds);
  const cancel = activities.filter((a) => a.taskId && next.has(a.taskId) && !a.endTime).map((a) => ({ type: 'cancel' as const, activityInstanceId: a.id }));
  if (cancel.length !== next.size) throw new AppError(409, 'CONFLICT', 'taskActionRevokeTooLate');
  const at = new Date();
  await app.engine.modifyProcessInstance(done.processInstanceId, [{ type: 'startBeforeActivity', activityId: done.taskDefinitionKey }, ...cancel], `revoke: ${done.id}`);
  const again = await newTaskAt(app, done.processInstanceId, done.taskDefinitionKey);
  if (again) await app.engine.setAssignee(again.id, op.loginName);
  if (again) await addOpinion(app, again.id, body.opinion);
  await recordTaskAction(app.db, op, {
    action: 'revoke',
    at,
    task: { id: done.id, name: done.name, taskDefinitionKey: done.taskDefinitionKey, processInstanceId: done.processInstanceId },
    opinion: body.opinion,
  });
  return { action: 'revoke', taskId: done.id, processInstanceId: done.processInstanceId, nextTaskId: again?.id ?? null, instanceEnded: false };
}
