// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { acceptRegistration, applicationUnderAcceptance, statusBecomes } from '../fixtures/project-chain.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { launchBrowser, openAs, shootBothLanguages, SHOTS } from './support/browser.ts';
import { shotIn } from './support/registered.ts';

/**
 * The end of the project chain in the browser: an application the experts have evaluated (reached through the API,
 * each step by its own account) is reviewed and confirmed by the registry on 项目登记 (/project/register), which
 * registers it with a project code; the detail page shows every node done; 项目查询 lists it with its code; and the
 * public, signed out, finds it under 已登记项目 with its published documents. Chinese and English screenshots:
 * tests/artifacts/e2e/project-registration/.
 */
const DIR = path.join(SHOTS, 'project-registration');
const password = demoUsers.owner.password;

describe('project registration in the browser', () => {
  let browser: Browser;
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();
  let apply: ApplyRow;

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), body.signIn({ loginName: 'org01', password })]);
    const actors = { owner, country, body };
    apply = await applicationUnderAcceptance(actors);
    await acceptRegistration(actors, apply.id);
    // three experts by name; each files a report
    const candidates = (await country.post<Array<{ expertId: string; loginName: string }>>('/api/projectmanage/expert-candidates', { id: apply.id })).body.dataInfo;
    const expertIds = candidates.filter((c) => /^expert0[1-3]$/.test(c.loginName)).map((c) => c.expertId);
    expect((await country.post('/api/projectmanage/appointExpert', { id: apply.id, expertIds })).status).toBe(200);
    expect((await country.post('/api/projectmanage/appoint', { id: apply.id })).status).toBe(200);
    for (const loginName of ['expert01', 'expert02', 'expert03']) {
      const expert = await new ApiClient().signIn({ loginName, password });
      const task = await eventually(async () => (await expert.post<{ taskId: string } | null>('/api/project-manage/apply-task', { id: apply.id, workflowTypes: ['projectEvaluation'] })).body.dataInfo, 30000, `${loginName}'s task`);
      const r = await expert.post('/api/expert/assess/report/submit', { taskId: task.taskId, conclusion: '1', evaluation: '同意登记', fileIds: [await uploadDocument(expert, 'P05')] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    apply = await statusBecomes(owner, apply.id, '14');
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => browser?.close());

  const open = (url: string, user?: { loginName: string; password: string }) => openAs(browser, url, user);
  const shot = shotIn(DIR);
  const bothLanguages = (page: Page, name: string, ready: (p: Page) => Promise<unknown>) => shootBothLanguages(page, DIR, name, ready);
  const row = (page: Page) => page.locator(`tr[data-row-key="${apply.id}"]`);
  const search = async (page: Page) => {
    await page.locator('input[id$="_projectName"]').fill(apply.projectName);
    await page.getByTestId('list-search').click();
  };
  /** Opens the row's decision for `taskKey`, approves it with `opinion`, waits for `status`. */
  async function decide(page: Page, taskKey: string, opinion: string, status: string) {
    await search(page);
    await page.getByTestId(`op-${taskKey}-${apply.id}`).click();
    await page.getByTestId('step-decision-radio').waitFor();
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear').count()).toBe(0);
    await page.getByTestId('step-decision-opinion').fill(opinion);
    await shot(page, `${taskKey}-decision-zh`);
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(owner, apply.id, status);
  }

  it('项目登记: the registry reviews and confirms; the project is registered with its code', async () => {
    const page = await open('/project/register', demoUsers.country);
    await search(page);
    await row(page).waitFor();
    await bothLanguages(page, '01-register-review', (p) => p.getByTestId('list-projectRegister').waitFor());
    await decide(page, 'projectReview', '复核通过', '15');
    await page.reload();
    await decide(page, 'registerConfirm', '准予登记', '16');

    await page.goto(`${testEnv.appUrl}/project/detail?id=${apply.id}`);
    await expect.poll(() => page.getByTestId('node-register').getAttribute('data-state'), { timeout: 15000 }).toBe('done');
    await bothLanguages(page, '02-detail-registered', (p) => p.getByTestId('node-register').waitFor());

    await page.goto(`${testEnv.appUrl}/project/query`);
    await search(page);
    const listed = page.locator('tr.ant-table-row', { hasText: apply.projectName });
    await listed.waitFor();
    expect(await listed.innerText()).toMatch(new RegExp(`${new Date().getFullYear()}\\d{6}`));
    await bothLanguages(page, '03-query-list', (p) => p.locator('tr.ant-table-row').first().waitFor());
  });

  it('the public, signed out, finds it among the registered projects with its documents', async () => {
    const page = await open('/projectPublicity/projectPublicityList');
    await page.getByTestId('publicity-tab-registered').click();
    const listed = page.locator('.ant-table-row', { hasText: apply.projectName });
    await listed.waitFor();
    await bothLanguages(page, '04-public-registered', async (p) => {
      await p.getByTestId('publicity-tab-registered').click();
      await p.locator('.ant-table-row', { hasText: apply.projectName }).waitFor();
    });
    await page.getByTestId('publicity-tab-registered').click();
    await listed.getByTestId('publicity-row-link').click();
    await page.waitForURL(/projectPublicityDetail\?id=/);
    await page.getByTestId('publicity-detail-name').waitFor();
    const detail = await page.getByTestId('publicity-detail').innerText();
    expect(detail).toContain(apply.applyNo);
    await bothLanguages(page, '05-public-detail', (p) => p.getByTestId('publicity-detail-name').waitFor());
  });
});
