import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  businessProcessSeeds,
  misconductAddBody,
  misconductLifecycle,
  misconductOutcome,
  misconductStatusCodes,
  misconductStepWaitingIn,
  processKeys,
  taskRoute,
  topics,
  withBusinessId,
  workflowTypes,
} from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';

/** processes/ccer/ccerMisconduct.bpmn and misconductLifecycle agree; its task opens the record's detail. */
describe('bad-behaviour records ↔ ccerMisconduct.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerMisconduct.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the lifecycle’s one step (the registry’s audit, 114), started for the business type', () => {
    expect(def.key).toBe(processKeys.misconduct);
    expect(misconductLifecycle.processKey).toBe(processKeys.misconduct);
    for (const step of misconductLifecycle.steps) {
      expect(def.tasks[step.taskKey], step.taskKey).toEqual({ workflowType: step.workflowType, funcCode: step.funcCode });
      expect(workflowTypes).toContain(step.workflowType);
    }
    expect(Object.keys(def.tasks)).toEqual(['misconductAudit']);
    expect(xml).toContain('camunda:candidateGroups="country"');
    expect(businessProcessSeeds.find((s) => s.businessType === misconductLifecycle.businessType)?.processKey).toBe(def.key);
  });

  it('hands both outcomes to the result topic, each a declared status for either action', () => {
    const results = [...xml.matchAll(/camunda:topic="([^"]+)">\s*<bpmn:extensionElements>\s*<camunda:inputOutput>\s*<camunda:inputParameter name="targetStatus">\$\{action == 'lift' \? '(\w+)' : '(\w+)'\}</g)].map((m) => [m[1], m[2], m[3]]);
    // approved: a lift is lifted, the measures in force; rejected: a lift back in force, the measures rejected
    expect(results).toEqual([
      [topics.ccerMisconductResult, misconductOutcome('lift', true), misconductOutcome('impose', true)],
      [topics.ccerMisconductResult, misconductOutcome('lift', false), misconductOutcome('impose', false)],
    ]);
    for (const [, a, b] of results) {
      expect(misconductStatusCodes).toContain(a);
      expect(misconductStatusCodes).toContain(b);
    }
    for (const to of ['inForce', 'rejected', 'lifted'] as const) expect(misconductLifecycle.transitions).toHaveProperty(to);
  });

  it('waits in the measures’ audit and in a lift’s, and routes the task to the record’s detail', () => {
    expect(misconductStepWaitingIn('auditing')).toEqual({ step: 'misconductAudit', action: 'impose' });
    expect(misconductStepWaitingIn('liftAuditing')).toEqual({ step: 'misconductAudit', action: 'lift' });
    expect(misconductStepWaitingIn('inForce')).toBeUndefined();
    expect(withBusinessId(taskRoute('ccerMisconductAudit', '114')!, 'abc')).toBe('/ccer/unpleasant/detail?id=abc');
  });

  it('takes a record with or without measures and refuses a bad cancellation by name', () => {
    const base = { custId: '4f1c2b7e-3a8d-4d35-9a4f-0c7f3a9a1b2c', category: 'dataFalsification', facts: '监测数据造假', occurredOn: '2026-01-05', restrict: true };
    const parsed = misconductAddBody.safeParse(base);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.legalBasis).toBe('《温室气体自愿减排交易管理办法（试行）》第四十三条');
    const bad = misconductAddBody.safeParse({ ...base, cancellation: { projectCode: 'P1', vintage: 2024, quantity: 0 } });
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['cancellation.quantity']);
    expect(misconductAddBody.safeParse({ ...base, occurredOn: '2026-02-30' }).success).toBe(false);
    expect(misconductAddBody.safeParse({ ...base, category: 'rumour' }).success).toBe(false);
  });
});
