import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { designDocument } from '../fixtures/uploads.ts';

/** Two reviewers of the same candidate group claim one task at the same moment. */
describe('claiming a task twice at once', () => {
  const owner = new ApiClient();
  const admin = new ApiClient();
  const country = new ApiClient();
  beforeAll(async () => {
    await Promise.all([owner.signIn(demoUsers.owner), admin.signIn(demoUsers.admin), country.signIn(demoUsers.country)]);
  });

  it('lets exactly one succeed; the other gets 409 with a clear message, and the task shows once', async () => {
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: validApplication().projectName });
    await owner.post('/api/project-manage/prep-pub-apply', { ...validApplication({ projectName: saved.body.dataInfo.projectName }), id: saved.body.dataInfo.id, fileIds: await designDocument(owner) });
    const task = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === saved.body.dataInfo.id);
    }, 30000, 'the audit task');

    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([
        admin.post('/api/process/task/claim', { taskId: task.taskId }),
        country.post('/api/process/task/claim', { taskId: task.taskId }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body).toMatchObject({ flag: 0, code: 'TASK_CLAIMED', msg: '该任务已被他人签收' });
      const winner = results[0].status === 200 ? admin : country;
      // the winner's inbox shows it once; the loser's not at all
      const mine = (await winner.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 })).body.dataInfo.filter((t) => t.taskId === task.taskId);
      expect(mine).toHaveLength(1);
      const theirs = (await (winner === admin ? country : admin).post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 })).body.dataInfo;
      expect(theirs.some((t) => t.taskId === task.taskId)).toBe(false);
      expect((await winner.post('/api/process/task/unclaim', { taskId: task.taskId })).status).toBe(200);
    }
  });
});
