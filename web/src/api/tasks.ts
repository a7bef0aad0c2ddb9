import type { TaskCompleteBody, TaskListQuery, TaskRow } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The inbox calls (/api/process/task/). */
export const taskUrls = {
  myList: '/api/process/task/my-list',
  claim: '/api/process/task/claim',
  unclaim: '/api/process/task/unclaim',
  complete: '/api/process/task/complete',
} as const;

export type TaskListParams = Partial<TaskListQuery> & Record<string, unknown>;

/** One page of My Tasks: assigned to me, or unassigned in one of my candidate groups. */
export const fetchMyTasks = (params: TaskListParams): Promise<ListResult<TaskRow>> => fetchList<TaskRow>(taskUrls.myList, params);

/** Claim and unclaim are quiet: the page shows a 409 (someone else holds it) and refreshes. */
export const claimTask = (taskId: string) => api.post<null>(taskUrls.claim, { taskId }, { quiet: true });
export const unclaimTask = (taskId: string) => api.post<null>(taskUrls.unclaim, { taskId }, { quiet: true });

/** Agree or return, with an opinion (required when returning). */
export const completeTask = (body: TaskCompleteBody) => api.post<null>(taskUrls.complete, body, { quiet: true });
