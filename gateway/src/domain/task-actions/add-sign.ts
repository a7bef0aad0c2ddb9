import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TaskActionResult, TaskAddSignBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineTask } from '../../engine/types.ts';
import { AppError } from '../../errors.ts';
import { addOpinion, claimIfFree, holdTask, requireAttachments } from './common.ts';
import { recordTaskAction } from './action-log.ts';
import { requireTargets } from './targets.ts';

/**
 * 加签 (add signers). Camunda 7 has no add-sign, so it is built on engine subtasks (a task with
 * parentTaskId, no execution): they sit in the added users' inbox and the engine keeps them in
 * its history; the gateway refuses to complete a parent whose subtasks are open.
 * - before (前加签): the added users sign first; the assignee completes the task after them.
 * - parallel (并行加签): the added users and the assignee sign at the same time; the assignee's
 *   decision, given while subtasks are open, is kept and the task completes with it when the
 *   last added user has signed.
 * - after (后加签): the assignee agrees now (opinion kept) and the task passes to the one added
 *   user, whose completion moves the process on.
 */
export async function addSign(app: FastifyInstance, op: Operator, body: TaskAddSignBody): Promise<TaskActionResult> {
  const task = await holdTask(app, op, body.taskId);
  const targets = await requireTargets(app.db, op, body.targetUsers);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  if (body.mode === 'after') {
    await app.engine.setAssignee(task.id, targets[0]);
  } else {
    for (const user of targets) {
      await app.engine.createTask({ id: randomUUID(), name: task.name ?? task.taskDefinitionKey, description: `addSign:${body.mode}`, assignee: user, owner: op.loginName, parentTaskId: task.id });
    }
  }
  await recordTaskAction(app.db, op, {
    action: 'addSign',
    mode: body.mode,
    task,
    targetUsers: targets,
    result: body.mode === 'after' ? 'approved' : null,
    opinion: body.opinion,
    attachmentIds,
  });
  return { action: 'addSign', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}

type Decision = { approved?: boolean; opinion?: string };

const resultOf = (d: Decision) => (d.approved === undefined ? null : d.approved ? ('approved' as const) : ('returned' as const));

export function openSubtasks(app: FastifyInstance, parentTaskId: string): Promise<EngineTask[]> {
  return app.engine.queryTasks({ parentTaskId }, { maxResults: 100 });
}

/** The add-sign mode last used on a task (its newest addSign row). */
async function addSignModeOf(app: FastifyInstance, taskId: string): Promise<{ mode: string | null; at: Date } | null> {
  const row = await app.db('task_action').where({ task_id: taskId, action: 'addSign' }).orderBy('id', 'desc').first('mode', 'created_at');
  return row ? { mode: row.mode, at: row.created_at } : null;
}

/**
 * Before a parent task completes: with open subtasks, a parallel add-sign keeps the assignee's
 * decision ('pending'); any other mode refuses (400).
 */
export async function holdForSigners(app: FastifyInstance, op: Operator, task: EngineTask, decision: Decision, subtasks?: EngineTask[]): Promise<'proceed' | 'pending'> {
  const open = subtasks ?? (await openSubtasks(app, task.id));
  if (open.length === 0) return 'proceed';
  const signed = await addSignModeOf(app, task.id);
  if (signed?.mode !== 'parallel') throw new AppError(400, 'BAD_REQUEST', 'taskActionOpenSubtasks');
  await addOpinion(app, task.id, decision.opinion);
  await recordTaskAction(app.db, op, { action: 'sign', mode: 'parallel', task, result: resultOf(decision), opinion: decision.opinion });
  return 'pending';
}

/**
 * An added user signs (completes their subtask). When it was the last open one and the assignee
 * already decided (parallel add-sign), the parent completes with the assignee's decision.
 */
export async function completeSignSubtask(app: FastifyInstance, op: Operator, subtask: EngineTask, decision: Decision): Promise<void> {
  const parent = await app.engine.task(subtask.parentTaskId!);
  await addOpinion(app, subtask.id, decision.opinion);
  await app.engine.complete(subtask.id);
  await recordTaskAction(app.db, op, {
    action: 'sign',
    task: { id: subtask.id, name: subtask.name, taskDefinitionKey: parent.taskDefinitionKey, processInstanceId: parent.processInstanceId },
    targetUsers: parent.assignee ? [parent.assignee] : [],
    result: resultOf(decision),
    opinion: decision.opinion,
  });
  if ((await openSubtasks(app, parent.id)).length > 0) return;
  const signed = await addSignModeOf(app, parent.id);
  if (signed?.mode !== 'parallel') return;
  const pending = await app.db('task_action')
    .where({ task_id: parent.id, action: 'sign', mode: 'parallel' })
    .andWhere('created_at', '>=', signed.at)
    .orderBy('id', 'desc')
    .first('result', 'opinion', 'operator_id', 'operator_name', 'operator_login');
  if (!pending) return;
  await app.engine.complete(parent.id, {
    approved: pending.result === null ? undefined : pending.result === 'approved',
    opinion: pending.opinion ?? '',
    auditor: pending.operator_name ?? pending.operator_login,
    auditorId: pending.operator_id,
  });
}
