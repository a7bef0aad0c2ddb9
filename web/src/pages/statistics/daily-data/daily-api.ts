import {
  dailyDataPaths,
  expertFeePaths,
  orgReportPaths,
  weeklyReportPaths,
  type DailyDataAddBody,
  type DailyDataEditBody,
  type DailyDataRow,
  type DailySeries,
  type DailySummaryRow,
  type ExpertFeeDetailRow,
  type ExpertFeeRow,
  type OrgReportDetailRow,
  type OrgReportRow,
  type WeeklyRow,
} from '@ccer/contracts';
import { api } from '../../../api/http';
import { downloadFile } from '../../../api/download';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/** The calls of the daily data, the weekly report, the organisation reports and the expert fees (issue 14). */

export const fetchDays = (params: Record<string, unknown>): Promise<ListResult<DailyDataRow>> => fetchList<DailyDataRow>(dailyDataPaths.list, params);
export const fetchDaySums = (params: Record<string, unknown>): Promise<ListResult<DailySummaryRow>> => fetchList<DailySummaryRow>(dailyDataPaths.summary, params);
export const fetchDay = async (id: string): Promise<DailyDataRow> => (await api.get<DailyDataRow>(`${dailyDataPaths.detail}?id=${encodeURIComponent(id)}`)).dataInfo;
export const fetchSeries = async (body: { dateFrom?: string; dateTo?: string; period: string }): Promise<DailySeries> => (await api.post<DailySeries>(dailyDataPaths.series, body)).dataInfo;
/** quiet: the form puts field errors on its fields. */
export const addDay = async (body: DailyDataAddBody): Promise<DailyDataRow> => (await api.post<DailyDataRow>(dailyDataPaths.add, body, { quiet: true })).dataInfo;
export const editDay = async (body: DailyDataEditBody): Promise<DailyDataRow> => (await api.post<DailyDataRow>(dailyDataPaths.edit, body, { quiet: true })).dataInfo;
export const deleteDay = async (id: string, version: number): Promise<void> => {
  await api.post<unknown>(dailyDataPaths.delete, { id, version });
};

export const fetchWeeks = (params: Record<string, unknown>): Promise<ListResult<WeeklyRow>> => fetchList<WeeklyRow>(weeklyReportPaths.list, params);
export const downloadWeek = (kind: 'xlsx' | 'pdf', weekStart: string, label: string) =>
  downloadFile(kind === 'xlsx' ? weeklyReportPaths.xlsx : weeklyReportPaths.pdf, { weekStart }, `weekly-report_${label}.${kind}`);

export const fetchOrgReport = (params: Record<string, unknown>): Promise<ListResult<OrgReportRow>> => fetchList<OrgReportRow>(orgReportPaths.list, params);
export const fetchOrgDetail = (params: Record<string, unknown>): Promise<ListResult<OrgReportDetailRow>> => fetchList<OrgReportDetailRow>(orgReportPaths.detail, params);
export const fetchExpertFees = (params: Record<string, unknown>): Promise<ListResult<ExpertFeeRow>> => fetchList<ExpertFeeRow>(expertFeePaths.list, params);
export const fetchExpertFeeDetail = (params: Record<string, unknown>): Promise<ListResult<ExpertFeeDetailRow>> => fetchList<ExpertFeeDetailRow>(expertFeePaths.detail, params);
