// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { confirmOk, launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';
import { addNamedUserTask, fillNewModel } from './support/designer.ts';

/**
 * In real Chromium: the administrator creates a process model, adds a user task from the palette in
 * the designer, names it in the properties panel, adds a form, publishes, and the list shows 已发布;
 * the engine has the definition with the form in the same deployment. Screenshots: tests/artifacts/e2e/.
 */
describe('process model designer in the browser', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let shot: ReturnType<typeof shooter>;
  const key = `e2eLeave_${Date.now().toString(36)}`;
  const formId = `Form_${key}_1`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors: pageErrors } = await newZhPage(browser));
    shot = shooter(page);
  });
  afterAll(async () => browser?.close());

  const confirm = () => confirmOk(page);

  it('the administrator creates a model and opens the designer', async () => {
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/process/model`);
    // the definitions deployed from processes/ are listed too (found by key: more than one page of them)
    await page.locator('input[id$="_modelKey"]').first().fill('ccerProjectPubApply');
    await page.getByTestId('list-search').click();
    await page.locator('tr[data-row-key="ccerProjectPubApply"]').waitFor({ timeout: 15000 }).catch(async (e) => {
      await shot('debug-model-list');
      throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
    });
    await page.getByTestId('toolbar-add').click();
    await page.locator('#modelForm_modelKey').fill('1bad');
    await page.locator('#modelForm_name').click();
    await page.getByText('以字母开头，只能包含字母、数字和下划线').first().waitFor();
    await shot('20-model-create');
    await fillNewModel(page, { key, name: '请假审批（端到端）', category: '人事', description: '员工请假的部门审批' });
    await expect(page.getByTestId('design-status').textContent()).resolves.toBe('未发布');
  });

  it('adds a user task from the palette, names it, connects it and adds a form', async () => {
    await addNamedUserTask(page, '部门审批');
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
    // the list without the earlier search: the model just published is the latest changed
    await page.getByTestId('list-reset').click();
    const row = page.locator('tr.ant-table-row', { hasText: key });
    await row.getByText('已发布').waitFor();
    await expect(row.textContent()).resolves.toContain('v1');
    await expect(row.textContent()).resolves.toContain('人事管理');
    await shot('24-model-list-zh');
  });
});
