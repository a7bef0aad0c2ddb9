import { useTranslation } from 'react-i18next';
import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { periodField } from './report/fields';

type Row = StatisticsRow<'registered'>;

/** 3550 登记统计: registrations of projects and of reductions per period. */
export default function RegisteredReportPage() {
  const { t } = useTranslation(NS);
  return (
    <ReportFrame<Row>
      report="registered"
      rowKey="period"
      filters={['date', 'province', 'type', 'vintage']}
      fields={[periodField(t)]}
      initialValues={{ period: 'month' }}
      columns={[
        { title: `${NS}:fields.period`, dataIndex: 'period', width: 120, mobile: true },
        numberColumn(`${NS}:figures.registeredProjects`, 'registeredProjects'),
        numberColumn(`${NS}:figures.registrations`, 'registeredReductions'),
        numberColumn(`${NS}:figures.registeredQuantity`, 'registeredQuantity', 160),
      ]}
    />
  );
}
