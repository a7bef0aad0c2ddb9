// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { TRANSFER_PASSWORD, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { launchBrowser, SHOTS, shootBothLanguages, spinnersGone, stillness, zhPageAs } from './support/browser.ts';

/**
 * 账户绑定 in the browser: a key emitting entity's representative finds 账户绑定 under 全国注册登记系统对接, is told
 * each wrong field in Chinese, binds the company's national carbon market account, then unbinds it with a reason and
 * sees it among the earlier bindings; the registry's country01 lists it. Screenshots in Chinese and English, and on a
 * phone: tests/artifacts/e2e/national-binding/.
 */
const DIR = path.join(SHOTS, 'national-binding');

describe('national carbon market account binding in the browser', () => {
  const run = Date.now().toString(36);
  const accountNo = `GB-${run}`.toUpperCase();
  let browser: Browser;
  let db: Knex;
  let company: TransferCompany;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = createDb(testEnv.databaseUrl, 2);
    company = await transferCompany(db, 'gb', run, false);
    await db('customer').where({ cust_id: company.custId }).update({ cust_type: '02' });
    browser = await launchBrowser();
    page = await zhPageAs(browser, { loginName: company.init.loginName, password: TRANSFER_PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('binds with each wrong field told in Chinese, then unbinds with a reason', async () => {
    await page.goto(`${testEnv.appUrl}/ccer/abutment/association`);
    await page.getByTestId('binding-bind').waitFor({ timeout: 20000 });
    // the menu shows the entry to a key emitting entity
    expect(await page.locator('.ant-menu').getByText('账户绑定').count()).toBeGreaterThan(0);
    await page.getByTestId('binding-bind').click();
    // the open dialog (antd puts a Modal's test id on its root, not its visible box)
    const modal = page.locator('.ant-modal-wrap:visible');
    await page.getByTestId('binding-account-no').waitFor();
    // the company's name to start from
    expect(await page.getByTestId('binding-emitter-name').inputValue()).toBe(company.custName);
    await page.getByTestId('binding-account-no').fill('GB 01');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal.getByText('账户号只能包含字母、数字和连字符').waitFor({ timeout: 10000 });
    await stillness(page);
    await page.screenshot({ path: path.join(DIR, '01-bind-refused-zh.png'), fullPage: true });
    await page.getByTestId('binding-account-no').fill(accountNo);
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('binding-current').textContent(), { timeout: 20000 }).toContain(accountNo);
    expect(await db('national_account_binding').where({ cust_id: company.custId, status: 'bound' }).first('national_account_no')).toEqual({ national_account_no: accountNo });
    await shootBothLanguages(page, DIR, '02-bound', (p) => p.getByTestId('binding-current').waitFor());
    await page.setViewportSize({ width: 390, height: 844 });
    await spinnersGone(page);
    await stillness(page);
    await page.screenshot({ path: path.join(DIR, '02-bound-phone-zh.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    // the national market offset's form names the account the offset will serve
    await page.goto(`${testEnv.appUrl}/ccer/offset/country`);
    await expect.poll(() => page.getByTestId('offset-national-account').textContent(), { timeout: 20000 }).toBe(accountNo);
    await stillness(page);
    await page.screenshot({ path: path.join(DIR, '02-offset-form-zh.png'), fullPage: true });
    await page.goto(`${testEnv.appUrl}/ccer/abutment/association`);

    await page.getByTestId('binding-unbind').click();
    await page.getByTestId('binding-unbind-reason').fill('全国碳市场账户变更');
    await stillness(page);
    await page.screenshot({ path: path.join(DIR, '03-unbind-zh.png'), fullPage: true });
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByTestId('binding-bind').waitFor({ timeout: 20000 });
    await expect.poll(() => page.getByTestId('binding-history').textContent()).toContain('全国碳市场账户变更');
    await shootBothLanguages(page, DIR, '04-unbound', (p) => p.getByTestId('binding-history').getByText(accountNo).waitFor());
    // unbound, the form says the offset serves no national account and where to bind one
    await page.goto(`${testEnv.appUrl}/ccer/offset/country`);
    await page.getByTestId('offset-no-national-account').waitFor({ timeout: 20000 });
    expect(await page.getByTestId('offset-national-account').count()).toBe(0);
  }, 180_000);

  it('lists every company’s bindings for the registry', async () => {
    const registry = await zhPageAs(browser, demoUsers.country);
    await registry.goto(`${testEnv.appUrl}/ccer/abutment/association`);
    await registry.getByText(company.custName).first().waitFor({ timeout: 20000 });
    expect(await registry.locator('tr', { hasText: accountNo }).textContent()).toContain('已解绑');
    await shootBothLanguages(registry, DIR, '05-registry-list', (p) => p.getByText(accountNo).first().waitFor());
    // the link's other pages: the national market's offset rules (履约配置), its reports (对接操作) and requests (请求日志)
    await registry.goto(`${testEnv.appUrl}/ccer/abutment/performance`);
    await registry.getByText('全国碳市场抵销').first().waitFor({ timeout: 20000 });
    expect(await registry.locator('.ant-table-tbody tr').filter({ hasText: '地方试点抵销' }).count()).toBe(0);
    await shootBothLanguages(registry, DIR, '06-performance', (p) => p.locator('.ant-table-tbody').waitFor());
    for (const [url, name] of [['/ccer/abutment/operate', '07-operate'], ['/ccer/abutment/requestLog', '08-request-log']] as const) {
      await registry.goto(`${testEnv.appUrl}${url}`);
      await registry.locator('.ant-table').first().waitFor({ timeout: 20000 });
      await spinnersGone(registry);
      expect(await registry.locator('.ant-table-tbody tr').filter({ hasText: /上海|北京|CORSIA/ }).count()).toBe(0);
      await shootBothLanguages(registry, DIR, name, (p) => p.locator('.ant-table').first().waitFor());
    }
    await registry.close();
  }, 120_000);
});
