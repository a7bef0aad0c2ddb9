import { exchangeLinkPaths as paths, type ExchangeCallDetail, type ExchangeCallRow, type ExchangeSignRow } from '@ccer/contracts';
import { api } from '../../api/http';
import { fetchList } from '../../components/list-page/fetch-list';
import type { ListResult } from '../../components/list-page/types';

/** The trading-system link's calls (/api/ccer-joint/…; contracts/src/exchange/link.ts), kept beside its pages. */
export const NS = 'ccerJoint';

export const fetchCalls = (params: Record<string, unknown>): Promise<ListResult<ExchangeCallRow>> => fetchList<ExchangeCallRow>(paths.callList, params);

export const fetchCall = async (id: string): Promise<ExchangeCallDetail> => (await api.get<ExchangeCallDetail>(paths.callDetail, { query: { id } })).dataInfo;

export const fetchSignatures = (params: Record<string, unknown>): Promise<ListResult<ExchangeSignRow>> => fetchList<ExchangeSignRow>(paths.signList, params);

/** A failed message to the exchange again; answers its status after a short wait for the delivery. */
export const resendMessage = async (messageId: string) => (await api.post<{ status: string; statusName: string }>(paths.resend, { messageId })).dataInfo;

/** The call log filtered to one business number (a transfer's, a clearing batch's). */
export const callsOf = (businessNo: string) => `/ccerJoint/invokingLog?businessNo=${encodeURIComponent(businessNo)}`;
