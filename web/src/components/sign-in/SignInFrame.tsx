import type { ReactNode } from 'react';
import { Alert, Card, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import { retranslate } from '../../forms/retranslate.ts';
import { useErrorsFollowLanguage } from '../../forms/use-errors-follow-language.ts';
import { messageLang } from '../../message-lang.ts';

interface Props {
  /** The page's own heading under the product title (e.g. 用户登录, 游客注册). */
  subtitle: string;
  /** The page's form: the messages it shows follow the language switch of the frame. */
  form: FormInstance;
  /** A failure that belongs to no field (the server's msg, already in the language of the request). */
  error?: string;
  errorTestId: string;
  children: ReactNode;
}

/** The frame of the sign-in, registration and forgotten-password pages: language switch, card, titles, error. */
export function SignInFrame({ subtitle, form, error, errorTestId, children }: Props) {
  const { t, i18n } = useTranslation();
  useErrorsFollowLanguage(form);
  // a message shown before a switch of language is shown again in the new one
  const shownError = error && (retranslate(error, messageLang(i18n.language)) ?? error);
  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <h1 className="login-title">{t('common:app.title')}</h1>
        <h2 className="login-subtitle">{subtitle}</h2>
        {shownError && <Alert type="error" showIcon title={shownError} className="login-error" data-testid={errorTestId} />}
        {children}
      </Card>
    </div>
  );
}
