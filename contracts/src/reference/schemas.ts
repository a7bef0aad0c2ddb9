import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';

/**
 * Shapes of the shared reference calls (accounts spec §3.9, §7.6; registry spec §7 "Shared calls").
 * All are public: the registration pages use them before sign-in.
 */

/** The one country whose divisions the registry holds; the web caches the whole tree under this key (§3.9). */
export const REGION_COUNTRY_ID = 'CHN';

export const dictItemSchema = z.object({ itemCode: z.string(), itemName: z.string(), itemNameEn: z.string() });
export const dictionarySchema = z.object({
  dictId: z.string(),
  dictName: z.string(),
  dictNameEn: z.string(),
  items: z.array(dictItemSchema),
});

/**
 * GET /api/common/dict-item: `dictId` (one id) and/or `dictIds` (comma-separated); neither gives every
 * dictionary. Ids the registry does not hold are left out of the answer.
 */
export const dictItemQuery = z.object({
  dictId: z.string().trim().max(16).optional(),
  dictIds: z.string().trim().max(400).optional(),
});
export type DictItemQuery = z.infer<typeof dictItemQuery>;

const idParam = (max: number) => z.string().trim().min(1).max(max, { error: token('maxLength', max) });
const countryParam = z.string().trim().max(8).optional();

/** GET /api/common/region/list (countryId optional, CHN by default): the provincial-level divisions. */
export const regionListQuery = z.object({ countryId: countryParam });
export const provinceRowSchema = z.object({ provinceId: z.string(), provinceName: z.string(), provinceNameEn: z.string() });
export type ProvinceRow = z.infer<typeof provinceRowSchema>;

/** GET /api/common/cities?countryId&provinceId: the prefecture-level divisions of a province. */
export const citiesQuery = z.object({ countryId: countryParam, provinceId: idParam(12) });
export const cityRowSchema = z.object({ cityId: z.string(), cityName: z.string(), provinceId: z.string() });
export type CityRow = z.infer<typeof cityRowSchema>;

/** GET /api/common/counties?countryId&provinceId&cityId: the county-level divisions of a city. */
export const countiesQuery = z.object({ countryId: countryParam, provinceId: idParam(12), cityId: idParam(12) });
export const countyRowSchema = z.object({ countyId: z.string(), countyName: z.string(), cityId: z.string(), provinceId: z.string() });
export type CountyRow = z.infer<typeof countyRowSchema>;

/**
 * GET /api/common/region/all: one country node (CHN) → provinces → cities → counties, each node
 * { regionId, regionName } (GB/T 2260 codes below the country); country and provinces add regionNameEn.
 * Four fixed levels, the country / province / city / county of an address's areaIdList.
 */
export const countyNodeSchema = z.object({ regionId: z.string(), regionName: z.string() });
export const cityNodeSchema = z.object({ regionId: z.string(), regionName: z.string(), children: z.array(countyNodeSchema) });
export const provinceNodeSchema = z.object({
  regionId: z.string(),
  regionName: z.string(),
  regionNameEn: z.string(),
  children: z.array(cityNodeSchema),
});
export const countryNodeSchema = z.object({
  regionId: z.string(),
  regionName: z.string(),
  regionNameEn: z.string(),
  children: z.array(provinceNodeSchema),
});
export type CountyNode = z.infer<typeof countyNodeSchema>;
export type CityNode = z.infer<typeof cityNodeSchema>;
export type ProvinceNode = z.infer<typeof provinceNodeSchema>;
export type CountryNode = z.infer<typeof countryNodeSchema>;

/** GET /api/common/industry: sections (A–T) with their divisions (two-digit codes). */
export const industryDivisionSchema = z.object({
  industryCode: z.string(),
  industryName: z.string(),
  industryNameEn: z.string(),
  parentCode: z.string(),
});
export const industrySectionSchema = z.object({
  industryCode: z.string(),
  industryName: z.string(),
  industryNameEn: z.string(),
  children: z.array(industryDivisionSchema),
});

/** GET /api/common/project-type/list (every type) and /list-for-level/{level} (0 scopes, 1 groups, 2 types). */
export const projectTypeSchema = z.object({
  typeId: z.string(),
  parentId: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  level: z.number().int(),
});
export const projectTypeLevelParams = z.object({
  level: numeric(
    z
      .number({ error: token('nonNegativeInteger') })
      .int({ error: token('nonNegativeInteger') })
      .min(0, { error: token('nonNegativeInteger') })
      .max(2, { error: token('notGreaterThan', 2) }),
  ),
});
