import {
  projectCancelLifecycle,
  type ApplyInfo,
  type ApplyInfoEditBody,
  type CancelApplyBody,
  type CancelRow,
  type ProjectListRow,
  type ProjectStopBody,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The calls after registration (registry spec §7): registered projects, the registry's edit, stop, cancellation. */
export const registeredUrls = {
  projectList: '/api/project-manage/project-list',
  applyInfo: '/api/project-manage/apply-info',
  editFile: '/api/projectmanage/apply-info-edit-file',
  stop: '/api/project-manage/stop',
  cancelApply: '/api/projectmanage/cancelProject-apply',
  cancelList: '/api/projectmanage/cancelProject-list',
  cancelAudit: `/api${projectCancelLifecycle.steps[0].call}`,
} as const;

export const fetchProjectList = (params: Record<string, unknown>): Promise<ListResult<ProjectListRow>> => fetchList<ProjectListRow>(registeredUrls.projectList, params);

/** One application with its registered project, documents and change log; null when not found or not readable. */
export const fetchApplyInfo = async (id: string): Promise<ApplyInfo | null> =>
  (await api.post<ApplyInfo>(registeredUrls.applyInfo, { id }, { quiet: true }).catch(() => null))?.dataInfo ?? null;

/** The registry's edit; quiet: the page puts field errors on their fields. */
export const editRegistered = async (body: ApplyInfoEditBody): Promise<void> => {
  await api.post(registeredUrls.editFile, body, { quiet: true });
};

export const stopProject = async (body: ProjectStopBody): Promise<void> => {
  await api.post(registeredUrls.stop, body, { quiet: true });
};

export const applyCancel = async (body: CancelApplyBody): Promise<CancelRow> => (await api.post<CancelRow>(registeredUrls.cancelApply, body, { quiet: true })).dataInfo;

export const fetchCancelList = (params: Record<string, unknown>): Promise<ListResult<CancelRow>> => fetchList<CancelRow>(registeredUrls.cancelList, params);

export async function fetchCancel(id: string): Promise<CancelRow | null> {
  const { rows } = await fetchCancelList({ id, pageNumber: 1, pageSize: 1 });
  return rows[0] ?? null;
}

export const auditCancel = async (body: StepDecisionBody): Promise<void> => {
  await api.post(registeredUrls.cancelAudit, body, { quiet: true });
};
