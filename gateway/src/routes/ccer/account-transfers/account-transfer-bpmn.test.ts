import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { accountTransferLifecycle, businessProcessSeeds, taskRoute, withBusinessId, workflowTypes, ACCOUNT_TRANSFER_TOPIC } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';

/** The account transfer's declaration and processes/ccer/ccerAccountTransfer.bpmn agree; its tasks open /account/temporary/detail. */
describe('account transfers ↔ ccerAccountTransfer.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerAccountTransfer.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the declared confirm and audit steps as user tasks of their workflowTypes under function code 016, and the result topic', () => {
    expect(def.key).toBe(accountTransferLifecycle.processKey);
    for (const step of accountTransferLifecycle.steps) {
      expect(def.tasks[step.taskKey]).toEqual({ workflowType: step.workflowType, funcCode: '016' });
      expect(workflowTypes).toContain(step.workflowType);
    }
    expect(new Set([...xml.matchAll(/camunda:topic="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([ACCOUNT_TRANSFER_TOPIC]));
    const targets = [...xml.matchAll(/name="targetStatus">(\d\d)</g)].map((m) => m[1]);
    expect(targets).toEqual(['02', '03', '04']);
    for (const t of targets) expect(accountTransferLifecycle.transitions).toHaveProperty(t);
    expect(businessProcessSeeds.find((s) => s.businessType === accountTransferLifecycle.businessType)?.processKey).toBe(def.key);
  });

  it("routes both tasks to /account/temporary/detail with the transfer's id", () => {
    for (const step of accountTransferLifecycle.steps) {
      const route = taskRoute(step.workflowType, '016');
      expect(route).toBe(step.page);
      expect(withBusinessId(route!, 'abc')).toBe('/account/temporary/detail?id=abc');
    }
  });
});
