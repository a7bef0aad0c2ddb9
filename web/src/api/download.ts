import { ApiError, currentLanguage, httpEvents, REQUEST_TIMEOUT_MS, TOKEN_KEY } from './http.ts';

/**
 * Downloads a binary response and saves it as a file (spec §7.1 download helper). http.ts reads
 * JSON only; this one reads a blob, and on failure decodes the body for msg, title or error (§8).
 * GET with a query (the operator manual, attachments) or POST with a JSON body (the list export).
 */
export async function downloadFile(url: string, query: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString();
  await fetchAndSave(qs ? `${url}?${qs}` : url, { method: 'GET' }, fallbackName);
}

/** POSTs a JSON body and saves the binary answer (export: `<name>_yyyyMMddHHmmss.xlsx` from the server). */
export async function downloadPost(url: string, body: unknown, fallbackName: string): Promise<void> {
  await fetchAndSave(url, { method: 'POST', body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } }, fallbackName);
}

async function fetchAndSave(url: string, init: { method: string; body?: string; headers?: Record<string, string> }, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { ...init.headers, 'Accept-Language': currentLanguage() === 'zh' ? 'zh-cn' : currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (e) {
    throw new ApiError(e instanceof Error ? e.message : String(e), 0);
  }
  if (!res.ok) {
    const message = downloadErrorMessage(await res.text().catch(() => ''), res.statusText || String(res.status));
    if (res.status === 401) httpEvents.onUnauthorized(url);
    throw new ApiError(message, res.status);
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName);
}

/** §8 "download error": the body decoded, then its msg, title or error; else the status text. */
export function downloadErrorMessage(text: string, fallback: string): string {
  try {
    const body = JSON.parse(text) as { msg?: string; title?: string; error?: string };
    return body.msg || body.title || body.error || fallback;
  } catch {
    return fallback; // not JSON
  }
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2];
}

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // revoke later: some browsers start the download after click() returns
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
