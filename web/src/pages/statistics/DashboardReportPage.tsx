import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';

type Row = StatisticsRow<'dashboard'>;

/** 3510 数据看板: the registry's totals, the figures by year and by project type. */
export default function DashboardReportPage() {
  return (
    <ReportFrame<Row>
      report="dashboard"
      rowKey="year"
      columns={[
        { title: `${NS}:fields.year`, dataIndex: 'year', width: 90, mobile: true },
        numberColumn(`${NS}:figures.registeredProjects`, 'registeredProjects'),
        numberColumn(`${NS}:figures.registeredReductions`, 'registeredReductions', 160),
        numberColumn(`${NS}:figures.issued`, 'issued'),
        numberColumn(`${NS}:figures.transferred`, 'transferred'),
        numberColumn(`${NS}:figures.retired`, 'retired'),
        numberColumn(`${NS}:figures.cancelled`, 'cancelled'),
      ]}
    />
  );
}
