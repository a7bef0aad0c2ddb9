import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';

type Row = StatisticsRow<'region'>;

/** 3505 地区统计: the six figures by the projects' province. */
export default function RegionReportPage() {
  return (
    <ReportFrame<Row>
      report="region"
      rowKey="provinceId"
      columns={[
        { title: `${NS}:fields.province`, dataIndex: 'provinceName', width: 150, mobile: true },
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
