import type { CompanyApplyDetail, CompanyRepresentRow, CompanyRow } from '@ccer/contracts';
import { api } from './http.ts';
import { readListResponse } from '../components/list-page/list-response.ts';
import type { ListResult } from '../components/list-page/types.ts';

/** Company account opening and administration (accounts spec §7.3, §7.4). Form calls are quiet: errors go beside fields. */
export const companyApi = {
  /** enterpriseAccountSave adds type 1 (draft) to the payload, as the spec says. */
  saveDraft: (body: Record<string, unknown>) =>
    api.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountSave', { ...body, type: 1 }, { quiet: true }).then((r) => r.dataInfo),
  submit: (body: Record<string, unknown>) => api.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', body, { quiet: true }).then((r) => r.dataInfo),
  mine: () => api.get<CompanyApplyDetail | null>('/api/openAccount/get/openAccountInfoQuery').then((r) => r.dataInfo),
  applyDetail: (id: string) => api.get<CompanyApplyDetail>('/api/enterpriseOperate/get/enterpriseOperateApplyDetail', { query: { id } }).then((r) => r.dataInfo),
  list: async (params: Record<string, unknown>): Promise<ListResult<CompanyRow>> =>
    readListResponse<CompanyRow>(await api.post<CompanyRow[]>('/api/enterpriseOperate/get/queryEnterpriseOperate', params)),
  detail: (custId: string) =>
    api.get<CompanyRow & { form: Record<string, unknown> }>('/api/enterpriseOperate/get/enterpriseOperateDetail', { query: { custId } }).then((r) => r.dataInfo),
  setState: (custId: string, status: '0' | '1') => api.post<null>('/api/enterpriseOperate/update/enterpriseOperateStateUpdate', { custId, status }),
  represents: async (params: Record<string, unknown>): Promise<ListResult<CompanyRepresentRow>> =>
    readListResponse<CompanyRepresentRow>(await api.post<CompanyRepresentRow[]>('/api/enterpriseRepresentOperate/get/queryEnterpriseRepresentOperate', params)),
  setRepresentState: (custId: string, operatorId: string, status: '0' | '1') =>
    api.post<null>('/api/enterpriseRepresentOperate/update/updateStateEnterpriseRepresentOperate', { custId, operatorId, status }),
};
