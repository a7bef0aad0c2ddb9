import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { offsetApplyBody, offsetLifecycle, offsetStatusCodes, processKeys, taskRoute, topics, withBusinessId, workflowTypes } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';

/** processes/ccer/ccerOffset.bpmn and offsetLifecycle agree; its tasks open the offset's confirmation and audit pages. */
describe('offsets ↔ ccerOffset.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerOffset.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the lifecycle’s three steps with their workflowTypes and function codes, in the declared order', () => {
    expect(def.key).toBe(processKeys.offset);
    expect(offsetLifecycle.processKey).toBe(processKeys.offset);
    for (const step of offsetLifecycle.steps) {
      expect(def.tasks[step.taskKey], step.taskKey).toEqual({ workflowType: step.workflowType, funcCode: step.funcCode });
      expect(workflowTypes).toContain(step.workflowType);
    }
    expect(Object.keys(def.tasks).sort()).toEqual(offsetLifecycle.steps.map((s) => s.taskKey).sort());
    // maker-checker: the company's step is the named confirming representative's, the registry's the group's
    expect(xml).toContain('camunda:assignee="${companyConfirmer}"');
  });

  it('sets only declared statuses, the intermediate ones through the status topic, the outcomes through the result topic', () => {
    const statusTasks = [...xml.matchAll(/camunda:topic="([^"]+)">\s*<bpmn:extensionElements>\s*<camunda:inputOutput>\s*<camunda:inputParameter name="targetStatus">(\w+)</g)].map((m) => [m[1], m[2]]);
    expect(statusTasks).toEqual([
      [topics.ccerOffsetStatus, 'auditing'],
      [topics.ccerOffsetStatus, 'approving'],
      [topics.ccerOffsetResult, 'retired'],
      [topics.ccerOffsetResult, 'rejected'],
    ]);
    for (const [, s] of statusTasks) expect(offsetStatusCodes).toContain(s);
  });

  it('routes the confirmations and the audit to their pages with the offset’s id', () => {
    expect(withBusinessId(taskRoute('ccerOffsetConfirm', '089')!, 'abc')).toBe('/ccer/offset/confirmDetail?id=abc');
    expect(withBusinessId(taskRoute('ccerOffsetAudit', '088')!, 'abc')).toBe('/ccer/offset/auditDetail?id=abc');
  });

  it('takes each kind’s own fields and refuses a missing one by name', () => {
    const units = { projectCode: 'P1', vintage: 2024, quantity: 10 };
    expect(offsetApplyBody.safeParse({ kind: 'logout', ...units, purpose: '年会', beneficiary: '某单位', isPublic: true }).success).toBe(true);
    const noEmitter = offsetApplyBody.safeParse({ kind: 'country', ...units, emitterCode: 'X', complianceYear: 2025, verifiedEmissions: 100 });
    expect(noEmitter.success).toBe(false);
    expect(noEmitter.error!.issues.map((i) => i.path.join('.'))).toEqual(['emitterName']);
    expect(offsetApplyBody.safeParse({ kind: 'pilot', ...units, market: 'mars', marketAccount: 'A', emitterName: 'E', complianceYear: 2025, verifiedEmissions: 100 }).success).toBe(false);
  });
});
