import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { CcRow, TaskActionResult, TaskCcBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { loadVisibleTask } from '../tasks.ts';
import { addOpinion, requireAttachments } from './common.ts';
import { recordTaskAction } from './action-log.ts';
import { requireTargets } from './targets.ts';
import { pageAndCount } from '../page-and-count.ts';

/**
 * 抄送: other operators are told about a task (they read it; they do not act on it). The copy
 * keeps the names it needs so the "抄送我的" list is one indexed query, without engine calls.
 */
export async function ccTask(app: FastifyInstance, op: Operator, body: TaskCcBody): Promise<TaskActionResult> {
  const task = await loadVisibleTask(app, op, body.taskId);
  const targets = await requireTargets(app.db, op, body.targetUsers);
  const attachmentIds = await requireAttachments(app, task.id, body.attachmentIds);
  const [meta, [instance]] = await Promise.all([
    task.processDefinitionId ? app.processMeta.get(task.processDefinitionId) : Promise.resolve(null),
    task.processInstanceId ? app.engine.processInstances({ processInstanceIds: task.processInstanceId }) : Promise.resolve([]),
  ]);
  await addOpinion(app, task.id, body.opinion);
  await app.db('task_cc').insert(
    targets.map((to) => ({
      task_id: task.id,
      task_name: task.name ?? task.taskDefinitionKey,
      process_instance_id: task.processInstanceId,
      process_definition_id: task.processDefinitionId,
      process_name: meta?.name ?? null,
      business_key: instance?.businessKey ?? null,
      from_login: op.loginName,
      from_name: op.operatorName ?? null,
      to_login: to,
      opinion: body.opinion || null,
    })),
  );
  await recordTaskAction(app.db, op, { action: 'cc', task, targetUsers: targets, opinion: body.opinion, attachmentIds });
  return { action: 'cc', taskId: task.id, processInstanceId: task.processInstanceId, nextTaskId: task.id, instanceEnded: false };
}

/** One page of the copies sent to an operator, newest first (index to_login, created_at). */
export async function ccList(db: Knex, loginName: string, q: { pageNumber: number; pageSize: number; unreadOnly?: boolean }): Promise<{ rows: CcRow[]; total: number }> {
  const base = db('task_cc').where({ to_login: loginName });
  if (q.unreadOnly) base.whereNull('read_at');
  const { rows, total } = await pageAndCount(base.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]), q);
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      taskId: r.task_id,
      taskName: r.task_name,
      processInstanceId: r.process_instance_id,
      processName: r.process_name,
      businessKey: r.business_key,
      fromLogin: r.from_login,
      fromName: r.from_name,
      opinion: r.opinion,
      read: r.read_at !== null,
      createdAt: (r.created_at as Date).toISOString(),
    })),
    total,
  };
}

/** Marks copies read; only the operator's own copies are touched. Returns how many changed. */
export async function markCcRead(db: Knex, loginName: string, ids: string[]): Promise<number> {
  const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
  if (numeric.length === 0) return 0;
  return db('task_cc').where({ to_login: loginName }).whereIn('id', numeric).whereNull('read_at').update({ read_at: db.fn.now() });
}
