import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedLifecycle, type PublicDocument, type PublicReductionDetail } from '@ccer/contracts';
import { addReductionOpinion, downloadReductionDocument, fetchReductionPublicityDetail } from '../../../api/certified-publicity';
import { formatDateTime } from '../../../components/list-page/format';
import StatusTag from '../../lifecycle/StatusTag';
import { PublicityFrame } from '../../project-publicity/PublicityFrame';
import { OpinionForm } from '../../project-publicity/OpinionForm';
import { publicityPagePaths } from '../../project-publicity/publicity-paths';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const amount = (v: number | null) => (v == null ? '-' : v.toLocaleString());
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * /projectPublicity/reductionPublicityDetail?id= (public): a reduction application in publicity or registered — its
 * project, period, quantity applied for, verified and registered per vintage, its published documents (monitoring
 * report, verification report, publicity material) with downloads, and during publicity the comment form.
 */
export default function ReductionPublicityDetailPage() {
  const { t } = useTranslation('certifiedPublicity');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ queryKey: ['reductionPublicityDetail', id], queryFn: () => fetchReductionPublicityDetail(id), enabled: !!id, retry: false });
  const back = `${publicityPagePaths.list}?tab=${detail.data?.registrationNo ? 'registeredReduction' : 'publicityReduction'}`;

  return (
    <PublicityFrame>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Link to={back}>← {t('detail.back')}</Link>
        {detail.isPending && id ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : !detail.data ? (
          <Card>
            <Result status="404" title={t('detail.notFound')} data-testid="reduction-detail-missing" />
          </Card>
        ) : (
          <DetailBody d={detail.data} />
        )}
      </Space>
    </PublicityFrame>
  );
}

function DetailBody({ d }: { d: PublicReductionDetail }) {
  const { t } = useTranslation(['certifiedPublicity', 'publicity']);
  const item = (key: string, value: unknown, span = 1) => ({ key, label: t(`fields.${key}`), children: dash(value), span });
  const registered = !!d.registrationNo;
  const years = [...new Set([...d.verifiedVintages, ...d.registeredVintages].map((v) => v.year))].sort();
  const vintageRows = years.map((year) => ({
    year,
    verified: d.verifiedVintages.find((v) => v.year === year)?.quantity ?? null,
    registered: d.registeredVintages.find((v) => v.year === year)?.quantity ?? null,
  }));
  return (
    <>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="reduction-detail-name">
            {d.projectName}
          </Typography.Title>
        }
        extra={<StatusTag lifecycle={certifiedLifecycle} status={d.status} />}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          data-testid="reduction-detail"
          items={[
            item('applyNo', d.applyNo),
            item('projectCode', d.projectCode),
            ...(registered ? [item('registrationNo', d.registrationNo), { ...item('registrationTime', null), children: formatDateTime(d.registrationTime) }] : []),
            item('custName', d.custName),
            item('verificationAgencyName', d.verificationAgencyName),
            item('provinceName', d.provinceName),
            item('parentProjectTypeName', d.parentProjectTypeName),
            item('certificationPeriodNo', d.certificationPeriodNo),
            item('period', d.regAppStartDate || d.regAppEndDate ? `${dash(d.regAppStartDate)} ~ ${dash(d.regAppEndDate)}` : null),
            { ...item('certifiedNum', null), children: amount(d.certifiedNum) },
            { ...item('verifiedNum', null), children: amount(d.verifiedNum) },
            ...(registered ? [{ ...item('registeredNum', null), children: amount(d.registeredNum) }] : []),
            item('publicityPeriod', d.publicityStartDate || d.publicityEndDate ? `${dash(d.publicityStartDate)} ~ ${dash(d.publicityEndDate)}` : null),
            ...(d.publicityRemainingDays != null ? [item('remainingDays', d.publicityRemainingDays)] : []),
          ]}
        />
      </Card>
      <Card title={t('detail.vintages')}>
        {vintageRows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noVintages')} />
        ) : (
          <Table
            rowKey="year"
            size="small"
            pagination={false}
            dataSource={vintageRows}
            data-testid="reduction-vintages"
            columns={[
              { title: t('detail.year'), dataIndex: 'year' },
              { title: t('detail.verified'), dataIndex: 'verified', align: 'right', render: amount },
              { title: t('detail.registered'), dataIndex: 'registered', align: 'right', render: amount },
            ]}
          />
        )}
      </Card>
      <Card title={t('publicity:detail.documents')}>
        <Table<PublicDocument>
          rowKey="fileId"
          size="small"
          pagination={false}
          dataSource={d.documents}
          locale={{ emptyText: t('publicity:detail.noDocuments') }}
          data-testid="reduction-documents"
          columns={[
            { title: t('publicity:detail.typeName'), dataIndex: 'typeName' },
            { title: t('publicity:detail.fileName'), dataIndex: 'fileName' },
            { title: t('publicity:detail.size'), dataIndex: 'size', render: size },
            { title: t('publicity:detail.uploadedAt'), dataIndex: 'uploadedAt', render: formatDateTime },
            {
              title: t('publicity:detail.download'),
              key: 'download',
              render: (_, f) => (
                <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadReductionDocument(d.id, f.path, f.fileName)} data-testid="reduction-download">
                  {t('publicity:detail.download')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('publicity:opinion.title')}>
        {d.opinionOpen ? (
          <OpinionForm applyId={d.id} add={addReductionOpinion} />
        ) : (
          <Alert type="warning" showIcon message={t('opinion.closed')} data-testid="reduction-opinion-closed" />
        )}
      </Card>
    </>
  );
}
