import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { certifiedLifecycle, type PublicReductionDetail } from '@ccer/contracts';
import { addReductionOpinion, downloadReductionDocument, fetchReductionPublicityDetail } from '../../../api/certified-publicity';
import { formatDateTime } from '../../../components/list-page/format';
import StatusTag from '../../lifecycle/StatusTag';
import { PublicDescriptionsCard, PublicDetailPage, PublicDocumentsCard, PublicOpinionCard, amount, dash, publicItem } from '../../project-publicity/PublicDetail';
import { publicityPagePaths } from '../../project-publicity/publicity-paths';

/**
 * /projectPublicity/reductionPublicityDetail?id= (public): a reduction application in publicity or registered — its
 * project, period, quantity applied for, verified and registered per vintage, its published documents (monitoring
 * report, verification report, publicity material) with downloads, and during publicity the comment form.
 */
export default function ReductionPublicityDetailPage() {
  return (
    <PublicDetailPage
      ns="certifiedPublicity"
      queryKey="reductionPublicityDetail"
      load={fetchReductionPublicityDetail}
      back={(d) => `${publicityPagePaths.list}?tab=${d?.registrationNo ? 'registeredReduction' : 'publicityReduction'}`}
      testIdPrefix="reduction"
      body={(d) => <DetailBody d={d} />}
    />
  );
}

function DetailBody({ d }: { d: PublicReductionDetail }) {
  const { t } = useTranslation(['certifiedPublicity', 'publicity']);
  const item = publicItem(t);
  const registered = !!d.registrationNo;
  const years = [...new Set([...d.verifiedVintages, ...d.registeredVintages].map((v) => v.year))].sort();
  const vintageRows = years.map((year) => ({
    year,
    verified: d.verifiedVintages.find((v) => v.year === year)?.quantity ?? null,
    registered: d.registeredVintages.find((v) => v.year === year)?.quantity ?? null,
  }));
  return (
    <>
      <PublicDescriptionsCard
        name={d.projectName}
        status={<StatusTag lifecycle={certifiedLifecycle} status={d.status} />}
        testIdPrefix="reduction"
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
      <PublicDocumentsCard documents={d.documents} download={(f) => downloadReductionDocument(d.id, f.path, f.fileName)} testIdPrefix="reduction" />
      <PublicOpinionCard applyId={d.id} open={d.opinionOpen} add={addReductionOpinion} closed={t('opinion.closed')} closedTestId="reduction-opinion-closed" />
    </>
  );
}
