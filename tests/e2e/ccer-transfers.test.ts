// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany, TRANSFER_PASSWORD, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { chooseOption, launchBrowser, shootBothLanguages, SHOTS, zhPageAs } from './support/browser.ts';

/**
 * Holdings transfers in the browser (issue 12): company A's initiating representative transfers part of a block to
 * company B on 账户间划转 (the project and vintage from A's own holding, the receiver searched by account number), A's
 * confirming representative confirms on the page the 划转确认 list opens, and B sees the tail block in its records and
 * on the transfer's detail. Units are issued straight through the ledger. Screenshots in Chinese and English:
 * tests/artifacts/e2e/ccer-transfers/.
 */
const DIR = path.join(SHOTS, 'ccer-transfers');

describe('holdings transfers in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const project = `E${run}`.toUpperCase().slice(0, 16);
  let a: TransferCompany;
  let b: TransferCompany;
  const user = (r: { loginName: string }) => ({ loginName: r.loginName, password: TRANSFER_PASSWORD });
  /** A Chinese page signed in as the representative (no language pinned, so the English shots switch the preference). */
  const openAs = (r: { loginName: string }): Promise<Page> => zhPageAs(browser, user(r));

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    a = await transferCompany(db, 'ea', run, false);
    b = await transferCompany(db, 'eb', run, false);
    await issueTo(db, a.custId, project, 2024, 1000);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('A transfers 300 of its block to B with maker-checker; B sees the tail block', async () => {
    // the initiating representative's form
    const maker = await openAs(a.init);
    await maker.goto(`${testEnv.appUrl}/ccer/transfer/account`);
    await shootBothLanguages(maker, DIR, '01-transfer-account-form', (p) => p.getByTestId('transfer-account-page').waitFor());
    await chooseOption(maker, 'position', project);
    await maker.locator('input#quantity').fill('300');
    await chooseOption(maker, 'toCustId', b.custName, b.custNo);
    await maker.locator('textarea#remark').fill('浏览器划转');
    await maker.getByTestId('transfer-submit').click();
    await maker.getByTestId('transfer-detail-page').waitFor({ timeout: 20000 });
    await expect.poll(() => maker.getByTestId('transfer-status').textContent()).toBe('待确认');
    const transfer = await db('ccer_transfer').where({ cust_id: a.custId }).first('id', 'transfer_no');
    expect(transfer).toBeTruthy();
    await shootBothLanguages(maker, DIR, '02-transfer-pending', (p) => p.getByTestId('transfer-ranges').getByText(`CCER-${project}-2024-1-701-1000`).waitFor());
    // the initiator has no decision to make on their own transfer
    expect(await maker.getByTestId('transfer-approve').count()).toBe(0);

    // the confirming representative: 划转确认 → 确认 → the decision
    const checker = await openAs(a.check);
    await checker.goto(`${testEnv.appUrl}/ccer/transfer/confirm`);
    await checker.getByTestId(`op-confirm-${transfer.id}`).click({ timeout: 30000 });
    await checker.getByTestId('transfer-confirm-card').waitFor();
    await shootBothLanguages(checker, DIR, '03-transfer-confirm', (p) => p.getByTestId('transfer-confirm-card').waitFor());
    await checker.getByTestId('transfer-opinion').fill('同意');
    await checker.getByTestId('transfer-approve').click();
    await expect.poll(async () => (await db('ccer_transfer').where({ id: transfer.id }).first('status')).status, { timeout: 30000 }).toBe('posted');

    // B sees the received transfer and its tail block
    const receiver = await openAs(b.init);
    await receiver.goto(`${testEnv.appUrl}/ccer/transfer/record`);
    await receiver.getByText(transfer.transfer_no).waitFor({ timeout: 20000 });
    await shootBothLanguages(receiver, DIR, '04-transfer-records-receiver', (p) => p.getByText(transfer.transfer_no).waitFor());
    await receiver.goto(`${testEnv.appUrl}/ccer/transfer/confirmDetail?id=${transfer.id}`);
    await expect.poll(() => receiver.getByTestId('transfer-status').textContent(), { timeout: 20000 }).toBe('已划转');
    await receiver.getByTestId('transfer-ranges').getByText(`CCER-${project}-2024-1-701-1000`).waitFor();
    await shootBothLanguages(receiver, DIR, '05-transfer-posted-receiver', (p) => p.getByTestId('transfer-notice').waitFor());
    expect(await db('unit_block').where({ holder_id: b.custId, project_code: project }).select('serial_start', 'serial_end')).toEqual([{ serial_start: '701', serial_end: '1000' }]);
  }, 240_000);

  it("tells the registry's administrator it acts for no company, without a refusal from the server", async () => {
    const page = await zhPageAs(browser, demoUsers.admin);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/positions')) asked.push(r.url());
    });
    for (const [url, alert, text] of [
      ['/ccer/transfer/account', 'transfer-no-company', '当前账号未绑定企业账户，不能划转'],
      ['/ccer/transfer/holding', 'transfer-no-company', '当前账号未绑定企业账户，不能划转'],
      ['/ccer/offset/logout', 'offset-no-company', '当前账号未绑定企业账户，不能申请抵销或注销'],
    ] as const) {
      await page.goto(`${testEnv.appUrl}${url}`);
      await expect.poll(() => page.getByTestId(alert).textContent(), { timeout: 15000 }).toContain(text);
      // nothing to pick: the form is off
      await expect.poll(() => page.locator('.ant-select-disabled').count()).toBeGreaterThan(0);
    }
    await page.screenshot({ path: path.join(DIR, '06-offset-no-company-zh.png') });
    // a floating refusal would have covered the top navigation for its seconds (and for as long as the pointer rests on it)
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.context().close();
  }, 60_000);
});
