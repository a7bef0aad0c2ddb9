import type { FastifyInstance } from 'fastify';
import type { InstanceDetail } from '@ccer/contracts';
import type { HistoricProcessInstance } from '../../engine/types.ts';
import { EngineError } from '../../engine/engine-client.ts';
import { definitionFuncCode, definitionWorkflowType, parseDefinitionMeta } from '../../engine/process-meta.ts';
import { notFound } from '../../errors.ts';
import { businessOfInstances } from '../../domain/tasks/business-lookups.ts';
import { personNames } from '../../domain/operators/person-names.ts';
import { activityStates, approvalHistory, toInstanceRow, toVariables } from './instance-view.ts';
import { actionsOfInstance } from '../../domain/task-actions/action-log.ts';
import { withActionRows } from '../../domain/task-actions/history-rows.ts';

/**
 * One instance's detail (diagram, step states, approval history, variables, business), shared by
 * 流程实例, 已办任务, 我的申请 and 企业申请: each screen checks its own access, then builds it here.
 */

/** Login name of the starter: the outbox starts instances as the engine user, so the gateway passes it. */
export const STARTER_VARIABLE = 'initiator';

/** A historic instance, or 404 with the instance's own message (the engine's 404 names tasks). */
export async function loadInstance(app: FastifyInstance, id: string): Promise<HistoricProcessInstance> {
  try {
    return await app.engine.historicProcessInstance(id);
  } catch (e) {
    if (e instanceof EngineError && e.status === 404) throw notFound('instanceNotFound');
    throw e;
  }
}

/** The detail in a fixed number of calls whatever the history length. */
export async function buildInstanceDetail(app: FastifyInstance, h: HistoricProcessInstance): Promise<InstanceDetail> {
  const [xml, activities, updates, variables, incidents, business, actions] = await Promise.all([
    app.engine.processDefinitionXml(h.processDefinitionId),
    app.engine.historicActivities(h.id),
    app.engine.historicVariableUpdates(h.id),
    app.engine.historicVariables(h.id),
    app.engine.incidents(h.id),
    businessOfInstances(app.db, [h]),
    actionsOfInstance(app.db, h.id),
  ]);
  const starterValue = variables.find((v) => v.name === STARTER_VARIABLE)?.value;
  const starter = typeof starterValue === 'string' ? starterValue : null;
  const history = withActionRows(approvalHistory(activities, updates), actions);
  const people = await personNames(app.db, [starter, ...history.flatMap((r) => [r.assignee, ...(r.targetUsers ?? [])])]);
  const row = toInstanceRow(h, starter, business.get(h.id), people);
  return {
    instance: row,
    bpmnXml: xml.bpmn20Xml,
    activities: activityStates(activities, incidents),
    history,
    people: Object.fromEntries(people),
    variables: toVariables(variables),
    business: { ...businessTypeOf(h.processDefinitionKey, xml.bpmn20Xml), businessKey: row.businessKey, businessName: row.businessName },
  };
}

/** The business type of an instance: its key when it is a workflowType, else its first typed user task's. */
export function workflowTypeOf(processKey: string, xml: string): string | null {
  return businessTypeOf(processKey, xml).workflowType;
}

/** The instance's workflowType and its definition's function code (which area's pages show its record). */
function businessTypeOf(processKey: string, xml: string): { workflowType: string | null; funcCode: string | null } {
  const tasks = parseDefinitionMeta(xml).find((d) => d.key === processKey)?.tasks ?? {};
  return { workflowType: definitionWorkflowType({ key: processKey, tasks }), funcCode: definitionFuncCode({ tasks }) };
}
