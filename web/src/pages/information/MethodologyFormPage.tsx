import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { METHODOLOGY_BUSINESS, informationDocumentBusinesses as ib, methodologyCode, methodologyFields, methodologySaveBody, projectTypesOfField, type MethodologyDetail, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../api/http';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';
import { useListRefresh } from '../../components/list-page/query-keys';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { tabsStore } from '../../shell/tabs-store';
import { useUnsavedGuard } from '../../shell/useUnsavedGuard';
import { DATE_FORMAT, pickerDate } from '../../time/registry-time';
import { fetchMethodology, saveMethodology } from './information-api';
import { NS, fileIdsOf, infoPaths } from './information-shared';

interface Values {
  fieldCode: string;
  seq: number;
  versionNo: number;
  nameZh: string;
  nameEn?: string;
  projectTypes: string[];
  effectiveDate?: Dayjs | null;
  summary?: string;
  files?: Record<string, string[]>;
}

/**
 * 新增 / 修改 方法学 (/information/methodologyEditDetail[?id=]): field (sectoral scope 01–16), sequence and version make
 * the number CCER-{field}-{seq}-V{version} (shown as it is typed; the server refuses a taken one), names, the field's
 * applicable project types, effective date, summary, documents. Leaving with unsaved changes asks first.
 */
export default function MethodologyFormPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const lang = messageLang();
  const queryClient = useQueryClient();
  const refreshList = useListRefresh('infoMethodologies');
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const id = Number(params.get('id')) || undefined;
  const methodology = useQuery({ queryKey: ['infoMethodology', id], queryFn: () => fetchMethodology(id!), enabled: !!id });
  const fieldCode = Form.useWatch('fieldCode', form);
  const seq = Form.useWatch('seq', form);
  const versionNo = Form.useWatch('versionNo', form);
  const code = fieldCode && seq && versionNo ? methodologyCode(fieldCode, seq, versionNo) : '';

  useEffect(() => {
    const m = methodology.data;
    if (!m) return;
    form.setFieldsValue({ fieldCode: m.fieldCode, seq: m.seq, versionNo: m.versionNo, nameZh: m.nameZh, nameEn: m.nameEn ?? '', projectTypes: m.projectTypes, effectiveDate: m.effectiveDate ? pickerDate(m.effectiveDate) : null, summary: m.summary ?? '' });
  }, [methodology.data, form]);

  const leave = (to: string) => {
    guard.release();
    tabsStore.close(pathname, pathname);
    navigate(to);
  };

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      const m: MethodologyDetail = await saveMethodology({
        id,
        version: methodology.data?.version,
        fieldCode: v.fieldCode,
        seq: v.seq,
        versionNo: v.versionNo,
        nameZh: v.nameZh,
        nameEn: v.nameEn || null,
        projectTypes: v.projectTypes,
        effectiveDate: v.effectiveDate ? v.effectiveDate.format(DATE_FORMAT) : null,
        summary: v.summary || null,
        fileIds: fileIdsOf(v.files),
      });
      void message.success(t(id ? 'messages.saved' : 'messages.added'));
      await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ['infoMethodology', m.id] })]);
      leave(infoPaths.methodologyDetail(m.id));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void message.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  if (id && methodology.isLoading) return <Spin />;
  if (id && !methodology.data) return <Alert type="error" showIcon message={t('empty.methodology')} />;
  return (
    <Card
      title={t(id ? 'title.methodologyEdit' : 'title.methodologyAdd')}
      extra={
        <Button onClick={() => guard.confirmLeave(() => leave(infoPaths.methodology))} data-testid="methodology-back">
          {t('actions.back')}
        </Button>
      }
    >
      <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '140px' }} labelWrap initialValues={{ versionNo: 1, projectTypes: [] }} onValuesChange={() => setDirty(true)}>
        <Form.Item name="fieldCode" label={t('fields.field')} rules={zodFieldRules(methodologySaveBody, 'fieldCode')}>
          <Select
            options={methodologyFields.map((f) => ({ value: f.code, label: `${f.code} ${f[lang]}` }))}
            onChange={() => form.setFieldValue('projectTypes', [])}
            style={{ maxWidth: 420 }}
            data-testid="methodology-field"
          />
        </Form.Item>
        <Form.Item label={t('fields.numberParts')} required>
          <Space wrap>
            <Form.Item name="seq" noStyle rules={zodFieldRules(methodologySaveBody, 'seq')}>
              <InputNumber min={1} max={999} precision={0} addonBefore={t('fields.seq')} aria-label={t('fields.seq')} data-testid="methodology-seq" />
            </Form.Item>
            <Form.Item name="versionNo" noStyle rules={zodFieldRules(methodologySaveBody, 'versionNo')}>
              <InputNumber min={1} max={99} precision={0} addonBefore={t('fields.versionNo')} aria-label={t('fields.versionNo')} data-testid="methodology-version" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label={t('fields.methodologyCode')}>
          <Typography.Text strong data-testid="methodology-code">
            {code || '-'}
          </Typography.Text>
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.methodologyName')} rules={zodFieldRules(methodologySaveBody, 'nameZh')}>
          <Input maxLength={maxLengthOf(methodologySaveBody, 'nameZh')} data-testid="methodology-nameZh" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={zodFieldRules(methodologySaveBody, 'nameEn')}>
          <Input maxLength={maxLengthOf(methodologySaveBody, 'nameEn')} />
        </Form.Item>
        <Form.Item name="projectTypes" label={t('fields.projectTypes')} rules={[{ required: true, type: 'array', min: 1, message: t('validation.projectTypes') }]} extra={t('methodology.projectTypesHint')}>
          <Select
            mode="multiple"
            disabled={!fieldCode}
            options={projectTypesOfField(fieldCode ?? '').map((p) => ({ value: p.typeId, label: `${p.typeId} ${lang === 'en' ? p.typeNameEn : p.typeName}` }))}
            data-testid="methodology-projectTypes"
          />
        </Form.Item>
        <Form.Item name="effectiveDate" label={t('fields.effectiveDate')}>
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item name="summary" label={t('fields.summary')} rules={zodFieldRules(methodologySaveBody, 'summary')}>
          <Input.TextArea maxLength={maxLengthOf(methodologySaveBody, 'summary')} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <BusinessDocuments businessCode={ib.methodologyDocument} linked={id ? { businessType: METHODOLOGY_BUSINESS, businessKey: String(id) } : undefined} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="methodology-save">
            {t('actions.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
