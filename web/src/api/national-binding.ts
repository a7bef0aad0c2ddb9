import { nationalBindingPaths as P, type NationalBindBody, type NationalBindingRow, type OwnNationalBinding } from '@ccer/contracts';
import { api } from './http.ts';
import { readListResponse, type ListResult } from '../components/list-page';

/** The own binding's query key: 账户绑定's page and the national market offset's form read it alike. */
export const OWN_BINDING_KEY = ['nationalBinding-own'];

/** 账户绑定: the company's binding to its national carbon market account (contracts/src/ledger/national-binding.ts). */
export const fetchOwnBinding = (): Promise<OwnNationalBinding> => api.get<OwnNationalBinding>(P.own).then((r) => r.dataInfo);
export const bindNationalAccount = (body: NationalBindBody): Promise<NationalBindingRow> => api.post<NationalBindingRow>(P.bind, body).then((r) => r.dataInfo);
export const unbindNationalAccount = (reason: string): Promise<NationalBindingRow> => api.post<NationalBindingRow>(P.unbind, { reason }).then((r) => r.dataInfo);
export const fetchBindings = async (params: Record<string, unknown>): Promise<ListResult<NationalBindingRow>> =>
  readListResponse<NationalBindingRow>(await api.post<NationalBindingRow[]>(P.list, params));
