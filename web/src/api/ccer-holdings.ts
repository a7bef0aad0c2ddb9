import {
  holdingPaths,
  type BlockRow,
  type CompanyHoldingRow,
  type EncodeDetail,
  type HoldingDetail,
  type HoldingRow,
  type LedgerCheckRow,
  type PublicSerial,
} from '@ccer/contracts';
import { api } from './http.ts';
import { downloadFile } from './download.ts';
import { readListResponse, type ListResult } from '../components/list-page';

/** Holdings, statements, serial codes, the public serial lookup and the ledger's reconciliation (contracts/src/ledger/holdings.ts). */
export const fetchHoldings = async (params: Record<string, unknown>): Promise<ListResult<HoldingRow>> =>
  readListResponse<HoldingRow>(await api.post<HoldingRow[]>(holdingPaths.list, params));
export const fetchHoldingDetail = (query: { projectCode: string; vintage: number; custId?: string }): Promise<HoldingDetail> =>
  api.post<HoldingDetail>(holdingPaths.detail, query).then((r) => r.dataInfo);
export const fetchCompanyHoldings = async (params: Record<string, unknown>): Promise<ListResult<CompanyHoldingRow>> =>
  readListResponse<CompanyHoldingRow>(await api.post<CompanyHoldingRow[]>(holdingPaths.companyList, params));
export const downloadStatement = (kind: 'xlsx' | 'pdf', query: { date?: string; custId?: string }) =>
  downloadFile(kind === 'xlsx' ? holdingPaths.statementXlsx : holdingPaths.statementPdf, query, `holding-statement.${kind}`);

export const fetchBlocks = async (params: Record<string, unknown>): Promise<ListResult<BlockRow>> =>
  readListResponse<BlockRow>(await api.post<BlockRow[]>(holdingPaths.encodeList, params));
export const fetchSerialHistory = (serial: string): Promise<EncodeDetail> => api.post<EncodeDetail>(holdingPaths.encodeDetail, { serial }).then((r) => r.dataInfo);
export const lookupSerial = (serial: string): Promise<PublicSerial> =>
  api.get<PublicSerial>(holdingPaths.publicSerial, { query: { serial }, quiet: true }).then((r) => r.dataInfo);

export const fetchLedgerChecks = async (params: Record<string, unknown>): Promise<ListResult<LedgerCheckRow>> =>
  readListResponse<LedgerCheckRow>(await api.post<LedgerCheckRow[]>(holdingPaths.reconciliationList, params));
export const runLedgerCheck = (): Promise<LedgerCheckRow> => api.post<LedgerCheckRow>(holdingPaths.reconciliationRun, {}).then((r) => r.dataInfo);
