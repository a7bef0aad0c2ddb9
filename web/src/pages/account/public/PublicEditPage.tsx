import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Space, Spin, message } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { registrationApi } from '../../../api/registration';
import { applyServerErrors } from '../../../forms/zod-rules';
import { tabsStore } from '../../../shell/tabs-store';
import { PublicAccountFields, toPublicBody, toPublicValues } from '../../client/public/PublicAccountFields';
import { ChangeLogTable } from '../shared/ChangeLogTable';
import { publicPaths } from './public-paths';

/** /account/public/edit?id= and /account/public/detail?id= (hidden under 103505): the §3.5 form and the change log. */
export default function PublicEditPage() {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const readOnly = pathname.endsWith('/detail');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const account = useQuery({ queryKey: ['public-account', id], queryFn: () => registrationApi.publicDetail(id), enabled: !!id });

  useEffect(() => {
    if (account.data) form.setFieldsValue(toPublicValues(account.data));
  }, [account.data, form]);

  if (!id) return <Alert type="error" title={t('notFound')} />;
  if (account.isLoading) return <Spin />;
  if (!account.data) return <Alert type="error" title={t('notFound')} />;

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await registrationApi.publicModify({ ...toPublicBody(values), id, version: account.data!.version });
      void messageApi.success(t('actions.saved'));
      tabsStore.close(pathname, pathname);
      navigate(publicPaths.manage);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (!applyServerErrors(form, e)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {holder}
      <Card title={`${account.data.applyNo} · ${account.data.statusName}`}>
        <Form form={form} labelCol={{ flex: '160px' }} style={{ maxWidth: 760 }}>
          <PublicAccountFields readOnly={readOnly} />
          {!readOnly && (
            <Space>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="public-modify-save">
                {t('actions.save')}
              </Button>
              <Button onClick={() => navigate(publicPaths.manage)}>{t('actions.back')}</Button>
            </Space>
          )}
        </Form>
      </Card>
      <Card title={t('changeLog.title')} style={{ marginTop: 16 }}>
        <ChangeLogTable businessType="public" id={id} />
      </Card>
    </>
  );
}
