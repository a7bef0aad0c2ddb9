import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, registryFigureColumns } from './report/ReportFrame';

type Row = StatisticsRow<'dashboard'>;

/** 3510 数据看板: the registry's totals, the figures by year and by project type. */
export default function DashboardReportPage() {
  return (
    <ReportFrame<Row>
      report="dashboard"
      rowKey="year"
      columns={[
        { title: `${NS}:fields.year`, dataIndex: 'year', width: 90, mobile: true },
        ...registryFigureColumns<Row>(),
      ]}
    />
  );
}
