import { describe, expect, it } from 'vitest';
import type { HistoricActivity, HistoricTask } from '../../engine/types.ts';
import { firstUserTaskAfterStart, lastAssigneeOf, previousUserTask, revokeCheck } from './step-rules.ts';

const act = (id: string, activityId: string, start: string, end: string | null, extra: Partial<HistoricActivity> = {}): HistoricActivity => ({
  id,
  activityId,
  activityName: activityId,
  activityType: 'userTask',
  assignee: null,
  taskId: `t-${id}`,
  startTime: `2026-11-21T10:00:${start}.000+0000`,
  endTime: end === null ? null : `2026-11-21T10:00:${end}.000+0000`,
  durationInMillis: null,
  canceled: false,
  ...extra,
});

describe('previousUserTask', () => {
  it('is the user task completed last before the current one started', () => {
    const acts = [act('a1', 'first', '01', '02', { assignee: 'admin' }), act('a2', 'second', '02', null)];
    expect(previousUserTask(acts, 't-a2')?.activityId).toBe('first');
  });
  it('is null at the first step, and after a return the cancelled step does not count', () => {
    const acts = [
      act('a1', 'first', '01', '02'),
      act('a2', 'second', '02', '03', { canceled: true }),
      act('a3', 'first', '03', null),
    ];
    expect(previousUserTask(acts, 't-a3')).toBeNull();
    expect(previousUserTask([act('a1', 'first', '01', null)], 't-a1')).toBeNull();
  });
  it('skips non-user activities and the same activity earlier', () => {
    const acts = [
      act('s', 'started', '00', '00', { activityType: 'startEvent', taskId: null }),
      act('a1', 'first', '01', '02'),
      act('a2', 'second', '02', '03'),
      act('a3', 'second', '04', null),
    ];
    expect(previousUserTask(acts, 't-a3')?.id).toBe('a1');
  });
});

describe('lastAssigneeOf', () => {
  it('is the last person who worked on an activity', () => {
    expect(lastAssigneeOf([act('a1', 'first', '01', '02', { assignee: 'x' }), act('a2', 'first', '03', '04', { assignee: 'y' })], 'first')).toBe('y');
    expect(lastAssigneeOf([act('a1', 'first', '01', '02')], 'first')).toBeNull();
  });
});

const bpmn = (body: string) => `<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

describe('firstUserTaskAfterStart', () => {
  it('is the user task the start event leads to', () => {
    const xml = bpmn('<bpmn:startEvent id="s"/><bpmn:userTask id="apply"/><bpmn:userTask id="review"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="apply"/><bpmn:sequenceFlow id="f2" sourceRef="apply" targetRef="review"/>');
    expect(firstUserTaskAfterStart(xml, 'p')).toBe('apply');
  });
  it('is null when the start event leads to something else, or for another process', () => {
    const xml = bpmn('<bpmn:startEvent id="s"/><bpmn:serviceTask id="svc"/><bpmn:userTask id="review"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="svc"/>');
    expect(firstUserTaskAfterStart(xml, 'p')).toBeNull();
    expect(firstUserTaskAfterStart(xml, 'other')).toBeNull();
  });
});

const htask = (id: string, start: string, end: string | null, extra: Partial<HistoricTask> = {}): HistoricTask =>
  ({
    id,
    name: id,
    assignee: null,
    startTime: `2026-11-21T10:00:${start}.000+0000`,
    endTime: end === null ? null : `2026-11-21T10:00:${end}.000+0000`,
    deleteReason: end === null ? null : 'completed',
    taskDefinitionKey: id,
    processInstanceId: 'pi',
    ...extra,
  }) as HistoricTask;

describe('revokeCheck', () => {
  const done = htask('first', '01', '02', { assignee: 'admin' });
  it('allows revoking while the next task is open and unassigned', () => {
    expect(revokeCheck(done, [done, htask('second', '02', null)])).toEqual({ ok: true, nextTaskIds: ['second'] });
  });
  it('refuses once the next task is claimed or completed, or when nothing is open after it', () => {
    expect(revokeCheck(done, [done, htask('second', '02', null, { assignee: 'country01' })]).ok).toBe(false);
    expect(revokeCheck(done, [done, htask('second', '02', '05'), htask('third', '05', null)]).ok).toBe(false);
    expect(revokeCheck(done, [done]).ok).toBe(false);
  });
});
