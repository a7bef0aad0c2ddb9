import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicDocument, PublicProjectDetail } from '@ccer/contracts';
import { downloadPublicDocument, fetchPublicityDetail } from '../../api/project-publicity';
import { formatDateTime } from '../../components/list-page/format';
import ApplyStatusTag from '../project/ApplyStatusTag';
import { PublicityFrame } from './PublicityFrame';
import { OpinionForm } from './OpinionForm';
import { publicityPagePaths } from './publicity-paths';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const amount = (v: number | null) => (v == null ? '-' : v.toLocaleString());
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * /projectPublicity/projectPublicityDetail?id= (public): every public field of the project, its published documents
 * with downloads, and during publicity the comment form (image code).
 */
export default function ProjectPublicityDetailPage() {
  const { t } = useTranslation('publicity');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ queryKey: ['publicityDetail', id], queryFn: () => fetchPublicityDetail(id), enabled: !!id, retry: false });

  return (
    <PublicityFrame>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Link to={publicityPagePaths.list}>← {t('detail.back')}</Link>
        {detail.isPending && id ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : !detail.data ? (
          <Card>
            <Result status="404" title={t('detail.notFound')} data-testid="publicity-detail-missing" />
          </Card>
        ) : (
          <DetailBody d={detail.data} />
        )}
      </Space>
    </PublicityFrame>
  );
}

function DetailBody({ d }: { d: PublicProjectDetail }) {
  const { t } = useTranslation('publicity');
  const item = (key: string, value: unknown, span = 1) => ({ key, label: t(`fields.${key}`), children: dash(value), span });
  const registered = !!d.projectCode;
  return (
    <>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="publicity-detail-name">
            {d.projectName}
          </Typography.Title>
        }
        extra={<ApplyStatusTag status={d.status} />}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          data-testid="publicity-detail"
          items={[
            item('applyNo', d.applyNo),
            ...(registered ? [item('projectCode', d.projectCode), { ...item('registrationTime', null), children: formatDateTime(d.registrationTime) }] : []),
            item('custName', d.custName),
            item('approvalAuthorityName', d.approvalAuthorityName),
            item('provinceName', d.provinceName),
            item('projectLocation', d.projectLocation),
            item('coordinates', d.longitude || d.latitude ? `${dash(d.longitude)}, ${dash(d.latitude)}` : null),
            item('parentProjectTypeName', d.parentProjectTypeName),
            item('methodologyNum', d.methodologyNum),
            item('methodologyName', d.methodologyName),
            item('otherProofMethodName', d.otherProofMethodName),
            item('commencementDate', d.commencementDate),
            item('conclusionDate', d.conclusionDate),
            item('reckonPeriod', d.firstReckonDate || d.endReckonDate ? `${dash(d.firstReckonDate)} ~ ${dash(d.endReckonDate)}` : null),
            { ...item('expectYearNum', null), children: amount(d.expectYearNum) },
            { ...item('expectMaxNum', null), children: amount(d.expectMaxNum) },
            item('publicityPeriod', d.publicityStartDate || d.publicityEndDate ? `${dash(d.publicityStartDate)} ~ ${dash(d.publicityEndDate)}` : null),
            ...(d.publicityRemainingDays != null ? [item('remainingDays', d.publicityRemainingDays)] : []),
            item('basicInformation', d.basicInformation, 2),
            item('technologiesMeasures', d.technologiesMeasures, 2),
          ]}
        />
      </Card>
      <Card title={t('detail.documents')}>
        <Table<PublicDocument>
          rowKey="fileId"
          size="small"
          pagination={false}
          dataSource={d.documents}
          locale={{ emptyText: t('detail.noDocuments') }}
          data-testid="publicity-documents"
          columns={[
            { title: t('detail.typeName'), dataIndex: 'typeName' },
            { title: t('detail.fileName'), dataIndex: 'fileName' },
            { title: t('detail.size'), dataIndex: 'size', render: size },
            { title: t('detail.uploadedAt'), dataIndex: 'uploadedAt', render: formatDateTime },
            {
              title: t('detail.download'),
              key: 'download',
              render: (_, f) => (
                <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadPublicDocument(d.id, f.path, f.fileName)} data-testid="publicity-download">
                  {t('detail.download')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('opinion.title')}>{d.opinionOpen ? <OpinionForm applyId={d.id} /> : <Alert type="warning" showIcon message={t('opinion.closed')} />}</Card>
    </>
  );
}
