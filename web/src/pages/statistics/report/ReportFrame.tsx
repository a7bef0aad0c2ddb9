import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  functionCodes as fc,
  statisticsExportFuncid,
  statisticsPaths,
  statisticsReports,
  type StatisticsReport,
  type StatisticsSummary,
} from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListColumn, Option, RowOperation, SearchField } from '../../../components/list-page/types';
import { EChart } from '../../../components/charts/EChart';
import { api } from '../../../api/http';
import { fetchProjectTypes, fetchProvinces } from '../../../reference/reference-api';
import { projectTypeLabel, provinceLabel } from '../../../reference';
import { chartOption, isEmptyChart } from './chart-option';

/** The report namespace of the locale files. */
export const NS = 'statistics';

/** The common filters a report takes (contracts statisticsFilterShape). */
export type CommonFilter = 'date' | 'province' | 'type' | 'vintage';

export interface ReportFrameProps<Row> {
  /** One of the eight reports, or another screen's name (with its own `calls`). */
  report: StatisticsReport | (string & {});
  /** Another screen's calls (daily data, weekly report …): its list, its summary (totals and charts, optional), its export funcid. */
  calls?: { list: string; summary?: string; exportFuncid?: string };
  /** The rows' key field; none: each row is keyed by its place in the page. */
  rowKey?: keyof Row & string;
  columns: ListColumn<Row>[];
  /** Which of the common filters apply (default all). */
  filters?: readonly CommonFilter[];
  /** The report's own search fields (period, grouping, kind …). */
  fields?: SearchField[];
  initialValues?: Record<string, unknown>;
  /** Fixed values sent with every list call and the export besides the filters (a detail's own id). */
  params?: Record<string, unknown>;
  /** A note above the report (what it counts). */
  hint?: ReactNode;
  /** Operations on a row (a detail …). */
  rowOperations?: RowOperation<Row>[];
  /** A row's expansion. */
  expandable?: (row: Row) => ReactNode;
  /** Told each page's rows and the filters they were read with (a screen drawing its own chart of them). */
  onRows?: (rows: Row[], filters: Record<string, unknown>) => void;
  /** Shown below the table (a screen's own chart). */
  children?: ReactNode;
}

const ROW_KEY = '__rowKey';
const PAGE_KEYS = new Set(['pageNumber', 'pageSize']);
const filtersOf = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([k, v]) => !PAGE_KEYS.has(k) && v !== undefined && v !== null && v !== ''));

/**
 * The frame every statistics report shares (and the daily-data screens, the organisation reports and the expert fees
 * reuse): its filters and table on ListPage (with the xlsx export, 108), the totals as cards and the charts (ECharts,
 * loaded only here) of the same filters, read by the report's summary call whenever the list is searched. A screen
 * without a summary call may add its note, row operations or expansions, and its own chart of the page's rows below.
 */
export default function ReportFrame<Row extends object>({
  report,
  calls,
  rowKey,
  columns,
  filters = ['date', 'province', 'type', 'vintage'],
  fields = [],
  initialValues,
  params: fixed,
  hint,
  rowOperations,
  expandable,
  onRows,
  children,
}: ReportFrameProps<Row>) {
  const own = (statisticsReports as readonly string[]).includes(report) ? (report as StatisticsReport) : undefined;
  const listPath = calls?.list ?? statisticsPaths.list(own!);
  const summaryPath = calls ? calls.summary : statisticsPaths.summary(own!);
  const exportFuncid = calls ? calls.exportFuncid : statisticsExportFuncid(own!);
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language;
  const [search, setSearch] = useState<Record<string, unknown> | null>(null);

  const load = useCallback(
    async (params: Record<string, unknown>) => {
      const searched = filtersOf(params);
      setSearch(searched);
      const page = await fetchList<Row>(listPath, { ...params, ...fixed });
      onRows?.(page.rows, searched);
      return { ...page, rows: page.rows.map((r, i) => ({ ...r, [ROW_KEY]: `${String(params.pageNumber ?? 1)}-${i}` })) };
    },
    [listPath, fixed, onRows],
  );
  const summary = useQuery({
    queryKey: ['statistics', report, 'summary', search, lang],
    queryFn: async () => (await api.post<StatisticsSummary>(summaryPath!, search ?? {})).dataInfo,
    enabled: search !== null && !!summaryPath,
  });

  const searchFields = useMemo<SearchField[]>(() => {
    const common: SearchField[] = [];
    if (filters.includes('date')) common.push({ name: 'date', label: `${NS}:filters.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] });
    if (filters.includes('province'))
      common.push({ name: 'provinceId', label: `${NS}:filters.province`, kind: 'select', options: async (): Promise<Option[]> => (await fetchProvinces()).map((p) => ({ value: p.provinceId, label: provinceLabel(p, lang) })) });
    if (filters.includes('type'))
      common.push({
        name: 'projectType',
        label: `${NS}:filters.projectType`,
        kind: 'select',
        options: async (): Promise<Option[]> => (await fetchProjectTypes()).map((ty) => ({ value: ty.typeId, label: projectTypeLabel(ty, lang) })),
      });
    if (filters.includes('vintage')) common.push({ name: 'vintage', label: `${NS}:filters.vintage`, kind: 'year' });
    return [...fields, ...common];
  }, [filters, fields, lang]);

  const data = summary.data;
  return (
    <div data-testid={`statistics-${report}`}>
      {hint}
      {own && (
        <Typography.Title level={2} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t(`reports.${own}`)}
        </Typography.Title>
      )}
      {summaryPath && (
        <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="statistics-totals">
          {(data?.totals ?? []).map((x) => (
            <Col key={x.key} xs={12} sm={8} lg={4}>
              <Card size="small">
                <Statistic title={<span style={{ color: 'rgba(0,0,0,0.75)' }}>{x.name}</span>} value={x.value} groupSeparator="," data-testid={`total-${x.key}`} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {summaryPath && (
        <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
          {(data?.charts ?? []).map((c) => (
            <Col key={c.key} xs={24} lg={12}>
              <Card size="small" title={t(`charts.${c.key}`)}>
                {isEmptyChart(c) ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} style={{ height: 248, paddingTop: 60 }} data-testid={`chart-${c.key}-empty`} />
                ) : (
                  <EChart option={chartOption(c)} label={t(`charts.${c.key}`)} height={280} testId={`chart-${c.key}`} />
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <ListPage<Row>
        queryKey={fixed ? `statistics-${report}-${JSON.stringify(fixed)}` : `statistics-${report}`}
        load={load}
        rowKey={rowKey ?? (ROW_KEY as keyof Row & string)}
        searchFields={searchFields}
        columns={columns}
        initialValues={initialValues}
        rowOperations={rowOperations}
        expandable={expandable}
        exportConfig={exportFuncid ? { funcid: exportFuncid, func: fc.statisticsExport, params: fixed } : undefined}
      />
      {children}
    </div>
  );
}

/** A column of tonnes or counts: right-aligned, grouped digits. */
export const numberColumn = <Row,>(title: string, dataIndex: keyof Row & string, width = 130): ListColumn<Row> => ({
  title,
  dataIndex,
  width,
  align: 'right',
  render: (v: number) => (typeof v === 'number' ? v.toLocaleString() : v),
});

/** The registry's six figures (registered projects and reductions, issued, transferred, retired, cancelled) as columns. */
type FigureRow = Record<'registeredProjects' | 'registeredReductions' | 'issued' | 'transferred' | 'retired' | 'cancelled', number>;
export const registryFigureColumns = <Row extends FigureRow>(): ListColumn<Row>[] => [
  numberColumn<Row>(`${NS}:figures.registeredProjects`, 'registeredProjects'),
  numberColumn<Row>(`${NS}:figures.registeredReductions`, 'registeredReductions', 160),
  numberColumn<Row>(`${NS}:figures.issued`, 'issued'),
  numberColumn<Row>(`${NS}:figures.transferred`, 'transferred'),
  numberColumn<Row>(`${NS}:figures.retired`, 'retired'),
  numberColumn<Row>(`${NS}:figures.cancelled`, 'cancelled'),
];
