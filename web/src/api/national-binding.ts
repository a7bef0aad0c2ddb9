import { nationalBindingPaths as P, type NationalBindBody, type NationalBindingRow, type OwnNationalBinding } from '@ccer/contracts';
import { api } from './http.ts';
import { readListResponse, type ListResult } from '../components/list-page';

/** 账户绑定: the company's binding to its national carbon market account (contracts/src/ledger/national-binding.ts). */
export const fetchOwnBinding = (): Promise<OwnNationalBinding> => api.get<OwnNationalBinding>(P.own).then((r) => r.dataInfo);
export const bindNationalAccount = (body: NationalBindBody): Promise<NationalBindingRow> => api.post<NationalBindingRow>(P.bind, body).then((r) => r.dataInfo);
export const unbindNationalAccount = (reason: string): Promise<NationalBindingRow> => api.post<NationalBindingRow>(P.unbind, { reason }).then((r) => r.dataInfo);
export const fetchBindings = async (params: Record<string, unknown>): Promise<ListResult<NationalBindingRow>> =>
  readListResponse<NationalBindingRow>(await api.post<NationalBindingRow[]>(P.list, params));
