import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { methodologyLibraryStatusCodes, methodologyLibraryStatusName, publicFileUrl, type PortalMethodologyRow } from '@ccer/contracts';
import { PortalFrame } from './PortalFrame';
import { fetchMethodologies, fetchMethodology } from './portal-api';
import { QueryState } from './portal-shared';
import { usePageMeta } from './use-page-meta';

const PAGE_SIZE = 10;

function MethodologyDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const detail = useQuery({ queryKey: ['portal-methodology', i18n.language, id], queryFn: () => fetchMethodology(id), retry: false });
  const m = detail.data;
  return (
    <Modal open title={m ? `${m.code} ${m.name}` : t('methodology.detail')} onCancel={onClose} footer={<Button onClick={onClose}>{t('methodology.close')}</Button>} width={720}>
      <QueryState query={detail}>
        {(data) => (
          <Descriptions column={1} bordered size="small" data-testid="methodology-detail">
            <Descriptions.Item label={t('methodology.code')}>{data.code}</Descriptions.Item>
            <Descriptions.Item label={t('methodology.name')}>{data.name}</Descriptions.Item>
            <Descriptions.Item label={t('methodology.projectTypes')}>{data.projectTypeNames.join('、') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('methodology.version')}>{data.versionNo}</Descriptions.Item>
            <Descriptions.Item label={t('methodology.status')}>{data.statusName}</Descriptions.Item>
            <Descriptions.Item label={t('methodology.effectiveDate')}>{data.effectiveDate ?? '-'}</Descriptions.Item>
            {data.withdrawnDate ? <Descriptions.Item label={t('methodology.withdrawnDate')}>{data.withdrawnDate}</Descriptions.Item> : null}
            {data.summary ? <Descriptions.Item label={t('methodology.summary')}>{data.summary}</Descriptions.Item> : null}
            <Descriptions.Item label={t('methodology.documents')}>
              {data.documents.length ? (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {data.documents.map((f) => (
                    <li key={f.fileId}>
                      <a href={publicFileUrl(f.path)} download={f.fileName}>
                        {f.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                t('methodology.noDocuments')
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </QueryState>
    </Modal>
  );
}

/** /notice/methodology (public): the methodology library by number, name, field and status, with each one's documents. */
export default function MethodologyLibraryPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('meta.methodologyTitle'), t('meta.methodologyDescription'));
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm();
  const [open, setOpen] = useState<string | null>(null);
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const filters = { keyword: params.get('keyword') ?? '', fieldCode: params.get('fieldCode') ?? '', status: params.get('status') ?? '' };
  const list = useQuery({
    queryKey: ['portal-methodologies', i18n.language, pageNumber, filters],
    queryFn: () => fetchMethodologies({ pageNumber, pageSize: PAGE_SIZE, keyword: filters.keyword || undefined, fieldCode: filters.fieldCode || undefined, status: filters.status || undefined }),
    retry: false,
  });
  const search = (values: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries({ keyword: values.keyword?.trim(), fieldCode: values.fieldCode?.trim(), status: values.status }).filter(([, v]) => v)) as Record<string, string>);

  return (
    <PortalFrame>
      <h1 className="portal-title">{t('methodology.title')}</h1>
      <Card>
        <Form form={form} layout="inline" initialValues={filters} onFinish={search} style={{ rowGap: 8, marginBottom: 12 }} role="search">
          <Form.Item name="keyword" label={t('methodology.keyword')}>
            <Input allowClear data-testid="methodology-keyword" />
          </Form.Item>
          <Form.Item name="fieldCode" label={t('methodology.field')}>
            <Input allowClear maxLength={2} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="status" label={t('methodology.status')}>
            <Select
              style={{ width: 140 }}
              aria-label={t('methodology.status')}
              options={[
                { value: '', label: t('methodology.all') },
                ...methodologyLibraryStatusCodes.map((value) => ({ value, label: methodologyLibraryStatusName(value, i18n.language.startsWith('zh') ? 'zh' : 'en') })),
              ]}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="methodology-search">
              {t('column.search')}
            </Button>
          </Space>
        </Form>
        <QueryState query={list}>
          {(data) => (
            <Table<PortalMethodologyRow>
              data-testid="methodology-table"
              rowKey="id"
              size="small"
              dataSource={data.rows}
              scroll={{ x: 'max-content' }}
              pagination={{ current: pageNumber, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: (p) => setParams({ ...Object.fromEntries(params), page: String(p) }) }}
              columns={[
                {
                  title: t('methodology.code'),
                  dataIndex: 'code',
                  render: (code: string, r) => (
                    <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.id)} data-testid="methodology-open">
                      {code}
                    </Button>
                  ),
                },
                { title: t('methodology.name'), dataIndex: 'name' },
                { title: t('methodology.projectTypes'), dataIndex: 'projectTypeNames', render: (v: string[]) => v.join('、') || '-' },
                { title: t('methodology.version'), dataIndex: 'versionNo' },
                { title: t('methodology.status'), dataIndex: 'statusName', render: (v: string) => <Tag>{v}</Tag> },
                { title: t('methodology.effectiveDate'), dataIndex: 'effectiveDate', render: (v: string | null) => v ?? '-' },
              ]}
            />
          )}
        </QueryState>
      </Card>
      {open ? <MethodologyDetail id={open} onClose={() => setOpen(null)} /> : null}
    </PortalFrame>
  );
}
