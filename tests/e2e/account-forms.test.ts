// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { launchBrowser, newZhPage, shooter, signInAs, zhPageAs } from './support/browser.ts';

/**
 * Every account form of accounts spec §3 in Chromium, in Chinese and in English, kept as screenshots
 * (tests/artifacts/e2e/80-*): the back-office operator forms, the company change form, and the client
 * opening forms. In English no form label may still be Chinese (a missing translation shows as such).
 */
const PASSWORD = 'Visit@12345';
const CJK = /[\u4e00-\u9fff]/;

const backOffice: Array<[name: string, path: string]> = [
  ['country', '/account/country/add'],
  ['province', '/account/province/add'],
  ['configure', '/accountconfigure/add'],
  ['exchange', '/account/exchange/add'],
  ['experts', '/account/experts/add'],
];
const client: Array<[name: string, path: string]> = [
  ['company-open', '/client/company/open'],
  ['company-union-open', '/client/company/unionOpen'],
  ['org-open', '/client/org/open'],
  ['public-open', '/client/public/open'],
  ['province-open', '/client/province/open'],
];

describe('account forms in zh and en', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const visitor = `af${Date.now().toString(36).slice(-8)}`;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: visitor, password_hash: await hashPassword(PASSWORD), operator_code: visitor, operator_name: '游客表单', operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
  });

  /** Opens the path in the language, waits for its form, keeps a screenshot and returns the labels shown. */
  async function formIn(page: Page, lang: 'zh' | 'en', name: string, path: string): Promise<string[]> {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`${testEnv.appUrl}${path}`);
    await page.locator('.ant-form').first().waitFor({ timeout: 20000 });
    // dictionaries and regions arrive after the frame: let the selects fill before the picture
    await page.waitForLoadState('networkidle');
    await shooter(page)(`80-form-${name}-${lang}`);
    // what names the fields: labels, or placeholders where a form has none (sign-in style forms)
    return page
      .locator('.ant-form .ant-form-item-label label, .ant-form input[placeholder]')
      .evaluateAll((els) => els.map((e) => (e instanceof HTMLInputElement ? e.placeholder : (e as HTMLElement).innerText)).filter(Boolean));
  }

  async function bothLanguages(page: Page, forms: Array<[string, string]>) {
    for (const [name, path] of forms) {
      const zh = await formIn(page, 'zh', name, path);
      expect(zh.some((l) => CJK.test(l)), `${name}: Chinese labels`).toBe(true);
      const en = await formIn(page, 'en', name, path);
      expect(en.filter((l) => CJK.test(l)), `${name}: labels left in Chinese`).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
  }

  it('back-office operator forms (country, province, configure, exchange, experts)', async () => {
    const page = await zhPageAs(browser, demoUsers.admin);
    await bothLanguages(page, backOffice);
    await page.context().close();
  });

  it('the company change form of a representative', async () => {
    const page = await zhPageAs(browser, demoUsers.owner);
    const owner = await db('operator').where({ login_name: demoUsers.owner.loginName }).first('cust_id');
    await bothLanguages(page, [['company-edit', `/account/company/edit?custId=${owner.cust_id}`]]);
    await page.context().close();
  });

  it('the client opening forms of a visitor, and public accounts of both kinds', async () => {
    const { page } = await newZhPage(browser);
    await page.goto(`${testEnv.appUrl}/login`);
    await bothLanguages(page, [['register', '/client/register']]);
    await signInAs(page, { loginName: visitor, password: PASSWORD });
    await bothLanguages(page, client);
    // an organisation public account (11) switches labels and documents (§3.5)
    await page.goto(`${testEnv.appUrl}/client/public/open`);
    await page.getByTestId('public-operator-type').locator('input[value="11"]').check();
    await shooter(page)('80-form-public-open-11-zh');
    await page.context().close();
  });

  it('the utility routes /redirect/{path}, /redirectpage and /auth-redirect lead to same-site pages only', async () => {
    const { page } = await newZhPage(browser);
    const pathAfter = async (url: string) => {
      await page.goto(`${testEnv.appUrl}${url}`);
      await page.waitForLoadState('networkidle');
      return new URL(page.url()).pathname;
    };
    expect(await pathAfter('/redirect/client/register')).toBe('/client/register');
    expect(await pathAfter(`/redirectpage?redirect=${encodeURIComponent('/client/forgetPassword')}`)).toBe('/client/forgetPassword');
    // another site is never a target: home (here the sign-in page, nobody being signed in)
    expect(await pathAfter(`/auth-redirect?redirect=${encodeURIComponent('//example.com/x')}`)).toBe('/login');
    // a handed-over token becomes the session
    const client = await new ApiClient().signIn(demoUsers.owner);
    expect(await pathAfter(`/auth-redirect?token=${client.token}&redirect=${encodeURIComponent('/account/company/manage')}`)).toBe('/account/company/manage');
    await page.getByTestId('cust-name').waitFor();
    // company edit needs its formInfo (router state) or a query; without either it goes to its menu (§2.5)
    expect(await pathAfter('/account/company/edit')).toBe('/account/company/manage');
    await page.context().close();
  });
});
