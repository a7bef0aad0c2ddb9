import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { certifiedLifecycle, projectLifecycle, workflowTypes, type LifecycleDeclaration } from '@ccer/contracts';
import { parseDefinitionMeta } from '../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from './deploy-processes.ts';

/** The lifecycle declaration and its BPMN agree: every declared step is a user task of its type, every status set is declared. */
describe('project lifecycle declaration ↔ processes/project', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'project/ccerProjectPubApply.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has each declared step as a user task with its workflowType', () => {
    for (const step of projectLifecycle.steps) expect(def.tasks[step.taskKey], step.taskKey).toMatchObject({ workflowType: step.workflowType });
    expect(def.key).toBe(projectLifecycle.processKey);
  });

  it('sets only declared statuses, each reachable by a declared transition', () => {
    const targets = [...xml.matchAll(/name="targetStatus">(\d\d)</g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(10);
    for (const t of targets) {
      expect(projectLifecycle.statuses, t).toHaveProperty(t);
      expect(projectLifecycle.transitions, t).toHaveProperty(t);
    }
  });

  it('declares the ten project workflow types across the project processes', () => {
    const all = fs
      .readdirSync(path.join(DEFAULT_PROCESSES_DIR, 'project'))
      .filter((f) => f.endsWith('.bpmn'))
      .flatMap((f) => parseDefinitionMeta(fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'project', f), 'utf8')))
      .flatMap((d) => Object.values(d.tasks).map((t) => t.workflowType));
    const projectTypes = ['ccerProjectPubApply', 'ccerProjectRecall', 'ccerOrgUploadFile', 'ccerConfirmOrgFile', 'ccerRegisterApply', 'ccerRegisterAcct', 'projectEvaluation', 'projectReview', 'ccerRegisterConfirm', 'projectLogoutManage'];
    for (const t of projectTypes) {
      expect(workflowTypes).toContain(t);
      expect(all, t).toContain(t);
    }
  });
});

/** The certification chain is the same shape over its own declaration: steps, statuses, the definition's function code. */
describe.each<[string, LifecycleDeclaration, string, string]>([
  ['project', projectLifecycle, 'project/ccerProjectPubApply.bpmn', '053'],
  ['certified', certifiedLifecycle, 'certified/ccerCertifiedApply.bpmn', '056'],
])('%s lifecycle declaration ↔ its BPMN', (_area, lifecycle, file, funcCode) => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, file), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has each declared step as a user task with its workflowType, under the area\'s definition function code', () => {
    expect(def.key).toBe(lifecycle.processKey);
    for (const step of lifecycle.steps) expect(def.tasks[step.taskKey], step.taskKey).toMatchObject({ workflowType: step.workflowType });
    expect([...xml.matchAll(/name="funcCode" value="(\d+)"/g)].every((m) => m[1] === funcCode)).toBe(true);
  });

  it('sets only declared statuses, each reachable by a declared transition', () => {
    const targets = [...xml.matchAll(/name="targetStatus">(\d\d)</g)].map((m) => m[1]);
    for (const t of targets) {
      expect(lifecycle.statuses, t).toHaveProperty(t);
      expect(lifecycle.transitions, t).toHaveProperty(t);
    }
  });
});
