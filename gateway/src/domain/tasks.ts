import type { FastifyInstance } from 'fastify';
import type { Operator } from '../plugins/auth.ts';
import { AppError, notFound } from '../errors.ts';
import type { EngineTask, InboxQuery } from '../engine/types.ts';
import { EngineError } from '../engine/engine-client.ts';
import { addSignOf, completeSignSubtask, holdForSigners } from './task-actions/add-sign.ts';
import { toEngineVariables, type EngineVariables } from '../engine/variables.ts';

/**
 * The task actions of the inbox. The engine knows who may act (candidate groups, assignee);
 * the gateway checks the operator against it before every call.
 */
export async function loadVisibleTask(app: FastifyInstance, op: Operator, taskId: string): Promise<EngineTask> {
  // a task of the operator's groups counts even when someone else holds it, so that case answers 409
  try {
    return await app.engine.visibleTask(taskId, { assignee: op.loginName, candidateGroups: op.groups });
  } catch (e) {
    if (e instanceof EngineError && e.status === 404) throw notFound('taskNotFound');
    throw e;
  }
}

/**
 * The tasks an operator sees: assigned to them, or unassigned in one of their candidate groups.
 * In the engine inbox query's terms (My Tasks and its counts).
 */
export function inboxOf(op: Operator): Required<Pick<InboxQuery, 'assignee' | 'candidateGroups'>> {
  return { assignee: op.loginName, candidateGroups: op.groups };
}

/** The same rule as a filter of the engine's task query (a business's own open tasks). */
export function visibleTo(op: Operator) {
  const { assignee, candidateGroups } = inboxOf(op);
  return {
    orQueries: [candidateGroups.length > 0 ? { assignee, candidateGroups } : { assignee }],
  };
}

export async function claimTask(app: FastifyInstance, op: Operator, taskId: string): Promise<EngineTask> {
  const task = await loadVisibleTask(app, op, taskId);
  if (task.assignee && task.assignee !== op.loginName) throw new AppError(409, 'TASK_CLAIMED', 'taskClaimedByOther');
  if (!task.assignee) await claimOrConflict(app, taskId, op.loginName);
  return task;
}

/** Claims a task for a user; a task someone else holds (or has just claimed) answers 409. */
export async function claimOrConflict(app: FastifyInstance, taskId: string, userId: string): Promise<void> {
  await conflictIfClaimed(app.engine.claim(taskId, userId));
}

/**
 * Two reviewers claiming at the same moment: the engine lets one win; the other sees either
 * "already claimed" or an optimistic-locking failure, which both mean someone else holds it now.
 */
async function conflictIfClaimed<T>(claiming: Promise<T>): Promise<T> {
  try {
    return await claiming;
  } catch (e) {
    if (e instanceof EngineError && (e.code === 'TASK_CLAIMED' || e.engineType === 'OptimisticLockingException')) {
      throw new AppError(409, 'TASK_CLAIMED', 'taskClaimedByOther');
    }
    throw e;
  }
}

export async function unclaimTask(app: FastifyInstance, op: Operator, taskId: string): Promise<EngineTask> {
  const task = await loadVisibleTask(app, op, taskId);
  if (task.assignee !== op.loginName) throw new AppError(409, 'CONFLICT', 'taskNotAssignedToYou');
  await app.engine.unclaim(taskId);
  return task;
}

/**
 * Completes a decision task with its opinion. An unclaimed task in the operator's groups is
 * claimed first (the engine refuses if someone else got there, which answers 409).
 * `formVariables` (a task form's fields, already typed) are submitted through the task's form;
 * the decision's own variables win over a form field of the same name.
 */
export async function completeDecision(
  app: FastifyInstance,
  op: Operator,
  taskId: string,
  decision: { approved?: boolean; opinion?: string },
  expected?: { workflowType: string },
  formVariables?: EngineVariables,
): Promise<EngineTask> {
  return completeVisibleDecision(app, op, await loadVisibleTask(app, op, taskId), decision, expected, formVariables);
}

/** completeDecision for a task the caller has just loaded with loadVisibleTask (read once, not twice). */
export async function completeVisibleDecision(
  app: FastifyInstance,
  op: Operator,
  task: EngineTask,
  decision: { approved?: boolean; opinion?: string },
  expected?: { workflowType: string },
  formVariables?: EngineVariables,
  /** Variables the completion carries besides the decision (a lifecycle step's dates and deadlines). */
  stepVariables?: Record<string, unknown>,
): Promise<EngineTask> {
  const taskId = task.id;
  // an added signer's subtask (加签) has no execution: it is signed, see task-actions/add-sign.ts
  if (task.parentTaskId) {
    await completeSignSubtask(app, op, task, decision);
    return task;
  }
  if (expected) {
    const meta = await app.processMeta.get(task.processDefinitionId);
    if (meta.tasks[task.taskDefinitionKey]?.workflowType !== expected.workflowType) throw notFound('taskNotFound');
  }
  if (task.assignee && task.assignee !== op.loginName) throw new AppError(409, 'TASK_CLAIMED', 'taskClaimedByOther');
  if (task.delegationState === 'PENDING') throw new AppError(400, 'BAD_REQUEST', 'taskActionDelegatedPending');
  // a task with added signers is claimed and held for them first; the look-up is a database query (the engine is
  // asked for their subtasks only when there were any)
  const signed = await addSignOf(app, taskId);
  const claimed = Boolean(task.assignee) || signed !== null;
  if (signed) {
    if (!task.assignee) await claimOrConflict(app, taskId, op.loginName);
    if ((await holdForSigners(app, op, task, decision, signed)) === 'pending') return task;
  }
  // the opinion is a variable of the completion: the engine's history keeps it with the task's activity, where the
  // approval history reads it (routes/process/instance-view.ts); a task comment as well cost one more engine call
  const decisionVariables = {
    ...stepVariables,
    approved: decision.approved,
    opinion: decision.opinion ?? '',
    auditor: op.operatorName ?? op.loginName,
    auditorId: op.operatorId,
  };
  const variables = formVariables ? { ...formVariables, ...toEngineVariables(decisionVariables) } : toEngineVariables(decisionVariables);
  // an unclaimed task is claimed and completed in one engine transaction: never left held by a failed completion
  if (!claimed) await conflictIfClaimed(app.engine.claimAndComplete(taskId, op.loginName, variables, { form: Boolean(formVariables) }));
  else if (formVariables) await app.engine.submitTaskForm(taskId, variables);
  else await app.engine.complete(taskId, decisionVariables);
  return task;
}
