import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { processKeys, taskRoute, topics, transferAccountBody, transferStatusCodes, withBusinessId, workflowTypes } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';
import { chinaTime } from './transfer-notice.ts';

/** processes/ccer/ccerTransferConfirm.bpmn and the transfer's contracts agree; its task opens /ccer/transfer/confirmDetail. */
describe('transfer between accounts ↔ ccerTransferConfirm.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerTransferConfirm.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it("has one confirmation task for the company's named confirming representative (086) and the result topic both ways", () => {
    expect(def.key).toBe(processKeys.transferConfirm);
    expect(def.tasks.transferConfirm).toEqual({ workflowType: 'ccerTransferConfirm', funcCode: '086' });
    expect(workflowTypes).toContain('ccerTransferConfirm');
    // maker-checker: assigned to the confirmer the gateway names, never a group the initiator could be in
    expect(xml).toContain('camunda:assignee="${confirmer}"');
    expect(xml).not.toContain('candidateGroups');
    expect([...xml.matchAll(/camunda:topic="([^"]+)"/g)].map((m) => m[1])).toEqual([topics.ccerTransferResult, topics.ccerTransferResult]);
    for (const s of [...xml.matchAll(/name="targetStatus">(\w+)</g)].map((m) => m[1])) expect(transferStatusCodes).toContain(s);
  });

  it("routes the confirmation task to /ccer/transfer/confirmDetail with the transfer's id", () => {
    expect(withBusinessId(taskRoute('ccerTransferConfirm', '086')!, 'abc')).toBe('/ccer/transfer/confirmDetail?id=abc');
  });

  it('takes positive whole quantities within the maximum, and shows notice times in China time', () => {
    const body = { projectCode: 'P1', vintage: 2024, toCustId: crypto.randomUUID() };
    expect([0, -1, 1.5, 1_000_000_001, 1].map((quantity) => transferAccountBody.safeParse({ ...body, quantity }).success)).toEqual([false, false, false, false, true]);
    expect(chinaTime('2026-01-01T16:30:00.000Z')).toBe('2026-01-02 00:30:00');
  });
});
