import { describe, expect, it } from 'vitest';
import type { EngineTask, HistoricTask } from '../../engine/types.ts';
import type { DefinitionMeta } from '../../engine/process-meta.ts';
import { decisionsByActivityInstance } from './instance-view.ts';
import { applyInstanceQuery, canSeeApplication, currentStepsByInstance, instanceWorkflowType, processKeysOfType, toDoneTaskRow } from './process-lists-view.ts';

const meta: DefinitionMeta = {
  key: 'ccerProjectPubApply',
  name: '项目申请公示审核',
  tasks: { publicityAudit: { workflowType: 'ccerProjectPubApply', funcCode: '053' } },
};
const historicTask = (extra: Partial<HistoricTask> = {}): HistoricTask => ({
  id: 't1',
  name: '项目公示审核',
  assignee: 'country01',
  startTime: '2026-01-01T00:00:00.000+0000',
  endTime: '2026-01-01T00:02:00.000+0000',
  deleteReason: 'completed',
  taskDefinitionKey: 'publicityAudit',
  processInstanceId: 'pi1',
  processDefinitionId: 'ccerProjectPubApply:1:x',
  activityInstanceId: 'publicityAudit:a1',
  duration: 120000,
  ...extra,
});
const openTask = (id: string, processInstanceId: string, created: string, assignee: string | null = null): EngineTask =>
  ({ id, name: `step-${id}`, assignee, created, processInstanceId, taskDefinitionKey: id }) as EngineTask;

describe('done tasks and applications: mapping rules', () => {
  it('maps a done task with its process, business, type and the decision of its own activity instance', () => {
    const decisions = decisionsByActivityInstance([
      { id: 'u1', type: 'variableUpdate', variableName: 'approved', variableType: 'Boolean', value: false, taskId: null, activityInstanceId: 'publicityAudit:a1', executionId: 'e', time: 't', revision: 0 },
      { id: 'u2', type: 'variableUpdate', variableName: 'opinion', variableType: 'String', value: '请补充', taskId: null, activityInstanceId: 'publicityAudit:a1', executionId: 'e', time: 't', revision: 0 },
    ]);
    expect(toDoneTaskRow(historicTask(), meta, { businessKey: 'apply-1', businessName: '风电项目' }, decisions.get('publicityAudit:a1'))).toEqual({
      taskId: 't1',
      taskName: '项目公示审核',
      processName: '项目申请公示审核',
      processInstanceId: 'pi1',
      businessKey: 'apply-1',
      businessName: '风电项目',
      workflowType: 'ccerProjectPubApply',
      funcCode: '053',
      result: 'returned',
      opinion: '请补充',
      startTime: '2026-01-01T00:00:00.000+0000',
      endTime: '2026-01-01T00:02:00.000+0000',
      durationMs: 120000,
    });
    const bare = toDoneTaskRow(historicTask({ name: null, duration: undefined }), undefined, undefined, undefined);
    expect(bare).toMatchObject({ taskName: 'publicityAudit', processName: null, businessName: null, workflowType: null, funcCode: null, result: null, opinion: null, durationMs: null });
  });

  it('queries applications by the starter variable, status and process name, newest first', () => {
    expect(applyInstanceQuery({ variable: 'initiator', value: 'owner01' }, { status: 'running', processName: '公示' }, ['ccerProjectPubApply'])).toEqual({
      active: true,
      variables: [{ name: 'initiator', operator: 'eq', value: 'owner01' }],
      sorting: [{ sortBy: 'startTime', sortOrder: 'desc' }],
      processDefinitionNameLike: '%公示%',
      processDefinitionKeyIn: ['ccerProjectPubApply'],
    });
    expect(applyInstanceQuery({ variable: 'initiatorCustId', value: 'C1' }, {})).not.toHaveProperty('processDefinitionKeyIn');
    expect(processKeysOfType('ccerProjectPubApply', ['ccerProjectPubApply', 'other'])).toEqual(['ccerProjectPubApply', 'other']);
  });

  it('gives an instance the workflowType of its key, else of its first typed task', () => {
    expect(instanceWorkflowType('ccerProjectPubApply', undefined)).toBe('ccerProjectPubApply');
    expect(instanceWorkflowType('someProcess', { ...meta, key: 'someProcess' })).toBe('ccerProjectPubApply');
    expect(instanceWorkflowType('someProcess', { key: 'someProcess', name: null, tasks: { a: { workflowType: null, funcCode: null } } })).toBeNull();
  });

  it('groups open tasks into the current steps of each instance, oldest first', () => {
    const steps = currentStepsByInstance([
      openTask('b', 'p1', '2026-01-01T00:02:00.000+0000', 'country01'),
      openTask('a', 'p1', '2026-01-01T00:01:00.000+0000'),
      openTask('c', 'p2', '2026-01-01T00:03:00.000+0000'),
    ]);
    expect(steps.get('p1')).toEqual([
      { taskId: 'a', name: 'step-a', assignee: null },
      { taskId: 'b', name: 'step-b', assignee: 'country01' },
    ]);
    expect(steps.get('p2')?.map((s) => s.taskId)).toEqual(['c']);
    expect(steps.get('p3')).toBeUndefined();
  });

  it('opens an application to its starter (097) or its company (098) only', () => {
    const codes = { mine: '097', company: '098' };
    const owner = { loginName: 'owner01', custId: 'C1', funcs: new Set(['097', '098']) };
    expect(canSeeApplication(owner, { initiator: 'owner01', initiatorCustId: 'C1' }, codes)).toBe(true);
    expect(canSeeApplication(owner, { initiator: 'owner02', initiatorCustId: 'C1' }, codes)).toBe(true);
    expect(canSeeApplication(owner, { initiator: 'owner02', initiatorCustId: 'C2' }, codes)).toBe(false);
    expect(canSeeApplication({ ...owner, funcs: new Set(['097']) }, { initiator: 'owner02', initiatorCustId: 'C1' }, codes)).toBe(false);
    expect(canSeeApplication({ loginName: 'country01', custId: null, funcs: new Set(['097', '098']) }, { initiator: 'owner01', initiatorCustId: null }, codes)).toBe(false);
  });
});
