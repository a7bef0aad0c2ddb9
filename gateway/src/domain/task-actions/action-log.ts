import type { Knex } from 'knex';
import type { AddSignMode, TaskActionLogRow, TaskActionName } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';

/** The task action log: one row per action a reviewer took, shown in the instance's approval history. */
export interface TaskActionEntry {
  action: TaskActionName;
  mode?: AddSignMode | null;
  task: { id: string; name: string | null; taskDefinitionKey?: string | null; processInstanceId: string | null };
  targetUsers?: string[];
  result?: 'approved' | 'returned' | null;
  opinion?: string | null;
  attachmentIds?: string[];
  /** When the action was taken (before the engine call that created the next task), default now. */
  at?: Date;
}

export async function recordTaskAction(db: Knex, op: Operator, e: TaskActionEntry): Promise<string> {
  const [row] = await db('task_action')
    .insert({
      action: e.action,
      mode: e.mode ?? null,
      task_id: e.task.id,
      task_name: e.task.name,
      activity_id: e.task.taskDefinitionKey ?? null,
      process_instance_id: e.task.processInstanceId,
      operator_id: op.operatorId ?? null,
      operator_login: op.loginName,
      operator_name: op.operatorName ?? null,
      target_users: JSON.stringify(e.targetUsers ?? []),
      result: e.result ?? null,
      opinion: e.opinion || null,
      attachment_ids: JSON.stringify(e.attachmentIds ?? []),
      ...(e.at ? { created_at: e.at } : {}),
    })
    .returning('id');
  return String(row.id);
}

interface TaskActionDbRow {
  id: string | number;
  action: TaskActionName;
  mode: AddSignMode | null;
  task_id: string;
  task_name: string | null;
  operator_login: string;
  operator_name: string | null;
  target_users: string[];
  result: string | null;
  opinion: string | null;
  attachment_ids: string[];
  created_at: Date;
}

/** Every action on an instance's tasks, oldest first (indexed by process_instance_id, created_at). */
export async function actionsOfInstance(db: Knex, processInstanceId: string): Promise<TaskActionLogRow[]> {
  const rows: TaskActionDbRow[] = await db('task_action').where({ process_instance_id: processInstanceId }).orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(1000);
  return rows.map((r) => ({
    id: String(r.id),
    action: r.action,
    mode: r.mode,
    taskId: r.task_id,
    taskName: r.task_name,
    operator: r.operator_login,
    operatorName: r.operator_name,
    targetUsers: r.target_users ?? [],
    result: r.result === 'approved' || r.result === 'returned' ? r.result : null,
    opinion: r.opinion,
    attachmentIds: r.attachment_ids ?? [],
    time: r.created_at.toISOString(),
  }));
}
