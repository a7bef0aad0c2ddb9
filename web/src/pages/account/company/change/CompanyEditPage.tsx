import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Form, Space, Spin, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyChangeBody, companyChangeOpenStatuses, companyFormSchema, translate, type CompanyChangeField } from '@ccer/contracts';
import { ApiError } from '../../../../api/http.ts';
import { companyChangeApi } from '../../../../api/company-changes.ts';
import { messageLang } from '../../../../message-lang.ts';
import { formatDateTime } from '../../../../components/list-page/format';
import { CompanyFormFields } from '../../../client/company/CompanyFormFields.tsx';
import { toBody, toFieldName, toFormState } from '../../../client/company/company-values.ts';

const statusColor: Record<string, string> = { confirming: 'processing', auditing: 'processing', returned: 'warning', rejected: 'error', effective: 'success' };

/**
 * AccountCompanyEdit (/account/company/edit, accounts spec §2.2, §2.4, §2.7): the company form prefilled from the
 * company (?custId= for an administrator with 008, else the company the representative acts for), submitted as a
 * change that the confirming representative confirms and an administrator approves. An open change is shown with
 * its fields before and after, read-only; a decided one with its opinion; below, the change log.
 */
export default function CompanyEditPage() {
  const { t } = useTranslation('companyChange');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const paramCustId = params.get('custId');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const company = useQuery({
    queryKey: ['company-change-company', paramCustId],
    queryFn: async () => {
      if (paramCustId) {
        const c = await companyChangeApi.company(paramCustId);
        return { custId: c.custId, custName: c.custName, form: c.form };
      }
      return companyChangeApi.current();
    },
  });
  const custId = company.data?.custId;
  const latest = useQuery({ queryKey: ['company-change-latest', custId], queryFn: () => companyChangeApi.latest(custId!), enabled: Boolean(custId) });
  const log = useQuery({ queryKey: ['company-change-log', custId], queryFn: () => companyChangeApi.changeLog(custId!), enabled: Boolean(custId) });
  const open = latest.data && companyChangeOpenStatuses.includes(latest.data.status) ? latest.data : undefined;

  useEffect(() => {
    if (!company.data) return;
    const source = open ? open.form : { ...company.data.form, custName: company.data.form.custName ?? company.data.custName };
    form.resetFields();
    form.setFieldsValue(toFormState(source));
  }, [company.data, open, form]);

  if (company.isLoading || latest.isLoading) return <Spin />;
  if (!company.data) return <Empty description={t('noCompany')} />;

  const showErrors = (issues: Array<{ field: string; message: string }>) =>
    form.setFields(issues.map((i) => ({ name: toFieldName(i.field) as string, errors: [translate(i.message, messageLang())] })));

  const submit = async () => {
    setError(undefined);
    const body = toBody(form.getFieldsValue(true) as Record<string, unknown>);
    const parsed = companyFormSchema.safeParse(body);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    if (!body.confirmerLoginName) issues.push({ field: 'confirmerLoginName', message: 'required' });
    if (issues.length > 0) return showErrors(issues);
    setSaving(true);
    try {
      await companyChangeApi.submit({ ...body, custId });
      void message.success(t('submitted'));
      await latest.refetch();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) showErrors(e.fieldErrors);
      else setError(translate((e as Error).message, messageLang()));
    } finally {
      setSaving(false);
    }
  };

  const fieldColumns = [
    { title: t('paramName'), dataIndex: 'paramName' },
    { title: t('beforeValue'), dataIndex: 'beforeValue' },
    { title: t('currentValue'), dataIndex: 'currentValue' },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="company-edit-page">
      <Card title={`${t('title')}：${company.data.custName}`}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {latest.data && (
          <Alert
            data-testid="company-change-state"
            type={open ? 'info' : latest.data.status === 'effective' ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            title={
              <Space>
                {t('latestChange', { changeNo: latest.data.changeNo })}
                <Tag color={statusColor[latest.data.status]}>{latest.data.statusName}</Tag>
                {formatDateTime(latest.data.submittedAt)}
              </Space>
            }
            description={
              <>
                {latest.data.opinion && <div>{t('opinion', { opinion: latest.data.opinion })}</div>}
                {open && <div>{t('pendingHint')}</div>}
                <Table<CompanyChangeField> size="small" rowKey="paramId" pagination={false} columns={fieldColumns} dataSource={latest.data.fields} style={{ marginTop: 8 }} />
              </>
            }
          />
        )}
        <Form form={form} layout="vertical" onValuesChange={(changed: Record<string, unknown>) => form.setFields(Object.keys(changed).filter((n) => n !== 'att').map((name) => ({ name, errors: [] })))}>
          <CompanyFormFields form={form} readOnly={Boolean(open)} body={companyChangeBody} />
          {!open && (
            <Space style={{ width: '100%', justifyContent: 'center' }}>
              <Button type="primary" onClick={() => void submit()} loading={saving} data-testid="company-change-submit">
                {t('submit')}
              </Button>
            </Space>
          )}
        </Form>
      </Card>
      <Card title={t('changeLog')}>
        <Table
          size="small"
          rowKey="id"
          dataSource={log.data ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: t('paramName'), dataIndex: 'paramName' },
            { title: t('beforeValue'), dataIndex: 'beforeValue' },
            { title: t('currentValue'), dataIndex: 'currentValue' },
            { title: t('operatorName'), dataIndex: 'operatorName' },
            { title: t('changedAt'), dataIndex: 'createdAt', render: formatDateTime },
          ]}
        />
      </Card>
    </Space>
  );
}
