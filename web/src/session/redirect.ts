/**
 * The `redirect` query of the login page (spec §2.5, §8). Only same-site paths are followed, so a
 * crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return '/';
  return raw;
}

/** /login?redirect=<path with query>; the bare home needs no redirect. */
export function loginPath(target: string): string {
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
