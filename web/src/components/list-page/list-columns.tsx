import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import OperationCell from './OperationCell';
import { rowNumber } from './list-response';
import type { ListPageProps, RowOperation } from './types';

interface Args<Row> {
  props: ListPageProps<Row>;
  t: TFunction;
  page: { current: number; size: number };
  /** Operations the user may use (already filtered by function code). */
  operations: RowOperation<Row>[];
  hasFunc: (codes: string | readonly string[] | undefined) => boolean;
  run: (op: RowOperation<Row>, row: Row) => void;
}

/** The table's columns: a 1-based row number, the declared columns (titles translated), the operations. */
export function buildColumns<Row extends object>({ props, t, page, operations, hasFunc, run }: Args<Row>): TableColumnsType<Row> {
  return [
    { key: '__rowNumber', title: t('listPage:index'), width: 64, align: 'center', render: (_v, _r, i) => rowNumber(i, page.current, page.size) },
    ...props.columns.map((c) => ({ ...c, key: c.key ?? c.dataIndex, title: t(c.title) })),
    // without any permitted operation the column itself is hidden (spec 000 §2.9)
    ...(operations.length > 0
      ? [
          {
            key: '__operations',
            title: t('listPage:operations'),
            fixed: 'right' as const,
            render: (_v: unknown, row: Row) => (
              <OperationCell row={row} rowKey={String(row[props.rowKey])} operations={operations} hasFunc={hasFunc} run={run} />
            ),
          },
        ]
      : []),
  ];
}
