import type { ApplyRow, OrgApplyRow, Progress, RecallRow } from '@ccer/contracts';
import { publicityPaths } from '@ccer/contracts';
import { api } from './http';
import { projectUrls } from './project';
import { lifecycleCalls } from './lifecycle';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The project lifecycle's step, progress and list calls (registry spec §7). */
export const projectStepUrls = {
  statusCount: '/api/projectmanage/getProjectApplyStatusCount',
  applyProcess: '/api/project-manage/apply-process',
  recallNodes: '/api/projectmanage/process_nodes_recall',
  applyTask: '/api/project-manage/apply-task',
  orgApplyList: '/api/project-manage/org-apply-list',
} as const;

/** The calls the lifecycle pages share with the certification area, under the project's paths. */
export const projectCalls = lifecycleCalls<ApplyRow>({
  list: projectUrls.applyList,
  statusCount: projectStepUrls.statusCount,
  progress: projectStepUrls.applyProcess,
  applyTask: projectStepUrls.applyTask,
});
export const { statusCount: fetchStatusCount, progress: fetchProgress, task: fetchApplyTask } = projectCalls;
export const fetchRecallProgress = async (id: string): Promise<Progress> => (await api.post<Progress>(projectStepUrls.recallNodes, { id })).dataInfo;

export const fetchOrgApplyList = (params: Record<string, unknown>): Promise<ListResult<OrgApplyRow>> => fetchList<OrgApplyRow>(projectStepUrls.orgApplyList, params);
export const fetchRecallList = (params: Record<string, unknown>): Promise<ListResult<RecallRow>> => fetchList<RecallRow>(publicityPaths.recallList, params);

/** The owner's recall of an application in publicity (H3's recall-apply). */
export const recallApply = async (id: string, reason: string): Promise<void> => {
  await api.post(publicityPaths.recallApply, { id, reason }, { quiet: true });
};

/** One application a validation body is named on (its detail and report pages read it here). */
export async function fetchOrgApply(id: string): Promise<OrgApplyRow | undefined> {
  const { rows } = await fetchOrgApplyList({ id, pageNumber: 1, pageSize: 1 });
  return rows[0];
}

/** The owner's abort of a submitted application (H5's abort-apply) and delete of a never-submitted draft. */
export const abortApply = async (id: string, reason: string): Promise<void> => {
  await api.post('/api/project-manage/abort-apply', { id, reason }, { quiet: true });
};
export const deleteApply = async (id: string): Promise<void> => {
  await api.post('/api/project-manage/delete-apply', { id });
};
