// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow, ApplyTask, StatusCount } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { TIMER_FIRES_MS } from '../fixtures/project-chain.ts';
import { validApplication } from '../fixtures/applications.ts';
import { samplePdf } from '../fixtures/files.ts';
import { launchBrowser, openAs, shootBothLanguages, SHOTS } from './support/browser.ts';
import { shotIn } from './support/registered.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * The project lifecycle's step pages in the browser, each opened by its own person: the owner's status tabs
 * (项目申请), the registry's publicity audit (项目公示审核), the progress on the detail page, the validation body's
 * list and report (待审定项目), the owner's confirmation (业主确认) and registration application (项目登记申请),
 * the registry's acceptance (项目登记), the recall records and audit (项目撤回记录). Every page in Chinese and
 * English: tests/artifacts/e2e/project-pages/.
 */
const DIR = path.join(SHOTS, 'project-pages');
const org = { loginName: 'org01', password: demoUsers.owner.password };
type User = { loginName: string; password: string };

describe('project step pages in the browser', () => {
  let browser: Browser;
  const owner = new ApiClient();
  const country = new ApiClient();
  const tag = `页面${Date.now().toString(36)}`;
  const ids = { validating: '', auditing: '', recalling: '' };

  const applyOf = async (id: string) => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id })).body.dataInfo[0];
  const statusBecomes = (id: string, status: string, timeoutMs = 30000) =>
    eventually(async () => ((await applyOf(id))?.status === status ? applyOf(id) : undefined), timeoutMs, `status ${status}`);
  const taskOf = (who: ApiClient, id: string) =>
    eventually(async () => (await who.post<ApplyTask>('/api/project-manage/apply-task', { id })).body.dataInfo, 30000, 'a task');
  async function submit(n: number): Promise<string> {
    const form = { ...validApplication(), projectName: `${tag}-${n}` };
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect((await owner.post('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, fileIds: await designDocument(owner) })).status).toBe(200);
    return saved.body.dataInfo.id;
  }
  async function inPublicity(n: number): Promise<string> {
    const id = await submit(n);
    const task = await taskOf(country, id);
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: task.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    await statusBecomes(id, '02');
    return id;
  }

  const open = (user: User, url: string) => openAs(browser, url, user);
  const shot = shotIn(DIR);
  /** The page in Chinese, then the same page in English (the stored preference), each saved. */
  const bothLanguages = (page: Page, name: string, ready: (p: Page) => Promise<unknown>) => shootBothLanguages(page, DIR, name, ready);
  /** A decision modal with its task loaded, its opening animation over. */
  async function modalReady(page: Page) {
    await page.getByTestId('step-decision-radio').waitFor();
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear').count()).toBe(0);
  }
  const row = (page: Page, id: string) => page.locator(`tr[data-row-key="${id}"]`);
  const search = async (page: Page) => {
    await page.locator('input[id$="_projectName"]').fill(tag);
    await page.getByTestId('list-search').click();
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    browser = await launchBrowser();
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country)]);
    // one application waiting for its validation report, one for its publicity audit, one whose recall waits
    ids.validating = await inPublicity(1);
    const apply = await applyOf(ids.validating);
    // the publicity timer exists once the chain has passed the status change: move it into the past
    await eventually(async () => (await country.post('/api/process/timer/move', { processInstanceId: apply.processInstanceId, dueDate: new Date(Date.now() - 60_000).toISOString() })).status === 200, 30000, 'the publicity timer');
    await statusBecomes(ids.validating, '07', TIMER_FIRES_MS);
    ids.auditing = await submit(2);
    ids.recalling = await inPublicity(3);
    // taken at once: the outbox holds the message until the chain waits in its publicity gateway
    expect((await owner.post('/api/project-manage/recall-apply', { id: ids.recalling, reason: '项目设计调整，申请撤回' })).status).toBe(200);
    await statusBecomes(ids.recalling, '05');
  }, 240_000);
  afterAll(async () => browser?.close());

  it('项目申请: the owner\'s status tabs count the company\'s applications; /project leads there', async () => {
    const page = await open(demoUsers.owner, '/project');
    await page.waitForURL((u) => u.pathname === '/project/add');
    // the redirect leaves no tab of its own
    await page.getByTestId('tab-/project/add').waitFor();
    await expect.poll(() => page.getByTestId('tab-/project').count()).toBe(0);
    const counts = (await owner.post<StatusCount>('/api/projectmanage/getProjectApplyStatusCount', {})).body.dataInfo;
    await expect.poll(() => page.getByTestId('status-tab-publicity').textContent()).toContain(`(${counts.tabs.publicity})`);
    await page.getByTestId('status-tab-validation').click();
    await search(page);
    await row(page, ids.validating).waitFor();
    expect(await row(page, ids.auditing).count()).toBe(0);
    await bothLanguages(page, '01-owner-tabs', (p) => p.getByTestId('status-tab-all').waitFor());
  });

  it('项目公示审核: the registry audits an application from its list, and the detail shows the progress', async () => {
    const page = await open(demoUsers.country, '/project/audit');
    await search(page);
    await row(page, ids.auditing).waitFor();
    await bothLanguages(page, '02-audit-list', (p) => p.getByTestId('list-projectAudit').waitFor());
    await search(page);
    await page.getByTestId(`op-publicityAudit-${ids.auditing}`).click();
    await modalReady(page);
    await page.getByTestId('step-decision-opinion').fill('材料齐全，同意公示');
    await shot(page, '03-audit-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(ids.auditing, '02');

    await page.goto(`${testEnv.appUrl}/project/detail?id=${ids.auditing}`);
    await expect.poll(() => page.getByTestId('node-publicityAudit').getAttribute('data-state')).toBe('done');
    await expect.poll(() => page.getByTestId('progress-opinions').textContent()).toContain('材料齐全，同意公示');
    await bothLanguages(page, '04-detail-progress', (p) => p.getByTestId('node-submit').waitFor());
  });

  it('待审定项目: the validation body lists the applications naming it and uploads its report', async () => {
    const page = await open(org, '/project/authorize');
    await search(page);
    await row(page, ids.validating).waitFor();
    expect(await row(page, ids.auditing).count()).toBe(1); // in publicity, also naming the body
    await bothLanguages(page, '05-authorize-list', (p) => p.getByTestId('list-projectAuthorize').waitFor());
    await page.goto(`${testEnv.appUrl}/project/authorize/detail?id=${ids.validating}`);
    await bothLanguages(page, '06-authorize-detail', (p) => p.getByTestId('node-orgUploadFile').waitFor());

    await page.goto(`${testEnv.appUrl}/project/authorize/apply?id=${ids.validating}`);
    await page.getByTestId('step-submit').waitFor();
    await bothLanguages(page, '07-authorize-apply', (p) => p.getByTestId('business-documents-projectOrgReport').waitFor());
    // nothing filled: the conclusion, the comment handling and the report are asked for
    await page.getByTestId('step-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await page.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId('validation-conclusion').locator('input[value="1"]').check();
    await page.getByTestId('comment-handling').fill('公示期间未收到公众意见');
    await page.getByTestId('business-documents-projectOrgReport').locator('input[type=file]').first().setInputFiles({ name: '审定报告.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page.locator('.ant-upload-list-item-name', { hasText: '审定报告.pdf' }).waitFor();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await shot(page, '08-authorize-apply-filled-zh');
    await page.getByTestId('step-submit').click();
    await page.waitForURL((u) => u.pathname === '/project/authorize');
    await statusBecomes(ids.validating, '08');
  });

  it('业主确认 and 项目登记申请: the owner confirms the report and applies for registration', async () => {
    const page = await open(demoUsers.owner, '/project/confirm');
    await search(page);
    await row(page, ids.validating).waitFor();
    await bothLanguages(page, '09-confirm-list', (p) => p.getByTestId('list-projectConfirm').waitFor());
    await search(page);
    await page.getByTestId(`op-confirmOrgFile-${ids.validating}`).click();
    await modalReady(page);
    await shot(page, '10-confirm-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(ids.validating, '09');

    await page.goto(`${testEnv.appUrl}/project/regist`);
    await search(page);
    await row(page, ids.validating).waitFor();
    await bothLanguages(page, '11-regist-list', (p) => p.getByTestId('list-projectRegist').waitFor());
    await search(page);
    await page.getByTestId(`op-registerApply-${ids.validating}`).click();
    await page.waitForURL((u) => u.pathname === '/project/regist/apply');
    await bothLanguages(page, '12-regist-apply', (p) => p.getByTestId('business-documents-projectRegisterApply').waitFor());
    await page.getByTestId('business-documents-projectRegisterApply').locator('input[type=file]').first().setInputFiles({ name: '承诺书.pdf', mimeType: 'application/pdf', buffer: samplePdf('letter') });
    await page.locator('.ant-upload-list-item-name', { hasText: '承诺书.pdf' }).waitFor();
    await page.getByTestId('step-submit').click();
    await page.waitForURL((u) => u.pathname === '/project/regist');
    await statusBecomes(ids.validating, '10');
    await page.goto(`${testEnv.appUrl}/project/regist/detail?id=${ids.validating}`);
    await expect.poll(() => page.getByTestId('node-registerAcct').getAttribute('data-state')).toBe('active');
    await shot(page, '13-regist-detail-zh');
  });

  it('项目登记: the registry accepts the registration application', async () => {
    const page = await open(demoUsers.country, '/project/register');
    await search(page);
    await row(page, ids.validating).waitFor();
    await bothLanguages(page, '14-register-list', (p) => p.getByTestId('list-projectRegister').waitFor());
    await search(page);
    await page.getByTestId(`op-registerAcct-${ids.validating}`).click();
    await modalReady(page);
    await page.getByTestId('step-decision-opinion').fill('材料齐全，予以受理');
    await shot(page, '15-register-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(ids.validating, '12');
  });

  it('项目撤回记录: the registry opens the pending recall and allows it', async () => {
    const page = await open(demoUsers.country, '/project/cancel');
    await search(page);
    await page.locator('tr.ant-table-row', { hasText: `${tag}-3` }).waitFor();
    await bothLanguages(page, '16-recall-list', (p) => p.getByTestId('list-projectRecall').waitFor());
    await page.goto(`${testEnv.appUrl}/project/cancel/audit?id=${ids.recalling}`);
    await page.getByTestId('recall-steps').waitFor();
    await bothLanguages(page, '17-recall-audit', (p) => p.getByTestId('decide-recallAudit').waitFor());
    await page.getByTestId('decide-recallAudit').click();
    await modalReady(page);
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(ids.recalling, '06');
    await page.goto(`${testEnv.appUrl}/project/cancel/detail?id=${ids.recalling}`);
    await expect.poll(() => page.getByTestId('node-recalled').getAttribute('data-state')).toBe('done');
    await shot(page, '18-recall-detail-zh');
  });
});
