// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow, TaskRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { validApplication } from '../fixtures/applications.ts';
import { launchBrowser, SHOTS, signInAs, textLineCount } from './support/browser.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * What a person meets in the browser (issue 9): sign-in messages (a wrong captcha, a language switch),
 * every required field of an empty application at once, lists on a phone and at 1440 px, the home
 * page's navigation, and empty cells. Screenshots go to tests/artifacts/e2e/web-ux/.
 */
const DIR = path.join(SHOTS, 'web-ux');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The demo company's row of the company list, found by its name (earlier tests add companies before it). */
/** The company list narrowed to one company's row. */
async function companyRow(page: Page, custName: string) {
  await page.goto(`${testEnv.appUrl}/account/company/manage`);
  await page.locator('input[id$="_custName"]').fill(custName);
  await page.getByTestId('list-search').click();
  const row = page.locator('.ant-table-row', { hasText: custName });
  await row.waitFor({ timeout: 20000 });
  return row;
}

describe('web ux', () => {
  let browser: Browser;
  const pages: Page[] = [];

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ locale: 'zh-CN', viewport });
    const page = await context.newPage();
    pages.push(page);
    return page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });

  // a company of the file's own, with no certificate number: the demo company's row changes with other files' tests
  const db = createDb(testEnv.databaseUrl, 2);
  let company: TransferCompany;

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    company = await transferCompany(db, 'ux', Date.now().toString(36), false);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
  });

  /** The message under the image code (the `code` field's errors show in its row). */
  const codeMessage = (page: Page) => page.locator('.ant-form-item:has(.login-code-row) .ant-form-item-explain-error');

  it('a wrong captcha shows 验证码错误或已失效 while a new image loads', async () => {
    const page = await open(DESKTOP);
    await page.goto(`${testEnv.appUrl}/login`);
    const image = page.getByTestId('login-captcha').locator('img');
    await image.waitFor();
    const before = await image.getAttribute('src');
    await page.getByTestId('login-name').fill(demoUsers.owner.loginName);
    await page.getByTestId('login-password').fill(demoUsers.owner.password);
    await page.getByTestId('login-code').fill('zz99');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => codeMessage(page).textContent(), { timeout: 15000 }).toBe('验证码错误或已失效');
    // the field is emptied for the next code and the image is a new one, the message stays
    expect(await page.getByTestId('login-code').inputValue()).toBe('');
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await codeMessage(page).textContent()).toBe('验证码错误或已失效');
    await shot(page, 'login-wrong-captcha');
  });

  it('messages shown on the sign-in page follow a language switch', async () => {
    const page = await open(DESKTOP);
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-name').fill(demoUsers.owner.loginName);
    await page.getByTestId('login-code').fill('zz99');
    await page.getByTestId('login-submit').click();
    // a client rule (empty password) and, after a second try, the server's message on the code
    const passwordMessage = page.locator('.ant-form-item:has([data-testid="login-password"]) .ant-form-item-explain-error');
    await expect.poll(() => passwordMessage.textContent()).toBe('不能为空！');
    await page.getByTestId('login-password').fill('wrong-password-1');
    await page.getByTestId('login-code').fill('zz99');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => codeMessage(page).textContent(), { timeout: 15000 }).toBe('验证码错误或已失效');
    await page.getByTestId('login-password').fill('');
    await expect.poll(() => passwordMessage.textContent()).toBe('不能为空！');
    await shot(page, 'login-messages-zh');

    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en').click();
    await expect.poll(() => codeMessage(page).textContent()).toBe('The verification code is wrong or has expired');
    await expect.poll(() => passwordMessage.textContent()).toBe('Required');
    await shot(page, 'login-messages-en');

    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-zh').click();
    await expect.poll(() => codeMessage(page).textContent()).toBe('验证码错误或已失效');
    await expect.poll(() => passwordMessage.textContent()).toBe('不能为空！');
  });

  it('an empty project application shows every required field at once', async () => {
    const page = await open(DESKTOP);
    await signInAs(page, demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('apply-submit').click();
    const errors = page.locator('.ant-drawer .ant-form-item-explain-error');
    // the 17 fields a submission needs (the remark, archive code and methodology name are optional) and the design document
    await expect.poll(() => errors.count(), { timeout: 15000 }).toBe(18);
    const texts = await errors.allTextContents();
    expect(new Set(texts)).toEqual(new Set(['不能为空！', '请上传项目设计文件']));
    await shot(page, 'apply-empty-submit');
  });

  it('on a phone a list folds its operations into one menu and keeps its key columns readable', async () => {
    const page = await open(PHONE);
    await signInAs(page, demoUsers.admin);
    const row = await companyRow(page, company.custName);
    const rowKey = await row.getAttribute('data-row-key');
    expect(await page.getByTestId(`op-menu-${rowKey}`).isVisible()).toBe(true);
    expect(await row.locator('[data-testid^="op-detail-"]').count()).toBe(0);
    const first = await row.locator('td').first().boundingBox();
    const ops = await row.locator('td.list-operations').boundingBox();
    expect(first!.width).toBeGreaterThan(120);
    expect(ops!.width).toBeLessThan(100);
    // the product title in the top bar is not cut to a letter or two
    const title = await page.locator('.shell-title').boundingBox();
    expect(title!.width).toBeGreaterThan(100);
    await shot(page, 'company-list-390');
    await page.getByTestId(`op-menu-${rowKey}`).click();
    await expect.poll(() => page.getByTestId(`op-detail-${rowKey}`).isVisible()).toBe(true);
    await shot(page, 'company-list-390-menu');
  });

  it('on a phone an empty list keeps its operations header on one line', async () => {
    // the project applications' key columns leave the folded column narrowest, and no row's menu widens it
    const page = await open(PHONE);
    await signInAs(page, demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.locator('input[id$="_projectName"]').fill(`无此项目-${Date.now()}`);
    await page.getByTestId('list-search').click();
    await page.locator('.ant-table-placeholder').waitFor();
    const headerLines = await textLineCount(page.locator('th.list-operations'));
    await shot(page, 'project-list-390-empty');
    // before, 操作 stood one character a line
    expect(headerLines).toBe(1);
  });

  it("on a phone a list's status tag stays inside its cell, not under the fixed operations", async () => {
    const name = `状态换行${Date.now().toString(36)}`;
    const owner = await db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    // 待申请登记 (09): the longest status of the owner's list
    await db('project_apply').insert({ apply_no: `XMUX${Date.now().toString(36)}`.toUpperCase().slice(0, 20), cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status: '09', project_name: name });
    const page = await open(PHONE);
    await signInAs(page, demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.locator('input[id$="_projectName"]').fill(name);
    await page.getByTestId('list-search').click();
    const row = page.locator('tr.ant-table-row', { hasText: name });
    const tag = row.locator('.ant-tag');
    await tag.waitFor();
    const [tagBox, cellBox, opsBox] = await Promise.all([tag.boundingBox(), tag.locator('xpath=ancestor::td').boundingBox(), row.locator('td.list-operations').boundingBox()]);
    await shot(page, 'project-list-390-status');
    // before, the tag ran on past its cell and the fixed 操作 column cut it (待申请登…)
    expect(tagBox!.x + tagBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width + 0.5);
    expect(tagBox!.x + tagBox!.width).toBeLessThanOrEqual(opsBox!.x + 0.5);
    expect(await tag.textContent()).toBe('待申请登记');
  });

  it('the home page highlights no first-level entry and shows no account menu', async () => {
    const page = await open(DESKTOP);
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/home`);
    await page.getByTestId('menu-home').waitFor();
    expect(await page.locator('.shell-topnav .ant-menu-item-selected').count()).toBe(0);
    expect(await page.locator('.shell-sidemenu', { hasText: '企业管理' }).count()).toBe(0);
    await shot(page, 'home-1440');
    // choosing an entry still fills the side menu
    await page.goto(`${testEnv.appUrl}/account/company/manage`);
    await expect.poll(() => page.locator('.shell-topnav .ant-menu-item-selected').textContent()).toBe('账户管理');
  });

  it('the company list shows "-" for an empty value', async () => {
    const page = await open(DESKTOP);
    await signInAs(page, demoUsers.admin);
    const row = await companyRow(page, company.custName);
    const cells = (await row.locator('td:not(.list-operations)').allTextContents()).map((c) => c.trim());
    expect(cells).not.toContain('');
    // the company has no certificate number
    expect(cells).toContain('-');
    await shot(page, 'company-list-1440');
  });

  it('My Tasks at 1440 px: the fixed operations column covers no data', async () => {
    const owner = await new ApiClient().signIn(demoUsers.owner);
    const admin = await new ApiClient().signIn(demoUsers.admin);
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const apply = (await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) })).body.dataInfo;
    const task = await eventually(async () => {
      const r = await admin.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 });
      return r.body.dataInfo?.find((t) => t.businessKey === apply.id);
    }, 30000, 'the publicity audit task');

    const page = await open(DESKTOP);
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/process/my`);
    const row = page.locator(`.ant-table-row[data-row-key="${task.taskId}"]`);
    await row.waitFor({ timeout: 20000 });
    const headers = await page.locator('.ant-table-thead th').allTextContents();
    const due = await row.locator('td').nth(headers.indexOf('到期时间')).boundingBox();
    const ops = await row.locator('td.list-operations').boundingBox();
    expect(due!.x + due!.width).toBeLessThanOrEqual(ops!.x + 1);
    await shot(page, 'my-tasks-1440');
  });
});
