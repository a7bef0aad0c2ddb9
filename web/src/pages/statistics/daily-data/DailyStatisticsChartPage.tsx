import { useMemo, useState } from 'react';
import { Button, Card, Checkbox, DatePicker, Empty, Form, Radio, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dailyFigureKeys, dailyFigures, type DailyFigureKey } from '@ccer/contracts';
import { EChart } from '../../../components/charts/EChart';
import { DATE_FORMAT, pickerToday } from '../../../time/registry-time';
import { fetchSeries } from './daily-api';
import { NS } from './daily-shared';

type Period = 'day' | 'week' | 'month';
const countKeys = dailyFigureKeys.filter((k) => dailyFigures[k].unit === 'count');
const tonneKeys = dailyFigureKeys.filter((k) => dailyFigures[k].unit === 't');

/**
 * 日报统计图 (/statistical-report/dailyData/statisticsChart, 354510): the entered figures over a date range (default
 * the last 30 days) per day, week or month — the counts as lines, the tonnes as bars, each on its own chart.
 */
export default function DailyStatisticsChartPage() {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [pickerToday().subtract(29, 'day'), pickerToday()]);
  const [period, setPeriod] = useState<Period>('day');
  const [shown, setShown] = useState<DailyFigureKey[]>([...dailyFigureKeys]);
  const [draft, setDraft] = useState<[Dayjs, Dayjs]>(range);
  const series = useQuery({
    queryKey: ['dailySeries', range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT), period],
    queryFn: () => fetchSeries({ dateFrom: range[0].format(DATE_FORMAT), dateTo: range[1].format(DATE_FORMAT), period }),
  });
  const periodName = t(`periods.${period}`);

  const option = (keys: DailyFigureKey[], kind: 'line' | 'bar') => {
    const points = series.data?.points ?? [];
    const picked = keys.filter((k) => shown.includes(k));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 56, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: points.map((p) => p.label) },
      yAxis: { type: 'value' },
      series: picked.map((k) => ({ type: kind, name: t(`fields.${k}`), data: points.map((p) => p[k]) })),
    };
  };
  const counts = useMemo(() => option(countKeys, 'line'), [series.data, shown, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const tonnes = useMemo(() => option(tonneKeys, 'bar'), [series.data, shown, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const names = (keys: DailyFigureKey[]) => keys.filter((k) => shown.includes(k)).map((k) => t(`fields.${k}`)).join('、');

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card>
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('fields.dateRange')}>
            <DatePicker.RangePicker
              value={draft}
              allowClear={false}
              disabledDate={(d) => d.isAfter(pickerToday(), 'day')}
              onChange={(v) => v?.[0] && v[1] && setDraft([v[0], v[1]])}
              aria-label={t('fields.dateRange')}
              data-testid="daily-chart-range"
            />
          </Form.Item>
          <Form.Item label={t('fields.period')}>
            <Radio.Group value={period} onChange={(e) => setPeriod(e.target.value as Period)} optionType="button" options={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t(`periods.${p}`) }))} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" onClick={() => setRange(draft)} data-testid="daily-chart-query">
              {t('actions.query')}
            </Button>
          </Form.Item>
        </Form>
        <Checkbox.Group
          style={{ marginTop: 12 }}
          value={shown}
          onChange={(v) => setShown(v as DailyFigureKey[])}
          options={dailyFigureKeys.map((k) => ({ value: k, label: t(`fields.${k}`) }))}
          aria-label={t('fields.figures')}
        />
      </Card>
      {series.isLoading ? (
        <Spin />
      ) : !series.data?.points.length ? (
        <Card>
          <Empty description={t('chart.empty')} />
        </Card>
      ) : (
        <>
          <Card title={t('chart.counts', { period: periodName })}>
            <EChart option={counts} label={t('chart.label', { names: names(countKeys) })} testId="daily-chart-counts" />
          </Card>
          <Card title={t('chart.tonnes', { period: periodName })}>
            <EChart option={tonnes} label={t('chart.label', { names: names(tonneKeys) })} testId="daily-chart-tonnes" />
          </Card>
        </>
      )}
    </Space>
  );
}
