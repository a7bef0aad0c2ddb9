import { describe, expect, it } from 'vitest';
import { drawExperts, exclusionOf, fieldCovers, newDrawSeed, seededShuffle, type ApplicationTies, type ExpertCandidate } from './expert-draw.ts';

const expert = (over: Partial<ExpertCandidate> = {}): ExpertCandidate => ({
  expertId: 'e1',
  loginName: 'e1',
  expertName: '专家',
  workUnit: '某研究院',
  custId: null,
  operatorField: 'A01,B02',
  status: '1',
  operatorType: '07',
  ...over,
});
const apply = (over: Partial<ApplicationTies> = {}): ApplicationTies => ({
  parentProjectType: 'A0102',
  ownerCustId: 'owner',
  ownerName: '示例新能源有限公司',
  bodyCustId: 'body',
  bodyName: '示例审定核查机构',
  proposed: new Set(),
  ...over,
});

describe('expert eligibility', () => {
  it('a field covers the project types under it', () => {
    expect(fieldCovers('A01,B02', 'A0102')).toBe(true);
    expect(fieldCovers('A', 'A0102')).toBe(true);
    expect(fieldCovers('A02', 'A0102')).toBe(false);
    expect(fieldCovers('A0102', 'A01')).toBe(false);
    expect(fieldCovers(null, 'A0102')).toBe(false);
    expect(fieldCovers(' ,A01 ', 'A0101')).toBe(true);
  });

  it('names the tie that excludes an expert', () => {
    expect(exclusionOf(expert(), apply())).toBeUndefined();
    expect(exclusionOf(expert({ status: '0' }), apply())).toBe('notExpert');
    expect(exclusionOf(expert({ operatorType: '06' }), apply())).toBe('notExpert');
    expect(exclusionOf(expert({ operatorField: 'C01' }), apply())).toBe('fieldMismatch');
    expect(exclusionOf(expert({ custId: 'owner' }), apply())).toBe('ownerCustomer');
    expect(exclusionOf(expert({ custId: 'body' }), apply())).toBe('bodyCustomer');
    expect(exclusionOf(expert({ workUnit: ' 示例新能源有限公司 ' }), apply())).toBe('ownerWorkUnit');
    expect(exclusionOf(expert({ workUnit: '示例审定核查机构' }), apply())).toBe('bodyWorkUnit');
    expect(exclusionOf(expert(), apply({ proposed: new Set(['e1']) }))).toBe('alreadyProposed');
  });
});

describe('the seeded draw', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `id-${String(i).padStart(2, '0')}`);

  it('replays: the same seed and candidates (in any order) give the same experts', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    const first = drawExperts(seed, ids, 3);
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    expect(drawExperts(seed, [...ids].reverse(), 3)).toEqual(first);
    expect(seededShuffle(seed, ids)).toHaveLength(ids.length);
    expect([...seededShuffle(seed, ids)].sort()).toEqual(ids);
  });

  it('different seeds give different orders, and every candidate can be drawn', () => {
    const orders = new Set<string>();
    const drawn = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const seed = `seed-${i}`;
      orders.add(seededShuffle(seed, ids).join(','));
      for (const id of drawExperts(seed, ids, 3)) drawn.add(id);
    }
    expect(orders.size).toBeGreaterThan(190);
    expect(drawn.size).toBe(ids.length);
  });

  it('a known seed gives a fixed answer (the record stays replayable across versions)', () => {
    expect(drawExperts('0123456789abcdef0123456789abcdef', ['e', 'd', 'c', 'b', 'a'], 2)).toEqual(['a', 'e']);
    expect(seededShuffle('x', [])).toEqual([]);
    expect(seededShuffle('x', ['only'])).toEqual(['only']);
  });
});
