import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { offsetPrintApplyBody, offsetPrintLifecycle, offsetPrintStatusCodes, processKeys, taskRoute, topics, withBusinessId, workflowTypes } from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';
import { officialCopyLines } from '../offsets/offset-certificate.ts';

/** processes/ccer/ccerOffsetPrintAudit.bpmn and offsetPrintLifecycle agree; its task opens the print request's page. */
describe('certificate prints ↔ ccerOffsetPrintAudit.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'ccer/ccerOffsetPrintAudit.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the lifecycle’s one step with its workflowType and function code, for the registry’s group', () => {
    expect(def.key).toBe(processKeys.offsetPrint);
    expect(offsetPrintLifecycle.processKey).toBe(processKeys.offsetPrint);
    for (const step of offsetPrintLifecycle.steps) {
      expect(def.tasks[step.taskKey], step.taskKey).toEqual({ workflowType: step.workflowType, funcCode: step.funcCode });
      expect(workflowTypes).toContain(step.workflowType);
    }
    expect(Object.keys(def.tasks)).toEqual(['printAudit']);
    // the registry's tasks are the group's, as the offsets' audit
    expect(xml).toContain('<bpmn:userTask id="printAudit" name="凭证打印审核" camunda:candidateGroups="country">');
  });

  it('sets the outcomes only through the result topic, each a declared transition from auditing', () => {
    const statusTasks = [...xml.matchAll(/camunda:topic="([^"]+)">\s*<bpmn:extensionElements>\s*<camunda:inputOutput>\s*<camunda:inputParameter name="targetStatus">(\w+)</g)].map((m) => [m[1], m[2]]);
    expect(statusTasks).toEqual([
      [topics.ccerOffsetPrintResult, 'approved'],
      [topics.ccerOffsetPrintResult, 'rejected'],
    ]);
    for (const [, s] of statusTasks) {
      expect(offsetPrintStatusCodes).toContain(s);
      expect(offsetPrintLifecycle.transitions[s as 'approved']).toEqual(['auditing']);
    }
  });

  it('routes the audit to the request’s page with its id', () => {
    expect(withBusinessId(taskRoute('ccerOffsetPrintAudit', '099')!, 'abc')).toBe('/ccer/offset/printDetail?id=abc');
    expect(offsetPrintLifecycle.steps[0].page).toBe('/ccer/offset/printDetail');
  });

  it('takes 1 to 5 copies, a reason and a recipient, and names a missing one', () => {
    const ok = { offsetId: '6f1c0a52-4c1e-4a51-9b8e-0d6f0c2f1a11', copies: 2, reason: '归档', recipient: '张三' };
    expect(offsetPrintApplyBody.safeParse(ok).success).toBe(true);
    for (const copies of [0, 6, 1.5]) expect(offsetPrintApplyBody.safeParse({ ...ok, copies }).success, String(copies)).toBe(false);
    const missing = offsetPrintApplyBody.safeParse({ ...ok, recipient: ' ' });
    expect(missing.error!.issues.map((i) => i.path.join('.'))).toEqual(['recipient']);
  });

  it('says on an official copy which copy of how many, its print number and the China time', () => {
    expect(officialCopyLines({ copyNo: 2, copies: 3, recordNo: 'DY20261124000001-2', printedAt: '2026-11-24T16:30:00.000Z' })).toEqual([
      '正式打印件 第2份/共3份',
      '打印编号 DY20261124000001-2    打印时间（北京时间）2026-11-25 00:30:00',
    ]);
  });
});
