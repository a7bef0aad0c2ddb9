import { translate, langOf } from '@ccer/contracts/messages';

/**
 * The one HTTP client of the web: Bearer token, Accept-Language, the envelope of architecture §3,
 * and the error rules of spec §8. Pages call `api.get/post/put/del` and receive the envelope.
 */
export interface Envelope<T> {
  flag: 0 | 1;
  dataInfo: T;
  total?: number;
  msg?: string;
  code?: string;
  successful?: boolean;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Partial<Envelope<unknown>> & { dataInfo?: unknown },
  ) {
    super(message);
  }
  /** Field messages of a 400, keyed by field name, for antd Form.setFields. */
  get fieldErrors(): Array<{ field: string; message: string }> {
    const d = this.body?.dataInfo;
    return Array.isArray(d) ? (d as Array<{ field: string; message: string }>) : [];
  }
}

export const TOKEN_KEY = 'token';
export const REQUEST_TIMEOUT_MS = 30000;

/** Listeners the shell installs: the 401 dialog and the error toast. */
export const httpEvents = {
  onUnauthorized: (_url: string) => {},
  onError: (_message: string, _status: number) => {},
};

export function currentLanguage(): string {
  return localStorage.getItem('language') ?? navigator.language ?? 'en';
}

/** 401s that stay silent (spec §8): the user-info call and the public pages. */
const SILENT_401_PATHS = ['/client/home', '/', '/projectPublicity/projectPublicityDetail', '/notice/noticeDetail'];

export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Do not toast errors; the caller shows them (forms with field errors). */
  quiet?: boolean;
  signal?: AbortSignal;
}

async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const qs = opts.query
    ? '?' +
      new URLSearchParams(
        Object.entries(opts.query)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() === 'zh' ? 'zh-cn' : currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url + qs, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!opts.quiet) httpEvents.onError(message, 0);
    throw new ApiError(message, 0);
  }
  const body = (await res.json().catch(() => ({}))) as Envelope<T>;
  // 201, 202 and 204 count as 200 (spec §8)
  if (res.status >= 200 && res.status < 300 && body.successful !== false && body.flag !== 0) return body;
  const lang = langOf(currentLanguage());
  let message = body.msg ?? res.statusText;
  if (res.status === 400) {
    const first = Array.isArray(body.dataInfo) ? (body.dataInfo as Array<{ message: string }>)[0]?.message : undefined;
    message = body.msg || first || translate('badRequest', lang);
  }
  const error = new ApiError(message, res.status, body);
  if (res.status === 401) {
    const silent = url.endsWith('/api/user-info') || SILENT_401_PATHS.includes(window.location.pathname);
    if (!silent) httpEvents.onUnauthorized(url);
    throw error;
  }
  if (!opts.quiet) httpEvents.onError(message, res.status);
  throw error;
}

export const api = {
  get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, opts),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', url, { ...opts, body: body ?? {} }),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', url, { ...opts, body: body ?? {} }),
  del: <T>(url: string, opts?: RequestOptions) => request<T>('DELETE', url, opts),
};
