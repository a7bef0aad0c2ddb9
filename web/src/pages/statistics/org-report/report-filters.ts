import type { CommonFilter } from '../report/ReportFrame';
import type { SearchField } from '../../../components/list-page/types';
import { NS } from '../daily-data/daily-shared';

/**
 * The filters the organisation reports and the expert fees take on the reports' frame (ReportFrame): the China day
 * range, the province, the project type (or its prefix) — no vintage — and each screen's name search.
 */
export const ORG_FILTERS: readonly CommonFilter[] = ['date', 'province', 'type'];
export const orgNameField: SearchField = { name: 'orgName', label: `${NS}:fields.org`, kind: 'input' };
export const expertNameField: SearchField = { name: 'expertName', label: `${NS}:fields.expert`, kind: 'input' };
