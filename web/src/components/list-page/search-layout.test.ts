import { describe, expect, it } from 'vitest';
import { isCollapsible, isFolded, startsExpanded } from './search-layout';

describe('search form layout', () => {
  it('has a toggle only with more than 2 fields', () => {
    expect(isCollapsible(0)).toBe(false);
    expect(isCollapsible(2)).toBe(false);
    expect(isCollapsible(3)).toBe(true);
  });
  it('shows 2 fields while collapsed, all when expanded', () => {
    expect([0, 1, 2, 3].map((i) => isFolded(i, 4, false))).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map((i) => isFolded(i, 4, true))).toEqual([false, false, false, false]);
    expect(isFolded(1, 2, false)).toBe(false);
  });
  it('starts expanded when a folded field has a value', () => {
    expect(startsExpanded(['a', 'b', 'workflowType'], { workflowType: 'ccerProjectPubApply' })).toBe(true);
    expect(startsExpanded(['a', 'b', 'c'], { a: 'x' })).toBe(false);
    expect(startsExpanded(['a', 'b', 'c'], { c: '' })).toBe(false);
  });
});
