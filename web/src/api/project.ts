import type { ApplyListQuery, ApplyRow, PrepPubApplyBody, SaveApplyBody } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The project application calls (registry spec §7, /api/project-manage/). */
export const projectUrls = {
  applyList: '/api/project-manage/apply-list',
  saveApply: '/api/project-manage/save-apply',
  prepPubApply: '/api/project-manage/prep-pub-apply',
  serverTime: '/api/common/datetime',
} as const;

export type ApplyListParams = Partial<ApplyListQuery> & Record<string, unknown>;

/** One page of applications: the owner's company's, or all for an administrator. */
export const fetchApplyList = (params: ApplyListParams): Promise<ListResult<ApplyRow>> => fetchList<ApplyRow>(projectUrls.applyList, params);

/** One application by id (the detail behind `?id=` and behind a task's businessKey). */
export async function fetchApply(id: string): Promise<ApplyRow | undefined> {
  const { rows } = await fetchApplyList({ id, pageNumber: 1, pageSize: 1 });
  return rows[0];
}

/** Saves a draft; quiet because the form shows the field errors itself. */
export async function saveApply(body: SaveApplyBody): Promise<ApplyRow> {
  return (await api.post<ApplyRow>(projectUrls.saveApply, body, { quiet: true })).dataInfo;
}

/** Submits for publicity audit, with the last changes; quiet for the same reason. */
export async function submitApply(body: PrepPubApplyBody): Promise<ApplyRow> {
  return (await api.post<ApplyRow>(projectUrls.prepPubApply, body, { quiet: true })).dataInfo;
}

/**
 * The server's date as yyyy-MM-dd, for the date rules (the server judges "today", not the browser).
 * Rejects when the server gives none (spec 000 §8: 未获取到系统时间).
 */
export async function fetchServerToday(): Promise<string> {
  const raw = (await api.get<string>(projectUrls.serverTime, { quiet: true })).dataInfo;
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(String(raw ?? ''));
  if (!m) throw new Error('no server time');
  return `${m[1]}-${m[2]}-${m[3]}`;
}
