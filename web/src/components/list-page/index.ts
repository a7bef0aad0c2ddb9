/** The list page and its parts, for pages that declare lists. */
export { default as ListPage } from './ListPage';
export { default as NumberRange } from './NumberRange';
export { StartEndPicker, DateTimeRange } from './DateRangePickers';
export { listQueryKey, useListRefresh } from './query-keys';
export { readListResponse, rowNumber } from './list-response';
export { fetchList } from './fetch-list';
export * from './types';
export { formatDate, formatDateTime } from './format';
