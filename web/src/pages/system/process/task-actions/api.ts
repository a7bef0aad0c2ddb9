import type {
  CcRow,
  OperatorPickRow,
  TaskActionOpinionBody,
  TaskActionResult,
  TaskActionTargetBody,
  TaskAddSignBody,
  TaskAttachment,
  TaskCcBody,
  TaskResolveBody,
  TaskRevokeBody,
} from '@ccer/contracts';
import { translate, langOf } from '@ccer/contracts/messages';
import { api, ApiError, currentLanguage, httpEvents, TOKEN_KEY, type Envelope } from '../../../../api/http';
import { fetchList } from '../../../../components/list-page/fetch-list';
import type { ListResult } from '../../../../components/list-page/types';

/** The task action calls (/api/process/task/...). Quiet: the dialogs show errors on their fields. */
export const taskActionUrls = {
  return: '/api/process/task/return',
  reject: '/api/process/task/reject',
  transfer: '/api/process/task/transfer',
  delegate: '/api/process/task/delegate',
  resolve: '/api/process/task/resolve',
  cc: '/api/process/task/cc',
  addSign: '/api/process/task/add-sign',
  revoke: '/api/process/task/revoke',
  ccList: '/api/process/task/cc-list',
  ccRead: '/api/process/task/cc-read',
  operators: '/api/process/task/operator-list',
  upload: '/api/process/task/attachment/upload',
  download: '/api/process/task/attachment/download',
} as const;

const quiet = { quiet: true };
export const returnTask = (b: TaskActionOpinionBody) => api.post<TaskActionResult>(taskActionUrls.return, b, quiet);
export const rejectTask = (b: TaskActionOpinionBody) => api.post<TaskActionResult>(taskActionUrls.reject, b, quiet);
export const transferTask = (b: TaskActionTargetBody) => api.post<TaskActionResult>(taskActionUrls.transfer, b, quiet);
export const delegateTask = (b: TaskActionTargetBody) => api.post<TaskActionResult>(taskActionUrls.delegate, b, quiet);
export const resolveTask = (b: TaskResolveBody) => api.post<TaskActionResult>(taskActionUrls.resolve, b, quiet);
export const ccTask = (b: TaskCcBody) => api.post<TaskActionResult>(taskActionUrls.cc, b, quiet);
export const addSignTask = (b: TaskAddSignBody) => api.post<TaskActionResult>(taskActionUrls.addSign, b, quiet);
export const revokeTask = (b: TaskRevokeBody) => api.post<TaskActionResult>(taskActionUrls.revoke, b, quiet);

export const fetchOperators = (keyword: string | undefined) => api.post<OperatorPickRow[]>(taskActionUrls.operators, { keyword: keyword || undefined, pageSize: 20 });
export const fetchCcList = (params: Record<string, unknown>): Promise<ListResult<CcRow>> => fetchList<CcRow>(taskActionUrls.ccList, params);
export const markCcRead = (ids: string[]) => api.post<{ updated: number }>(taskActionUrls.ccRead, { ids });

/** Uploads one file to a task (multipart); the engine keeps it with the task. */
export async function uploadTaskAttachment(taskId: string, file: File): Promise<TaskAttachment> {
  const form = new FormData();
  form.set('taskId', taskId);
  form.set('file', file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() === 'zh' ? 'zh-cn' : currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(taskActionUrls.upload, { method: 'POST', headers, body: form });
  const body = (await res.json().catch(() => ({}))) as Envelope<TaskAttachment>;
  if (res.ok && body.flag === 1) return body.dataInfo;
  const message = body.msg || translate('badRequest', langOf(currentLanguage()));
  if (res.status === 401) httpEvents.onUnauthorized(taskActionUrls.upload);
  throw new ApiError(message, res.status, body);
}

/** Downloads an attachment with the session's token (a plain link would carry none). */
export async function downloadAttachment(taskId: string, attachmentId: string): Promise<void> {
  const url = `${taskActionUrls.download}?taskId=${encodeURIComponent(taskId)}&attachmentId=${encodeURIComponent(attachmentId)}`;
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Envelope<unknown>;
    if (res.status === 401) httpEvents.onUnauthorized(url);
    else httpEvents.onError(body.msg || res.statusText, res.status);
    return;
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name ? decodeURIComponent(name) : attachmentId;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}
