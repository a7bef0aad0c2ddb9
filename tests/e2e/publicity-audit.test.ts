// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ROOT } from '../../scripts/lib/stack.ts';
import { samplePdf } from '../fixtures/files.ts';
import { chooseOption } from './support/browser.ts';

/**
 * In real Chromium: the owner signs in and submits an application; the administrator claims and
 * approves it in My Tasks; the owner sees 公示中. Screenshots go to tests/artifacts/e2e/.
 */
const SHOTS = path.join(ROOT, 'tests/artifacts/e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('publicity audit in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const projectName = `e2e海上风电项目-${Date.now().toString(36)}`;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => browser?.close());

  async function newPage() {
    await context?.close();
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  }
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  async function signIn(user: { loginName: string; password: string }, name: string) {
    await newPage();
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-name').fill(user.loginName);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-code').fill(testEnv.captchaCode);
    await shot(`${name}-login`);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
    await page.getByTestId('user-menu').waitFor();
  }

  async function pickDate(fieldId: string, date: string) {
    await page.locator(`#${fieldId}`).click();
    await page.locator(`#${fieldId}`).fill(date);
    await page.locator(`#${fieldId}`).press('Enter');
  }

  it('the owner submits an application for publicity audit', async () => {
    await signIn(demoUsers.owner, '01-owner');
    await page.getByTestId('nav-13').click();
    await page.getByTestId('menu-1301').click();
    await page.waitForURL(/\/project\/add/);
    await page.getByTestId('toolbar-add').click();
    await page.locator('#applyForm_projectName').fill(projectName);
    await chooseOption(page, 'applyForm_provinceId', '江苏省');
    await page.locator('#applyForm_projectLocation').fill('江苏省南通市如东县近海');
    await page.locator('#applyForm_longitude').fill('121.1833');
    await page.locator('#applyForm_latitude').fill('32°20′15″');
    await chooseOption(page, 'applyForm_parentProjectType', 'A0102');
    await chooseOption(page, 'applyForm_otherProofMethod', '投资分析');
    await chooseOption(page, 'applyForm_methodologyNum', 'CCER-01-001-V01');
    await chooseOption(page, 'applyForm_approvalAuthority', '示例审定核查机构');
    await pickDate('applyForm_commencementDate', '2021-03-01');
    await page.locator('#applyForm_conclusionDate').fill('25');
    await pickDate('applyForm_firstReckonDate', '2021-06-01');
    await pickDate('applyForm_endReckonDate', '2031-05-31');
    await page.locator('#applyForm_expectYearNum').fill('250000');
    await page.locator('#applyForm_expectMaxNum').fill('2500000');
    await page.locator('#applyForm_basicInformation').fill('装机容量300MW的海上风电场。');
    await page.locator('#applyForm_technologiesMeasures').fill('单机容量6.45MW风电机组');
    // the design document (required by the electronic document settings), published with the application
    await page.getByTestId('business-documents-projectApply').locator('input[type=file]').first().setInputFiles({ name: '项目设计文件.pdf', mimeType: 'application/pdf', buffer: samplePdf('design') });
    await page.locator('.ant-upload-list-item-name', { hasText: '项目设计文件.pdf' }).waitFor();
    expect(await page.getByTestId('apply-form-title').textContent()).toBe('新增项目申请');
    await page.getByTestId('apply-save').click();
    await page.getByTestId('apply-no').waitFor();
    // saved, it is a draft the drawer edits: the title says so beside its number
    expect(await page.getByTestId('apply-form-title').textContent()).toMatch(/^编辑项目申请\S+$/);
    await shot('02-owner-form-saved');
    await page.getByTestId('apply-submit').click();
    const row = page.locator('tr.ant-table-row', { hasText: projectName });
    await row.getByText('公示审核中').waitFor({ timeout: 30000 });
    await shot('03-owner-submitted');
  });

  it('the administrator claims and approves it in My Tasks', async () => {
    await signIn(demoUsers.admin, '04-admin');
    await page.goto(`${testEnv.appUrl}/system/process/my`);
    const row = page.locator('tr.ant-table-row', { hasText: projectName });
    // the outbox starts the process within moments; refresh until the task shows
    for (let i = 0; i < 30 && !(await row.count()); i++) {
      await page.getByTestId('list-refresh').click();
      await page.waitForTimeout(1000);
    }
    await expect(row.count()).resolves.toBe(1);
    await shot('05-admin-my-tasks');
    await row.locator('[data-testid^="op-claim-"]').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary, .ant-modal-confirm:visible .ant-btn-primary').first().click();
    await row.locator('[data-testid^="op-handle-"]').waitFor();
    await row.locator('[data-testid^="op-handle-"]').click();
    await page.getByTestId('task-decision').locator('input[value="approve"]').check();
    await page.getByTestId('task-opinion').fill('材料齐全，同意公示');
    await shot('06-admin-decision');
    await page.getByTestId('task-submit').click();
    await row.waitFor({ state: 'detached', timeout: 30000 });
  });

  it('the owner sees the new status', async () => {
    await signIn(demoUsers.owner, '07-owner-again');
    await page.goto(`${testEnv.appUrl}/project/add`);
    const row = page.locator('tr.ant-table-row', { hasText: projectName });
    for (let i = 0; i < 30 && !(await row.getByText('公示中').count()); i++) {
      await page.getByTestId('list-refresh').click();
      await page.waitForTimeout(1000);
    }
    await row.getByText('公示中').waitFor();
    await shot('08-owner-approved');
  });

  it('the shell speaks English when the stored preference says so', async () => {
    await signIn(demoUsers.owner, '09-owner-en');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.getByTestId('menu-1301').getByText('Project applications').waitFor();
    await page.locator('tr.ant-table-row', { hasText: projectName }).getByText('In publicity').waitFor();
    await shot('10-owner-list-en');
  });
});
