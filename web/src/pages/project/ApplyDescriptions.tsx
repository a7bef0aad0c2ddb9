import type { ReactNode } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictIds, type ApplyRow } from '@ccer/contracts';
import { formatDate, formatDateTime } from '../../components/list-page/format';
import { dictItemName, useDictionary } from '../../reference';
import { useSession } from '../../session/session-store';
import { useApplyOptions } from './apply-options';
import ApplyStatusTag from './ApplyStatusTag';

/**
 * Every field of an application, read-only, three columns (registry spec §3: the detail page), names rather
 * than codes. The project code and registration time are the managers' (operators of no company).
 */
export default function ApplyDescriptions({ row, column }: { row: ApplyRow; column?: DescriptionsProps['column'] }) {
  const { t, i18n } = useTranslation('project');
  const { provinceName, projectTypeName } = useApplyOptions();
  const proofMethods = useDictionary(dictIds.additionalityProof).data;
  const manager = !useSession().user?.custName;
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
  const tonnes = (v: unknown) => (v === undefined || v === null ? '-' : `${Number(v).toLocaleString()} ${t('tonnes')}`);
  const years = (v: unknown) => (v === undefined || v === null ? '-' : `${v} ${t('years')}`);
  const long = { span: 'filled' as const };
  const field = (key: keyof ApplyRow, children: ReactNode, extra: Partial<NonNullable<DescriptionsProps['items']>[number]> = {}) => ({
    key,
    label: t(`fields.${key}`),
    children,
    ...extra,
  });
  const items: DescriptionsProps['items'] = [
    ...(manager ? [field('projectCode', show(row.projectCode))] : []),
    field('applyNo', show(row.applyNo)),
    field('projectName', show(row.projectName)),
    field('status', <ApplyStatusTag status={row.status} />),
    field('orgCustomerName', show(row.orgCustomerName ?? row.custName)),
    field('provinceId', row.provinceId ? provinceName(row.provinceId) : show(row.provinceName)),
    field('projectLocation', show(row.projectLocation)),
    field('longitude', show(row.longitude)),
    field('latitude', show(row.latitude)),
    field('parentProjectType', row.parentProjectType ? projectTypeName(row.parentProjectType) : '-'),
    field('methodologyNum', show(row.methodologyNum)),
    field('methodologyName', show(row.methodologyName)),
    field('otherProofMethod', row.otherProofMethod ? dictItemName(proofMethods, row.otherProofMethod, i18n.language) : '-'),
    field('approvalAuthority', <span data-testid="apply-approval-authority">{show(row.approvalAuthorityName)}</span>),
    ...(manager ? [field('registrationTime', formatDate(row.registrationTime))] : []),
    field('archiveCode', show(row.archiveCode)),
    field('commencementDate', show(row.commencementDate)),
    field('conclusionDate', years(row.conclusionDate)),
    field('firstReckonDate', show(row.firstReckonDate)),
    field('endReckonDate', show(row.endReckonDate)),
    field('expectYearNum', tonnes(row.expectYearNum)),
    field('expectMaxNum', tonnes(row.expectMaxNum)),
    field('basicInformation', show(row.basicInformation), long),
    field('technologiesMeasures', show(row.technologiesMeasures), long),
    field('remarkDesc', show(row.remarkDesc), long),
    field('modifyExplanation', show(row.modifyExplanation), long),
    field('auditOpinion', <span data-testid="apply-audit-opinion">{show(row.auditOpinion)}</span>, long),
    field('submittedAt', formatDateTime(row.submittedAt)),
    field('updatedAt', formatDateTime(row.updatedAt)),
  ];
  return <Descriptions bordered size="small" column={column ?? { xs: 1, md: 2, xl: 3 }} items={items} data-testid="apply-detail" />;
}
