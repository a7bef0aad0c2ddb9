import { useTranslation } from 'react-i18next';
import type { StatisticsRow } from '@ccer/contracts';
import ReportFrame, { NS, numberColumn } from './report/ReportFrame';
import { groupField } from './report/fields';

type Row = StatisticsRow<'hold'>;

/** 3530 持有量统计: units held now, by holder or account type, a column per state. */
export default function HoldReportPage() {
  const { t } = useTranslation(NS);
  return (
    <ReportFrame<Row>
      report="hold"
      rowKey="key"
      filters={['province', 'type', 'vintage']}
      fields={[groupField(t, ['holder', 'accountType'])]}
      initialValues={{ groupBy: 'holder' }}
      columns={[
        { title: `${NS}:fields.holder`, dataIndex: 'name', width: 220, ellipsis: true, mobile: true },
        numberColumn(`${NS}:figures.available`, 'available'),
        numberColumn(`${NS}:figures.reserved`, 'reserved'),
        numberColumn(`${NS}:figures.frozen`, 'frozen'),
        numberColumn(`${NS}:figures.trading`, 'trading'),
        numberColumn(`${NS}:figures.heldRetired`, 'retired'),
        numberColumn(`${NS}:figures.heldCancelled`, 'cancelled'),
        numberColumn(`${NS}:figures.total`, 'total', 150),
      ]}
    />
  );
}
