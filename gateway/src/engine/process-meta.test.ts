import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ProcessMetaCache, definitionFuncCode, definitionWorkflowType, parseDefinitionMeta } from './process-meta.ts';
import { DEFAULT_PROCESSES_DIR } from '../bootstrap/deploy-processes.ts';

describe('process metadata from BPMN', () => {
  it('reads workflowType and funcCode of each user task', () => {
    const xml = fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'project/ccerProjectPubApply.bpmn'), 'utf8');
    const [def] = parseDefinitionMeta(xml);
    expect(def.key).toBe('ccerProjectPubApply');
    expect(def.name).toBe('项目申请');
    expect(def.tasks).toMatchObject({
      publicityAudit: { workflowType: 'ccerProjectPubApply', funcCode: '053' },
      orgUploadFile: { workflowType: 'ccerOrgUploadFile', funcCode: '053' },
      statusConflictTask: { workflowType: 'commonWorkflow', funcCode: '053' },
    });
  });

  it('leaves tasks without properties untyped', () => {
    const xml = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p" isExecutable="true"><bpmn:userTask id="t" name="T"/></bpmn:process></bpmn:definitions>`;
    expect(parseDefinitionMeta(xml)[0].tasks).toEqual({ t: { workflowType: null, funcCode: null } });
  });

  it('types a definition by its key, else by its first typed task', () => {
    const tasks = { a: { workflowType: null, funcCode: null }, b: { workflowType: 'projectReview', funcCode: null } };
    expect(definitionWorkflowType({ key: 'ccerOffsetAudit', tasks })).toBe('ccerOffsetAudit');
    expect(definitionWorkflowType({ key: 'someProcess', tasks })).toBe('projectReview');
    expect(definitionWorkflowType({ key: 'someProcess', tasks: {} })).toBeNull();
  });

  it('gives a definition the function code of its first task that carries one (the area of its pages)', () => {
    expect(definitionFuncCode({ tasks: { a: { workflowType: null, funcCode: null }, b: { workflowType: 'ccerProjectPubApply', funcCode: '056' } } })).toBe('056');
    expect(definitionFuncCode({ tasks: {} })).toBeNull();
    const [project] = parseDefinitionMeta(fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'project/ccerProjectPubApply.bpmn'), 'utf8'));
    expect(definitionFuncCode(project)).toBe('053');
  });

  it('indexes task keys and process keys by workflowType', () => {
    const cache = new ProcessMetaCache(undefined as never);
    cache.learn(fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, 'project/ccerProjectPubApply.bpmn'), 'utf8'));
    expect(cache.taskKeysFor('ccerProjectPubApply')).toEqual(['publicityAudit']);
    // the definition's own type is its key: a commonWorkflow step inside it does not make it one
    expect(cache.processKeysFor('ccerProjectPubApply')).toEqual(['ccerProjectPubApply']);
    expect(cache.processKeysFor('commonWorkflow')).toEqual([]);
    expect(cache.processKeysFor('ccerOffsetAudit')).toEqual([]);
  });
});
