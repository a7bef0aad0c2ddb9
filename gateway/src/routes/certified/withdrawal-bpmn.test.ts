import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { certifiedCancelLifecycle, certifiedInfoEditBody, isIssuable, taskRoute, topics, withBusinessId, workflowTypes } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../bootstrap/deploy-processes.ts';

/** The withdrawal's declaration and processes/certified/ccerCertifiedCancel.bpmn agree; its task opens the certification's audit page. */
describe('withdrawal of registered reductions ↔ ccerCertifiedCancel.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'certified/ccerCertifiedCancel.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the declared step as a user task of its workflowType under function code 082, and the result topic', () => {
    expect(def.key).toBe(certifiedCancelLifecycle.processKey);
    const [step] = certifiedCancelLifecycle.steps;
    expect(def.tasks[step.taskKey]).toEqual({ workflowType: step.workflowType, funcCode: '082' });
    expect(workflowTypes).toContain(step.workflowType);
    expect([...xml.matchAll(/camunda:topic="([^"]+)"/g)].map((m) => m[1])).toEqual([topics.certifiedCancelResult, topics.certifiedCancelResult]);
    for (const t of [...xml.matchAll(/name="targetStatus">(\d\d)</g)].map((m) => m[1])) expect(certifiedCancelLifecycle.transitions).toHaveProperty(t);
  });

  it("routes the audit task to /certified/cancel/audit?kind=withdrawal with the withdrawal's id", () => {
    const [step] = certifiedCancelLifecycle.steps;
    const route = taskRoute(step.workflowType, '082');
    expect(route).toBe(step.page);
    expect(withBusinessId(route!, 'abc')).toBe('/certified/cancel/audit?kind=withdrawal&id=abc');
  });

  it('edits only descriptive fields and issues only active, not stopped reductions', () => {
    expect(certifiedInfoEditBody.safeParse({ id: crypto.randomUUID(), changes: { certifiedNum: 1 }, modifyExplanation: 'x' }).success).toBe(false);
    expect(certifiedInfoEditBody.safeParse({ id: crypto.randomUUID(), changes: { remarkDesc: '' }, modifyExplanation: 'x' }).success).toBe(true);
    expect([isIssuable({ status: '0', cancelFlag: '0' }), isIssuable({ status: '1', cancelFlag: '0' }), isIssuable({ status: '0', cancelFlag: '1' })]).toEqual([true, false, false]);
  });
});
