import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSession, getToken, loadSession } from '../../session/session-store.ts';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import '../login/login.css';

/**
 * The frame of the client account-opening pages (§2.3): they sit outside the back-office shell and need a signed-in
 * visitor; without a token they send to sign-in and come back.
 */
export function ClientFrame({ title, children, width = 1000 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation(['registration', 'common']);
  const { pathname, search } = useLocation();
  // outside the shell nothing else loads the user info the forms show (the login name)
  useEffect(() => {
    if (getToken() && getSession().status === 'idle') loadSession().catch(() => undefined);
  }, []);
  if (!getToken()) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className="login-page" style={{ alignItems: 'flex-start', padding: '48px 0', overflow: 'auto' }}>
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card style={{ width: `min(${width}px, 96vw)` }} title={t(title)} extra={<Link to="/client/identityType">{t('identityType.back')}</Link>}>
        {children}
      </Card>
    </div>
  );
}
