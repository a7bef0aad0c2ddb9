import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, institutionFields, type Institution, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { fetchInstitution, INSTITUTION_KEY, modifyInstitution, PORTAL_INSTITUTION_KEY } from '../../../api/institution';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { formatDateTime } from '../../../components/list-page/format';
import { usePermission } from '../../../access';
import { useUnsavedGuard } from '../../../shell/useUnsavedGuard';

const NS = 'institution';
type Field = keyof typeof institutionFields.shape;
/** The form's fields in order, each with its widest width on a line (24 = a whole line); their most characters are the schema's. */
const FIELDS: ReadonlyArray<{ name: Field; span: number }> = [
  { name: 'institutionName', span: 12 },
  { name: 'institutionNameEn', span: 12 },
  { name: 'creditCode', span: 12 },
  { name: 'postalCode', span: 12 },
  { name: 'address', span: 24 },
  { name: 'servicePhone', span: 12 },
  { name: 'serviceEmail', span: 12 },
  { name: 'website', span: 12 },
  { name: 'serviceHours', span: 12 },
];

const valuesOf = (i: Institution) => Object.fromEntries(FIELDS.map((f) => [f.name, i[f.name] ?? ''])) as Record<Field, string>;

/**
 * 机构设置 (/system/institutions, 069): the registry institution's particulars — the name the offset certificate names
 * as its issuer, and the contacts the public portal's footer shows. Saved with the version read; a save on a stale
 * read is refused and the latest particulars are loaded in its place.
 */
export default function InstitutionPage() {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Record<Field, string>>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const mayEdit = usePermission(fc.institutionManage);
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: INSTITUTION_KEY, queryFn: fetchInstitution });

  useEffect(() => {
    if (q.data) form.setFieldsValue(valuesOf(q.data));
  }, [q.data, form]);

  const loaded = (i: Institution) => {
    queryClient.setQueryData(INSTITUTION_KEY, i);
    void queryClient.invalidateQueries({ queryKey: PORTAL_INSTITUTION_KEY });
    form.setFieldsValue(valuesOf(i));
    setDirty(false);
    guard.release();
  };

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v || !q.data) return;
    setSaving(true);
    try {
      loaded(await modifyInstitution({ ...v, version: q.data.version }));
      void messageApi.success(t('saved'));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 4);
      // someone else saved first: their particulars replace the form's
      if (e instanceof ApiError && e.status === 409) loaded(await fetchInstitution());
    } finally {
      setSaving(false);
    }
  };

  if (q.isError) return <Alert type="error" showIcon message={q.error instanceof Error ? q.error.message : String(q.error)} />;
  if (!q.data) return <Skeleton active />;
  return (
    <Card title={t('title')}>
      {holder}
      <Alert type="info" showIcon message={t('hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" disabled={!mayEdit} onValuesChange={() => setDirty(true)} data-testid="institution-form">
        <Row gutter={24}>
          {FIELDS.map((f) => (
            <Col key={f.name} xs={24} md={f.span}>
              <Form.Item name={f.name} label={t(`fields.${f.name}`)} rules={zodFieldRules(institutionFields, f.name)} extra={t(`extra.${f.name}`, { defaultValue: '' }) || undefined}>
                <Input maxLength={maxLengthOf(institutionFields, f.name)} data-testid={`institution-${f.name}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {mayEdit && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="institution-save">
            {t('save')}
          </Button>
        )}
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }} data-testid="institution-updated">
        {q.data.updatedAt ? t('updated', { at: formatDateTime(q.data.updatedAt), by: q.data.updatedByName ?? '-' }) : t('neverUpdated')}
      </Typography.Paragraph>
    </Card>
  );
}
