import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Spin } from 'antd';
import { setToken } from '../../session/session-store.ts';
import { safeRedirect } from '../../session/redirect.ts';

/** /redirect/{path} (spec §2.1): re-enters a page, e.g. a tab's refresh; only same-site paths. */
export function RedirectPath() {
  const splat = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={safeRedirect(`/${splat}${search}`)} replace />;
}

/**
 * /redirectpage and /auth-redirect (spec §2.1): the landing of a hand-over from another system. A `token` in the
 * query becomes the session (the app then loads it afresh); `redirect` names the same-site page to go to.
 */
export function AuthRedirect() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    if (!token) return;
    setToken(token);
    window.location.replace(target);
  }, [token, target]);
  return token ? <Spin style={{ display: 'block', marginTop: 120 }} /> : <Navigate to={target} replace />;
}
