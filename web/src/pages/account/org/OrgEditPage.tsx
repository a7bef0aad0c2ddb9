import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Space, Spin, message } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { registrationApi } from '../../../api/registration';
import { applyServerErrors } from '../../../forms/zod-rules';
import { tabsStore } from '../../../shell/tabs-store';
import { OrgFormFields } from '../../client/org/OrgFormFields';
import { OrgValues } from '../../client/org/OrgValues';
import { ChangeLogTable } from '../shared/ChangeLogTable';
import { orgPaths } from './org-paths';

/**
 * /account/org/edit?id= and /account/org/detail?id= (hidden under 103005): the whole §3.7 form (every field required)
 * and the change log of the important fields below it.
 */
export default function OrgEditPage() {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const readOnly = pathname.endsWith('/detail');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const account = useQuery({ queryKey: ['org-account', id], queryFn: () => registrationApi.orgQuery(id), enabled: !!id });

  useEffect(() => {
    if (account.data) form.setFieldsValue(account.data.form);
  }, [account.data, form]);

  if (!id) return <Alert type="error" title={t('notFound')} />;
  if (account.isLoading) return <Spin />;
  if (!account.data) return <Alert type="error" title={t('notFound')} />;

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await registrationApi.orgModify({ ...values, id, version: account.data!.version });
      void messageApi.success(t('actions.saved'));
      await account.refetch();
      tabsStore.close(pathname, pathname);
      navigate(orgPaths.manage);
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
        {readOnly ? (
          <OrgValues form={account.data.form} />
        ) : (
          <Form form={form} layout="vertical">
            <OrgFormFields mode="submit" />
            <Space>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="org-modify-save">
                {t('actions.save')}
              </Button>
              <Button onClick={() => navigate(orgPaths.manage)}>{t('actions.back')}</Button>
            </Space>
          </Form>
        )}
      </Card>
      <Card title={t('changeLog.title')} style={{ marginTop: 16 }}>
        <ChangeLogTable businessType="org" id={id} />
      </Card>
    </>
  );
}
