import { taskCompleteBody, taskRoute, withBusinessId, type TaskRow } from '@ccer/contracts';

/** Refresh-interval choices of registry spec §9, in seconds; 0 is off. */
export const REFRESH_INTERVALS = [0, 5, 10, 30, 60, 300] as const;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];

/** The decision radio's values (also the end-to-end test's hooks). */
export type Decision = 'approve' | 'return';

/**
 * My Tasks lists only tasks assigned to me and unassigned tasks of my groups (the gateway's
 * visibility rule), so a task with an assignee is mine.
 */
export const isClaimed = (row: Pick<TaskRow, 'assignee'>): boolean => !!row.assignee;

/**
 * The business page of a task, with the record's id (`?id=`): its workflowType's page in the area its definition's
 * function code names (a 056 task opens the certification page of the same workflowType).
 */
export function businessRoute(row: Pick<TaskRow, 'workflowType' | 'businessKey'> & { funcCode?: string | null }): string | undefined {
  const route = taskRoute(row.workflowType, row.funcCode);
  if (!route || !row.businessKey) return undefined;
  return withBusinessId(route, row.businessKey);
}

/** The opinion's message token under taskCompleteBody's rule (required when returning), or undefined. */
export function opinionError(taskId: string, decision: Decision | undefined, opinion: string | undefined): string | undefined {
  const parsed = taskCompleteBody.safeParse({ taskId, approved: decision !== 'return', opinion: opinion || undefined });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'opinion')?.message;
}

export const myTasksPath = '/system/process/my';
/** 待办详情: one task by its id (links into a task). */
export const myDealPath = (taskId: string) => `/system/process/myDeal?taskId=${encodeURIComponent(taskId)}`;
