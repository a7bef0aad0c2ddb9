import type { ProvinceApply } from '@ccer/contracts';
import { api } from '../../../api/http.ts';

/** The visitor's provincial administrator application (accounts spec §7.2). */
export const provinceApplyApi = {
  submit: async (body: Record<string, unknown>) => (await api.post<ProvinceApply>('/api/register/add/provinceOperateAddDetail', body, { quiet: true })).dataInfo,
  mine: async () => (await api.get<ProvinceApply | null>('/api/register/get/provinceOperateApplyDetail')).dataInfo,
  cancel: async (id: string) => (await api.post<null>('/api/register/cancel', { kind: 'province', id })).dataInfo,
};
