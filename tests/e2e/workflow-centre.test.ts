// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { validApplication } from '../fixtures/applications.ts';
import { chooseIn, confirmOk, launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';
import { addNamedUserTask, fillNewModel, openPanelGroup } from './support/designer.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * The workflow centre in real Chromium, end to end: the administrator designs a model (a user task
 * for group country with the deployed form commonApprovalForm), publishes it and associates it with
 * project applications; an application then starts an instance of it; the instance viewer marks the
 * active step; the reviewer works the task with its form in My Tasks; the history shows the step.
 * The association goes back to the publicity-audit chain afterwards (the stack is shared).
 */
describe('workflow centre in the browser: design, publish, associate, run, inspect, work', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let shot: ReturnType<typeof shooter>;
  const owner = new ApiClient();
  const admin = new ApiClient();
  const key = `e2eReview_${Date.now().toString(36)}`;
  const processName = '端到端审核流程';
  const taskName = '端到端审核';
  let taskDefinitionKey = '';
  let apply: ApplyRow;
  let processInstanceId = '';

  beforeAll(async () => {
    await owner.signIn(demoUsers.owner);
    await admin.signIn(demoUsers.admin);
    browser = await launchBrowser();
    ({ page, errors: pageErrors } = await newZhPage(browser));
    shot = shooter(page);
  });
  afterAll(async () => {
    await admin.post('/api/process/business/associate', { businessType: 'projectApply', processKey: 'ccerProjectPubApply' });
    await browser?.close();
  });

  const failWithPageErrors = async (e: unknown, name: string) => {
    await shot(`debug-${name}`);
    throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
  };

  it('designs a model whose user task uses a form, and publishes it', async () => {
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/process/model`);
    await page.getByTestId('toolbar-add').click();
    await fillNewModel(page, { key, name: processName, category: '通用', description: '端到端测试的审核流程' });
    taskDefinitionKey = await addNamedUserTask(page, taskName);

    await page.locator(`.djs-element[data-element-id="${taskDefinitionKey}"]`).click();
    await openPanelGroup(page, 'group-CamundaPlatform__UserAssignment');
    await page.locator('#bio-properties-panel-candidateGroups').fill('country');
    await page.locator('#bio-properties-panel-candidateGroups').press('Tab');
    await openPanelGroup(page, 'group-CamundaPlatform__Form');
    await page.locator('select#bio-properties-panel-formType').selectOption('formRef');
    await page.locator('#bio-properties-panel-formRef').fill('commonApprovalForm');
    await page.locator('#bio-properties-panel-formRef').press('Tab');
    await shot('30-workflow-designer-task', false);

    await page.getByTestId('design-deploy').click();
    await confirmOk(page);
    await page.locator('[data-testid="design-status"]', { hasText: '已发布' }).waitFor({ timeout: 30000 }).catch((e) => failWithPageErrors(e, 'publish'));
    const [def] = await engine.processDefinitions({ key, latestVersion: true });
    expect(def).toMatchObject({ key, version: 1, name: processName });
    const xml = (await engine.processDefinitionXml(def.id)).bpmn20Xml;
    expect(xml).toContain(`id="${taskDefinitionKey}"`);
    expect(xml).toContain('camunda:candidateGroups="country"');
    expect(xml).toContain('camunda:formRef="commonApprovalForm"');
  });

  it('associates the new process with project applications', async () => {
    await page.goto(`${testEnv.appUrl}/system/process/business`);
    await page.getByTestId('op-associate-projectApply').click();
    await chooseIn(page, page.getByTestId('associate-key'), key, key);
    await page.getByTestId('associate-submit').click();
    await page.locator('tr.ant-table-row', { hasText: key }).waitFor({ timeout: 15000 }).catch((e) => failWithPageErrors(e, 'associate'));
    await shot('31-workflow-business-associated');
  });

  it('an application starts an instance of it; the viewer marks the active step', async () => {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status).toBe(200);
    apply = submitted.body.dataInfo;
    const [instance] = await eventually(async () => {
      const found = await engine.processInstances({ businessKey: apply.id });
      return found.length > 0 ? found : undefined;
    }, 30000, 'the instance started through the association');
    processInstanceId = instance.id;
    const [def] = await engine.processDefinitions({ key, latestVersion: true });
    expect(instance.definitionId).toBe(def.id);

    await page.goto(`${testEnv.appUrl}/system/process/instance`);
    await page.locator('#search_processInstances_businessKey').fill(apply.id);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`op-detail-${processInstanceId}`).click();
    await page.locator('[data-testid="instance-diagram"][data-state="ready"]').waitFor({ timeout: 30000 }).catch((e) => failWithPageErrors(e, 'viewer'));
    await expect(page.locator(`.djs-element.instance-active[data-element-id="${taskDefinitionKey}"]`).count()).resolves.toBe(1);
    await expect(page.locator('.djs-element.instance-completed[data-element-id="StartEvent_1"]').count()).resolves.toBe(1);
    await shot('32-workflow-instance-active');
  });

  it('the reviewer works the task with its form in My Tasks', async () => {
    const [task] = await engine.queryTasks({ processInstanceId }, { maxResults: 1 });
    await page.goto(`${testEnv.appUrl}/system/process/my`);
    await page.getByTestId(`op-claim-${task.id}`).waitFor();
    // 详情 opens the task's own page (待办详情, /system/process/myDeal), where it is claimed and worked
    await page.getByTestId(`op-open-${task.id}`).click();
    await page.waitForURL(/\/system\/process\/myDeal\?taskId=/);
    await page.getByTestId('deal-claim').click();
    await page.getByTestId('deal-handle').click();
    const taskForm = page.getByTestId('task-form');
    await taskForm.waitFor({ timeout: 30000 }).catch((e) => failWithPageErrors(e, 'task-form'));
    // a required field left empty is refused in the form, before anything is sent
    await page.getByTestId('task-submit').click();
    await expect(engine.queryTasks({ processInstanceId }, { maxResults: 1 })).resolves.toHaveLength(1);
    await taskForm.getByLabel('同意', { exact: true }).check();
    // form-js takes its values from input events as typed (fill() on its textarea is not picked up),
    // and a field that shows an error re-renders on the first keys: type slowly, then check the value
    await taskForm.getByLabel('核定数量').pressSequentially('1200', { delay: 30 });
    const remark = taskForm.getByLabel('审核说明');
    await eventually(async () => {
      await remark.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await remark.pressSequentially('材料齐全，同意', { delay: 50 });
      await page.waitForTimeout(400);
      return (await remark.inputValue()) === '材料齐全，同意';
    }, 15000, 'the remark to be typed');
    await shot('33-workflow-task-form', false);
    await page.getByTestId('task-submit').click();

    const done = await eventually(async () => {
      const [h] = await engine.historicProcessInstances({ processInstanceId });
      return h?.state === 'COMPLETED' ? h : undefined;
    }, 30000, 'the instance to complete');
    expect(done.processDefinitionKey).toBe(key);
    const variables = await engine.historicVariables(processInstanceId);
    expect(variables.find((v) => v.name === 'approvedQuantity')).toMatchObject({ type: 'Long', value: 1200 });
    expect(variables.find((v) => v.name === 'conclusion')).toMatchObject({ type: 'String' });
  });

  it('the history shows the completed step with its assignee and result', async () => {
    await page.goto(`${testEnv.appUrl}/system/process/instance`);
    await page.locator('#search_processInstances_businessKey').fill(apply.id);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`op-detail-${processInstanceId}`).click();
    const history = page.getByTestId('instance-history');
    await history.locator('tr', { hasText: taskName }).waitFor({ timeout: 15000 }).catch((e) => failWithPageErrors(e, 'history'));
    const row = await history.locator('tr', { hasText: taskName }).textContent();
    expect(row).toContain('admin');
    await expect(page.getByTestId('instance-status').textContent()).resolves.toBe('已完成');
    await page.locator('[data-testid="instance-diagram"][data-state="ready"]').waitFor({ timeout: 30000 });
    await expect(page.locator(`.djs-element.instance-completed[data-element-id="${taskDefinitionKey}"]`).count()).resolves.toBe(1);
    await shot('34-workflow-history');
  });
});
