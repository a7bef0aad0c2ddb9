import type { AccountStatusBody, ChangeLogRow, OrgAccountRow, PublicAccountRow, RegisterTourBody } from '@ccer/contracts';
import { api } from './http.ts';
import { readListResponse } from '../components/list-page/list-response.ts';
import type { ListResult } from '../components/list-page/types.ts';

/**
 * Registration, public accounts and organisation accounts (accounts spec §7.2, §7.5). Form calls are quiet: the
 * forms put field errors beside their fields.
 */
export interface MyApplicationRow {
  id: string;
  kind: 'public' | 'org';
  applyNo: string;
  name: string | null;
  status: string;
  statusName: string;
  opinion: string | null;
  createdAt: string;
}

export const registrationApi = {
  registerTour: (body: RegisterTourBody) => api.post<{ token: string; operatorId: string; loginName: string }>('/api/register/add/registerTour', body, { quiet: true }),
  registerMass: (body: Record<string, unknown>) => api.post<PublicAccountRow>('/api/register/add/registerMass', body, { quiet: true }).then((r) => r.dataInfo),
  myApplications: () => api.post<MyApplicationRow[]>('/api/register/apply/list', { pageNumber: 1, pageSize: 50 }).then((r) => r.dataInfo),
  cancel: (kind: 'public' | 'org', id: string) => api.post<null>('/api/register/cancel', { kind, id }),

  publicList: async (params: Record<string, unknown>): Promise<ListResult<PublicAccountRow>> =>
    readListResponse<PublicAccountRow>(await api.post<PublicAccountRow[]>('/api/register/add/mass-list', params)),
  publicDetail: (id: string) => api.post<PublicAccountRow>('/api/register/add/mass-detail', { id }).then((r) => r.dataInfo),
  publicModify: (body: Record<string, unknown>) => api.post<PublicAccountRow>('/api/register/add/mass-modify', body, { quiet: true }).then((r) => r.dataInfo),
  publicStatus: (body: AccountStatusBody) => api.put<PublicAccountRow>('/api/register/add/mass-status-modify', body).then((r) => r.dataInfo),

  orgDraft: (body: Record<string, unknown>) => api.post<OrgAccountRow>('/api/customer/org/account/apply/draft', body, { quiet: true }).then((r) => r.dataInfo),
  orgApply: (body: Record<string, unknown>) => api.post<OrgAccountRow>('/api/customer/org/account/apply', body, { quiet: true }).then((r) => r.dataInfo),
  orgMine: () => api.post<OrgAccountRow | null>('/api/customer/org/account/apply/query', {}).then((r) => r.dataInfo),
  orgList: async (params: Record<string, unknown>): Promise<ListResult<OrgAccountRow>> =>
    readListResponse<OrgAccountRow>(await api.post<OrgAccountRow[]>('/api/customer/org/account/list', params)),
  orgQuery: (id: string) => api.post<OrgAccountRow>('/api/customer/org/account/query', { id }).then((r) => r.dataInfo),
  orgModify: (body: Record<string, unknown>) => api.put<OrgAccountRow>('/api/customer/org/account/modify', body, { quiet: true }).then((r) => r.dataInfo),
  orgStatus: (body: AccountStatusBody) => api.put<OrgAccountRow>('/api/customer/org/account/status/modify', body).then((r) => r.dataInfo),

  changeLog: (businessType: 'org' | 'public', id: string) =>
    api.get<ChangeLogRow[]>('/api/account/change-log', { query: { businessType, id } }).then((r) => r.dataInfo),
};
