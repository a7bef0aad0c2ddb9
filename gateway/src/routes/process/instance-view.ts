import type { ApprovalHistoryRow, InstanceRow, InstanceStatus, InstanceVariable } from '@ccer/contracts';
import type { EngineIncident, HistoricActivity, HistoricProcessInstance, HistoricVariable, HistoricVariableUpdate } from '../../engine/types.ts';
import type { BusinessOfInstance } from '../../domain/tasks/business-lookups.ts';

/** Pure mappings from the engine's history onto the instance screens (unit-tested). */

export function instanceStatus(state: HistoricProcessInstance['state']): InstanceStatus {
  if (state === 'ACTIVE') return 'running';
  if (state === 'SUSPENDED') return 'suspended';
  return 'completed';
}

/** The engine's state filters for a status. */
export function statusFilter(status: InstanceStatus | undefined) {
  if (status === 'running') return { active: true };
  if (status === 'suspended') return { suspended: true };
  if (status === 'completed') return { finished: true };
  return {};
}

export function toInstanceRow(
  h: HistoricProcessInstance,
  starter: string | null,
  business: BusinessOfInstance | undefined,
  people: ReadonlyMap<string, string>,
): InstanceRow {
  const status = instanceStatus(h.state);
  return {
    id: h.id,
    processName: h.processDefinitionName,
    processKey: h.processDefinitionKey,
    version: h.processDefinitionVersion ?? null,
    businessKey: h.businessKey,
    businessName: business?.businessName ?? null,
    starter,
    starterName: (starter && people.get(starter)) ?? null,
    status,
    terminated: status === 'completed' && h.state !== 'COMPLETED',
    startTime: h.startTime,
    endTime: h.endTime,
    remark: h.deleteReason ?? null,
  };
}

/** Which steps are done, which are open, and which carry an open incident (for the diagram). */
export function activityStates(activities: HistoricActivity[], incidents: EngineIncident[]) {
  const active = new Set<string>();
  const completed = new Set<string>();
  for (const a of activities) {
    if (!a.endTime) active.add(a.activityId);
    else if (!a.canceled) completed.add(a.activityId);
  }
  return {
    completed: [...completed],
    active: [...active],
    incidents: incidents.filter((i) => i.activityId).map((i) => ({ activityId: i.activityId!, message: i.incidentMessage, type: i.incidentType })),
  };
}

/**
 * The approval history: one row per user-task activity instance. A task's decision is the
 * `approved` / `opinion` values written by its completion: the engine records each update with
 * the activity instance it happened in (the task's own, since the gateway passes them to
 * complete), so a task that loops back gets its own result each time, even though the process
 * variable itself keeps only the last value.
 */
export function approvalHistory(activities: HistoricActivity[], updates: HistoricVariableUpdate[]): ApprovalHistoryRow[] {
  const decisions = decisionsByActivityInstance(updates);
  return activities
    .filter((a) => a.activityType === 'userTask' && a.taskId)
    .map((a) => {
      const { result, opinion } = decisions.get(a.id) ?? NO_DECISION;
      return {
        taskId: a.taskId!,
        stepName: a.activityName ?? a.activityId,
        activityId: a.activityId,
        assignee: a.assignee,
        result: a.endTime ? result : null,
        opinion: a.endTime ? opinion : null,
        startTime: a.startTime,
        endTime: a.endTime,
        durationMs: a.durationInMillis,
      };
    });
}

export type Decision = Pick<ApprovalHistoryRow, 'result' | 'opinion'>;
const NO_DECISION: Decision = { result: null, opinion: null };

/** The `approved` / `opinion` values written in each activity instance (a task's completion), as a decision. */
export function decisionsByActivityInstance(updates: HistoricVariableUpdate[]): Map<string, Decision> {
  const byActivityInstance = new Map<string, Record<string, unknown>>();
  for (const u of updates) {
    if (!u.activityInstanceId) continue;
    const values = byActivityInstance.get(u.activityInstanceId) ?? {};
    values[u.variableName] = u.value;
    byActivityInstance.set(u.activityInstanceId, values);
  }
  const out = new Map<string, Decision>();
  for (const [id, decided] of byActivityInstance) {
    out.set(id, {
      result: typeof decided.approved === 'boolean' ? (decided.approved ? 'approved' : 'returned') : null,
      opinion: typeof decided.opinion === 'string' && decided.opinion !== '' ? decided.opinion : null,
    });
  }
  return out;
}

/**
 * The process variables as text (JSON and objects arrive serialised, deserializeValues=false);
 * activity-local ones (input mappings of service tasks) would repeat names and are left out.
 */
export function toVariables(vars: HistoricVariable[]): InstanceVariable[] {
  return vars
    .filter((v) => !v.activityInstanceId || v.activityInstanceId === v.processInstanceId)
    .map((v) => ({ name: v.name, type: v.type, value: v.value === null || v.value === undefined ? null : typeof v.value === 'string' ? v.value : JSON.stringify(v.value) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
