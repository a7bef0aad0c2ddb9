import { describe, expect, it } from 'vitest';
import type { ApprovalHistoryRow, TaskActionLogRow } from '@ccer/contracts';
import { withActionRows } from './history-rows.ts';

const taskRow = (taskId: string, start: string): ApprovalHistoryRow => ({
  taskId,
  stepName: taskId,
  activityId: taskId,
  assignee: null,
  result: null,
  opinion: null,
  startTime: start,
  endTime: null,
  durationMs: null,
});
const action = (id: string, action: TaskActionLogRow['action'], time: string): TaskActionLogRow => ({
  id,
  action,
  mode: null,
  taskId: 't1',
  taskName: '初审',
  operator: 'admin',
  operatorName: '系统管理员',
  targetUsers: ['country01'],
  result: null,
  opinion: '意见',
  attachmentIds: [],
  time,
});

describe('withActionRows', () => {
  it('puts the action rows between the task rows by time (engine and ISO time formats)', () => {
    const rows = withActionRows(
      [taskRow('t1', '2026-11-21T10:00:00.000+0000'), taskRow('t2', '2026-11-21T10:00:05.000+0000')],
      [action('1', 'transfer', '2026-11-21T10:00:02.000Z'), action('2', 'complete', '2026-11-21T10:00:03.000Z')],
    );
    expect(rows.map((r) => r.action ?? r.taskId)).toEqual(['t1', 'transfer', 't2']);
    expect(rows[1]).toMatchObject({ stepName: '初审', assignee: 'admin', targetUsers: ['country01'], opinion: '意见', durationMs: 0 });
  });
  it('keeps the task row first when an action has the same time', () => {
    const rows = withActionRows([taskRow('t1', '2026-11-21T10:00:00.000+0000')], [action('1', 'cc', '2026-11-21T10:00:00.000Z')]);
    expect(rows.map((r) => r.action ?? r.taskId)).toEqual(['t1', 'cc']);
  });
});
