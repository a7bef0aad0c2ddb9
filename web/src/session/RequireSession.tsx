import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { clearSession, getToken, loadSession, useSession, wasSignedOut } from './session-store.ts';
import { loginPath } from './redirect.ts';

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

  useEffect(() => {
    if (!token || status !== 'idle') return;
    loadSession().catch(() => {
      clearSession();
      navigate(loginPath(target), { replace: true });
    });
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
