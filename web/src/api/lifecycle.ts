import type { ApplyTask, Progress, StatusCount, WorkflowType } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/**
 * The calls every lifecycle area answers alike (registry spec §7: the project's and the certification's
 * apply-list, status count, apply-process and apply-task under their own prefixes), from the area's paths.
 */
export interface LifecyclePaths {
  list: string;
  statusCount: string;
  progress: string;
  applyTask: string;
}

export interface LifecycleCalls<Row> {
  /** One page of applications in the caller's scope. */
  list: (params: Record<string, unknown>) => Promise<ListResult<Row>>;
  /** One application by id (the detail behind `?id=` and behind a task's businessKey). */
  one: (id: string) => Promise<Row | undefined>;
  statusCount: (params: Record<string, unknown>) => Promise<StatusCount>;
  progress: (id: string) => Promise<Progress>;
  /** The caller's open task of an application (of the workflow types a page handles), or null. */
  task: (id: string, workflowTypes?: readonly WorkflowType[]) => Promise<ApplyTask>;
}

export function lifecycleCalls<Row>(paths: LifecyclePaths): LifecycleCalls<Row> {
  const list = (params: Record<string, unknown>) => fetchList<Row>(paths.list, params);
  return {
    list,
    one: async (id) => (await list({ id, pageNumber: 1, pageSize: 1 })).rows[0],
    statusCount: async (params) => (await api.post<StatusCount>(paths.statusCount, params)).dataInfo,
    progress: async (id) => (await api.post<Progress>(paths.progress, { id })).dataInfo,
    task: async (id, workflowTypes) => (await api.post<ApplyTask>(paths.applyTask, { id, workflowTypes })).dataInfo,
  };
}

/** A step's call (the lifecycle declaration's `call`, relative to /api); quiet: the form shows field errors. */
export const postStep = async <B extends { taskId: string }>(call: string, body: B): Promise<void> => {
  await api.post<null>(`/api${call}`, body, { quiet: true });
};
