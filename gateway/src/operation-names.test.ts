import { describe, expect, it } from 'vitest';
import { declaredOperationName, projectLifecycle } from '@ccer/contracts';
import { rememberStepNames, stepDecisionName } from './domain/lifecycle/step-route.ts';
import { codeSources } from './code-sources.test-support.ts';

/** Every literal abstract the gateway and the workers write to the operation log (not their tests'). */
function literalAbstracts(): string[] {
  const found = new Set<string>();
  for (const text of codeSources('gateway/src', 'workers/src'))
    // every dotted literal on a line that sets an abstract (`abstract: edit ? 'a.edit' : 'a.add'` gives both)
    for (const line of text.split('\n').filter((l) => /\babstract: [^`]/.test(l)))
      for (const m of line.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) found.add(m[1]);
  return [...found].sort();
}

describe('操作日志: every operation has a name', () => {
  it('names every abstract the code writes, in Chinese and English', () => {
    const abstracts = literalAbstracts();
    expect(abstracts.length).toBeGreaterThan(50);
    expect(abstracts.filter((a) => !declaredOperationName(a, 'zh') || !declaredOperationName(a, 'en'))).toEqual([]);
  });

  it('names the registry areas’ templated ones (offset and transfer kinds, the experts, the publicity)', () => {
    expect(declaredOperationName('ccer.offset-country')).toBe('申请全国碳市场抵销');
    expect(declaredOperationName('ccer.transfer-platform')).toBe('申请划转至交易平台');
    expect(declaredOperationName('certified-experts.draw')).toBe('减排量随机抽取专家');
    expect(declaredOperationName('project-publicity.recall-apply')).toBe('项目公示撤回申请');
  });

  it('names a lifecycle step’s decision by its step', () => {
    rememberStepNames(projectLifecycle);
    expect(stepDecisionName('project.publicityAudit.approve', 'zh')).toBe(`${projectLifecycle.steps.find((s) => s.taskKey === 'publicityAudit')!.zh}（通过）`);
    expect(stepDecisionName('project.registerAcct.return', 'en')).toBe('Registration acceptance: returned');
    expect(stepDecisionName('project.noSuchStep.approve', 'zh')).toBeUndefined();
    expect(stepDecisionName('project.publicityAudit', 'zh')).toBeUndefined();
  });
});
