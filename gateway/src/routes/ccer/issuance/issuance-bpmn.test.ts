import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { businessProcessSeeds, issuanceLifecycle, issueApplyBody, taskRoute, topics, withBusinessId, workflowTypes } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';

/** The issuance's declaration and processes/ccer/ccerIssuedConfirm.bpmn agree; its task opens /ccer/issued/confirmDetail. */
describe('issuance ↔ ccerIssuedConfirm.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerIssuedConfirm.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the confirmation as a user task of ccerIssuedConfirm under 084 and the ccer-issue topic on both branches', () => {
    expect(def.key).toBe(issuanceLifecycle.processKey);
    const [step] = issuanceLifecycle.steps;
    expect(def.tasks[step.taskKey]).toEqual({ workflowType: 'ccerIssuedConfirm', funcCode: '084' });
    expect(workflowTypes).toContain(step.workflowType);
    expect([...xml.matchAll(/camunda:topic="([^"]+)"/g)].map((m) => m[1])).toEqual([topics.ccerIssue, topics.ccerIssue]);
    for (const t of [...xml.matchAll(/name="targetStatus">(\d\d)</g)].map((m) => m[1])) expect(issuanceLifecycle.transitions).toHaveProperty(t);
    expect(businessProcessSeeds.find((b) => b.businessType === issuanceLifecycle.businessType)).toMatchObject({ processKey: 'ccerIssuedConfirm', funcCode: '083' });
  });

  it('routes the confirmation task to /ccer/issued/confirmDetail with the application id', () => {
    const route = taskRoute('ccerIssuedConfirm', '084');
    expect(route).toBe(issuanceLifecycle.steps[0].page);
    expect(withBusinessId(route!, 'abc')).toBe('/ccer/issued/confirmDetail?id=abc');
  });

  it('takes each vintage once with a positive whole quantity', () => {
    const id = crypto.randomUUID();
    expect(issueApplyBody.safeParse({ certifiedInfoId: id, vintages: [{ year: 2022, quantity: 10 }] }).success).toBe(true);
    expect(issueApplyBody.safeParse({ certifiedInfoId: id, vintages: [] }).success).toBe(false);
    expect(issueApplyBody.safeParse({ certifiedInfoId: id, vintages: [{ year: 2022, quantity: 0 }] }).success).toBe(false);
    expect(issueApplyBody.safeParse({ certifiedInfoId: id, vintages: [{ year: 2022, quantity: 1.5 }] }).success).toBe(false);
    expect(issueApplyBody.safeParse({ certifiedInfoId: id, vintages: [{ year: 2022, quantity: 1 }, { year: 2022, quantity: 2 }] }).success).toBe(false);
  });
});
