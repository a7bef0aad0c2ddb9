import { XMLParser } from 'fast-xml-parser';
import type { HistoricActivity, HistoricTask } from '../../engine/types.ts';

/** Pure rules of the step-moving actions (return, reject, revoke), unit-tested. */

/**
 * 退回上一步: the user task completed most recently before the current one started, at another
 * activity, and not itself cancelled (a step that was returned from does not count).
 */
export function previousUserTask(activities: HistoricActivity[], currentTaskId: string): HistoricActivity | null {
  const current = activities.find((a) => a.taskId === currentTaskId);
  if (!current) return null;
  const done = activities.filter(
    (a) => a.activityType === 'userTask' && a.endTime && !a.canceled && a.activityId !== current.activityId && a.endTime <= current.startTime,
  );
  done.sort((a, b) => (a.endTime! < b.endTime! ? -1 : a.endTime! > b.endTime! ? 1 : 0));
  return done.at(-1) ?? null;
}

/** The last person who worked on an activity (to give them the step again). */
export function lastAssigneeOf(activities: HistoricActivity[], activityId: string): string | null {
  const done = activities.filter((a) => a.activityId === activityId && a.assignee);
  return done.at(-1)?.assignee ?? null;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (_n, _p, _l, isAttribute) => !isAttribute });

/**
 * 驳回至发起人: the user task the (none) start event of the process leads to directly, e.g. an
 * applicant's task; null when the start event leads elsewhere (a gateway, a service task).
 */
export function firstUserTaskAfterStart(xml: string, processKey: string): string | null {
  const doc = parser.parse(xml);
  for (const defs of doc.definitions ?? []) {
    for (const proc of defs.process ?? []) {
      if (proc['@id'] !== processKey) continue;
      const starts = (proc.startEvent ?? []) as Array<Record<string, unknown>>;
      const start = starts.find((s) => !s.messageEventDefinition && !s.timerEventDefinition && !s.signalEventDefinition) ?? starts[0];
      if (!start) return null;
      const flows = (proc.sequenceFlow ?? []) as Array<Record<string, string>>;
      const userTaskIds = new Set(((proc.userTask ?? []) as Array<Record<string, string>>).map((t) => t['@id']));
      const target = flows.find((f) => f['@sourceRef'] === start['@id'])?.['@targetRef'];
      return target && userTaskIds.has(target) ? target : null;
    }
  }
  return null;
}

/**
 * 撤回: what happened after the operator completed a task. It may be taken back only while no
 * later task was completed or assigned, and at least one later task is open (to cancel).
 */
export function revokeCheck(
  completed: HistoricTask,
  instanceTasks: HistoricTask[],
): { ok: true; nextTaskIds: string[] } | { ok: false; reason: 'taskActionRevokeTooLate' } {
  const after = instanceTasks.filter((t) => t.id !== completed.id && completed.endTime && t.startTime >= completed.endTime);
  if (after.length === 0 || after.some((t) => t.endTime || t.assignee)) return { ok: false, reason: 'taskActionRevokeTooLate' };
  return { ok: true, nextTaskIds: after.map((t) => t.id) };
}
