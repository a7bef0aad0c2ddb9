import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Radio, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOpenProjectType, operatorFamilies, provinceApplyBody, translate } from '@ccer/contracts';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules.ts';
import { messageLang } from '../../../message-lang.ts';
import { dictOptions, projectTypeLabel, provinceLabel, useDictionary, useProjectTypes, useProvinces } from '../../../reference';
import { provincePages } from '../../account/operators/declarations/province.ts';
import type { FormInput } from '../../account/operators/declarations';
import { ClientFrame } from '../ClientFrame.tsx';
import { provinceApplyApi } from './province-api.ts';

const family = operatorFamilies.province;

/**
 * /client/province/open (accounts spec §2.3, §3.4, §7.2): the signed-in visitor applies for a provincial
 * administrator account for one province; the fields and rules are the province-administrator form's (the
 * back-office declaration and contracts' rules), so both forms stay one.
 */
export default function ProvinceOpenPage() {
  const { t, i18n } = useTranslation(['unionProvince', 'operators']);
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const mine = useQuery({ queryKey: ['my-province-application'], queryFn: provinceApplyApi.mine });
  const certificateTypes = useDictionary(family.certificateDictionary);
  const provinces = useProvinces();
  const projectTypes = useProjectTypes();

  if (mine.isLoading) return <Spin />;
  // one under review or opened is shown, not applied for again
  if (mine.data && (mine.data.status === 'auditing' || mine.data.status === 'opened')) return <Navigate to="/client/province/detail" replace />;

  const inputOf = (input: FormInput) => {
    switch (input) {
      case 'textarea':
        return <Input.TextArea rows={2} />;
      case 'certificateType':
        return <Select options={dictOptions(certificateTypes.data, i18n.language)} />;
      case 'province':
        return <Select showSearch={{ optionFilterProp: 'label' }} options={(provinces.data ?? []).map((p) => ({ value: p.provinceId, label: provinceLabel(p, i18n.language) }))} />;
      case 'isLeader':
        return <Radio.Group options={['N', 'Y'].map((v) => ({ value: v, label: t(`operators:isLeader.${v}`) }))} />;
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

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    setSaving(true);
    try {
      await provinceApplyApi.submit(values);
      await mine.refetch();
      navigate('/client/province/detail', { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ClientFrame title="unionProvince:province.openTitle" width={820}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {mine.data?.status === 'rejected' && (
        <Alert type="warning" showIcon title={t('province.rejectedBefore', { opinion: mine.data.opinion ?? '-' })} style={{ marginBottom: 16 }} />
      )}
      <Alert type="info" showIcon title={t('province.openHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="horizontal" labelCol={{ flex: i18n.language.startsWith('zh') ? '130px' : '240px' }} initialValues={{ isLeader: 'N' }} onFinish={submit}>
        {provincePages.formFields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={t(`operators:fields.${f.name}`)}
            required={family.required.has(f.name)}
            rules={zodFieldRules(provinceApplyBody, f.name)}
            data-testid={`province-${f.name}`}
          >
            {inputOf(f.input)}
          </Form.Item>
        ))}
        <Form.Item style={{ marginTop: 24, marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="province-submit" block>
            {t('province.submit')}
          </Button>
        </Form.Item>
      </Form>
    </ClientFrame>
  );
}
