import { api } from '../../api/http';
import { readListResponse } from './list-response';
import type { ListResult } from './types';

/** A list call through the one HTTP client, read by the list rules (a failure becomes an empty list upstream). */
export async function fetchList<Row>(url: string, params: Record<string, unknown>): Promise<ListResult<Row>> {
  return readListResponse<Row>(await api.post<Row[]>(url, params));
}
