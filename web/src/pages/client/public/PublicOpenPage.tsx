import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { translate } from '@ccer/contracts/messages';
import { registrationApi } from '../../../api/registration.ts';
import { applyServerErrors } from '../../../forms/zod-rules.ts';
import { messageLang } from '../../../message-lang.ts';
import { useSession } from '../../../session/session-store.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { PublicAccountFields, toPublicBody } from './PublicAccountFields.tsx';

/** /client/public/open (accounts spec §2.3, §3.5): the signed-in visitor applies for a public account (registerMass). */
export default function PublicOpenPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const loginName = session.user?.operatorName ?? session.user?.operatorCode;
  useEffect(() => {
    if (loginName) form.setFieldValue('loginName', loginName);
  }, [loginName, form]);

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    setSaving(true);
    try {
      await registrationApi.registerMass(toPublicBody(values));
      navigate('/client/public/detail', { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ClientFrame title="public.openTitle" width={760}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="horizontal" labelCol={{ flex: '160px' }} onFinish={submit}>
        <PublicAccountFields />
        <Form.Item style={{ marginTop: 24, marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="public-submit" block>
            {t('public.submit')}
          </Button>
        </Form.Item>
      </Form>
    </ClientFrame>
  );
}
