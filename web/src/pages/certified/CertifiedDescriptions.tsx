import type { ReactNode } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { certifiedLifecycle, type CertifiedRow } from '@ccer/contracts';
import { formatDate, formatDateTime } from '../../components/list-page/format';
import StatusTag from '../lifecycle/StatusTag';

/**
 * Every field of a reduction-volume application, read-only, three columns (registry spec §3: the detail page), names
 * rather than codes (the gateway names them in the caller's language).
 */
export default function CertifiedDescriptions({ row, column }: { row: CertifiedRow; column?: DescriptionsProps['column'] }) {
  const { t } = useTranslation('certified');
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
  const long = { span: 'filled' as const };
  const field = (key: string, children: ReactNode, extra: Partial<NonNullable<DescriptionsProps['items']>[number]> = {}) => ({ key, label: t(`fields.${key}`), children, ...extra });
  const items: DescriptionsProps['items'] = [
    field('applyNo', show(row.applyNo)),
    field('projectName', show(row.projectName)),
    field('status', <StatusTag lifecycle={certifiedLifecycle} status={row.status} />),
    field('projectCode', show(row.projectCode)),
    field('custName', show(row.custName)),
    field('parentProjectType', row.parentProjectType ? `${row.parentProjectType} ${row.parentProjectTypeName ?? ''}`.trim() : '-'),
    field('provinceName', show(row.provinceName)),
    field('verificationAgency', <span data-testid="certified-verification-agency">{show(row.verificationAgencyName)}</span>),
    field('additionalType', show(row.additionalTypeName)),
    field('regAppStartDate', show(row.regAppStartDate)),
    field('regAppEndDate', show(row.regAppEndDate)),
    field('lulucf', show(row.lulucfName)),
    field('certificationPeriodNo', show(row.certificationPeriodNo)),
    field('certifiedNum', row.certifiedNum == null ? '-' : `${row.certifiedNum.toLocaleString()} ${t('tonnes')}`),
    ...(row.archiveCode ? [field('archiveCode', row.archiveCode)] : []),
    field('countryId', show(row.countryId)),
    field('ccerUnitTypeName', show(row.ccerUnitTypeName)),
    field('initialCommitmentPeriod', show(row.initialCommitmentPeriod)),
    field('applicableCommitmentPeriod', show(row.applicableCommitmentPeriod)),
    field('publicityStartDate', formatDate(row.publicityStartDate)),
    field('publicityEndDate', formatDate(row.publicityEndDate)),
    field('remarkDesc', show(row.remarkDesc), long),
    field('auditOpinion', <span data-testid="apply-audit-opinion">{show(row.auditOpinion)}</span>, long),
    field('submittedAt', formatDateTime(row.submittedAt)),
    field('updatedAt', formatDateTime(row.updatedAt)),
  ];
  return <Descriptions bordered size="small" column={column ?? { xs: 1, md: 2, xl: 3 }} items={items} data-testid="apply-detail" />;
}
