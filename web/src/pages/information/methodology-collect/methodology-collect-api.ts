import {
  methodologyCollectPaths as paths,
  type MethodologyCollectDetail,
  type MethodologyCollectDraftBody,
  type MethodologyCollectRow,
  type MethodologyCollectSubmitBody,
  type ProgressNode,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from '../../../api/http';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/** Methodology proposals (/api/information/methodology/collect/…, issue 14): both sides' lists, one proposal, its progress, the proposer's calls, the review. */

export const fetchProposals = (params: Record<string, unknown>): Promise<ListResult<MethodologyCollectRow>> => fetchList<MethodologyCollectRow>(paths.list, params);
export const fetchMyProposals = (params: Record<string, unknown>): Promise<ListResult<MethodologyCollectRow>> => fetchList<MethodologyCollectRow>(paths.mine, params);

export const fetchProposal = async (id: string): Promise<MethodologyCollectDetail | null> =>
  (await api.get<MethodologyCollectDetail>(`${paths.detail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;

export const fetchProposalProgress = async (id: string): Promise<ProgressNode[]> =>
  (await api.get<{ nodes: ProgressNode[] }>(`${paths.progress}?id=${encodeURIComponent(id)}`, { quiet: true })).dataInfo?.nodes ?? [];

/** quiet: the form puts field errors on its fields. */
export const saveProposal = async (body: MethodologyCollectDraftBody): Promise<MethodologyCollectDetail> => (await api.post<MethodologyCollectDetail>(paths.save, body, { quiet: true })).dataInfo;
export const submitProposal = async (body: MethodologyCollectSubmitBody): Promise<MethodologyCollectDetail> => (await api.post<MethodologyCollectDetail>(paths.submit, body, { quiet: true })).dataInfo;
export const withdrawProposal = async (id: string, reason?: string): Promise<MethodologyCollectDetail> => (await api.post<MethodologyCollectDetail>(paths.withdraw, { id, reason })).dataInfo;
export const deleteProposal = async (id: string): Promise<void> => {
  await api.post<null>(paths.remove, { id });
};

export const reviewProposal = async (body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>): Promise<void> => {
  await api.post<unknown>(paths.audit, body, { quiet: true });
};
