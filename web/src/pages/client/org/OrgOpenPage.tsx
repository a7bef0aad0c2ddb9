import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, App, Button, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organisationFormSchema, translate } from '@ccer/contracts';
import { registrationApi } from '../../../api/registration.ts';
import { applyServerErrors } from '../../../forms/zod-rules.ts';
import { messageLang } from '../../../message-lang.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { OrgFormFields } from './OrgFormFields.tsx';

/**
 * /client/org/open (accounts spec §2.3, §3.7): the visitor's organisation application. 保存草稿 keeps whatever is
 * filled (formats of filled fields are still checked); 提交 needs every field. A saved draft is loaded back.
 */
export default function OrgOpenPage() {
  const { t } = useTranslation('registration');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState<'draft' | 'submit'>();
  const mine = useQuery({ queryKey: ['my-org-application'], queryFn: registrationApi.orgMine });
  const draft = mine.data?.status === '0' ? mine.data : undefined;

  useEffect(() => {
    if (draft) form.setFieldsValue(draft.form);
  }, [draft, form]);

  if (mine.isLoading) return <Spin />;
  // an application under review or an opened account is shown, not edited
  if (mine.data && !['0', '3', '4'].includes(mine.data.status)) return <Navigate to="/client/org/detail" replace />;

  const send = async (mode: 'draft' | 'submit') => {
    setError(undefined);
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const parsed = organisationFormSchema(mode).safeParse(values);
    if (!parsed.success) {
      const lang = messageLang();
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path[0] as string, errors: [translate(i.message, lang)] })));
      return;
    }
    setSaving(mode);
    try {
      const body = { ...values, id: draft?.id };
      if (mode === 'draft') {
        const saved = await registrationApi.orgDraft(body);
        await mine.refetch();
        void message.success(t('org.draftSaved', { applyNo: saved.applyNo }));
      } else {
        await registrationApi.orgApply(body);
        navigate('/client/org/detail', { replace: true });
      }
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <ClientFrame title="org.openTitle" width={1200}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {draft && <Alert type="info" showIcon title={t('org.draftLoaded', { applyNo: draft.applyNo })} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <OrgFormFields mode="draft" />
        <Space style={{ width: '100%', justifyContent: 'center' }}>
          <Button onClick={() => void send('draft')} loading={saving === 'draft'} data-testid="org-save-draft">
            {t('org.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void send('submit')} loading={saving === 'submit'} data-testid="org-submit">
            {t('org.submit')}
          </Button>
        </Space>
      </Form>
    </ClientFrame>
  );
}
