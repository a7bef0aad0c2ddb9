import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, InputNumber, Result, Select, Space, Switch, Table, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessSettingSaveBody, DOC_NUMBER_MAX, documentBusinessOf, functionCodes, type DocumentTypeRow } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { fetchAllDocumentTypes, fetchBusinessSetting, saveBusinessSetting } from '../../../api/electronic';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { useAccess } from '../../../access';
import { messageLang } from '../../../message-lang';
import { formatsText, sizeText, typeNameOf } from './type-name';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';

interface DocumentValue {
  typeNo: string;
  docNumber: number;
  required: boolean;
}
interface Values {
  documents: DocumentValue[];
}

/**
 * 业务文档设置详情 (/system/electronic/businessDetail?businessCode=, hidden under menu 402505, function 068): the
 * documents of one business function as a table (type, formats, size, number of files, required); types are added
 * from the registry's list and removed per row; 保存 replaces the business's documents as a whole.
 */
export default function BusinessDetailPage() {
  const { t } = useTranslation('electronic');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const businessCode = params.get('businessCode') ?? '';
  const business = documentBusinessOf(businessCode);
  const [form] = Form.useForm<Values>();
  const [preview] = Form.useForm();
  const queryClient = useQueryClient();
  const [messageApi, holder] = message.useMessage();
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { hasFunc } = useAccess();
  const mayEdit = hasFunc(functionCodes.electronicManage);
  const lang = messageLang();
  const back = () => navigate('/system/electronic/business');

  const setting = useQuery({ queryKey: ['businessSetting', businessCode], queryFn: () => fetchBusinessSetting(businessCode), enabled: Boolean(business) });
  const types = useQuery({ queryKey: ['documentTypes', 'all'], queryFn: fetchAllDocumentTypes, enabled: Boolean(business) });
  const byNo = useMemo(() => new Map<string, DocumentTypeRow>((types.data ?? []).map((d) => [d.typeNo, d])), [types.data]);
  const documents = Form.useWatch('documents', form) ?? [];

  if (!business) return <Result status="404" title={t('detail.notFound')} extra={<Button onClick={back}>{t('detail.back')}</Button>} />;

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      await saveBusinessSetting({ businessCode, documents: v.documents ?? [] });
      void messageApi.success(t('detail.saved'));
      await setting.refetch();
      // the preview shows what a form reads now
      await queryClient.invalidateQueries({ queryKey: ['formDocuments', businessCode] });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  const addable = (types.data ?? []).filter((d) => !documents.some((x) => x?.typeNo === d.typeNo));
  const rules = (index: number, field: keyof DocumentValue) => zodFieldRules(businessSettingSaveBody, ['documents', index, field]);
  const title = lang === 'en' ? business.name.en : business.name.zh;

  return (
    <>
      {holder}
      <Card
        size="small"
        title={`${t('detail.title')} · ${title}`}
        extra={
          <Space>
            <Button onClick={back}>{t('detail.back')}</Button>
            {mayEdit && (
              <Button type="primary" loading={busy} onClick={() => void save()} data-testid="detail-save">
                {t('detail.save')}
              </Button>
            )}
          </Space>
        }
        loading={setting.isLoading}
      >
        {setting.data && (
          <Form
            form={form}
            name="businessDocuments"
            key={setting.dataUpdatedAt}
            initialValues={{ documents: setting.data.documents.map(({ typeNo, docNumber, required }) => ({ typeNo, docNumber, required })) }}
            disabled={!mayEdit}
          >
            <Form.List name="documents">
              {(fields, { add, remove }) => (
                <>
                  {mayEdit && (
                    <Space style={{ marginBottom: 12 }} wrap>
                      <Select
                        style={{ minWidth: 280 }}
                        placeholder={t('detail.pick')}
                        value={picked}
                        onChange={setPicked}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={addable.map((d) => ({ value: d.typeNo, label: `${d.typeNo} ${typeNameOf(d, lang)}` }))}
                        data-testid="detail-pick"
                      />
                      <Button
                        icon={<PlusOutlined />}
                        disabled={!picked}
                        onClick={() => {
                          add({ typeNo: picked, docNumber: 1, required: false });
                          setPicked(undefined);
                        }}
                        data-testid="detail-add"
                      >
                        {t('detail.add')}
                      </Button>
                    </Space>
                  )}
                  <Table
                    size="small"
                    rowKey="key"
                    pagination={false}
                    dataSource={fields}
                    locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.none')} /> }}
                    data-testid="detail-documents"
                    columns={[
                      {
                        title: t('detail.columns.type'),
                        key: 'type',
                        render: (_: unknown, f) => {
                          const typeNo = form.getFieldValue(['documents', f.name, 'typeNo']) as string;
                          const type = byNo.get(typeNo);
                          return (
                            <Form.Item name={[f.name, 'typeNo']} noStyle>
                              <span>
                                {typeNo} {type ? typeNameOf(type, lang) : ''}
                              </span>
                            </Form.Item>
                          );
                        },
                      },
                      { title: t('detail.columns.formats'), key: 'formats', render: (_: unknown, f) => {
                        const type = byNo.get(form.getFieldValue(['documents', f.name, 'typeNo']));
                        return type ? formatsText(type.extensions, lang) : '-';
                      } },
                      {
                        title: t('detail.columns.size'),
                        key: 'size',
                        render: (_: unknown, f) => {
                          const type = byNo.get(form.getFieldValue(['documents', f.name, 'typeNo']));
                          return type ? sizeText(type.sizeLimit, type.unit) : '-';
                        },
                      },
                      {
                        title: t('detail.columns.docNumber'),
                        key: 'docNumber',
                        render: (_: unknown, f) => (
                          <Form.Item name={[f.name, 'docNumber']} rules={rules(f.name, 'docNumber')} style={{ marginBottom: 0 }}>
                            <InputNumber min={1} max={DOC_NUMBER_MAX} precision={0} style={{ width: 100 }} data-testid={`doc-number-${f.name}`} />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('detail.columns.required'),
                        key: 'required',
                        render: (_: unknown, f) => (
                          <Form.Item name={[f.name, 'required']} valuePropName="checked" style={{ marginBottom: 0 }}>
                            <Switch checkedChildren={t('detail.required.yes')} unCheckedChildren={t('detail.required.no')} data-testid={`doc-required-${f.name}`} />
                          </Form.Item>
                        ),
                      },
                      ...(mayEdit
                        ? [
                            {
                              title: t('detail.columns.operation'),
                              key: 'operation',
                              render: (_: unknown, f: { name: number }) => (
                                <Button type="link" danger size="small" onClick={() => remove(f.name)} data-testid={`doc-remove-${f.name}`}>
                                  {t('detail.remove')}
                                </Button>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                </>
              )}
            </Form.List>
          </Form>
        )}
      </Card>
      <Card size="small" title={t('detail.preview')} style={{ marginTop: 16 }} data-testid="detail-preview">
        <div style={{ color: 'var(--registry-text-tertiary)', marginBottom: 12 }}>{t('detail.previewHint')}</div>
        <Form form={preview} name="documentsPreview" layout="vertical" disabled>
          <BusinessDocuments businessCode={businessCode} disabled />
        </Form>
      </Card>
    </>
  );
}
