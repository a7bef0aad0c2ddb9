import { ATTACHMENT_GROUP, PUBLIC_FILE_PATH, attachmentUrls, informationDocumentTypes, publicFileUrl } from '@ccer/contracts';
import { TOKEN_KEY, currentLanguage } from '../../api/http';

/**
 * The registry's own images in rich text. The stored HTML points at the public download
 * (/api/file/download/public?filePath=…), which serves an image once its release is public; the back office shows a
 * draft's images through the signed-in download instead, as object URLs (never written into the HTML).
 */

const prefix = `${PUBLIC_FILE_PATH}?filePath=`;
const cache = new Map<string, Promise<string>>();

/** The store path of one of the registry's own image sources, else undefined. */
export function ownImagePath(src: string | null | undefined): string | undefined {
  if (!src?.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(src.slice(prefix.length));
  } catch {
    return undefined;
  }
}

const authHeaders = (): Record<string, string> => {
  const token = localStorage.getItem(TOKEN_KEY);
  return { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
};

/** A source the signed-in user's browser can show: an own image through the signed-in download, any other as it is. */
export function displaySource(src: string): Promise<string> {
  const path = ownImagePath(src);
  if (!path) return Promise.resolve(src);
  let hit = cache.get(path);
  if (!hit) {
    const typeNo = path.split('/')[0];
    const query = new URLSearchParams({ groupName: ATTACHMENT_GROUP, typeNo, filePath: path });
    hit = fetch(`${attachmentUrls.download}?${query}`, { headers: authHeaders() })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => URL.createObjectURL(blob))
      .catch(() => {
        cache.delete(path);
        return src;
      });
    cache.set(path, hit);
  }
  return hit;
}

/** Uploads an image for a release's body (type I03); returns the source the HTML keeps, or throws the server's message. */
export async function uploadBodyImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('typeNo', informationDocumentTypes.releaseImage);
  form.append('file', file, file.name);
  const res = await fetch(attachmentUrls.upload, { method: 'POST', headers: authHeaders(), body: form });
  const body = (await res.json().catch(() => ({}))) as { dataInfo?: { path?: string } | Array<{ message: string }>; msg?: string };
  if (!res.ok || !body.dataInfo || Array.isArray(body.dataInfo) || !body.dataInfo.path) {
    const first = Array.isArray(body.dataInfo) ? body.dataInfo[0]?.message : undefined;
    throw new Error(body.msg || first || String(res.status));
  }
  return publicFileUrl(body.dataInfo.path);
}

/** Makes the own images inside a rendered element visible to the signed-in user. */
export function resolveOwnImages(root: HTMLElement): void {
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const src = img.getAttribute('src');
    if (!ownImagePath(src)) continue;
    void displaySource(src!).then((url) => {
      img.src = url;
    });
  }
}
