// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { eventually } from '../fixtures/client.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * 流程实例 (/system/process/instance): the administrator ends (终止) a running instance. The dialog refuses an empty
 * reason on its field, in Chinese, and ends nothing; with a reason the engine ends the instance and keeps the reason
 * as its delete reason.
 */
describe('workflow centre: ending an instance with a reason', () => {
  let browser: Browser;
  const businessKey = `end-e2e-${Date.now().toString(36)}`;
  let processInstanceId = '';

  beforeAll(async () => {
    await eventually(async () => (await engine.processDefinitions({ key: 'commonApproval', latestVersion: true }))[0], 60000, 'commonApproval deployed');
    processInstanceId = (await engine.startProcess('commonApproval', businessKey, { initiator: 'admin', subject: '终止测试' })).id;
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('refuses an empty reason, then ends the instance and the engine keeps the reason', async () => {
    const { page } = await newZhPage(browser);
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/process/instance`);
    await page.locator('input[id$="_businessKey"]').first().fill(businessKey);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`op-end-${processInstanceId}`).click();
    const dialog = page.getByTestId('instance-end-modal');
    // the asterisk comes from the contracts' rule (instanceEndBody requires a reason), not from the dialog
    await expect.poll(() => dialog.locator('label.ant-form-item-required').count()).toBe(1);
    await page.getByTestId('end-submit').click();
    await dialog.getByText('请填写终止原因').waitFor();
    expect(await engine.processInstances({ businessKey })).toHaveLength(1);
    await page.getByTestId('end-reason').fill('申请人撤回，流程不再办理');
    await expect.poll(() => dialog.getByText('请填写终止原因').count()).toBe(0);
    await shooter(page)('33-workflow-instance-end', false);
    await page.getByTestId('end-submit').click();
    await page.getByText('终止成功').first().waitFor();
    await expect.poll(() => engine.processInstances({ businessKey }), { timeout: 15000 }).toEqual([]);
    const [ended] = await engine.historicProcessInstances({ processInstanceId });
    expect(ended).toMatchObject({ state: 'EXTERNALLY_TERMINATED' });
    expect(ended.deleteReason).toContain('申请人撤回，流程不再办理');
  });
});
