import { useTranslation } from 'react-i18next';
import { dailyFigureKeys, functionCodes as fc, type DailySummaryRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { fetchDaySums } from './daily-api';
import { NS, num } from './daily-shared';

/**
 * 日报统计列表 (/statistical-report/dailyData/statisticsList, 354505): the entered days summed per week (Monday to
 * Sunday) or month over a date range, newest first; 导出 (108).
 */
export default function DailyStatisticsListPage() {
  const { t } = useTranslation(NS);
  return (
    <ListPage<DailySummaryRow>
      queryKey="statisticsDailySummary"
      load={fetchDaySums}
      rowKey="periodStart"
      initialValues={{ period: 'week' }}
      searchFields={[
        { name: 'period', label: `${NS}:fields.period`, kind: 'select', options: (['week', 'month'] as const).map((p) => ({ value: p, label: t(`periods.${p}`) })) },
        { name: 'reportDate', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] },
      ]}
      columns={[
        { title: `${NS}:fields.label`, dataIndex: 'label', width: 110, mobile: true },
        { title: `${NS}:fields.periodStart`, dataIndex: 'periodStart', width: 120 },
        { title: `${NS}:fields.periodEnd`, dataIndex: 'periodEnd', width: 120 },
        { title: `${NS}:fields.days`, dataIndex: 'days', width: 100, align: 'right' },
        ...dailyFigureKeys.map((k) => ({ title: `${NS}:fields.${k}`, dataIndex: k, width: 130, align: 'right' as const, render: num, mobile: k === 'unitsIssued' })),
      ]}
      exportConfig={{ funcid: 'statistics.dailySummary', func: fc.statisticsExport }}
    />
  );
}
