// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { testEnv } from '../fixtures/env.ts';
import { chooseIn, chooseManyIn, firstOptionLabel, launchBrowser, newZhPage, shooter, signInAs, switchLanguage } from './support/browser.ts';

const PASSWORD = 'Visitor@1234';

/**
 * In Chromium: a visitor's /client/company/unionOpen (the trading-system representative block required) and
 * /client/province/open → /client/province/detail (审核中); zh and en screenshots of both forms (66-…).
 */
describe('joint opening and provincial administrator pages', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const run = Date.now().toString(36);
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let shot: (name: string, fullPage?: boolean) => Promise<unknown>;

  async function visitor(tag: string): Promise<string> {
    const loginName = `w${tag}${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `游客${tag}`, operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    return loginName;
  }

  const signInTo = (loginName: string, target: string) => signInAs(page, { loginName, password: PASSWORD }, target);

  async function inEnglish(then: () => Promise<void>) {
    await switchLanguage(page, 'en');
    try {
      await then();
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'zh'));
    }
  }

  const field = (name: string) => page.getByTestId(`province-${name}`);
  // the province list is virtual: search brings the option into view
  const choose = (name: string, label: string, search = false) => chooseIn(page, field(name).locator('.ant-select'), label, search ? label.slice(0, 2) : undefined);

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await newZhPage(browser));
    shot = shooter(page);
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
  });

  it('/client/company/unionOpen: the trading-system representative block is required, an empty submission names its fields', async () => {
    const loginName = await visitor('u');
    await signInTo(loginName, '/client/company/unionOpen');
    await page.getByText('联合开户申请（注册登记系统与交易系统）').first().waitFor();
    await page.getByTestId('union-trade-block').waitFor();
    // the fax of the trading representative carries the required mark in a joint opening
    await expect.poll(() => page.getByTestId('company-accountpreFaxNo').locator('.ant-form-item-required').count()).toBe(1);
    await page.getByTestId('company-submit').click();
    await page.getByText('交易系统账户代表姓名不能为空！').first().waitFor();
    await page.getByText('交易系统账户代表传真不能为空！').first().waitFor();
    await shot('66-union-open-zh');
    expect(await db('company_account_apply').whereIn('applicant_operator_id', db('operator').select('operator_id').where({ login_name: loginName })).count({ n: '*' }).first()).toEqual({ n: '0' });

    await inEnglish(async () => {
      await page.getByText('Joint account opening (registry and trading system)').first().waitFor();
      await page.getByTestId('union-trade-block').waitFor();
      await shot('66-union-open-en');
    });
  });

  it('/client/province/open: submits and shows 审核中 on /client/province/detail', async () => {
    const loginName = await visitor('p');
    await page.evaluate(() => localStorage.removeItem('token'));
    await signInTo(loginName, '/client/province/open');
    await page.getByText('省级管理员开户申请').first().waitFor();
    await inEnglish(async () => {
      await page.getByText('Provincial administrator application').first().waitFor();
      await shot('66-province-open-en');
    });
    await page.reload();
    await page.getByText('省级管理员开户申请').first().waitFor();
    // an empty submission: field messages, nothing written
    await page.getByTestId('province-submit').click();
    await expect.poll(() => page.getByText('不能为空！').count()).toBeGreaterThan(5);

    await choose('manageProvinceId', '福建省', true);
    await field('operatorName').locator('input').fill('省管页面');
    await choose('certificateType', '居民身份证');
    await field('certificateNo').locator('input').fill('11010519491231002X');
    await field('mobilePhoneNo').locator('input').fill('13800138000');
    await field('phoneNo').locator('input').fill('0591-12345678');
    await field('emailAddress').locator('input').fill('province.page@example.cn');
    await choose('provinceId', '福建省', true);
    await field('workUnit').locator('input').fill('福建省生态环境厅');
    await field('departmentDesc').locator('input').fill('应对气候变化处');
    await field('positionDesc').locator('input').fill('处长');
    await field('contactAddress').locator('textarea').fill('福建省福州市鼓楼区华林路1号');
    await field('faxNo').locator('input').fill('0591-87654321');
    // firstOptionLabel waits for the province list to close: its option is not taken for the field list's first
    const fields = field('operatorField').locator('.ant-select');
    await chooseManyIn(page, fields, [await firstOptionLabel(page, fields)]);
    // close the multi-select's list (it stays open on Escape while focused)
    await page.getByText('省级管理员开户申请').first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await shot('66-province-open-zh');
    await page.getByTestId('province-submit').click();
    await page.waitForURL((u) => u.pathname === '/client/province/detail', { timeout: 30000 });
    await expect.poll(() => page.getByTestId('province-status').textContent(), { timeout: 15000 }).toBe('审核中');
    await page.getByText('福建省').first().waitFor();
    await shot('66-province-detail-zh');
    const row = await db('province_operator_apply as a').join('operator as o', 'o.operator_id', 'a.operator_id').where('o.login_name', loginName).first('a.status', 'a.manage_province_id', 'a.operator_name');
    expect(row).toEqual({ status: 'auditing', manage_province_id: '350000', operator_name: '省管页面' });
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
  });
});
