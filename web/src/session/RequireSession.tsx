import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { clearSession, getToken, loadSession, useSession, wasSignedOut } from './session-store.ts';
import { loginPath } from './redirect.ts';
import { ApiError } from '../api/http.ts';

/**
 * The navigation guard of spec §2.5: without a token, to the login page; with one but no roles
 * loaded, load user info and permissions (the router then rebuilds its table from them and
 * matches the same URL again); on failure, to /login?redirect=<target>.
 */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = location.pathname + location.search;
  const token = getToken();

  const failures = useRef(0);

  // Each failure puts the status back to idle, which runs this effect again: that is the retry.
  // A refused session (401) ends at once; a network hiccup or an aborted request is retried twice,
  // a second apart, so it does not sign the user out.
  useEffect(() => {
    if (!token || status !== 'idle') return;
    const timer = setTimeout(() => {
      loadSession().then(
        () => {
          failures.current = 0;
        },
        (e: unknown) => {
          failures.current++;
          if ((e instanceof ApiError && e.status === 401) || failures.current > 2) {
            failures.current = 0;
            clearSession();
            navigate(loginPath(target), { replace: true });
          }
        },
      );
    }, failures.current === 0 ? 0 : 1000);
    return () => clearTimeout(timer);
  }, [token, status, target, navigate]);

  if (!token) return <Navigate to={wasSignedOut() ? '/login' : loginPath(target)} replace />;
  if (status !== 'ready') return <FullPageSpin />;
  return <Outlet />;
}

export function FullPageSpin() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
