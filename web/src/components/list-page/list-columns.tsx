import type { ReactNode } from 'react';
import type { TableColumnsType, TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import OperationCell from './OperationCell';
import { rowNumber } from './list-response';
import { cellOrDash, mobileColumns } from './cell-layout';
import type { ListColumn, ListPageProps, RowOperation } from './types';

interface Args<Row> {
  props: ListPageProps<Row>;
  t: TFunction;
  page: { current: number; size: number };
  /** Operations the user may use (already filtered by function code). */
  operations: RowOperation<Row>[];
  hasFunc: (codes: string | readonly string[] | undefined) => boolean;
  run: (op: RowOperation<Row>, row: Row) => void;
  /** Below 992 px: the key columns only, no row number, the operations folded into one menu. */
  mobile?: boolean;
}

/**
 * A header whose column keeps the width of its title, or of four Chinese characters when the title is longer: a crowded
 * list wraps its text, but never to a character a line (the table scrolls sideways instead). The floor is the title
 * again, invisible and on one line at most 56 px wide (`list-title` in global.css), so that the header itself still
 * wraps; a min-width on the cell instead made Chrome share the table out by the cells' widths, not their content.
 */
function flooredTitle(title: string): ReactNode {
  return (
    <span className="list-title" data-floor={title}>
      {title}
    </span>
  );
}

/** A date, or a date and its time, as the registry's lists show them (time/registry-time.ts). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})( \d{2}:\d{2}(?::\d{2})?)?$/;
/** A cell's date kept whole on its line, the time free to go to the next. */
function unbrokenDate(shown: ReactNode): ReactNode {
  const parts = typeof shown === 'string' ? DATE_TIME.exec(shown) : null;
  if (!parts) return shown;
  return (
    <>
      <span className="list-cell-date">{parts[1]}</span>
      {parts[2] ?? ''}
    </>
  );
}

/**
 * A declared column as the table shows it: title translated, an empty value or render as "-", a date whole, and an
 * ellipsis kept within the cell: at most two lines, no wider than declared (`list-cell-ellipsis`). antd's own
 * `ellipsis` would switch the whole table to a fixed layout, where columns without a width squeeze their text under
 * the fixed operations column; the automatic layout (ListPage) sizes every column by its content instead. One
 * unbroken line held its column at the declared width while the others wrapped to a character a line.
 */
function declaredColumn<Row>(c: ListColumn<Row>, t: TFunction): TableColumnType<Row> {
  const { mobile: _mobile, ellipsis, render, ...rest } = c;
  const maxWidth = typeof c.width === 'number' ? c.width : undefined;
  return {
    ...rest,
    key: c.key ?? c.dataIndex,
    title: flooredTitle(t(c.title)),
    render: (value: unknown, row: Row, index: number) => {
      const shown = cellOrDash(render ? (render(value, row, index) as ReactNode) : (value as ReactNode));
      if (!ellipsis) return unbrokenDate(shown);
      return (
        <div className="list-cell-ellipsis" style={{ maxWidth }} title={typeof shown === 'string' || typeof shown === 'number' ? String(shown) : undefined}>
          {shown}
        </div>
      );
    },
  };
}

/** The table's columns: a 1-based row number, the declared columns (titles translated), the operations. */
export function buildColumns<Row extends object>({ props, t, page, operations, hasFunc, run, mobile }: Args<Row>): TableColumnsType<Row> {
  const declared = mobile ? mobileColumns(props.columns) : props.columns;
  return [
    ...(mobile ? [] : [{ key: '__rowNumber', title: flooredTitle(t('listPage:index')), width: 64, align: 'center' as const, render: (_v: unknown, _r: Row, i: number) => rowNumber(i, page.current, page.size) }]),
    ...declared.map((c) => declaredColumn(c, t)),
    // without any permitted operation the column itself is hidden (spec 000 §2.9)
    ...(operations.length > 0
      ? [
          {
            key: '__operations',
            title: flooredTitle(t('listPage:operations')),
            fixed: 'right' as const,
            className: 'list-operations',
            render: (_v: unknown, row: Row) => (
              <OperationCell row={row} rowKey={String(row[props.rowKey])} operations={operations} hasFunc={hasFunc} run={run} folded={mobile} />
            ),
          },
        ]
      : []),
  ];
}
