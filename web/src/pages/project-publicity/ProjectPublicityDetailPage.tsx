import { useTranslation } from 'react-i18next';
import type { PublicProjectDetail } from '@ccer/contracts';
import { downloadPublicDocument, fetchPublicityDetail } from '../../api/project-publicity';
import { formatDateTime } from '../../components/list-page/format';
import ApplyStatusTag from '../project/ApplyStatusTag';
import { PublicDescriptionsCard, PublicDetailPage, PublicDocumentsCard, PublicOpinionCard, amount, dash, publicItem } from './PublicDetail';
import { publicityPagePaths } from './publicity-paths';

/**
 * /projectPublicity/projectPublicityDetail?id= (public): every public field of the project, its published documents
 * with downloads, and during publicity the comment form (image code).
 */
export default function ProjectPublicityDetailPage() {
  return (
    <PublicDetailPage
      ns="publicity"
      queryKey="publicityDetail"
      load={fetchPublicityDetail}
      back={() => publicityPagePaths.list}
      testIdPrefix="publicity"
      body={(d) => <DetailBody d={d} />}
    />
  );
}

function DetailBody({ d }: { d: PublicProjectDetail }) {
  const { t } = useTranslation('publicity');
  const item = publicItem(t);
  const registered = !!d.projectCode;
  return (
    <>
      <PublicDescriptionsCard
        name={d.projectName}
        status={<ApplyStatusTag status={d.status} />}
        testIdPrefix="publicity"
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
      <PublicDocumentsCard documents={d.documents} download={(f) => downloadPublicDocument(d.id, f.path, f.fileName)} testIdPrefix="publicity" />
      <PublicOpinionCard applyId={d.id} open={d.opinionOpen} closed={t('opinion.closed')} />
    </>
  );
}
