// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { issueUnits, moveUnits } from '@ccer/workers/ledger/postings';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, SHOTS, shootBothLanguages, signInAs } from './support/browser.ts';
import { insertRegisteredProject, ownerOf } from './support/registered.ts';
import { createOperator } from '../fixtures/operators.ts';
import { operatorTypes } from '@ccer/contracts';

/**
 * Holdings, serial codes, the public serial lookup and the ledger's reconciliation in the browser (issue 12), in
 * Chinese and English: the owner's 持有量查询 with its detail, 编码查询 with a serial's history; the registry's
 * 企业持有量, one company's holdings, 日终对账 run now; the public 序号查询. Units are issued and moved straight in the
 * database (issueUnits / moveUnits). Screenshots: tests/artifacts/e2e/ccer-holdings/.
 */
const DIR = path.join(SHOTS, 'ccer-holdings');

describe('CCER holdings in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36).toUpperCase();
  const code = `E${run}`;
  const name = `浏览器持有量${run}`;
  let ownerCust: string;
  let otherCust: string;

  /** A signed-in page starting in Chinese (no init script pinning the language: shootBothLanguages switches it). */
  const open = async (user: { loginName: string; password: string }, viewport = { width: 1600, height: 1000 }): Promise<Page> => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport });
    const page = await context.newPage();
    await signInAs(page, user);
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    return page;
  };
  const go = (page: Page, url: string) => page.goto(`${testEnv.appUrl}${url}`);
  const shoot = (page: Page, shot: string, ready: (p: Page) => Promise<unknown>) => shootBothLanguages(page, DIR, shot, ready);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    ownerCust = owner.cust_id;
    await insertRegisteredProject(db, owner, { projectName: name, applyNo: `XMH${run}`, projectCode: code });
    const [other] = await db('customer').insert({ cust_name: `浏览器受让公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    otherCust = other.cust_id;
    const source = { businessType: 'e2e', businessKey: run, reason: 'browser journey' };
    await db.transaction((trx) => issueUnits(trx, { projectCode: code, vintage: 2022, quantity: 5000, holderId: ownerCust }, source));
    await db.transaction((trx) => issueUnits(trx, { projectCode: code, vintage: 2023, quantity: 3000, holderId: ownerCust }, source));
    await db.transaction((trx) =>
      moveUnits(trx, { kind: 'transfer', from: { holderId: ownerCust, state: 'available', claimId: null }, to: { holderId: otherCust, state: 'available', claimId: null }, quantity: 1200, scope: { projectCode: code, vintage: 2022 } }, source),
    );
    await db.transaction((trx) =>
      moveUnits(trx, { kind: 'retire', from: { holderId: ownerCust, state: 'available', claimId: null }, to: { holderId: ownerCust, state: 'retired', claimId: null }, quantity: 500, scope: { projectCode: code, vintage: 2022 } }, source),
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it("the owner sees its holding by state, a vintage's blocks, its serial codes and a serial's history", async () => {
    const page = await open(demoUsers.owner);
    await go(page, '/ccer/holding');
    await page.locator('input[id$="_projectCode"]').first().fill(code);
    await page.getByTestId('list-search').click();
    const row = page.locator('.ant-table-row', { hasText: '2022' });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    await expect.poll(() => row.innerText()).toContain('3,300');
    await expect.poll(() => page.getByTestId('holding-statement').count()).toBe(1);
    await shoot(page, 'holding', (p) => p.locator('.ant-table-row', { hasText: code }).first().waitFor());

    await go(page, `/ccer/holding/detail?projectCode=${code}&vintage=2022`);
    await shoot(page, 'holding-detail', (p) => p.getByTestId('holding-detail').waitFor());
    await expect.poll(() => page.getByTestId('holding-detail').innerText()).toContain(`CCER-${code}-2022-1-1-3300`);

    await go(page, '/ccer/encode');
    await page.locator('input[id$="_projectCode"]').first().fill(code);
    await page.getByTestId('list-search').click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: code }).count(), { timeout: 15000 }).toBe(3);
    await shoot(page, 'encode', (p) => p.locator('.ant-table-row', { hasText: code }).first().waitFor());

    await go(page, `/ccer/encodeDetail?serial=CCER-${code}-3500`);
    await shoot(page, 'encode-detail', (p) => p.getByTestId('serial-history').waitFor());
    const history = await page.getByTestId('serial-history').innerText();
    expect(history).toContain('签发');
    expect(history).toContain('抵销');
    await page.context().close();
  });

  it('on a phone the owner tells its vintages apart: each row shows its project, vintage and available units', async () => {
    const page = await open(demoUsers.owner, { width: 390, height: 844 });
    await go(page, '/ccer/holding');
    await page.locator('input[id$="_projectCode"]').first().fill(code);
    await page.getByTestId('list-search').click();
    const rows = page.locator('.ant-table-row', { hasText: code });
    await expect.poll(() => rows.count(), { timeout: 15000 }).toBe(2);
    // before, a phone showed the holder and the project only: the two vintages' rows read the same
    expect((await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim())).toEqual(['项目编号', '减排量产生年度', '可用', '操作']);
    expect((await rows.allInnerTexts()).map((r) => r.split(/\s+/).slice(0, 3).join(' ')).sort()).toEqual([`${code} 2022 3,300`, `${code} 2023 3,000`]);
    await page.screenshot({ path: path.join(DIR, 'holding-390-zh.png') });
    await page.context().close();
  });

  it("the registry sees every company's holdings, one company's, and reconciles the ledger", async () => {
    const page = await open(demoUsers.country);
    // without a company chosen, its statement waits for one from 企业持有量
    await go(page, '/ccer/holding');
    await page.getByTestId('holding-pick-company').waitFor();
    await go(page, '/ccer/companyHolding');
    await page.locator('input[id$="_custName"]').first().fill(`浏览器受让公司${run}`);
    await page.getByTestId('list-search').click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '1,200' }).count(), { timeout: 15000 }).toBe(1);
    await shoot(page, 'company-holding', (p) => p.locator('.ant-table-row').first().waitFor());

    await go(page, `/ccer/holding?custId=${otherCust}&custName=${encodeURIComponent(`浏览器受让公司${run}`)}`);
    await expect.poll(() => page.locator('.ant-table-row', { hasText: code }).count(), { timeout: 15000 }).toBe(1);
    await shoot(page, 'holding-of-company', (p) => p.getByTestId('holding-company').waitFor());

    await go(page, '/ccer/abutment/reconciliation');
    await page.getByRole('button', { name: '立即对账' }).click();
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 30000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-table-row').first().innerText(), { timeout: 30000 }).toContain('通过');
    // each invariant ok or broken with its lines: the newest run expanded (again after the language switch's reload)
    await shoot(page, 'reconciliation', async (p) => {
      await p.locator('.ant-table-row').first().waitFor();
      if ((await p.locator('[data-testid^="check-results-"]').count()) === 0) await p.locator('.ant-table-row-expand-icon').first().click();
      return p.locator('[data-testid^="check-results-"]').first().waitFor();
    });
    await page.context().close();
  });

  it("a public account holder's 持有量查询 offers no company's statement and no 企业持有量 hint (it opens no such page)", async () => {
    await createOperator({ loginName: `holding_public_${run}`, password: demoUsers.owner.password, operatorType: operatorTypes.publicPerson, roleName: '公众' });
    const page = await open({ loginName: `holding_public_${run}`, password: demoUsers.owner.password });
    await go(page, '/ccer/holding');
    await page.locator('.ant-table').waitFor();
    await expect.poll(() => page.locator('.ant-empty').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(await page.getByText('在“企业持有量”中选择企业后可下载其持有量对账单').count()).toBe(0);
    expect(await page.getByTestId('holding-statement').count()).toBe(0);
    await page.context().close();
    // on a phone its list names no holder: it never holds several companies' units (it showed 持有人 before)
    const phone = await open({ loginName: `holding_public_${run}`, password: demoUsers.owner.password }, { width: 390, height: 844 });
    await go(phone, '/ccer/holding');
    await expect.poll(() => phone.locator('.ant-empty').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect((await phone.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim())).toEqual(['项目编号', '减排量产生年度', '可用', '操作']);
    await phone.context().close();
  });

  it('anyone looks a serial up on the public pages; the holder shows once retired', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await go(page, '/projectPublicity/projectPublicityList');
    await page.getByTestId('publicity-nav-serial').click();
    await page.waitForURL((u) => u.pathname === '/projectPublicity/serial');
    await page.getByTestId('serial-input').fill(`CCER-${code}-100`);
    await page.getByTestId('serial-search').click();
    await expect.poll(() => page.getByTestId('serial-result').innerText(), { timeout: 15000 }).toContain(name);
    expect(await page.getByTestId('serial-result').innerText()).toContain('未抵销，不公开');
    await page.getByTestId('serial-input').fill(`CCER-${code}-3500`);
    await page.getByTestId('serial-search').click();
    await expect.poll(() => page.getByTestId('serial-result').innerText(), { timeout: 15000 }).toContain('已抵销');
    // the results are gone after the language switch's reload: shoot the form with a fresh search in each language
    await shoot(page, 'serial-lookup', async (p) => {
      await p.getByTestId('serial-input').fill(`CCER-${code}-3500`);
      await p.getByTestId('serial-search').click();
      return p.getByTestId('serial-result').waitFor();
    });
    await context.close();
  });
});
