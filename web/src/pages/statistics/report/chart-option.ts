import type { StatisticsChart } from '@ccer/contracts';

/**
 * An ECharts option of one report chart (the gateway's categories and series): bars or lines along the categories,
 * or a pie of the first series. Colours with 3:1 contrast on white (WCAG 1.4.11 for graphics).
 */
export const CHART_COLOURS = ['#0b6e69', '#b3541e', '#3559a8', '#8a3b8f', '#5b6b00', '#a1243a', '#42526e'];

/** A chart with nothing to draw (no category, or every value 0): the page shows "no data" instead. */
export const isEmptyChart = (chart: StatisticsChart): boolean => chart.categories.length === 0 || chart.series.every((s) => s.data.every((v) => v === 0));

export function chartOption(chart: StatisticsChart): Record<string, unknown> {
  if (chart.kind === 'pie') {
    const values = chart.series[0]?.data ?? [];
    // empty slices only crowd the labels
    const slices = chart.categories.map((name, i) => ({ name, value: values[i] ?? 0 })).filter((x) => x.value !== 0);
    return {
      color: CHART_COLOURS,
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', name: chart.series[0]?.name ?? '', radius: ['35%', '65%'], data: slices }],
    };
  }
  return {
    color: CHART_COLOURS,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' },
    series: chart.series.map((s) => ({ type: chart.kind, name: s.name, data: s.data, ...(chart.kind === 'bar' ? { barMaxWidth: 48 } : {}) })),
  };
}
