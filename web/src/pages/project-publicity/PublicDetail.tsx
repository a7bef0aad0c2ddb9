import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table, Typography, type DescriptionsProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OpinionAddBody, PublicDocument } from '@ccer/contracts';
import { formatDateTime } from '../../components/list-page/format';
import { PublicityFrame } from './PublicityFrame';
import { OpinionForm } from './OpinionForm';

/**
 * The parts of a public detail page both publicity areas declare (the project's, the certification's reductions): the
 * frame with the way back, the loading and not-found states, the descriptions card, the published documents with
 * downloads and the comment card. Test ids carry the area's prefix (publicity-…, reduction-…).
 */

export const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
export const amount = (v: number | null) => (v == null ? '-' : v.toLocaleString());
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A description item labelled `fields.<key>` of the area's texts. */
export const publicItem = (t: TFunction) => (key: string, value: unknown, span = 1) => ({ key, label: t(`fields.${key}`), children: dash(value), span });

interface PageProps<D> {
  /** The texts' namespace (detail.back, detail.notFound). */
  ns: string;
  queryKey: string;
  load: (id: string) => Promise<D>;
  /** Where the way back leads, once the detail is known or not. */
  back: (d: D | undefined) => string;
  testIdPrefix: string;
  body: (d: D) => ReactNode;
}

/** A public detail page (`?id=`): the way back, then a skeleton, the not-found result or the area's body. */
export function PublicDetailPage<D>({ ns, queryKey, load, back, testIdPrefix, body }: PageProps<D>) {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ queryKey: [queryKey, id], queryFn: () => load(id), enabled: !!id, retry: false });
  return (
    <PublicityFrame>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Link to={back(detail.data)}>← {t('detail.back')}</Link>
        {detail.isPending && id ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : !detail.data ? (
          <Card>
            <Result status="404" title={t('detail.notFound')} data-testid={`${testIdPrefix}-detail-missing`} />
          </Card>
        ) : (
          body(detail.data)
        )}
      </Space>
    </PublicityFrame>
  );
}

/** The detail's heading card: the name, the status, the public fields. */
export function PublicDescriptionsCard({ name, status, items, testIdPrefix }: { name: string; status: ReactNode; items: DescriptionsProps['items']; testIdPrefix: string }) {
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }} data-testid={`${testIdPrefix}-detail-name`}>
          {name}
        </Typography.Title>
      }
      extra={status}
    >
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid={`${testIdPrefix}-detail`} items={items} />
    </Card>
  );
}

/** The published documents with their downloads (the publicity texts). */
export function PublicDocumentsCard({ documents, download, testIdPrefix }: { documents: PublicDocument[]; download: (f: PublicDocument) => unknown; testIdPrefix: string }) {
  const { t } = useTranslation('publicity');
  return (
    <Card title={t('detail.documents')}>
      <Table<PublicDocument>
        rowKey="fileId"
        size="small"
        pagination={false}
        dataSource={documents}
        locale={{ emptyText: t('detail.noDocuments') }}
        data-testid={`${testIdPrefix}-documents`}
        columns={[
          { title: t('detail.typeName'), dataIndex: 'typeName' },
          { title: t('detail.fileName'), dataIndex: 'fileName' },
          { title: t('detail.size'), dataIndex: 'size', render: size },
          { title: t('detail.uploadedAt'), dataIndex: 'uploadedAt', render: formatDateTime },
          {
            title: t('detail.download'),
            key: 'download',
            render: (_, f) => (
              <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(f)} data-testid={`${testIdPrefix}-download`}>
                {t('detail.download')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The comment card: the form during publicity (the area's call), else the area's closed notice. */
export function PublicOpinionCard({
  applyId,
  open,
  add,
  closed,
  closedTestId,
}: {
  applyId: string;
  open: boolean;
  add?: (body: OpinionAddBody) => Promise<void>;
  closed: string;
  closedTestId?: string;
}) {
  const { t } = useTranslation('publicity');
  return (
    <Card title={t('opinion.title')}>{open ? <OpinionForm applyId={applyId} add={add} /> : <Alert type="warning" showIcon message={closed} data-testid={closedTestId} />}</Card>
  );
}
