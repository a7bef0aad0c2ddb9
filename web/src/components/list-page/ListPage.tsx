import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Key } from 'react';
import { Card, Form, Table, message, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access';
import { useIsMobile } from '../../shell/use-media';
import SearchForm from './SearchForm';
import ListToolbar from './ListToolbar';
import ListPagination from './ListPagination';
import { permittedOperations } from './operations';
import { fromSearchParams, toQueryParams } from './range-params';
import { buildColumns } from './list-columns';
import { useOperationRunner } from './useOperationRunner';
import { useListExport } from './useListExport';
import { listQueryKey } from './query-keys';
import { DEFAULT_PAGE_SIZE, SORT_FIELD_PARAM, SORT_ORDER_PARAM } from './constants';
import type { ListPageProps, ListResult, SearchField } from './types';

const EMPTY: ListResult<never> = { rows: [], total: 0 };
type Sort = { field?: string; order?: 'asc' | 'desc' };

/**
 * The generic list page of spec 000 §2.9, rendered from a declaration: search form, toolbar,
 * table (row numbers, selection, expandable rows, summary, sorting, operations), pagination.
 */
export default function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { t } = useTranslation('listPage');
  const { hasFunc } = useAccess();
  const [searchParams] = useSearchParams();
  const fields = props.searchFields ?? [];
  const [form] = Form.useForm();
  const [run, modalHolder] = useOperationRunner<Row>();
  const [messageApi, messageHolder] = message.useMessage();
  const mobile = useIsMobile();

  // route params (e.g. ?workflowType=) win over the declared initial values
  const [start] = useState(() => ({ ...props.initialValues, ...fromSearchParams(searchParams, fields) }));
  const [values, setValues] = useState<Record<string, unknown>>(start);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Sort>({});
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const params = useMemo(
    () => ({
      ...toQueryParams(values, fields),
      pageNumber: page.current,
      pageSize: page.size,
      ...(sort.field && sort.order ? { [SORT_FIELD_PARAM]: sort.field, [SORT_ORDER_PARAM]: sort.order } : {}),
    }),
    [values, page, sort], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const query = useQuery({
    queryKey: [...listQueryKey(props.queryKey), params],
    // a failed list call shows an empty table with total 0 (the HTTP client has toasted the error)
    queryFn: async () => (await props.load(params).catch(() => undefined)) ?? EMPTY,
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval || false,
  });
  const data = query.data ?? EMPTY;

  useImperativeHandle(props.ref, () => ({ refresh: () => query.refetch() }), [query.refetch]);

  // a later navigation to the same page with other search params searches again
  const lastSearch = useRef(searchParams.toString());
  useEffect(() => {
    if (searchParams.toString() === lastSearch.current) return;
    lastSearch.current = searchParams.toString();
    const fromUrl = fromSearchParams(searchParams, fields);
    if (Object.keys(fromUrl).length === 0) return;
    form.setFieldsValue(fromUrl);
    setValues((v) => ({ ...v, ...fromUrl }));
    setPage((p) => ({ ...p, current: 1 }));
  }, [searchParams]); // eslint-disable-line react-hooks/exhaustive-deps

  // after removing the last row of the last page, show the page before it
  useEffect(() => {
    if (data.rows.length === 0 && data.total > 0 && page.current > 1) setPage((p) => ({ ...p, current: Math.ceil(data.total / p.size) }));
  }, [data.rows.length, data.total, page.current]);

  const search = (v: Record<string, unknown>) => {
    const same = JSON.stringify(toQueryParams(v, fields)) === JSON.stringify(toQueryParams(values, fields)) && page.current === 1;
    if (same) void query.refetch();
    setValues(v);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    const blank = Object.fromEntries(fields.map((f) => [f.name, props.initialValues?.[f.name]]));
    form.resetFields();
    form.setFieldsValue(blank);
    search(blank);
  };

  const operations = permittedOperations(props.rowOperations ?? [], hasFunc);
  const [exportOperation, exportHolder] = useListExport(props, params, t, (text) => void messageApi.error(text, 3));
  const toolbar = [...(props.toolbar ?? []), ...(exportOperation ? [exportOperation] : [])].filter((op) => hasFunc(op.func));
  const selectable = !!props.selection && hasFunc(props.selection.func);

  const columns = buildColumns({ props, t, page, operations, hasFunc, run, mobile });

  // columns declared `sorter: true` sort on the server; comparator sorters sort the page in place
  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const server = s?.column?.sorter === true && s.order;
    const next: Sort = server ? { field: String(s.field ?? s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : {};
    if (next.field !== sort.field || next.order !== sort.order) setSort(next);
  };

  const onOptionsError = (f: SearchField) => void messageApi.error(t('optionsFailed', { name: t(f.label) }), 3);

  return (
    <div className="list-page" data-testid={`list-${props.queryKey}`}>
      {modalHolder}
      {exportHolder}
      {messageHolder}
      {fields.length > 0 && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <SearchForm form={form} fields={fields} queryKey={props.queryKey} initialValues={start} onSearch={search} onReset={reset} onOptionsError={onOptionsError} />
        </Card>
      )}
      <Card size="small">
        <ListToolbar operations={toolbar} selectedKeys={selectedKeys} extra={props.toolbarExtra} loading={query.isFetching} onRefresh={() => void query.refetch()} />
        <Table<Row>
          rowKey={props.rowKey}
          columns={columns}
          dataSource={data.rows}
          loading={query.isFetching}
          pagination={false}
          // the table takes the card's width and its columns share it by content (text wraps); it scrolls
          // sideways only when even wrapped it cannot fit, so the fixed 操作 column never covers data that fits
          tableLayout="auto"
          scroll={{ x: true }}
          // a phone's narrow cells keep their room for the data
          size={mobile ? 'small' : undefined}
          onChange={onTableChange}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selectedKeys,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => {
                    setSelectedKeys(keys);
                    props.onSelectionChange?.(keys);
                  },
                }
              : undefined
          }
          expandable={props.expandable ? { expandedRowRender: (row) => props.expandable!(row) } : undefined}
          summary={props.summary ? (rows) => props.summary!([...rows]) : undefined}
        />
        <ListPagination current={page.current} pageSize={page.size} total={data.total} onChange={(current, size) => setPage({ current, size })} />
      </Card>
    </div>
  );
}
