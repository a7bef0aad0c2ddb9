import {
  clearingPaths as paths,
  type ClearingBatchDetail,
  type ClearingBatchRow,
  type ClearingCustomerBalanceRow,
  type ClearingExchangeBalanceRow,
  type ClearingPortionRow,
  type ClearingReportRow,
  type ClearingTradeRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from '../../api/http';
import { fetchList } from '../../components/list-page/fetch-list';
import type { ListResult } from '../../components/list-page/types';

/** Clearing's calls (/api/liquidation/…; contracts/src/exchange/clearing.ts), kept beside its pages. */
export const NS = 'liquidation';

const list =
  <Row,>(path: string) =>
  (params: Record<string, unknown>): Promise<ListResult<Row>> =>
    fetchList<Row>(path, params);

export const fetchBatches = list<ClearingBatchRow>(paths.batchList);
export const fetchTrades = list<ClearingTradeRow>(paths.tradeList);
export const fetchReport = list<ClearingReportRow>(paths.report);
export const fetchPortions = list<ClearingPortionRow>(paths.portionList);
export const fetchCustomerBalances = list<ClearingCustomerBalanceRow>(paths.customerBalanceList);
export const fetchExchangeBalances = list<ClearingExchangeBalanceRow>(paths.exchangeBalanceList);

export const fetchBatch = async (id: string): Promise<ClearingBatchDetail> => (await api.get<ClearingBatchDetail>(paths.batchDetail, { query: { id } })).dataInfo;

export const confirmBatch = async (body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>) => (await api.post<null>(paths.confirm, body)).dataInfo;

export const batchPath = (id: string) => `/liquidation/step/detail?id=${encodeURIComponent(id)}`;

/** Status tag colours of a batch. */
export const batchStatusColor: Record<string, string> = { checking: 'processing', confirming: 'gold', settled: 'green', checkFailed: 'red', rejected: 'default', settleFailed: 'volcano' };

/** A whole number of tonnes, a signed net, yuan. */
export const tonnes = (v: number) => v.toLocaleString();
export const yuanText = (v: string) => Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
