import {
  settingsPaths,
  type LogDetail,
  type LogRow,
  type ParamModifyBody,
  type ParamRow,
  type SliceAddBody,
  type SliceModifyBody,
  type SliceRow,
} from '@ccer/contracts';
import { api } from './http';
import { readListResponse } from '../components/list-page/list-response';
import type { ListResult } from '../components/list-page/types';

/** System settings calls: trading periods, system parameters, the operation log (contracts/src/settings.ts). */
export const fetchSlices = async (params: Record<string, unknown>): Promise<ListResult<SliceRow>> =>
  readListResponse<SliceRow>(await api.get<SliceRow[]>(settingsPaths.sliceList, { query: params }));
/** Quiet: the modal puts field errors (an overlap on both times) on their fields. */
export const addSlice = (body: SliceAddBody) => api.post<{ sliceNo: number }>(settingsPaths.sliceAdd, body, { quiet: true });
export const modifySlice = (body: SliceModifyBody) => api.put<{ sliceNo: number }>(settingsPaths.sliceModify, body, { quiet: true });
export const deleteSlice = (sliceNo: number) => api.del<{ sliceNo: number }>(`${settingsPaths.sliceDelete}/${sliceNo}`, { quiet: true });

export const fetchParams = async (params: Record<string, unknown>): Promise<ListResult<ParamRow>> =>
  readListResponse<ParamRow>(await api.post<ParamRow[]>(settingsPaths.paramList, params));
export const modifyParam = (body: ParamModifyBody) => api.put<{ paramKey: string }>(settingsPaths.paramModify, body, { quiet: true });

export const fetchLogs = async (params: Record<string, unknown>): Promise<ListResult<LogRow>> =>
  readListResponse<LogRow>(await api.post<LogRow[]>(settingsPaths.logList, params));
export const fetchLogDetail = (logId: string): Promise<LogDetail> => api.post<LogDetail>(settingsPaths.logDetail, { logId }).then((r) => r.dataInfo);
