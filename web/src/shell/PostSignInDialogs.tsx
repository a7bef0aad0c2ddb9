import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@ccer/contracts/session';
import { smsApi } from '../api/sms.ts';
import { findRoute } from '../navigation/route-table.ts';
import { useNavigationModel } from '../navigation/NavigationContext.tsx';
import { useSession } from '../session/session-store.ts';
import { CCER_HOLDING_PATH, completionTarget, needsCompletion } from './post-sign-in.ts';
import { testIdProps } from '../components/test-id-props';

/** The old-carbon question is asked once per loaded session (a new sign-in loads a new user object). */
const askedOldCarbon = new WeakSet<UserInfo>();

/**
 * The dialogs of accounts spec §2.7: the old-registry holdings confirmation (提示, 确认/取消 → the
 * old-carbon-conf call → CcerHolding) and the blocking enterprise-completion dialog of representatives.
 */
export function PostSignInDialogs() {
  const { t } = useTranslation('sms');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const nav = useNavigationModel();

  useEffect(() => {
    if (!user?.oldCarbonConf || askedOldCarbon.has(user)) return;
    askedOldCarbon.add(user);
    modal.confirm({
      title: t('dialog.title'),
      content: user.oldCarbonConf || t('dialog.oldCarbonFallback'),
      okText: t('dialog.confirm'),
      cancelText: t('dialog.cancel'),
      okButtonProps: testIdProps('old-carbon-confirm'),
      cancelButtonProps: testIdProps('old-carbon-cancel'),
      onOk: async () => {
        try {
          await smsApi.confirmOldCarbon();
          navigate(CCER_HOLDING_PATH);
        } catch {
          // the client has shown the error; the notice comes back with the next sign-in
        }
      },
    });
  }, [user, modal, navigate, t]);

  const blocking = needsCompletion(user, pathname);
  const entry = findRoute(nav.table, pathname);
  const complete = () => navigate(completionTarget(Boolean(entry && !entry.hidden)));

  return (
    <Modal
      open={blocking}
      title={t('dialog.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" data-testid="complete-company" onClick={complete}>
          {t('dialog.complete')}
        </Button>
      }
    >
      <p data-testid="complete-company-text">{t('dialog.incomplete')}</p>
    </Modal>
  );
}
