import type { CountryNode, DictItem, Dictionary, ProjectType, ProvinceRow } from '@ccer/contracts';
import { api } from '../api/http';

/** The shared reference calls (accounts spec §7.6), all public. */
export const referenceUrls = {
  dictItem: '/api/common/dict-item',
  regionAll: '/api/common/region/all',
  regionList: '/api/common/region/list',
  industry: '/api/common/industry',
  projectTypes: '/api/common/project-type/list',
} as const;

/** Industry section with its divisions, as /api/common/industry answers it. */
export interface IndustrySection {
  industryCode: string;
  industryName: string;
  industryNameEn: string;
  children: Array<{ industryCode: string; industryName: string; industryNameEn: string; parentCode: string }>;
}

export const fetchDictionary = (dictId: string): Promise<DictItem[]> =>
  api.get<Dictionary[]>(referenceUrls.dictItem, { query: { dictId } }).then((r) => r.dataInfo.find((d) => d.dictId === dictId)?.items.slice() ?? []);

export const fetchProvinces = (): Promise<ProvinceRow[]> => api.get<ProvinceRow[]>(referenceUrls.regionList).then((r) => r.dataInfo);

/** The country node CHN with its provinces, cities and counties. */
export const fetchRegionTree = (): Promise<CountryNode> =>
  api.get<CountryNode[]>(referenceUrls.regionAll).then((r) => {
    const china = r.dataInfo[0];
    if (!china) throw new Error('empty region tree');
    return china;
  });

export const fetchIndustryTree = (): Promise<IndustrySection[]> => api.get<IndustrySection[]>(referenceUrls.industry).then((r) => r.dataInfo);

export const fetchProjectTypes = (): Promise<ProjectType[]> => api.get<ProjectType[]>(referenceUrls.projectTypes).then((r) => r.dataInfo);
