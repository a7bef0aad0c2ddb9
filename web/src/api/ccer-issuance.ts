import { issuancePaths as paths, type IssueApplyBody, type IssueReadyRow, type IssueRow, type PublicIssuedRow, type StepDecisionBody } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** Issuance (/api/ccer/issued/…): ready reductions, applications and records, the confirmation; the public issued list. */
export const fetchIssueReady = (params: Record<string, unknown>): Promise<ListResult<IssueReadyRow>> => fetchList<IssueReadyRow>(paths.readyList, params);
export const fetchIssues = (params: Record<string, unknown>): Promise<ListResult<IssueRow>> => fetchList<IssueRow>(paths.list, params);
export const fetchIssue = async (id: string): Promise<IssueRow | null> => (await api.post<IssueRow>(paths.info, { id }, { quiet: true }).catch(() => null))?.dataInfo ?? null;
/** Quiet: the form puts field errors (a vintage's quantity) on their fields. */
export const applyIssue = async (body: IssueApplyBody): Promise<IssueRow> => (await api.post<IssueRow>(paths.apply, body, { quiet: true })).dataInfo;
export const confirmIssue = async (body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>): Promise<void> => {
  await api.post(paths.confirm, body, { quiet: true });
};
export const fetchPublicIssued = (params: Record<string, unknown>): Promise<ListResult<PublicIssuedRow>> => fetchList<PublicIssuedRow>(paths.publicList, params);
