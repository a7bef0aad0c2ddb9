// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import type { CancelRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { launchBrowser, modalSettled, SHOTS, submitModal } from './support/browser.ts';
import { insertRegisteredProject, openIn, ownerOf, searchName, shotIn } from './support/registered.ts';

/**
 * After registration in the browser (H5): the registry's 项目管理 with 暂停, its edit of a registered project
 * and the change log on the detail, the cancellation audit list and detail; the owner's 项目查询 and 项目注销;
 * in Chinese and English. Registered projects are written straight into the database (the whole chain is the
 * lifecycle journey's). Screenshots go to tests/artifacts/e2e/project-registered/.
 */
const DIR = path.join(SHOTS, 'project-registered');

describe('registered projects in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const tag = `浏览器登记${run}`;
  const projects: Record<'a' | 'b', { infoId: string; applyId: string; code: string }> = {} as never;
  const country = new ApiClient();
  let cancel: CancelRow;

  const open = (user: { loginName: string; password: string }, lang: 'zh' | 'en' = 'zh'): Promise<Page> => openIn(browser, user, lang);
  const shot = shotIn(DIR);
  const search = (page: Page) => searchName(page, tag);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 1 } });
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    for (const [key, minutes] of [['a', 1], ['b', 2]] as const) {
      const code = `E5${run}${key}`;
      const registered = await insertRegisteredProject(db, owner, {
        projectName: `${tag}-${key}`,
        applyNo: `XME5${run}${key}`,
        projectCode: code,
        registrationTime: new Date(Date.now() - minutes * 60000),
        remarkDesc: '初始备注',
        submittedAt: true,
      });
      projects[key] = { ...registered, code };
    }
    await country.signIn(demoUsers.country);
    const started = await country.post<CancelRow>('/api/projectmanage/cancelProject-apply', { projectInfoId: projects.b.infoId, reason: '项目已拆除，停止运行' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    cancel = started.body.dataInfo;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('the registry stops a project from 项目管理', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/project/manage`);
    await search(page);
    await page.getByTestId(`op-stop-${projects.a.infoId}`).click();
    await page.getByTestId('stop-reason').fill('监测数据异常，暂停核查');
    await submitModal(page, 'stop-modal');
    await expect.poll(() => page.locator(`tr[data-row-key="${projects.a.infoId}"]`).innerText(), { timeout: 15000 }).toContain('已暂停');
    await expect.poll(() => page.getByTestId(`op-resume-${projects.a.infoId}`).count()).toBe(1);
    // the project under cancellation audit offers no second 注销
    expect(await page.locator(`tr[data-row-key="${projects.b.infoId}"]`).innerText()).toContain('注销审核中');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot(page, 'manage-zh');
    await page.context().close();
  });

  it('the registry edits a registered project; the detail shows the change log in China time', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/project/insideEdit?id=${projects.a.applyId}`);
    const name = page.locator('input[id$="projectName"]').first();
    await expect.poll(() => name.inputValue(), { timeout: 15000 }).toBe(`${tag}-a`);
    await name.fill(`${tag}-a（更名）`);
    await page.getByTestId('modify-explanation').fill('根据业主更名材料更正项目名称');
    await name.scrollIntoViewIfNeeded();
    await shot(page, 'inside-edit-zh');
    await page.getByTestId('inside-edit-save').click();
    await page.waitForURL(/\/project\/query\/detail\?id=/, { timeout: 15000 });
    const log = page.getByTestId('change-log');
    await expect.poll(() => log.innerText(), { timeout: 15000 }).toContain('根据业主更名材料更正项目名称');
    const text = await log.innerText();
    expect(text).toContain('项目名称');
    expect(text).toContain(`${tag}-a（更名）`);
    expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(await page.getByTestId('registered-detail-page').innerText()).toContain(projects.a.code);
    await shot(page, 'detail-zh');
    await page.context().close();

    const en = await open(demoUsers.country, 'en');
    await en.goto(`${testEnv.appUrl}/project/query/detail?id=${projects.a.applyId}`);
    await expect.poll(() => en.getByTestId('change-log').innerText(), { timeout: 15000 }).toContain('Project name');
    await shot(en, 'detail-en');
    await en.context().close();
  });

  it('the registry audits the cancellation from 项目注销管理 and its detail', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/project/logoutManage`);
    await search(page);
    // the audit is offered once the process has started
    await expect.poll(async () => {
      await page.getByTestId('list-refresh').click();
      return page.getByTestId(`op-audit-${cancel.id}`).count();
    }, { timeout: 30000 }).toBe(1);
    await shot(page, 'logout-manage-zh');
    await page.getByTestId(`op-detail-${cancel.id}`).click();
    await page.getByTestId('cancel-audit').waitFor({ timeout: 15000 });
    await page.getByTestId('cancel-audit').click();
    await page.getByTestId('cancel-audit-radio').waitFor();
    await modalSettled(page);
    await shot(page, 'logout-audit-zh');
    await page.locator('[data-testid="cancel-audit-radio"] input[type="radio"]').nth(1).check();
    await page.getByTestId('cancel-audit-opinion').fill('材料不足，驳回');
    await submitModal(page, 'cancel-audit-modal');
    await expect.poll(() => page.getByTestId('cancel-detail-page').innerText(), { timeout: 30000 }).toContain('注销驳回');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot(page, 'logout-detail-zh');
    await page.context().close();
  });

  it('the owner sees their projects and cancellations, in Chinese and English', async () => {
    const page = await open(demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/project/query`);
    await search(page);
    await expect.poll(() => page.locator(`tr[data-row-key="${projects.b.infoId}"]`).count(), { timeout: 15000 }).toBe(1);
    await shot(page, 'query-zh');
    await page.goto(`${testEnv.appUrl}/project/logout`);
    await search(page);
    await expect.poll(() => page.locator(`tr[data-row-key="${cancel.id}"]`).innerText(), { timeout: 15000 }).toContain('注销驳回');
    await page.getByTestId('toolbar-apply').click();
    await page.getByTestId('cancel-reason').waitFor();
    await modalSettled(page);
    await shot(page, 'logout-apply-zh');
    await page.context().close();

    const en = await open(demoUsers.owner, 'en');
    await en.goto(`${testEnv.appUrl}/project/logout`);
    await search(en);
    await expect.poll(() => en.locator(`tr[data-row-key="${cancel.id}"]`).innerText(), { timeout: 15000 }).toContain('Rejected');
    await shot(en, 'logout-en');
    await en.context().close();
  });
});
