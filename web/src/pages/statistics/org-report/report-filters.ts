import { isOpenProjectType } from '@ccer/contracts';
import { fetchProjectTypes, fetchProvinces } from '../../../reference/reference-api';
import { projectTypeLabel, provinceLabel } from '../../../reference/names';
import type { SearchField } from '../../../components/list-page/types';
import { NS } from '../daily-data/daily-shared';

/** The filters the organisation report and the expert fees share: the date range, the province, the project type. */
export function reportFilters(language: string): SearchField[] {
  return [
    { name: 'range', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] },
    { name: 'provinceId', label: `${NS}:fields.province`, kind: 'select', options: async () => (await fetchProvinces()).map((p) => ({ value: p.provinceId, label: provinceLabel(p, language) })) },
    {
      name: 'projectType',
      label: `${NS}:fields.projectType`,
      kind: 'select',
      options: async () => (await fetchProjectTypes()).filter((p) => isOpenProjectType(p.typeId)).map((p) => ({ value: p.typeId, label: projectTypeLabel(p, language) })),
    },
  ];
}
