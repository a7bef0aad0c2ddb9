import type { ApprovalHistoryRow, TaskActionLogRow } from '@ccer/contracts';

/**
 * The approval history an auditor reads: the engine's user-task rows and the task action log's
 * rows (return, reject, transfer, delegate, resolve, cc, add-sign, sign, revoke) in time order.
 * An action row carries the action's operator as assignee and happens at one moment.
 */
export function withActionRows(history: ApprovalHistoryRow[], actions: TaskActionLogRow[]): ApprovalHistoryRow[] {
  const actionRows: ApprovalHistoryRow[] = actions
    // a plain completion is already the engine row's decision
    .filter((a) => a.action !== 'complete')
    .map((a) => ({
      taskId: a.taskId,
      stepName: a.taskName ?? '',
      activityId: '',
      assignee: a.operator,
      result: a.result,
      opinion: a.opinion,
      startTime: a.time,
      endTime: a.time,
      durationMs: 0,
      action: a.action,
      mode: a.mode,
      targetUsers: a.targetUsers,
      attachmentIds: a.attachmentIds,
    }));
  const at = (r: ApprovalHistoryRow) => Date.parse(r.startTime);
  // stable: equal times keep engine rows first (an action happens after its task started)
  return [...history, ...actionRows].map((r, i) => ({ r, i })).sort((a, b) => at(a.r) - at(b.r) || a.i - b.i).map(({ r }) => r);
}
