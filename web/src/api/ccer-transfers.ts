import {
  transferPaths as paths,
  type TransferAccount,
  type TransferAccountBody,
  type TransferConfirmBody,
  type TransferDetail,
  type TransferOwnBody,
  type TransferPosition,
  type TransferRow,
} from '@ccer/contracts';
import { api } from './http';
import { downloadFile } from './download';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The holdings transfers (/api/ccer/transfer/…, issue 12). */
export const fetchTransferRecords = (params: Record<string, unknown>): Promise<ListResult<TransferRow>> => fetchList<TransferRow>(paths.record, params);
export const fetchTransferConfirmList = (params: Record<string, unknown>): Promise<ListResult<TransferRow>> => fetchList<TransferRow>(paths.confirmList, params);

export const fetchTransferDetail = async (id: string): Promise<TransferDetail | null> =>
  (await api.get<TransferDetail>(`${paths.confirmDetail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;

export const fetchTransferPositions = async (state: 'available' | 'trading'): Promise<TransferPosition[]> => (await api.get<TransferPosition[]>(`${paths.positions}?state=${state}`)).dataInfo;

export const searchTransferAccounts = async (keyword: string): Promise<TransferAccount[]> =>
  (await api.get<TransferAccount[]>(`${paths.accounts}?keyword=${encodeURIComponent(keyword)}`)).dataInfo;

/** quiet: the form puts field errors on its fields. */
export const transferToAccount = async (body: TransferAccountBody): Promise<TransferDetail> => (await api.post<TransferDetail>(paths.account, body, { quiet: true })).dataInfo;
export const transferOwn = async (kind: 'platform' | 'holding', body: TransferOwnBody): Promise<TransferDetail> =>
  (await api.post<TransferDetail>(kind === 'platform' ? paths.platform : paths.holding, body, { quiet: true })).dataInfo;

export const confirmTransfer = async (body: TransferConfirmBody): Promise<TransferDetail> => (await api.post<TransferDetail>(paths.confirm, body)).dataInfo;

export const downloadTransferNotice = (id: string, transferNo: string) => downloadFile(paths.notice, { id }, `划转通知书-${transferNo}.pdf`);
