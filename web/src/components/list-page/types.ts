import type { Key, ReactNode, Ref } from 'react';
import type { TableColumnType } from 'antd';

/**
 * A list page is a declaration (spec 000 §2.9): search fields, columns, operations with their
 * function codes, and the list call. `ListPage` renders it.
 */
export type SearchFieldKind =
  | 'input'
  | 'select'
  | 'cascader'
  | 'numberRange'
  | 'datetimerange'
  | 'date'
  | 'year'
  | 'startEndDate'
  | 'startEndYear';

export interface Option {
  /** Display text, already in the user's language (pages translate their own options). */
  label: string;
  value: string | number;
  children?: Option[];
}

export interface SearchField {
  /** Query parameter name; range kinds send `${name}Start`/`${name}End` (or the names in `rangeNames`). */
  name: string;
  /** i18n key of the label. */
  label: string;
  kind: SearchFieldKind;
  options?: Option[] | (() => Promise<Option[]>);
  /** Number range: decimals kept. */
  precision?: number;
  rangeNames?: [string, string];
  placeholder?: string;
}

/** One column of a list: an antd column whose title is an i18n key. */
export type ListColumn<Row> = TableColumnType<Row> & {
  title: string;
  dataIndex?: keyof Row & string;
  /** Shown below 992 px; when no column says true, the first two and the status column are (cell-layout.ts). */
  mobile?: boolean;
};

export interface RowOperation<Row> {
  key: string;
  /** i18n key of the button text. */
  label: string;
  /** Function code(s); the operation is hidden when the user holds none of them. */
  func?: string | readonly string[];
  /** Shown only for rows where this is true. */
  visible?: (row: Row) => boolean;
  danger?: boolean;
  /** i18n key of a confirmation text; when set, the user confirms first. */
  confirm?: string;
  onClick: (row: Row) => void | Promise<unknown>;
}

export interface ToolbarOperation {
  key: string;
  label: string;
  func?: string | readonly string[];
  icon?: ReactNode;
  type?: 'primary' | 'default';
  onClick: (selectedKeys: Key[]) => void | Promise<unknown>;
}

export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

export interface ListPageProps<Row> {
  /** Stable key for react-query and for refresh after a change. */
  queryKey: string;
  /** Loads one page; receives the search values plus pageNumber and pageSize. */
  load: (params: Record<string, unknown>) => Promise<ListResult<Row>>;
  rowKey: keyof Row & string;
  searchFields?: SearchField[];
  /**
   * Column declarations; titles are i18n keys. A 1-based row number column is added. An empty
   * value (or an empty render) shows "-". `mobile` picks the columns a phone shows (cell-layout.ts).
   */
  columns: ListColumn<Row>[];
  rowOperations?: RowOperation<Row>[];
  toolbar?: ToolbarOperation[];
  /** Selection checkboxes; hidden when the user lacks `func`. */
  selection?: { func?: string | readonly string[] };
  expandable?: (row: Row) => ReactNode;
  summary?: (rows: Row[]) => ReactNode;
  /** Initial search values; values in the URL's search params (e.g. workflowType) take precedence. */
  initialValues?: Record<string, unknown>;
  /** Re-query every so many milliseconds (My Tasks' refresh interval); off when absent or 0. */
  refetchInterval?: number;
  /** Extra controls at the right of the toolbar, before the refresh icon. */
  toolbarExtra?: ReactNode;
  /** Called with the selected row keys whenever the selection changes. */
  onSelectionChange?: (keys: Key[]) => void;
  /** React 19 passes `ref` as a prop: the page refreshes the list through it after a change. */
  ref?: Ref<ListPageHandle>;
  /** Shows an 导出 button: the same search as an xlsx through POST /api/common/export. */
  exportConfig?: ExportConfig;
}

/** What a list exports: the export target (contracts exportTargets key) and optionally its columns. */
export interface ExportConfig {
  funcid: string;
  /** Function code(s) of the button; usually the list's own. */
  func?: string | readonly string[];
  /** Columns in order; titles are i18n keys. Default: the declared columns that have a dataIndex. */
  columns?: Array<{ title: string; field: string }>;
  /** Fixed search values sent besides the form's (a detail list's own id). */
  params?: Record<string, unknown>;
}

/** What a page can ask of its list after a change. */
export interface ListPageHandle {
  /** Re-runs the current query (same search values and page). */
  refresh: () => Promise<unknown>;
}
