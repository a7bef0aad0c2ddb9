import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCached, referenceCacheKeys, writeCached } from './local-cache';

/** A Storage over a Map (the unit project runs in node, without a browser's localStorage). */
function memoryStorage(limit = Infinity) {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > limit) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('reference local cache (§3.9)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the region tree under CHN, provinces and each dictionary under their own keys', () => {
    expect(referenceCacheKeys.regionTree).toBe('CHN');
    expect(referenceCacheKeys.dictionary('400205')).toBe('dict_400205');
    writeCached(referenceCacheKeys.regionTree, { regionId: 'CHN' }, 1000);
    expect(readCached(referenceCacheKeys.regionTree)).toEqual({ savedAt: 1000, data: { regionId: 'CHN' } });
    expect(readCached(referenceCacheKeys.provinces)).toBeUndefined();
  });

  it('ignores entries it cannot read and storage that refuses a write', () => {
    localStorage.setItem('CHN', 'not json');
    expect(readCached('CHN')).toBeUndefined();
    localStorage.setItem('CHN', JSON.stringify([1, 2]));
    expect(readCached('CHN')).toBeUndefined();
    vi.stubGlobal('localStorage', memoryStorage(10));
    expect(() => writeCached('CHN', { big: 'x'.repeat(100) })).not.toThrow();
    expect(readCached('CHN')).toBeUndefined();
  });
});
