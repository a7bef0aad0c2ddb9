import { useTranslation } from 'react-i18next';
import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { groupField } from './report/fields';

type Row = StatisticsRow<'emission-total'>;

/** 3520 减排量总量统计: reductions applied for and registered, by project type, province or vintage. */
export default function EmissionTotalReportPage() {
  const { t } = useTranslation(NS);
  return (
    <ReportFrame<Row>
      report="emission-total"
      rowKey="key"
      fields={[groupField(t, ['type', 'province', 'vintage'])]}
      initialValues={{ groupBy: 'type' }}
      columns={[
        { title: `${NS}:fields.group`, dataIndex: 'name', width: 240, mobile: true },
        numberColumn(`${NS}:figures.applications`, 'applications'),
        numberColumn(`${NS}:figures.appliedQuantity`, 'appliedQuantity', 160),
        numberColumn(`${NS}:figures.registrations`, 'registrations'),
        numberColumn(`${NS}:figures.registeredQuantity`, 'registeredQuantity', 160),
      ]}
    />
  );
}
