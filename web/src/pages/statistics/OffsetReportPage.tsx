import { useTranslation } from 'react-i18next';
import { offsetKinds, type StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { periodField } from './report/fields';

type Row = StatisticsRow<'offset'>;

/** 3501 抵销统计: retired offsets by period, kind and pilot market. */
export default function OffsetReportPage() {
  const { t, i18n } = useTranslation(NS);
  const zh = i18n.language.startsWith('zh');
  return (
    <ReportFrame<Row>
      report="offset"
      fields={[
        periodField(t),
        { name: 'kind', label: `${NS}:fields.kind`, kind: 'select', options: Object.entries(offsetKinds).map(([value, v]) => ({ value, label: zh ? v.zh : v.en })) },
      ]}
      initialValues={{ period: 'month' }}
      columns={[
        { title: `${NS}:fields.period`, dataIndex: 'period', width: 120, mobile: true },
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 180, mobile: true },
        { title: `${NS}:fields.market`, dataIndex: 'marketName', width: 120 },
        numberColumn(`${NS}:figures.offsets`, 'offsets'),
        numberColumn(`${NS}:figures.quantity`, 'quantity', 160),
      ]}
    />
  );
}
