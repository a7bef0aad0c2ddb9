import { offsetSyncPaths as paths, type SyncMarket, type SyncRequestDetail, type SyncRequestRow, type SyncRow } from '@ccer/contracts';
import { api } from '../../../api/http';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/** The sync records' calls (/api/ccer/offset/sync-…, issue 13), kept beside the pages. */
export const fetchSyncs = (params: Record<string, unknown>): Promise<ListResult<SyncRow>> => fetchList<SyncRow>(paths.applyList, params);

export const fetchSyncRequests = (params: Record<string, unknown>): Promise<ListResult<SyncRequestRow>> => fetchList<SyncRequestRow>(paths.list, params);

export const fetchSyncRequest = async (id: string): Promise<SyncRequestDetail> => (await api.get<SyncRequestDetail>(paths.request, { query: { id } })).dataInfo;

/** A failed report again; answers the sync as it stands after a short wait for the delivery. */
export const resendSync = async (id: string): Promise<SyncRow> => (await api.post<SyncRow>(paths.resend, { id })).dataInfo;

export const NS = 'ccerOffsetSync';

export const syncStatusColor: Record<string, string> = { pending: 'processing', sent: 'green', failed: 'red' };

/**
 * Whose sync records a page shows: every market's (同步申请记录 201045, 同步记录 201050; the offset staff) or the national
 * market's (对接操作 2205, 请求日志 2225; the national registry link), with the page of the requests and the list's key.
 */
export interface SyncScope {
  market?: SyncMarket;
  requestsPath: string;
  key: string;
}
export const everyMarket: SyncScope = { requestsPath: '/ccer/offset/syncRecordList', key: 'all' };
export const nationalMarket: SyncScope = { market: 'national', requestsPath: '/ccer/abutment/requestLog', key: 'national' };

/** The list of requests filtered to one offset's reports. */
export const requestsOfOffset = (scope: SyncScope, offsetNo: string) => `${scope.requestsPath}?offsetNo=${encodeURIComponent(offsetNo)}`;

/** A list call kept to the scope's market. */
export const inScope = <T,>(scope: SyncScope, load: (params: Record<string, unknown>) => Promise<ListResult<T>>) =>
  scope.market ? (params: Record<string, unknown>) => load({ ...params, market: scope.market }) : load;
