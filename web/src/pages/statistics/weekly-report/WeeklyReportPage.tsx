import { Alert, Descriptions, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type WeeklyRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { downloadWeek, fetchWeeks } from '../daily-data/daily-api';
import { NS, num } from '../daily-data/daily-shared';

/**
 * 周报 (/statistical-report/weeklyReport, 3555; 107): one row per week (Monday to Sunday, China time) of a date range,
 * newest first (default the last 12 weeks), each counted from the records when shown; a row opens its offsets by
 * kind; Excel and PDF download the week (108).
 */
export default function WeeklyReportPage() {
  const { t } = useTranslation(NS);
  const [messageApi, holder] = message.useMessage();
  const download = (kind: 'xlsx' | 'pdf', r: WeeklyRow) =>
    downloadWeek(kind, r.weekStart, r.label).catch((e: Error) => void messageApi.error(t('messages.downloadFailed', { msg: e.message })));
  return (
    <>
      {holder}
      <Alert type="info" showIcon message={t('hints.weekly')} style={{ marginBottom: 12 }} />
      <ListPage<WeeklyRow>
        queryKey="statisticsWeekly"
        load={fetchWeeks}
        rowKey="weekStart"
        searchFields={[{ name: 'week', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] }]}
        columns={[
          { title: `${NS}:fields.week`, dataIndex: 'label', width: 100, mobile: true },
          { title: `${NS}:fields.weekStart`, dataIndex: 'weekStart', width: 110 },
          { title: `${NS}:fields.weekEnd`, dataIndex: 'weekEnd', width: 110 },
          { title: `${NS}:fields.newAccounts`, dataIndex: 'newAccounts', width: 100, align: 'right' },
          { title: `${NS}:fields.projectsSubmitted`, dataIndex: 'projectsSubmitted', width: 110, align: 'right' },
          { title: `${NS}:fields.projectsRegistered`, dataIndex: 'projectsRegistered', width: 110, align: 'right' },
          { title: `${NS}:fields.reductionsRegisteredTonnes`, dataIndex: 'reductionsRegistered', width: 140, align: 'right', render: (_: unknown, r) => num(r.reductionsRegistered.tonnes) },
          { title: `${NS}:fields.issuedTonnes`, dataIndex: 'issued', width: 130, align: 'right', mobile: true, render: (_: unknown, r) => num(r.issued.tonnes) },
          { title: `${NS}:fields.transferredTonnes`, dataIndex: 'transferred', width: 130, align: 'right', render: (_: unknown, r) => num(r.transferred.tonnes) },
          { title: `${NS}:fields.retiredTonnes`, dataIndex: 'retiredTotal', width: 130, align: 'right', render: (_: unknown, r) => num(r.retiredTotal.tonnes) },
          { title: `${NS}:fields.cancelledTonnes`, dataIndex: 'cancelled', width: 130, align: 'right', render: (_: unknown, r) => num(r.cancelled.tonnes) },
        ]}
        expandable={(r) => (
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} bordered>
            <Descriptions.Item label={t('fields.projectsCancelled')}>{num(r.projectsCancelled)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.reductionsSubmitted')}>{num(r.reductionsSubmitted)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.reductionsRegisteredCount')}>{num(r.reductionsRegistered.count)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.issuedCount')}>{num(r.issued.count)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.transferredCount')}>{num(r.transferred.count)}</Descriptions.Item>
            {r.retired.map((o) => (
              <Descriptions.Item key={o.kind} label={o.kindName}>
                {num(o.count)} / {num(o.tonnes)} t
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        rowOperations={[
          { key: 'xlsx', label: `${NS}:actions.xlsx`, func: fc.statisticsExport, onClick: (r) => download('xlsx', r) },
          { key: 'pdf', label: `${NS}:actions.pdf`, func: fc.statisticsExport, onClick: (r) => download('pdf', r) },
        ]}
      />
    </>
  );
}
