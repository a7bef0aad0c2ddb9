import {
  misconductPaths as paths,
  type AvailableHolding,
  type MisconductAccount,
  type MisconductAddBody,
  type MisconductDetail,
  type MisconductRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from '../../../api/http';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/** Bad-behaviour records (/api/ccer/unpleasant/…, issue 13): the list, one record, recording, the audit, a lift, the pickers. */

export const fetchRecords = (params: Record<string, unknown>): Promise<ListResult<MisconductRow>> => fetchList<MisconductRow>(paths.list, params);

export const fetchRecord = async (id: string): Promise<MisconductDetail | null> =>
  (await api.get<MisconductDetail>(`${paths.detail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;

/** quiet: the form puts field errors on its fields. */
export const addRecord = async (body: MisconductAddBody): Promise<MisconductDetail> => (await api.post<MisconductDetail>(paths.add, body, { quiet: true })).dataInfo;

export const auditRecord = async (body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>): Promise<void> => {
  await api.post<unknown>(paths.audit, body, { quiet: true });
};

export const requestLift = async (id: string, reason: string): Promise<MisconductDetail> => (await api.post<MisconductDetail>(paths.lift, { id, reason }, { quiet: true })).dataInfo;

export const searchAccounts = async (keyword: string): Promise<MisconductAccount[]> => (await api.post<MisconductAccount[]>(paths.accounts, { keyword: keyword || undefined })).dataInfo ?? [];

export const fetchAccountHoldings = async (custId: string): Promise<AvailableHolding[]> => (await api.post<AvailableHolding[]>(paths.holdings, { custId })).dataInfo ?? [];
