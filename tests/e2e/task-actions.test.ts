// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { chooseOption, launchBrowser, newZhPage, SHOTS, signInAs } from './support/browser.ts';
import { ROOT } from '../../scripts/lib/stack.ts';

/**
 * In real Chromium: the administrator opens a task in My Tasks, transfers it (转办) to country01
 * from the action panel with an opinion, and the instance's approval history shows the transfer.
 * Screenshots go to tests/artifacts/e2e/.
 */

describe('task actions in the browser', () => {
  let browser: Browser;
  let page: Page;
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `task-actions-${name}.png`), fullPage: true });

  beforeAll(async () => {
    const content = fs.readFileSync(path.join(ROOT, 'tests/fixtures/processes/taskActionsTwoSteps.bpmn'), 'utf8');
    await engine.deploy('test-task-actions', [{ name: 'taskActionsTwoSteps.bpmn', content }], 'ccer-tests');
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('transfers a task from the action panel; the history shows it', async () => {
    const pi = await engine.startProcess('testTaskActionsTwoSteps', `ta-e2e-${randomUUID()}`, { initiator: 'admin' });
    const [task] = await engine.queryTasks({ processInstanceId: pi.id });
    await engine.claim(task.id, 'admin');

    // a page of its own, so that a run once more (the browser tag's retry) signs in afresh
    await page?.context().close();
    ({ page } = await newZhPage(browser));
    await signInAs(page, demoUsers.admin);

    await page.goto(`${testEnv.appUrl}/system/process/my`);
    await page.getByTestId(`op-handle-${task.id}`).click();
    await page.getByTestId('task-action-panel').waitFor();
    await shot('01-handle');
    await page.getByTestId('task-action-transfer').click();
    await chooseOption(page, 'taskAction-transfer_target', 'country01');
    await page.locator('#taskAction-transfer_opinion').fill('请国家管理员办理');
    await shot('02-transfer');
    await page.getByTestId('task-action-ok').click();
    await page.getByText('转办成功').waitFor();
    expect((await engine.task(task.id)).assignee).toBe('country01');

    await page.goto(`${testEnv.appUrl}/system/process/instanceDetail?id=${pi.id}`);
    const history = page.getByTestId('instance-history');
    await history.getByTestId('history-action').first().waitFor();
    await expect(history.getByText('转办').count()).resolves.toBeGreaterThan(0);
    await expect(history.getByText('请国家管理员办理').count()).resolves.toBe(1);
    await shot('03-history');
  });
});
