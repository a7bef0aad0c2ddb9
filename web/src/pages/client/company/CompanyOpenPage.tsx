import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, App, Button, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyApplyEditable, companyFormSchema, jointOpeningIssues, translate, type CompanyApplyDetail, type CompanyOpenType } from '@ccer/contracts';
import { api } from '../../../api/http.ts';
import { ApiError } from '../../../api/http.ts';
import { companyApi } from '../../../api/company-accounts.ts';
import { messageLang } from '../../../message-lang.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { CompanyFormFields } from './CompanyFormFields.tsx';
import { toBody, toFieldName, toFormState } from './company-values.ts';

/** unionOpenAccount (§7.4): the joint opening's submission (registry and trading-system accounts together). */
const submitJoint = (body: Record<string, unknown>) =>
  api.post<CompanyApplyDetail>('/api/enterpriseAccount/add/unionOpenAccount', body, { quiet: true }).then((r) => r.dataInfo);

/**
 * /client/company/open (accounts spec §2.3, §3.8): the visitor's company account application. 保存草稿 keeps what is
 * filled; 提交 checks the whole form (§5.4) and sends it to the confirming representative, then to audit.
 * /client/company/unionOpen is the same page with openType joint (联合开户): the trading-system representative
 * block is required and the submission goes to unionOpenAccount.
 */
export default function CompanyOpenPage({ openType = 'normal' }: { openType?: CompanyOpenType }) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState<'draft' | 'submit'>();
  const mine = useQuery({ queryKey: ['my-company-application'], queryFn: companyApi.mine });
  const editable = mine.data && companyApplyEditable.includes(mine.data.status) ? mine.data : undefined;

  useEffect(() => {
    if (editable) form.setFieldsValue(toFormState(editable.form));
  }, [editable, form]);

  if (mine.isLoading) return <Spin />;
  // an application under confirmation or audit, or an opened account, is shown, not edited
  if (mine.data && !editable) return <Navigate to="/client/company/detail" replace />;

  // the first message of a field wins (a joint opening's labelled 'required' before the generic one)
  const showErrors = (issues: Array<{ field: string; message: string }>) =>
    form.setFields(
      issues
        .filter((i, n) => issues.findIndex((j) => j.field === i.field) === n)
        .map((i) => ({ name: toFieldName(i.field) as string, errors: [translate(i.message, messageLang())] })),
    );

  const send = async (mode: 'draft' | 'submit') => {
    setError(undefined);
    const body = toBody(form.getFieldsValue(true) as Record<string, unknown>);
    if (mode === 'submit') {
      const parsed = companyFormSchema.safeParse(body);
      const issues = [
        ...(openType === 'joint' ? jointOpeningIssues(body) : []),
        ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
      ];
      if (!body.confirmerLoginName) issues.push({ field: 'confirmerLoginName', message: 'required' });
      if (issues.length > 0) return showErrors(issues);
    }
    setSaving(mode);
    try {
      const payload = { ...body, id: editable?.id, version: editable?.version };
      if (mode === 'draft') {
        const saved = await companyApi.saveDraft(payload);
        await mine.refetch();
        void message.success(t('draftSaved', { applyNo: saved.applyNo }));
      } else {
        await (openType === 'joint' ? submitJoint(payload) : companyApi.submit(payload));
        await mine.refetch();
        navigate('/client/company/detail', { replace: true });
      }
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) showErrors(e.fieldErrors);
      else setError(translate((e as Error).message, messageLang()));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <ClientFrame title={openType === 'joint' ? 'unionProvince:union.openTitle' : 'company:openTitle'} width={1200}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {editable?.opinion && <Alert type="warning" showIcon title={t('returnedWith', { opinion: editable.opinion })} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        // a changed field loses the message of the last check (the form has no per-field rules)
        onValuesChange={(changed: Record<string, unknown>) =>
          form.setFields(
            Object.entries(changed).flatMap(([name, v]): Array<{ name: string | string[]; errors: string[] }> =>
              name === 'att' ? Object.keys((v ?? {}) as object).map((code) => ({ name: ['att', code], errors: [] })) : [{ name, errors: [] }],
            ),
          )
        }
      >
        <CompanyFormFields form={form} openType={openType} />
        <Space style={{ width: '100%', justifyContent: 'center' }}>
          <Button onClick={() => void send('draft')} loading={saving === 'draft'} data-testid="company-save-draft">
            {t('saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void send('submit')} loading={saving === 'submit'} data-testid="company-submit">
            {t('submit')}
          </Button>
        </Space>
      </Form>
    </ClientFrame>
  );
}
