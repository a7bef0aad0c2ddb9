// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApplyRow, TaskCountByType, TaskRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { validApplication } from '../fixtures/applications.ts';
import { ROOT } from '../../scripts/lib/stack.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { launchBrowser, signInAs } from './support/browser.ts';

/**
 * In real Chromium: 已办任务 with its detail, the counts bar above My Tasks, 我的申请 and
 * 企业申请 with the application detail. Data is made through the API; screenshots go to
 * tests/artifacts/e2e/process-lists/.
 */
const SHOTS = path.join(ROOT, 'tests/artifacts/e2e/process-lists');

describe('done tasks and applications in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const owner = new ApiClient();
  const admin = new ApiClient();
  let done: { apply: ApplyRow; task: TaskRow };
  let open: { apply: ApplyRow; task: TaskRow };

  async function submitNew(): Promise<{ apply: ApplyRow; task: TaskRow }> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const apply = (await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) })).body.dataInfo;
    const task = await eventually(async () => {
      const r = await admin.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === apply.id);
    }, 30000, 'the publicity audit task');
    return { apply, task };
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await Promise.all([owner.signIn(demoUsers.owner), admin.signIn(demoUsers.admin)]);
    done = await submitNew();
    open = await submitNew();
    expect((await admin.post('/api/process/task/complete', { taskId: done.task.taskId, approved: false, opinion: '请补充监测计划' })).status).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  async function signIn(user: { loginName: string; password: string }) {
    await context?.close();
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInAs(page, user);
    await page.getByTestId('user-menu').waitFor();
  }

  it('shows the open-task counts above My Tasks and filters by type through the URL', async () => {
    await signIn(demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/process/my`);
    const counts = (await admin.get<TaskCountByType>('/api/process/task/count-by-type')).body.dataInfo;
    const pubApply = counts.byType.find((b) => b.workflowType === 'ccerProjectPubApply')!.count;
    expect(pubApply).toBeGreaterThanOrEqual(1);
    const typeCount = page.getByTestId('type-count-ccerProjectPubApply');
    await typeCount.waitFor();
    // antd keeps the badge's number in its title while the digits animate
    await expect(typeCount.locator('.ant-badge-count').getAttribute('title')).resolves.toBe(String(pubApply));
    await expect(page.getByTestId('type-count-all').locator('.ant-badge-count').getAttribute('title')).resolves.toBe(String(counts.total));
    await shot('01-my-tasks-counts');
    await typeCount.click();
    await page.waitForURL(/workflowType=ccerProjectPubApply/);
    await page.locator('tr.ant-table-row', { hasText: open.apply.projectName }).waitFor();
    // 全部 drops the filter from the URL (a click during the list's re-render is given a second chance)
    const filtered = () => new URL(page.url()).search.includes('workflowType');
    await page.getByTestId('type-count-all').click();
    await expect
      .poll(
        async () => {
          if (filtered()) await page.getByTestId('type-count-all').click();
          return filtered();
        },
        { timeout: 30000, interval: 1000 },
      )
      .toBe(false);
  });

  it('lists my done task with its decision and opens its detail', async () => {
    await page.goto(`${testEnv.appUrl}/system/process/done?workflowType=ccerProjectPubApply`);
    const row = page.locator('tr.ant-table-row', { hasText: done.apply.projectName });
    await row.getByText('退回').waitFor();
    await row.getByText('请补充监测计划').waitFor();
    await expect(page.locator('tr.ant-table-row', { hasText: open.apply.projectName }).count()).resolves.toBe(0);
    await shot('02-done-list');
    await row.locator('[data-testid^="op-detail-"]').click();
    await page.waitForURL(/\/system\/process\/doneDetail\?taskId=/);
    await page.getByTestId('done-task').getByText('项目公示审核').first().waitFor();
    await page.getByTestId('instance-history').getByText('请补充监测计划').waitFor();
    await shot('03-done-detail');
  });

  it('lists my applications with status and current step, and opens one', async () => {
    await signIn(demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/system/process/apply`);
    const row = page.locator('tr.ant-table-row', { hasText: open.apply.projectName });
    await row.getByText('运行中').waitFor();
    await row.getByText('项目公示审核').first().waitFor();
    await shot('04-my-applications');
    await row.locator('[data-testid^="op-detail-"]').click();
    await page.waitForURL(/\/system\/process\/applyDetails\?processInstanceId=/);
    await page.getByTestId('instance-status').waitFor();
    await page.getByTestId('instance-history').getByText('项目公示审核').waitFor();
    await shot('05-application-detail');
  });

  it('lists the company’s applications', async () => {
    await page.goto(`${testEnv.appUrl}/system/process/companyApply`);
    const row = page.locator('tr.ant-table-row', { hasText: done.apply.projectName });
    await row.getByText('owner01').waitFor();
    await row.locator('[data-testid^="op-detail-"]').click();
    await page.waitForURL(/\/system\/process\/companyApplyDetails\?processInstanceId=/);
    await page.getByTestId('instance-status').waitFor();
    await shot('06-company-application-detail');
  });
});
