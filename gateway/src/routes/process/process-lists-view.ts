import { statusFilter } from './instance-view.ts';
import type { CurrentStep, DoneTaskRow, ProcessApplyListQuery } from '@ccer/contracts';
import { definitionWorkflowType, type DefinitionMeta } from '../../engine/process-meta.ts';
import type { EngineTask, HistoricProcessInstanceQuery, HistoricTask } from '../../engine/types.ts';
import type { Decision } from './instance-view.ts';
import type { BusinessOfInstance } from '../../domain/tasks/business-lookups.ts';
import { likeText } from '../../domain/like-text.ts';

/** Pure mappings of 已办任务 / 我的申请 / 企业申请 (unit-tested). */

/** Who started the instance: the outbox starts it as the engine user, so the gateway passes these. */
export const INITIATOR_VARIABLE = 'initiator';
export const INITIATOR_CUST_VARIABLE = 'initiatorCustId';

/** A done-task row from its historic task, its definition's metadata, business row and decision. */
export function toDoneTaskRow(
  t: HistoricTask,
  meta: DefinitionMeta | undefined,
  business: BusinessOfInstance | undefined,
  decision: Decision | undefined,
): DoneTaskRow {
  return {
    taskId: t.id,
    taskName: t.name ?? t.taskDefinitionKey,
    processName: meta?.name ?? null,
    processInstanceId: t.processInstanceId ?? null,
    businessKey: business?.businessKey ?? null,
    businessName: business?.businessName ?? null,
    workflowType: meta?.tasks[t.taskDefinitionKey]?.workflowType ?? null,
    funcCode: meta?.tasks[t.taskDefinitionKey]?.funcCode ?? null,
    result: decision?.result ?? null,
    opinion: decision?.opinion ?? null,
    startTime: t.startTime,
    endTime: t.endTime,
    durationMs: t.duration ?? null,
  };
}

/**
 * The historic-instance query of 我的申请 (by starter) or 企业申请 (by the starter's company).
 * `processKeys` are the definitions that carry the requested workflowType (undefined: no type filter).
 */
export function applyInstanceQuery(
  by: { variable: string; value: string },
  filters: Pick<ProcessApplyListQuery, 'status' | 'processName'>,
  processKeys?: string[],
): HistoricProcessInstanceQuery {
  const query: HistoricProcessInstanceQuery = {
    ...statusFilter(filters.status),
    variables: [{ name: by.variable, operator: 'eq', value: by.value }],
    sorting: [{ sortBy: 'startTime', sortOrder: 'desc' }],
  };
  if (filters.processName) query.processDefinitionNameLike = likeText(filters.processName);
  if (processKeys) query.processDefinitionKeyIn = processKeys;
  return query;
}

/** The definitions of a workflowType: the one keyed by it (even if not read yet) and those the cache typed so. */
export function processKeysOfType(workflowType: string, keysWithTasksOfType: string[]): string[] {
  return [...new Set([workflowType, ...keysWithTasksOfType])];
}

/** The business type of an instance: that of its definition (see definitionWorkflowType). */
export function instanceWorkflowType(processKey: string, meta: DefinitionMeta | undefined): string | null {
  return definitionWorkflowType({ key: processKey, tasks: meta?.tasks ?? {} });
}

/** The open steps of each instance, oldest first, from one task query over the page's instances. */
export function currentStepsByInstance(tasks: EngineTask[]): Map<string, CurrentStep[]> {
  const out = new Map<string, CurrentStep[]>();
  const sorted = [...tasks].sort((a, b) => a.created.localeCompare(b.created));
  for (const t of sorted) {
    const steps = out.get(t.processInstanceId) ?? [];
    steps.push({ taskId: t.id, name: t.name ?? t.taskDefinitionKey, assignee: t.assignee });
    out.set(t.processInstanceId, steps);
  }
  return out;
}

/**
 * May the operator open this instance from 我的申请 / 企业申请? Its starter (097), or anyone of the
 * starter's company (098).
 */
export function canSeeApplication(
  op: { loginName: string; custId: string | null; funcs: ReadonlySet<string> },
  vars: { initiator: unknown; initiatorCustId: unknown },
  codes: { mine: string; company: string },
): boolean {
  if (op.funcs.has(codes.mine) && vars.initiator === op.loginName) return true;
  return op.funcs.has(codes.company) && !!op.custId && vars.initiatorCustId === op.custId;
}
