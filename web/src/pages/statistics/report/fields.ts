import type { TFunction } from 'i18next';
import { statisticsPeriods } from '@ccer/contracts';
import type { SearchField } from '../../../components/list-page/types';

/** The reports' own search fields: the time bucket and a grouping. */
export const periodField = (t: TFunction): SearchField => ({
  name: 'period',
  label: 'statistics:filters.period',
  kind: 'select',
  options: statisticsPeriods.map((p) => ({ value: p, label: t(`statistics:periods.${p}`) })),
});

export const groupField = (t: TFunction, values: readonly string[]): SearchField => ({
  name: 'groupBy',
  label: 'statistics:filters.groupBy',
  kind: 'select',
  options: values.map((v) => ({ value: v, label: t(`statistics:groups.${v}`) })),
});
