import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplyRow } from '@ccer/contracts';
import { formatDateTime } from '../../components/list-page/format';
import { useApplyOptions } from './apply-options';
import ApplyStatusTag from './ApplyStatusTag';

/** Every field of an application, read-only, three columns (registry spec §3: the detail page). */
export default function ApplyDescriptions({ row, column }: { row: ApplyRow; column?: DescriptionsProps['column'] }) {
  const { t } = useTranslation('project');
  const { provinceName, projectTypeName } = useApplyOptions();
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
  const tonnes = (v: unknown) => (v === undefined || v === null ? '-' : `${Number(v).toLocaleString()} ${t('tonnes')}`);
  const long = { span: 'filled' as const };
  const items: DescriptionsProps['items'] = [
    { key: 'applyNo', label: t('fields.applyNo'), children: show(row.applyNo) },
    { key: 'projectName', label: t('fields.projectName'), children: show(row.projectName) },
    { key: 'status', label: t('fields.status'), children: <ApplyStatusTag status={row.status} /> },
    { key: 'custName', label: t('fields.custName'), children: show(row.custName) },
    { key: 'provinceId', label: t('fields.provinceId'), children: provinceName(row.provinceId) },
    { key: 'projectLocation', label: t('fields.projectLocation'), children: show(row.projectLocation) },
    { key: 'longitude', label: t('fields.longitude'), children: show(row.longitude) },
    { key: 'latitude', label: t('fields.latitude'), children: show(row.latitude) },
    { key: 'parentProjectType', label: t('fields.parentProjectType'), children: row.parentProjectType ? projectTypeName(row.parentProjectType) : '-' },
    { key: 'methodologyNum', label: t('fields.methodologyNum'), children: show(row.methodologyNum) },
    { key: 'commencementDate', label: t('fields.commencementDate'), children: show(row.commencementDate) },
    { key: 'firstReckonDate', label: t('fields.firstReckonDate'), children: show(row.firstReckonDate) },
    { key: 'endReckonDate', label: t('fields.endReckonDate'), children: show(row.endReckonDate) },
    { key: 'expectYearNum', label: t('fields.expectYearNum'), children: tonnes(row.expectYearNum) },
    { key: 'expectMaxNum', label: t('fields.expectMaxNum'), children: tonnes(row.expectMaxNum) },
    { key: 'basicInformation', label: t('fields.basicInformation'), children: show(row.basicInformation), ...long },
    { key: 'technologiesMeasures', label: t('fields.technologiesMeasures'), children: show(row.technologiesMeasures), ...long },
    { key: 'remarkDesc', label: t('fields.remarkDesc'), children: show(row.remarkDesc), ...long },
    { key: 'auditOpinion', label: t('fields.auditOpinion'), children: <span data-testid="apply-audit-opinion">{show(row.auditOpinion)}</span>, ...long },
    { key: 'submittedAt', label: t('fields.submittedAt'), children: formatDateTime(row.submittedAt) },
    { key: 'updatedAt', label: t('fields.updatedAt'), children: formatDateTime(row.updatedAt) },
  ];
  return <Descriptions bordered size="small" column={column ?? { xs: 1, md: 2, xl: 3 }} items={items} data-testid="apply-detail" />;
}
