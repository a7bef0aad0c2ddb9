/**
 * Display of timestamps in lists and details, in registry (China) time; empty values show as a dash.
 * One formatting module for every time the web shows: web/src/time/registry-time.ts.
 */
export { formatDate, formatDateTime } from '../../time/registry-time.ts';
