import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, registryFigureColumns } from './report/ReportFrame';

type Row = StatisticsRow<'region'>;

/** 3505 地区统计: the six figures by the projects' province. */
export default function RegionReportPage() {
  return (
    <ReportFrame<Row>
      report="region"
      rowKey="provinceId"
      columns={[
        { title: `${NS}:fields.province`, dataIndex: 'provinceName', width: 150, mobile: true },
        ...registryFigureColumns<Row>(),
      ]}
    />
  );
}
