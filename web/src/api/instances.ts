import type { InstanceDetail, InstanceListQuery, InstanceRow } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The process-instance calls (/api/process/instance/). */
export const instanceUrls = {
  list: '/api/process/instance/list',
  detail: '/api/process/instance/detail',
  suspend: '/api/process/instance/suspend',
  activate: '/api/process/instance/activate',
  end: '/api/process/instance/end',
} as const;

export type InstanceListParams = Partial<InstanceListQuery> & Record<string, unknown>;

export const fetchInstances = (params: InstanceListParams): Promise<ListResult<InstanceRow>> => fetchList<InstanceRow>(instanceUrls.list, params);

export const fetchInstanceDetail = (id: string): Promise<InstanceDetail> => api.get<InstanceDetail>(instanceUrls.detail, { query: { id } }).then((r) => r.dataInfo);

/** Hang up and recover are quiet: the page shows a 409 (the list was stale) and refreshes. */
export const suspendInstance = (id: string) => api.post<null>(instanceUrls.suspend, { id }, { quiet: true });
export const activateInstance = (id: string) => api.post<null>(instanceUrls.activate, { id }, { quiet: true });

/** End with a reason (required); field errors go back to the reason form. */
export const endInstance = (id: string, reason: string) => api.post<InstanceRow>(instanceUrls.end, { id, reason }, { quiet: true });
