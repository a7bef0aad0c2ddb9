import type { ReactNode } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';

interface Props {
  /** The page's own heading under the product title (e.g. 用户登录, 游客注册). */
  subtitle: string;
  /** A failure that belongs to no field. */
  error?: string;
  errorTestId: string;
  children: ReactNode;
}

/** The frame of the sign-in, registration and forgotten-password pages: language switch, card, titles, error. */
export function SignInFrame({ subtitle, error, errorTestId, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <h1 className="login-title">{t('common:app.title')}</h1>
        <h2 className="login-subtitle">{subtitle}</h2>
        {error && <Alert type="error" showIcon title={error} className="login-error" data-testid={errorTestId} />}
        {children}
      </Card>
    </div>
  );
}
