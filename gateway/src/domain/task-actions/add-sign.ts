import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TaskActionResult, TaskAddSignBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineTask } from '../../engine/types.ts';
import { AppError } from '../../errors.ts';
import { addOpinion, claimIfFree, holdTaskToMove, requireAttachments } from './common.ts';
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
  const task = await holdTaskToMove(app, op, body.taskId);
  const targets = await requireTargets(app.db, op, body.targetUsers);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  await claimIfFree(app, op, task);
  await addOpinion(app, task.id, body.opinion);
  const entry = {
    action: 'addSign' as const,
    mode: body.mode,
    task,
    targetUsers: targets,
    result: body.mode === 'after' ? ('approved' as const) : null,
    opinion: body.opinion,
    attachmentIds,
  };
  if (body.mode === 'after') {
    await app.engine.setAssignee(task.id, targets[0]);
    await recordTaskAction(app.db, op, entry);
  } else {
    // recorded BEFORE the subtasks exist: a decision on the task asks the engine for open subtasks
    // only when this row is there (addSignOf), so no subtask may exist without it
    const actionId = await recordTaskAction(app.db, op, entry);
    let created = 0;
    try {
      for (const user of targets) {
        await app.engine.createTask({ id: randomUUID(), name: task.name ?? task.taskDefinitionKey, description: `addSign:${body.mode}`, assignee: user, owner: op.loginName, parentTaskId: task.id });
        created++;
      }
    } catch (e) {
      // no signer was added: the add-sign did not happen, and the history does not show it
      if (created === 0) await app.db('task_action').where({ id: actionId }).delete();
      throw e;
    }
  }
  return { action: 'addSign', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}

type Decision = { approved?: boolean; opinion?: string };

const resultOf = (d: Decision) => (d.approved === undefined ? null : d.approved ? ('approved' as const) : ('returned' as const));

export function openSubtasks(app: FastifyInstance, parentTaskId: string): Promise<EngineTask[]> {
  return app.engine.queryTasks({ parentTaskId }, { maxResults: 100 });
}

/** The newest add-sign of a task. */
export type AddSignRecord = { mode: string | null; at: Date };

/**
 * The add-sign last recorded on a task (its newest addSign row; indexed by task_id, action), null
 * when signers were never added to it. Signers are added only by addSign, which records the row
 * before it creates their subtasks: without the row, the task has no subtask.
 */
export async function addSignOf(app: FastifyInstance, taskId: string): Promise<AddSignRecord | null> {
  const row = await app.db('task_action').where({ task_id: taskId, action: 'addSign' }).orderBy('id', 'desc').first('mode', 'created_at');
  return row ? { mode: row.mode, at: row.created_at } : null;
}

/**
 * Before a parent task completes: with open subtasks, a parallel add-sign keeps the assignee's
 * decision ('pending'); any other mode refuses (400). The engine is asked for open subtasks only
 * when signers were ever added (`signed`, read by the caller or here): the common approval makes
 * one indexed query instead of an engine call.
 */
export async function holdForSigners(app: FastifyInstance, op: Operator, task: EngineTask, decision: Decision, signed?: AddSignRecord | null): Promise<'proceed' | 'pending'> {
  const last = signed === undefined ? await addSignOf(app, task.id) : signed;
  if (!last) return 'proceed';
  const open = await openSubtasks(app, task.id);
  if (open.length === 0) return 'proceed';
  if (last.mode !== 'parallel') throw new AppError(400, 'BAD_REQUEST', 'taskActionOpenSubtasks');
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
  const signed = await addSignOf(app, parent.id);
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
