import { offsetSyncPaths as paths, type SyncRequestDetail, type SyncRequestRow, type SyncRow } from '@ccer/contracts';
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

/** The list of requests filtered to one offset's reports. */
export const requestsOfOffset = (offsetNo: string) => `/ccer/offset/syncRecordList?offsetNo=${encodeURIComponent(offsetNo)}`;
