import { describe, expect, it } from 'vitest';
import { businessNames, businessProcessSeeds, businessTypes, declaredBusinessName } from '@ccer/contracts';
import { codeSources } from './code-sources.test-support.ts';

const sources = codeSources('gateway/src', 'workers/src', 'contracts/src');

/**
 * Every business type the code writes as a literal: `businessType: 'x'`, or `businessType: NAME` where some file
 * declares `const NAME = 'x'` (the rest name a member of businessTypes, checked below).
 */
function literalBusinessTypes(): string[] {
  const constants = new Map<string, string>();
  for (const text of sources) for (const m of text.matchAll(/const ([A-Z][A-Z0-9_]*) = '([^']+)'/g)) constants.set(m[1], m[2]);
  const found = new Set<string>();
  for (const text of sources)
    // not a union type (`businessType: 'org' | 'public'` types the account change log's own column)
    for (const m of text.matchAll(/\bbusiness_?[tT]ype: ('([^']+)'(?! \|)|[A-Z][A-Z0-9_]*\b)/g)) {
      const value = m[2] ?? constants.get(m[1]);
      if (value) found.add(value);
    }
  return [...found].sort();
}

describe('操作日志: every business type has a name', () => {
  it('names every business type the code writes, in Chinese and English', () => {
    const written = [...new Set([...literalBusinessTypes(), ...Object.values(businessTypes), ...businessProcessSeeds.map((b) => b.businessType)])];
    expect(written.length).toBeGreaterThan(40);
    expect(written.filter((b) => !declaredBusinessName(b, 'zh') || !declaredBusinessName(b, 'en'))).toEqual([]);
  });

  it('gives each business a name of its own, so that a name picked in the search finds one type', () => {
    for (const lang of ['zh', 'en'] as const) {
      const names = Object.values(businessNames).map((n) => n[lang]);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    }
  });

  it('names the registry businesses as 业务流程关联 does, and no inherited property', () => {
    expect(declaredBusinessName('projectApply')).toBe('项目申请');
    expect(declaredBusinessName('sys-param', 'en')).toBe('System parameter');
    expect(declaredBusinessName('constructor')).toBeUndefined();
  });
});
