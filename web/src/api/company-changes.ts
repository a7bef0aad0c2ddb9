import type { ChangeLogRow, CompanyApplyDetail, CompanyChangeDetail, CompanyRow, TouristRow } from '@ccer/contracts';
import { api } from './http.ts';
import { readListResponse } from '../components/list-page/list-response.ts';
import type { ListResult } from '../components/list-page/types.ts';


/** Company information changes, visitors query, cancellation, binding, withdrawal (accounts spec §7.3, §7.4). Form calls are quiet. */
export const companyChangeApi = {
  current: () =>
    api.get<{ custId: string; custName: string; custNo: string | null; form: Record<string, unknown> } | null>('/api/customer-info').then((r) => r.dataInfo),
  company: (custId: string) =>
    api.get<CompanyRow & { form: Record<string, unknown> }>('/api/enterpriseOperate/get/enterpriseOperateDetail', { query: { custId } }).then((r) => r.dataInfo),
  submit: (body: Record<string, unknown>) =>
    api.post<CompanyChangeDetail>('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', body, { quiet: true }).then((r) => r.dataInfo),
  latest: (custId: string) =>
    api.get<CompanyChangeDetail | null>('/api/enterpriseOperate/update/enterprisePreOperateUpdateDetail', { query: { custId } }).then((r) => r.dataInfo),
  changeLog: (custId: string) => api.get<ChangeLogRow[]>('/api/enterpriseOperate/get/enterpriseChangeLog', { query: { custId } }).then((r) => r.dataInfo),
  tourists: async (params: Record<string, unknown>): Promise<ListResult<TouristRow>> =>
    readListResponse<TouristRow>(await api.post<TouristRow[]>('/api/enterpriseOperate/get/queryTourists', params)),
  logout: (custId: string, reason: string) => api.post<null>('/api/enterpriseOperate/update/enterpriseOperateLogout', { custId, reason }),
  bind: (certificateNo: string) => api.post<{ custId: string }>('/api/enterpriseRepresentOperate/bindCust', { certificateNo }, { quiet: true }),
  withdraw: (id: string, reason: string) => api.put<CompanyApplyDetail>('/api/openAccount/modify/status', { id, status: 'withdrawn', reason }),
};
