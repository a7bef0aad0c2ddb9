import {
  accountTransferPaths as tp,
  freezePaths as fp,
  type AccountTransferApplyBody,
  type AccountTransferDetail,
  type AccountTransferRow,
  type AvailableHolding,
  type FreezeApplyBody,
  type FreezeRow,
  type HolderRow,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** Freezes (/api/ccer/freeze/…) and account transfers (/api/ccer/account-transfer/…) of the CCER ledger (issue 12). */
export const fetchFreezes = (params: Record<string, unknown>): Promise<ListResult<FreezeRow>> => fetchList<FreezeRow>(fp.list, params);
/** quiet: the form puts field errors on its fields. */
export const freezeUnits = async (body: FreezeApplyBody): Promise<FreezeRow> => (await api.post<FreezeRow>(fp.apply, body, { quiet: true })).dataInfo;
export const unfreezeUnits = async (id: string, reason?: string): Promise<FreezeRow> => (await api.post<FreezeRow>(fp.unfreeze, { id, reason })).dataInfo;
export const searchHolders = async (keyword: string): Promise<HolderRow[]> => (await api.post<HolderRow[]>(fp.holders, { keyword: keyword || undefined })).dataInfo;
export const fetchAvailableHoldings = async (custId: string): Promise<AvailableHolding[]> => (await api.post<AvailableHolding[]>(fp.holdings, { custId })).dataInfo;

export const fetchAccountTransfers = (view: 'record' | 'confirm' | 'audit') => (params: Record<string, unknown>): Promise<ListResult<AccountTransferRow>> =>
  fetchList<AccountTransferRow>(tp.list, { ...params, view });
export const fetchAccountTransfer = async (id: string): Promise<AccountTransferDetail | null> =>
  (await api.post<AccountTransferDetail>(tp.detail, { id }, { quiet: true }).catch(() => null))?.dataInfo ?? null;
export const applyAccountTransfer = async (body: AccountTransferApplyBody): Promise<AccountTransferRow> => (await api.post<AccountTransferRow>(tp.apply, body, { quiet: true })).dataInfo;
export const decideAccountTransfer = async (step: 'confirm' | 'audit', body: { taskId: string; approved: boolean; opinion?: string }) =>
  api.post<null>(step === 'confirm' ? tp.confirm : tp.audit, body);
