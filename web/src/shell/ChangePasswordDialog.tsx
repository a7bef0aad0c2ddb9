import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { modifyPasswordBody, type ModifyPasswordBody } from '@ccer/contracts/session';
import { phoneCodeForm } from '@ccer/contracts/sms';
import { maxLengthOf } from '@ccer/contracts/validation/max-length';
import { ApiError } from '../api/http.ts';
import { sessionApi } from '../api/session.ts';
import { smsApi } from '../api/sms.ts';
import { SmsCodeButton } from '../components/sms/SmsCodeButton.tsx';
import { applyServerErrors, zodFieldRules } from '../forms/zod-rules.ts';
import { signOut, useSession } from '../session/session-store.ts';

/** Password toasts stay 5 s (spec §9). */
const PASSWORD_TOAST_S = 5;

/**
 * Change login password (spec §2.8, §5.5, §8): rules from the contract schema; a 400 shows
 * '旧登录' + the server's message; success signs out to the login page. An operator with a mobile on file
 * (user-info phoneCodeMobile) also gives the SMS code sent to it (phoneCode).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ModifyPasswordBody>();
  const [saving, setSaving] = useState(false);
  const phoneCodeMobile = useSession().user?.phoneCodeMobile ?? null;

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await sessionApi.modifyPassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
        ...(phoneCodeMobile ? { phoneCode: values.phoneCode } : {}),
      });
      void message.success(t('password.changed'), PASSWORD_TOAST_S);
      onClose();
      await signOut();
      navigate('/login', { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 401) return; // 401: the session dialog takes over
      if (e.status === 400) {
        if (!applyServerErrors(form, e)) void message.error(t('password.oldWrong', { msg: e.message }), PASSWORD_TOAST_S);
      } else void message.error(e.message, 3);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name="modify-password" preserve={false}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={zodFieldRules(modifyPasswordBody, 'oldPassword')}>
          <Input.Password data-testid="old-password" autoComplete="current-password" maxLength={maxLengthOf(modifyPasswordBody, 'oldPassword')} />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={zodFieldRules(modifyPasswordBody, 'newPassword')}>
          <Input.Password data-testid="new-password" autoComplete="new-password" maxLength={maxLengthOf(modifyPasswordBody, 'newPassword')} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={zodFieldRules(modifyPasswordBody, 'confirmPassword')}
        >
          <Input.Password data-testid="confirm-password" autoComplete="new-password" maxLength={maxLengthOf(modifyPasswordBody, 'newPassword')} />
        </Form.Item>
        {phoneCodeMobile && (
          <Form.Item label={t('sms:code.label')} required extra={t('sms:code.to', { mobile: phoneCodeMobile })}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="phoneCode" noStyle rules={zodFieldRules(phoneCodeForm, 'phoneCode')}>
                <Input data-testid="phone-code" placeholder={t('sms:code.placeholder')} maxLength={6} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton send={async () => (await smsApi.ownCode()).dataInfo} testId="phone-code-send" />
            </div>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
