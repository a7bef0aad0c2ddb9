import { ApiError, currentLanguage, httpEvents, TOKEN_KEY } from './http.ts';

/**
 * Downloads a binary response and saves it as a file (spec §7.1 download helper). http.ts reads
 * JSON only; this one reads a blob, and on failure decodes the body for msg, title or error (§8).
 */
export async function downloadFile(url: string, query: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString();
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() === 'zh' ? 'zh-cn' : currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(qs ? `${url}?${qs}` : url, { headers });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let message = res.statusText || String(res.status);
    try {
      const body = JSON.parse(text) as { msg?: string; title?: string; error?: string };
      message = body.msg || body.title || body.error || message;
    } catch {
      // not JSON: keep the status text
    }
    if (res.status === 401) httpEvents.onUnauthorized(url);
    throw new ApiError(message, res.status);
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName);
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
