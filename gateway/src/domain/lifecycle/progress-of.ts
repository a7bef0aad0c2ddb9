import type { FastifyInstance } from 'fastify';
import type { Lang } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { progressNodes, type Chain } from './progress-nodes.ts';
import { decisionsByActivityInstance } from '../../routes/process/instance-view.ts';
import { STARTER_VARIABLE } from '../../routes/process/instance-detail.ts';

/**
 * What the lifecycle areas' progress calls share (apply-process, apply-task of the project and certification areas):
 * the row is read and its access checked by the area; these ask the engine.
 */

/** The progress along a chain: the instance's history in two engine calls made together, whatever its length. */
export async function progressAlong<S extends string>(app: FastifyInstance, lang: Lang, apply: { id: string; status: S; process_instance_id: string | null }, chain: Chain) {
  const instanceId = apply.process_instance_id;
  const [activities, updates] = instanceId ? await Promise.all([app.engine.historicActivities(instanceId), app.engine.historicVariableUpdates(instanceId)]) : [[], []];
  const starter = updates.find((u) => u.variableName === STARTER_VARIABLE)?.value;
  const nodes = progressNodes(chain, activities, decisionsByActivityInstance(updates), lang, typeof starter === 'string' ? starter : null);
  return { applyId: apply.id, status: apply.status, processInstanceId: instanceId, nodes };
}

/** The caller's open task of an instance (of these workflowTypes), as the step pages open it; null when none. */
export async function openTaskOf(app: FastifyInstance, op: Operator, processInstanceId: string | null, workflowTypes?: readonly string[]) {
  if (!processInstanceId) return null;
  // the tasks the caller may act on (the engine's assignee and candidate groups), as loadVisibleTask sees them
  const groups = op.groups.length > 0 ? { candidateGroups: op.groups, includeAssignedTasks: true } : {};
  const tasks = await app.engine.queryTasks({ processInstanceId, orQueries: [{ assignee: op.loginName, ...groups }] }, { maxResults: 50 });
  for (const task of tasks) {
    if (task.parentTaskId) continue;
    const workflowType = (await app.processMeta.get(task.processDefinitionId)).tasks[task.taskDefinitionKey]?.workflowType ?? null;
    if (workflowTypes && !workflowTypes.includes(workflowType as never)) continue;
    // of the experts' parallel tasks, the caller's own
    if (task.assignee && task.assignee !== op.loginName && tasks.some((t) => t.assignee === op.loginName)) continue;
    return { taskId: task.id, taskKey: task.taskDefinitionKey, workflowType, assignee: task.assignee, name: task.name };
  }
  return null;
}
