import { useTranslation } from 'react-i18next';
import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { groupField } from './report/fields';

type Row = StatisticsRow<'project'>;

/** 3515 项目统计: project applications by status, province or type, with how many registered and cancelled. */
export default function ProjectReportPage() {
  const { t } = useTranslation(NS);
  return (
    <ReportFrame<Row>
      report="project"
      rowKey="key"
      filters={['date', 'province', 'type']}
      fields={[groupField(t, ['status', 'province', 'type'])]}
      initialValues={{ groupBy: 'status' }}
      columns={[
        { title: `${NS}:fields.group`, dataIndex: 'name', width: 220, mobile: true },
        numberColumn(`${NS}:figures.applications`, 'applications'),
        numberColumn(`${NS}:figures.registered`, 'registered'),
        numberColumn(`${NS}:figures.cancelledProjects`, 'cancelled'),
      ]}
    />
  );
}
