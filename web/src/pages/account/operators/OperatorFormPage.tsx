import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Radio, Select, Spin, Typography, message } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isOpenProjectType, operatorAddBody, operatorEditBody, operatorFamilies, translate, type OperatorDetail } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { addOperator, editOperator, fetchOperator } from '../../../api/operator-accounts';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { messageLang } from '../../../message-lang';
import { useListRefresh } from '../../../components/list-page/query-keys';
import { tabsStore } from '../../../shell/tabs-store';
import { dictOptions, projectTypeLabel, provinceLabel, useDictionary, useProjectTypes, useProvinces } from '../../../reference';
import { declarationForPath, operatorPagePaths, type FormInput, type OperatorPageDeclaration } from './declarations';

type Mode = 'add' | 'edit' | 'detail';

/**
 * 开户 / 修改 / 详情 of a back-office account (/account/country/add, …/edit?operatorId=, …/detail?operatorId=),
 * rendered from the family's declaration with the contracts' rules (§3.3, §3.4, §5). A new account gets a login
 * name and optionally a password; without one the gateway generates it and this page shows it once.
 */
export default function OperatorFormPage() {
  const { pathname } = useLocation();
  const declaration = declarationForPath(pathname);
  const { t } = useTranslation('operators');
  if (!declaration) return <Alert type="error" message={t('unknownArea')} />;
  return <OperatorForm key={pathname} declaration={declaration} mode={pathname.endsWith('/add') ? 'add' : pathname.endsWith('/edit') ? 'edit' : 'detail'} />;
}

function OperatorForm({ declaration, mode }: { declaration: OperatorPageDeclaration; mode: Mode }) {
  const { t, i18n } = useTranslation('operators');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [messageApi, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [saving, setSaving] = useState(false);
  const family = operatorFamilies[declaration.family];
  const paths = operatorPagePaths(declaration);
  const operatorId = params.get('operatorId') ?? undefined;
  const schema = useMemo(() => (mode === 'add' ? operatorAddBody(family) : operatorEditBody(family)), [mode, family]);
  const refreshList = useListRefresh(`operators-${declaration.family}`);
  const queryClient = useQueryClient();
  const readOnly = mode === 'detail';

  const certificateTypes = useDictionary(family.certificateDictionary);
  const provinces = useProvinces();
  const projectTypes = useProjectTypes();
  const account = useQuery({ queryKey: ['operator', operatorId], queryFn: () => fetchOperator(operatorId!), enabled: mode !== 'add' && !!operatorId });

  useEffect(() => {
    if (account.data) form.setFieldsValue(account.data as unknown as Record<string, unknown>);
  }, [account.data, form]);

  const inputOf = (input: FormInput) => {
    switch (input) {
      case 'textarea':
        return <Input.TextArea rows={2} />;
      case 'certificateType':
        return <Select options={dictOptions(certificateTypes.data, i18n.language)} />;
      case 'province':
        return <Select showSearch={{ optionFilterProp: 'label' }} options={(provinces.data ?? []).map((p) => ({ value: p.provinceId, label: provinceLabel(p, i18n.language) }))} />;
      case 'isLeader':
        return <Radio.Group options={['N', 'Y'].map((v) => ({ value: v, label: t(`isLeader.${v}`) }))} />;
      case 'projectTypes':
        return (
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={(projectTypes.data ?? []).filter((p) => p.level === 2 && isOpenProjectType(p.typeId)).map((p) => ({ value: p.typeId, label: projectTypeLabel(p, i18n.language) }))}
          />
        );
      default:
        return <Input />;
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      if (mode === 'add') {
        const saved = await addOperator(declaration.family, values);
        if (saved.initialPassword) {
          await modal.success({
            title: t('addedTitle'),
            content: (
              <>
                <p>{t('passwordShownOnce', { loginName: saved.loginName })}</p>
                <Typography.Text code copyable data-testid="operator-initial-password">
                  {saved.initialPassword}
                </Typography.Text>
              </>
            ),
          });
        } else void messageApi.success(t('added'));
      } else {
        await editOperator(declaration.family, { ...values, operatorId });
        void messageApi.success(t('edited'));
      }
      await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ['operator', operatorId] })]);
      tabsStore.close(pathname, pathname);
      navigate(paths.manage);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      applyServerErrors(form, e);
      void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setSaving(false);
    }
  };

  if (mode !== 'add' && !operatorId) return <Alert type="error" message={translate('operatorNotFound', messageLang())} />;
  if (account.isLoading) return <Spin />;
  const detail: OperatorDetail | undefined = account.data;

  return (
    <Card
      title={`${t(declaration.nameKey)} · ${t(`title.${mode}`)}`}
      extra={<Button onClick={() => navigate(paths.manage)}>{t('actions.back')}</Button>}
    >
      {holder}
      {modalHolder}
      <Form form={form} layout="horizontal" labelCol={{ flex: i18n.language.startsWith('zh') ? '130px' : '200px' }} disabled={readOnly} initialValues={{ isLeader: 'N' }}>
        {mode === 'add' ? (
          <>
            <Form.Item name="loginName" label={t('fields.loginName')} required rules={zodFieldRules(schema, 'loginName')}>
              <Input maxLength={18} autoComplete="off" data-testid="operator-login-name" />
            </Form.Item>
            <Form.Item name="password" label={t('fields.password')} extra={t('passwordHint')} rules={zodFieldRules(schema, 'password')}>
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item label={t('fields.loginName')}>
            <Typography.Text>{detail?.loginName}</Typography.Text>
            {detail && <Typography.Text type="secondary"> · {t(`status.${detail.status}`)}</Typography.Text>}
          </Form.Item>
        )}
        {declaration.formFields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={t(`fields.${f.name}`)} required={family.required.has(f.name)} rules={zodFieldRules(schema, f.name)}>
            {inputOf(f.input)}
          </Form.Item>
        ))}
        {detail && readOnly && (
          <Form.Item label={t('fields.roleNames')}>
            <Typography.Text>{detail.roleNames.join('、') || '-'}</Typography.Text>
          </Form.Item>
        )}
        {!readOnly && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="operator-form-save">
              {t('actions.save')}
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
