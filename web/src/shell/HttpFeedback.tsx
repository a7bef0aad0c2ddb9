import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { httpEvents } from '../api/http.ts';
import { clearSession } from '../session/session-store.ts';
import { loginPath } from '../session/redirect.ts';

/** Error toasts last 3 s (spec §9). */
const ERROR_TOAST_S = 3;
/** One expired-session dialog at a time, however many calls fail together. */
let dialogOpen = false;

/**
 * Installs the HTTP client's hooks (spec §8): error toasts, and on a 401 a dialog that cannot be
 * dismissed: 重新登录 clears the session and goes to /login?redirect=<current path>.
 */
export function HttpFeedback() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    httpEvents.onError = (text) => {
      // the text as key: the same failure from several calls shows once
      void message.error({ content: text, duration: ERROR_TOAST_S, key: text });
    };
    httpEvents.onUnauthorized = () => {
      if (dialogOpen || window.location.pathname === '/login') return;
      dialogOpen = true;
      const target = window.location.pathname + window.location.search;
      modal.warning({
        title: t('session.expiredTitle'),
        content: t('session.expired'),
        okText: t('session.relogin'),
        closable: false,
        keyboard: false,
        mask: { closable: false },
        onOk: () => {
          dialogOpen = false;
          clearSession();
          navigate(loginPath(target), { replace: true });
        },
      });
    };
    return () => {
      httpEvents.onError = () => {};
      httpEvents.onUnauthorized = () => {};
    };
  }, [message, modal, navigate, t]);

  return null;
}
