import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { ROOT } from '../../scripts/lib/stack.ts';

/**
 * In real Chromium: the administrator creates a process model, adds a user task from the palette in
 * the designer, names it in the properties panel, adds a form, publishes, and the list shows 已发布;
 * the engine has the definition with the form in the same deployment. Screenshots: tests/artifacts/e2e/.
 */
const SHOTS = path.join(ROOT, 'tests/artifacts/e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('process model designer in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const key = `e2eLeave_${Date.now().toString(36)}`;
  const formId = `Form_${key}_1`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
  });
  afterAll(async () => browser?.close());

  const shot = (name: string, fullPage = true) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
  const confirm = () => page.locator('.ant-modal-confirm:visible [data-testid="confirm-ok"]').click();

  it('the administrator creates a model and opens the designer', async () => {
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-name').fill(demoUsers.admin.loginName);
    await page.getByTestId('login-password').fill(demoUsers.admin.password);
    await page.getByTestId('login-code').fill(testEnv.captchaCode);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
    await page.goto(`${testEnv.appUrl}/system/process/model`);
    // the definitions deployed from processes/ are listed too
    await page.locator('tr.ant-table-row', { hasText: 'ccerProjectPubApply' }).waitFor({ timeout: 15000 }).catch(async (e) => {
      await shot('debug-model-list');
      throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
    });
    await page.getByTestId('toolbar-add').click();
    await page.locator('#modelForm_modelKey').fill('1bad');
    await page.locator('#modelForm_name').click();
    await page.getByText('以字母开头，只能包含字母、数字和下划线').first().waitFor();
    await page.locator('#modelForm_modelKey').fill(key);
    await page.locator('#modelForm_name').fill('请假审批（端到端）');
    await page.locator('#modelForm_category').fill('人事');
    await page.locator('#modelForm_description').fill('员工请假的部门审批');
    await shot('20-model-create');
    await page.getByTestId('model-create-ok').click();
    await page.waitForURL(/\/system\/process\/model\/design\?modelKey=/);
    await page.locator('[data-testid="bpmn-designer"][data-state="ready"]').waitFor({ timeout: 30000 });
    await expect(page.getByTestId('design-status').textContent()).resolves.toBe('未发布');
  });

  it('adds a user task from the palette, names it, connects it and adds a form', async () => {
    const canvas = page.getByTestId('bpmn-canvas');
    const box = (await canvas.boundingBox())!;
    const start = page.locator('.djs-element[data-element-id="StartEvent_1"]');
    const startBox = (await start.boundingBox())!;
    // palette entry, then a click on the canvas places the task to the right of the start event
    await page.locator('.djs-palette .entry[data-action="create.user-task"]').click();
    await page.mouse.move(startBox.x + 220, startBox.y + startBox.height / 2, { steps: 5 });
    await page.mouse.click(startBox.x + 220, startBox.y + startBox.height / 2);
    await page.keyboard.press('Escape'); // leave the label editor the new task opens
    const task = page.locator('.djs-element.djs-shape[data-element-id^="Activity_"]');
    await task.waitFor();
    await task.click();
    const nameField = page.locator('#bio-properties-panel-name');
    if (!(await nameField.isVisible())) await page.locator('[data-group-id="group-general"] .bio-properties-panel-group-header').click();
    await nameField.fill('部门审批');
    await page.locator('#bio-properties-panel-name').press('Tab');
    // connect the start event to it, then append an end event
    await start.click();
    await page.locator('.djs-context-pad [data-action="connect"]').click();
    await task.click(); // ends the connection (the new flow is selected)
    await page.waitForTimeout(700); // a second click at once would be a double click (label editing)
    await task.click();
    await page.locator('.djs-context-pad [data-action="append.end-event"]').click();
    await page.keyboard.press('Escape');
    await page.mouse.click(box.x + box.width - 60, box.y + box.height - 60); // empty canvas: the process is selected
    await expect(page.locator('.djs-element.djs-shape[data-element-id^="Event_"]').count()).resolves.toBe(1);
    await page.getByText('部门审批').first().waitFor();
    await shot('21-model-designer-zh', false);

    await page.getByTestId('design-tab-forms').click();
    await page.getByTestId('form-add').click();
    await expect(page.getByTestId('form-id').inputValue()).resolves.toBe(formId);
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.locator('.fjs-editor-container').waitFor({ timeout: 10000 }).catch(() => {
      throw new Error(`form editor did not render: ${pageErrors.join(' | ')}`);
    });
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    await shot('22-model-forms-zh', false);
    await page.getByTestId('design-tab-diagram').click();
    // 模型属性: the category changes with the next save
    await page.getByTestId('design-fields').click();
    await expect(page.locator('#modelForm_modelKey').isDisabled()).resolves.toBe(true);
    await page.locator('#modelForm_category').fill('人事管理');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
  });

  it('publishes: the list shows 已发布 and the engine has the definition with its form', async () => {
    await page.getByTestId('design-deploy').click();
    await confirm();
    await page.locator('[data-testid="design-status"]', { hasText: '已发布' }).waitFor({ timeout: 30000 });
    await shot('23-model-published', false);

    const [def] = await engine.processDefinitions({ key, latestVersion: true });
    expect(def).toMatchObject({ key, version: 1, name: '请假审批（端到端）' });
    const xml = (await engine.processDefinitionXml(def.id)).bpmn20Xml;
    expect(xml).toMatch(/<bpmn:userTask id="Activity_\w+" name="部门审批"/);
    expect(xml).toContain('<bpmn:endEvent');
    const resources = (await engine.deploymentResources(def.deploymentId)).map((r) => r.name).sort();
    expect(resources).toEqual([`${formId}.form`, `${key}.bpmn`].sort());

    await page.getByTestId('design-back').click();
    await page.waitForURL(/\/system\/process\/model$/);
    const row = page.locator('tr.ant-table-row', { hasText: key });
    await row.getByText('已发布').waitFor();
    await expect(row.textContent()).resolves.toContain('v1');
    await expect(row.textContent()).resolves.toContain('人事管理');
    await shot('24-model-list-zh');
  });
});
