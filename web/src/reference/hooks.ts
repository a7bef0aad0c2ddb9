import { useQuery } from '@tanstack/react-query';
import type { CountryNode, DictItem, ProjectType, ProvinceRow } from '@ccer/contracts';
import { readCached, referenceCacheKeys, writeCached, type CachedEntry } from './local-cache';
import { fetchDictionary, fetchIndustryTree, fetchProjectTypes, fetchProvinces, fetchRegionTree, type IndustrySection } from './reference-api';

/** Reference data changes with a release at most: a day before a cached copy is refreshed. */
const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * A react-query over a reference call; with `storageKey`, the answer is also kept in localStorage
 * (§3.9) and shown from there at once on the next visit, refreshed in the background when stale.
 */
function useReference<T>(queryKey: readonly unknown[], fetcher: () => Promise<T>, storageKey?: string, enabled = true) {
  // read (and parse) the stored copy only when react-query creates the query, once for both fields
  let stored: CachedEntry<T> | undefined;
  const cached = () => (stored ??= storageKey ? readCached<T>(storageKey) : undefined);
  return useQuery({
    queryKey: ['reference', ...queryKey],
    queryFn: async () => {
      const data = await fetcher();
      if (storageKey) writeCached(storageKey, data);
      return data;
    },
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.savedAt,
    staleTime: REFERENCE_STALE_MS,
    gcTime: Infinity,
    enabled,
  });
}

/** The items of one dictionary (ids in contracts `dictIds`), cached in localStorage. */
export const useDictionary = (dictId: string | undefined) =>
  useReference<DictItem[]>(['dict', dictId], () => fetchDictionary(dictId!), dictId ? referenceCacheKeys.dictionary(dictId) : undefined, !!dictId);

/** The provincial-level divisions, cached in localStorage. */
export const useProvinces = () => useReference<ProvinceRow[]>(['provinces'], fetchProvinces, referenceCacheKeys.provinces);

/** The whole division tree (country CHN → province → city → county), cached in localStorage under CHN. */
export const useRegionTree = () => useReference<CountryNode>(['regionTree'], fetchRegionTree, referenceCacheKeys.regionTree);

/** GB/T 4754 sections with their divisions. */
export const useIndustryTree = () => useReference<IndustrySection[]>(['industry'], fetchIndustryTree);

/** Every CCER project type, flat (typeId, parentId, typeName, level). */
export const useProjectTypes = () => useReference<ProjectType[]>(['projectTypes'], fetchProjectTypes);
