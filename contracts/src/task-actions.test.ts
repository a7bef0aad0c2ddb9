import { describe, expect, it } from 'vitest';
import { ccListQuery, taskActionOpinionBody, taskAddSignBody } from './task-actions.ts';

describe('task action bodies', () => {
  it('require an opinion to return or reject', () => {
    const r = taskActionOpinionBody.safeParse({ taskId: 't1', opinion: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['opinion'], message: 'taskActionOpinionRequired' });
    expect(taskActionOpinionBody.parse({ taskId: 't1', opinion: '退回' }).attachmentIds).toEqual([]);
  });
  it('allow exactly one user for a sign-add after', () => {
    const two = taskAddSignBody.safeParse({ taskId: 't1', mode: 'after', targetUsers: ['a', 'b'] });
    expect(two.error?.issues[0]).toMatchObject({ path: ['targetUsers'], message: 'taskActionAfterSignOneUser' });
    expect(taskAddSignBody.safeParse({ taskId: 't1', mode: 'parallel', targetUsers: ['a', 'b'] }).success).toBe(true);
    expect(taskAddSignBody.safeParse({ taskId: 't1', mode: 'parallel', targetUsers: [] }).error?.issues[0].message).toBe('taskActionTargetRequired');
  });
  it('reads unreadOnly from a search form string', () => {
    expect(ccListQuery.parse({ unreadOnly: 'true' }).unreadOnly).toBe(true);
    expect(ccListQuery.parse({ unreadOnly: false }).unreadOnly).toBe(false);
  });
});
