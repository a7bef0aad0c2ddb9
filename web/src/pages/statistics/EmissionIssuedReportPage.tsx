import { useTranslation } from 'react-i18next';
import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { periodField } from './report/fields';

type Row = StatisticsRow<'emission-issued'>;

/** 3525 签发量统计: issued units by project and vintage, and by period in the chart. */
export default function EmissionIssuedReportPage() {
  const { t } = useTranslation(NS);
  return (
    <ReportFrame<Row>
      report="emission-issued"
      fields={[{ name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' }, periodField(t)]}
      initialValues={{ period: 'month' }}
      columns={[
        { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 150, mobile: true },
        { title: `${NS}:fields.projectName`, dataIndex: 'projectName', width: 240, ellipsis: true },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 90, mobile: true },
        numberColumn(`${NS}:figures.issuances`, 'issuances'),
        numberColumn(`${NS}:figures.issued`, 'quantity', 160),
      ]}
    />
  );
}
