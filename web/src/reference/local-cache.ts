/**
 * Reference data kept in localStorage between visits (accounts spec §3.9): the province list, each
 * dictionary, and the whole region tree under the key CHN. An entry remembers when it was saved, so
 * react-query shows it at once and refreshes it in the background once it is older than its stale time.
 */
export interface CachedEntry<T> {
  savedAt: number;
  data: T;
}

export const referenceCacheKeys = {
  /** The full region list (country CHN → provinces → cities → counties), as the spec names it. */
  regionTree: 'CHN',
  provinces: 'provinceList',
  dictionary: (dictId: string) => `dict_${dictId}`,
} as const;

export function readCached<T>(key: string): CachedEntry<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<CachedEntry<T>>;
    return typeof entry.savedAt === 'number' && entry.data !== undefined ? (entry as CachedEntry<T>) : undefined;
  } catch {
    return undefined; // unreadable or not ours: fetched again
  }
}

export function writeCached<T>(key: string, data: T, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, data } satisfies CachedEntry<T>));
  } catch {
    // storage full or disabled: the data still serves this visit from memory
  }
}
