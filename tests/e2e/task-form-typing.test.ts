// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { eventually } from '../fixtures/client.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * A task form (form-js, commonApprovalForm) keeps every key typed at full speed into its textarea
 * while the field shows an error. form-js held a typed value in the input alone for 300 ms; a render
 * of the form in that time (the number field re-sends its value 300 ms after each render) wrote the
 * older value back into the textarea, and what had been typed was gone.
 */
describe('task form: typing at full speed', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let shot: ReturnType<typeof shooter>;
  let processInstanceId = '';
  let taskId = '';

  beforeAll(async () => {
    await eventually(async () => (await engine.processDefinitions({ key: 'commonApproval', latestVersion: true }))[0], 60000, 'commonApproval deployed');
    const pi = await engine.startProcess('commonApproval', `typing-${Date.now()}`, { initiator: 'admin', subject: '快速输入' });
    processInstanceId = pi.id;
    [{ id: taskId }] = await engine.queryTasks({ processInstanceId });
    browser = await launchBrowser();
    ({ page, errors: pageErrors } = await newZhPage(browser));
    shot = shooter(page);
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => browser?.close());

  it('every key arrives in a textarea that shows an error, and is submitted', async () => {
    await page.goto(`${testEnv.appUrl}/system/process/myDeal?taskId=${taskId}`);
    await page.getByTestId('deal-claim').click();
    await page.getByTestId('deal-handle').click();
    const form = page.getByTestId('task-form');
    await form.locator('textarea').waitFor({ timeout: 30000 }).catch((e) => {
      throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
    });
    // submitted empty: the required fields show their errors
    await page.getByTestId('task-submit').click();
    const remark = form.getByLabel('审核说明');
    await form.locator('.fjs-form-field-textarea .fjs-form-field-error').waitFor();

    await form.getByLabel('同意', { exact: true }).check();
    await form.getByLabel('核定数量').pressSequentially('1200', { delay: 30 });
    const text = '材料齐全，核定数量与监测报告一致，同意公示。The quick brown fox jumps over the lazy dog 0123456789';
    await remark.click();
    await page.keyboard.type(text, { delay: 0 });
    // whatever renders after the last key (the other fields' updates) must not take it back
    await form.locator('.fjs-form-field-textarea .fjs-form-field-error').waitFor({ state: 'detached' });
    await expect(remark.inputValue()).resolves.toBe(text);
    await shot('task-form-typing', false);

    await page.getByTestId('task-submit').click();
    const done = await eventually(async () => {
      const [h] = await engine.historicProcessInstances({ processInstanceId });
      return h?.state === 'COMPLETED' ? h : undefined;
    }, 30000, 'the approval to complete');
    expect(done.processDefinitionKey).toBe('commonApproval');
    const variables = await engine.historicVariables(processInstanceId);
    expect(variables.find((v) => v.name === 'remark')?.value).toBe(text);
  });
});
