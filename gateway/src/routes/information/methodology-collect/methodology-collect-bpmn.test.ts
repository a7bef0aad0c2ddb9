import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  businessProcessSeeds,
  businessDocumentSeeds,
  documentTypeSeeds,
  methodologyCollectDocumentBusiness,
  methodologyCollectDocumentType,
  methodologyCollectDraftBody,
  methodologyCollectFields,
  methodologyCollectLifecycle,
  methodologyCollectOutcome,
  methodologyCollectStatusCodes,
  methodologyCollectSubmitBody,
  methodologyCollectTypesOf,
  processKeys,
  taskRoute,
  topics,
  translate,
  withBusinessId,
  workflowTypes,
} from '@ccer/contracts';
import { parseDefinitionMeta } from '../../../engine/process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../../../bootstrap/deploy-processes.ts';
import { businessLookups } from '../../../domain/tasks/business-lookups.ts';
import { attachmentBusinesses } from '../../../domain/files/owners.ts';

/** processes/information/ccerMethodologyCollect.bpmn and methodologyCollectLifecycle agree; the proposal's fields name their refusals. */
describe('methodology proposals ↔ ccerMethodologyCollect.bpmn', () => {
  const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'information/ccerMethodologyCollect.bpmn'), 'utf8');
  const [def] = parseDefinitionMeta(xml);

  it('has the lifecycle’s one step (the registry’s review, 019), started for the business type', () => {
    expect(def.key).toBe(processKeys.methodologyCollect);
    for (const step of methodologyCollectLifecycle.steps) {
      expect(def.tasks[step.taskKey], step.taskKey).toEqual({ workflowType: step.workflowType, funcCode: step.funcCode });
      expect(workflowTypes).toContain(step.workflowType);
    }
    expect(Object.keys(def.tasks)).toEqual(['methodologyCollectAudit']);
    expect(xml).toContain('camunda:candidateGroups="country"');
    expect(xml).toContain('camunda:historyTimeToLive="P3650D"');
    expect(businessProcessSeeds.find((s) => s.businessType === methodologyCollectLifecycle.businessType)?.processKey).toBe(def.key);
    expect(withBusinessId(taskRoute('methodologyCollectAudit', '019')!, 'abc')).toBe('/information/methodology/collect/detail?id=abc');
  });

  it('hands both outcomes to the result topic, each a declared status', () => {
    const results = [...xml.matchAll(/camunda:topic="([^"]+)">\s*<bpmn:extensionElements>\s*<camunda:inputOutput>\s*<camunda:inputParameter name="targetStatus">(\w+)</g)].map((m) => [m[1], m[2]]);
    expect(results).toEqual([
      [topics.methodologyCollectResult, methodologyCollectOutcome(true)],
      [topics.methodologyCollectResult, methodologyCollectOutcome(false)],
    ]);
    for (const [, s] of results) expect(methodologyCollectStatusCodes).toContain(s);
  });

  it('is named in My Tasks, its documents have an owner and a setting', () => {
    expect(businessLookups[methodologyCollectLifecycle.businessType]).toMatchObject({ table: 'methodology_proposal', nameColumn: 'title' });
    expect(attachmentBusinesses[methodologyCollectLifecycle.businessType]).toBeDefined();
    expect(documentTypeSeeds.some((t) => t.typeNo === methodologyCollectDocumentType)).toBe(true);
    expect(businessDocumentSeeds).toContainEqual({ businessCode: methodologyCollectDocumentBusiness, typeNo: methodologyCollectDocumentType, docNumber: 10, required: true });
  });

  it('has the sixteen sectoral scopes, each with its own project types', () => {
    expect(methodologyCollectFields.map((f) => f.code)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(methodologyCollectFields[0]).toMatchObject({ code: '01', letter: 'A' });
    expect(methodologyCollectFields[13]).toMatchObject({ code: '14', letter: 'N' });
    expect(methodologyCollectTypesOf('14').map((t) => t.typeId)).toContain('N0101');
    expect(methodologyCollectTypesOf('04')).toEqual([]);
  });

  it('keeps a draft with its title alone and refuses a submission naming every missing field', () => {
    expect(methodologyCollectDraftBody.safeParse({ title: '光伏治沙' }).success).toBe(true);
    const draftIssues = methodologyCollectDraftBody.safeParse({ title: ' ', contactPhone: '12', contactEmail: 'x' }).error!.issues;
    expect(draftIssues.map((i) => [i.path.join('.'), translate(i.message, 'zh')])).toEqual([
      ['title', '请填写方法学名称'],
      ['contactPhone', '联系电话格式不正确（手机号或固定电话）'],
      ['contactEmail', '联系邮箱格式不正确'],
    ]);
    const missing = methodologyCollectSubmitBody.safeParse({ title: '光伏治沙' }).error!.issues;
    expect(missing.map((i) => [i.path.join('.'), translate(i.message, 'zh')])).toEqual([
      ['fieldCode', '请选择所属领域'],
      ['summary', '请填写方法学概要'],
      ['contactName', '请填写联系人'],
      ['contactPhone', '请填写联系电话'],
      ['contactEmail', '请填写联系邮箱'],
    ]);
    const full = { title: '光伏治沙', fieldCode: '01', projectTypes: ['A0103'], summary: '荒漠光伏与固沙', contactName: '张三', contactPhone: '13800138000', contactEmail: 'a@example.com' };
    expect(methodologyCollectSubmitBody.safeParse(full).success).toBe(true);
    const wrongScope = methodologyCollectSubmitBody.safeParse({ ...full, projectTypes: ['N0101'] }).error!.issues;
    expect(wrongScope.map((i) => [i.path.join('.'), translate(i.message, 'en')])).toEqual([['projectTypes', 'The applicable project types must belong to the chosen scope']]);
  });
});
