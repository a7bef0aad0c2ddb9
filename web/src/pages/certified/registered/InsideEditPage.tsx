import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Skeleton, Space, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedEditableFields, certifiedFieldLabels, certifiedInfoEditBody, type CertifiedEditableField, type CertifiedInfoEditBody } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { editCertifiedInfo, fetchCertifiedInfo, fetchCertifiedInfoOfApply } from '../../../api/certified-registered';
import { showFieldErrors, zodFieldRules } from '../../../forms/zod-rules';
import { messageLang } from '../../../message-lang';
import ChangeLogTable from '../../project/registered/ChangeLogTable';
import { formFieldErrors } from '../../project/registered/edit-changes';

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The changed fields only ('' clears one); empty when nothing changed. */
export function changedCertifiedValues(initial: Partial<Record<CertifiedEditableField, unknown>>, current: Partial<Record<CertifiedEditableField, unknown>>) {
  const out: Partial<Record<CertifiedEditableField, string>> = {};
  for (const f of certifiedEditableFields) if (trimmed(initial[f]) !== trimmed(current[f])) out[f] = trimmed(current[f]);
  return out;
}

/**
 * 修改登记减排量 (/certified/insideEdit and /certified/manage/edit; `?id=` the registered reduction or `?applyId=` the
 * application it was registered from; 080): the registry edits its descriptive fields with an explanation; the
 * quantities, vintages and period never change. Only the changed fields are sent; each lands in the change log.
 */
export default function InsideEditPage() {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const uuid = /^[0-9a-f-]{36}$/i;
  const applyId = params.get('applyId') ?? '';
  const byApply = useQuery({ queryKey: ['certifiedInfoOfApply', applyId], queryFn: () => fetchCertifiedInfoOfApply(applyId), enabled: uuid.test(applyId) });
  const id = params.get('id') ?? byApply.data?.id ?? '';
  const valid = uuid.test(id);
  const info = useQuery({ queryKey: ['certifiedInfo', id], queryFn: () => fetchCertifiedInfo(id), enabled: valid });
  const [busy, setBusy] = useState(false);
  const lang = messageLang();
  const back = <Button onClick={() => navigate('/certified/query')}>{t('actions.back')}</Button>;
  const unresolved = !params.get('id') && (!uuid.test(applyId) || byApply.data === null);
  if (unresolved || (params.get('id') && !valid) || info.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!info.data) return <Skeleton active />;
  const { apply } = info.data;
  const initial = Object.fromEntries(certifiedEditableFields.map((f) => [f, apply[f] ?? '']));

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const changes = changedCertifiedValues(initial, values);
    if (Object.keys(changes).length === 0) {
      void messageApi.warning(t('noChange'));
      return;
    }
    setBusy(true);
    try {
      await editCertifiedInfo({ id, changes: changes as CertifiedInfoEditBody['changes'], modifyExplanation: String(values.modifyExplanation ?? '').trim() });
      void messageApi.success(t('done'));
      await client.invalidateQueries({ queryKey: ['certifiedInfo', id] });
      navigate(`/certified/query/detail?id=${encodeURIComponent(id)}`);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const placed = e instanceof ApiError ? showFieldErrors(form, formFieldErrors(e.fieldErrors), { scroll: true }) : 0;
      if (placed === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  const maxLength: Record<CertifiedEditableField, number> = { countryId: 12, ccerUnitTypeName: 64, initialCommitmentPeriod: 32, applicableCommitmentPeriod: 32, archiveCode: 32, remarkDesc: 2000 };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="certified-inside-edit-page">
      {holder}
      <Card title={`${t('title.edit')}：${info.data.info.registrationNo}`} extra={back}>
        <Alert type="info" showIcon message={t('editHint')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
          <Row gutter={16}>
            {certifiedEditableFields
              .filter((f) => f !== 'remarkDesc')
              .map((f) => (
                <Col xs={24} md={12} xl={8} key={f}>
                  <Form.Item name={f} label={certifiedFieldLabels[f][lang]}>
                    <Input maxLength={maxLength[f]} allowClear data-testid={`certified-edit-${f}`} />
                  </Form.Item>
                </Col>
              ))}
          </Row>
          <Form.Item name="remarkDesc" label={certifiedFieldLabels.remarkDesc[lang]}>
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="certified-edit-remarkDesc" />
          </Form.Item>
          <Form.Item name="modifyExplanation" label={t('fields.modifyExplanation')} required rules={zodFieldRules(certifiedInfoEditBody, 'modifyExplanation')}>
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="certified-modify-explanation" />
          </Form.Item>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="certified-inside-edit-save">
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('changeLog')} size="small">
        <ChangeLogTable rows={info.data.changeLog} labels={certifiedFieldLabels} />
      </Card>
    </Space>
  );
}
