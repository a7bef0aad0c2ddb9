import {
  offsetPrintPaths as paths,
  type OffsetPrintApplyBody,
  type OffsetPrintDetail,
  type OffsetPrintRecord,
  type OffsetPrintRecordDetail,
  type OffsetPrintRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from '../../../api/http';
import { downloadFile, downloadPost } from '../../../api/download';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/** Official prints of offset certificates (/api/ccer/offset/print…, issue 13): requests, the audit, prints. */

export const fetchPrints = (params: Record<string, unknown>): Promise<ListResult<OffsetPrintRow>> => fetchList<OffsetPrintRow>(paths.list, params);
export const fetchPrintRecords = (params: Record<string, unknown>): Promise<ListResult<OffsetPrintRecord>> => fetchList<OffsetPrintRecord>(paths.recordList, params);

export const fetchPrint = async (id: string): Promise<OffsetPrintDetail | null> =>
  (await api.get<OffsetPrintDetail>(`${paths.detail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;
export const fetchPrintRecord = async (id: string): Promise<OffsetPrintRecordDetail | null> =>
  (await api.get<OffsetPrintRecordDetail>(`${paths.recordDetail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;

/** quiet: the modal puts field errors on its fields and shows a 409's message itself. */
export const applyPrint = async (body: OffsetPrintApplyBody): Promise<OffsetPrintDetail> => (await api.post<OffsetPrintDetail>(paths.apply, body, { quiet: true })).dataInfo;

export const auditPrint = async (body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>): Promise<void> => {
  await api.post<unknown>(paths.audit, body, { quiet: true });
};

/** Prints the next approved copy: the server records it and answers its PDF. */
export const printCopy = (printId: string, certificateNo: string) => downloadPost(paths.print, { printId }, `抵销证明-${certificateNo}.pdf`);
/** A printed copy's PDF again (no new record). */
export const downloadPrinted = (recordId: string, recordNo: string) => downloadFile(paths.recordPdf, { id: recordId }, `抵销证明-${recordNo}.pdf`);
