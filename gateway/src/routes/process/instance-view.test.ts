import { describe, expect, it } from 'vitest';
import type { HistoricActivity, HistoricVariableUpdate } from '../../engine/types.ts';
import { activityStates, approvalHistory, instanceStatus, statusFilter, toVariables } from './instance-view.ts';

const act = (id: string, activityId: string, extra: Partial<HistoricActivity> = {}): HistoricActivity => ({
  id,
  activityId,
  activityName: activityId,
  activityType: 'userTask',
  assignee: 'country01',
  taskId: `task-${id}`,
  startTime: '2026-01-01T00:00:00.000+0000',
  endTime: '2026-01-01T00:01:00.000+0000',
  durationInMillis: 60000,
  canceled: false,
  ...extra,
});
const upd = (activityInstanceId: string, variableName: string, value: unknown): HistoricVariableUpdate => ({
  id: `${activityInstanceId}-${variableName}`,
  type: 'variableUpdate',
  variableName,
  variableType: typeof value === 'boolean' ? 'Boolean' : 'String',
  value,
  taskId: null,
  activityInstanceId,
  executionId: 'e',
  time: '2026-01-01T00:01:00.000+0000',
  revision: 0,
});

describe('process instance views', () => {
  it('maps engine states onto the three statuses and back onto filters', () => {
    expect(instanceStatus('ACTIVE')).toBe('running');
    expect(instanceStatus('SUSPENDED')).toBe('suspended');
    expect(instanceStatus('EXTERNALLY_TERMINATED')).toBe('completed');
    expect(statusFilter('completed')).toEqual({ finished: true });
    expect(statusFilter(undefined)).toEqual({});
  });

  it('gives each pass through a looping task its own decision, from the updates of its activity instance', () => {
    const activities = [
      act('s', 'submitted', { activityType: 'startEvent', taskId: null }),
      act('a1', 'publicityAudit'),
      act('a2', 'publicityAudit'),
      act('a3', 'publicityAudit', { endTime: null, durationInMillis: null }),
    ];
    const updates = [
      upd('pi', 'initiator', 'owner01'),
      upd('a1', 'approved', false),
      upd('a1', 'opinion', '请补充'),
      upd('a2', 'approved', true),
      upd('a2', 'opinion', ''),
    ];
    expect(approvalHistory(activities, updates).map((r) => [r.taskId, r.result, r.opinion])).toEqual([
      ['task-a1', 'returned', '请补充'],
      ['task-a2', 'approved', null],
      ['task-a3', null, null],
    ]);
  });

  it('marks open, done and failing steps; canceled steps are neither', () => {
    const states = activityStates(
      [act('1', 'a'), act('2', 'b', { endTime: null }), act('3', 'c', { canceled: true })],
      [{ id: 'i', activityId: 'b', incidentType: 'failedExternalTask', incidentMessage: 'boom', processInstanceId: 'p' }],
    );
    expect(states).toEqual({ completed: ['a'], active: ['b'], incidents: [{ activityId: 'b', message: 'boom', type: 'failedExternalTask' }] });
  });

  it('lists process variables as text, without activity-local ones', () => {
    const v = (name: string, value: unknown, type: string, activityInstanceId = 'p') => ({ name, value, type, processInstanceId: 'p', activityInstanceId });
    expect(toVariables([v('b', true, 'Boolean'), v('a', '{"x":1}', 'Json'), v('targetStatus', '02', 'String', 'markApproved:1'), v('n', null, 'Null')])).toEqual([
      { name: 'a', type: 'Json', value: '{"x":1}' },
      { name: 'b', type: 'Boolean', value: 'true' },
      { name: 'n', type: 'Null', value: null },
    ]);
  });
});
