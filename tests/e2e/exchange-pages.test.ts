// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { transferPaths } from '@ccer/contracts';
import { testApp } from '../fixtures/app.ts';
import { eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { sendBatch } from '../fixtures/exchange.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { launchBrowser, SHOTS, shootBothLanguages, zhPageAs } from './support/browser.ts';

/**
 * The exchange's pages in the browser: two companies move units onto the trading platform over the API and the
 * exchange's counterpart sends a day's batch (A sells B 120 t, B sells A 20 t). The registry (country01) finds it on
 * 清算步骤 awaiting its confirmation, approves it on the batch's page and sees it settled with its five steps done;
 * then 清算份额 (A −100, B +100), 客户余额 and 交易所余额 (no difference), 清算报表, 接口调用日志 with one call's
 * drawer, and 签名日志 (with a forged call's refusal). Screenshots in Chinese and English: tests/artifacts/e2e/exchange-pages/.
 */
const DIR = path.join(SHOTS, 'exchange-pages');

describe('the exchange in the browser', () => {
  let browser: Browser;
  let app: FastifyInstance;
  let db: Knex;
  let page: Page;
  let a: TransferCompany;
  let b: TransferCompany;
  let batchNo: string;
  let batchId: string;
  const run = Date.now().toString(36);
  const project = `WJ${run}`.toUpperCase().slice(0, 16);

  /** Ready for a screenshot: `shown` is there and the table's loading fade has ended. */
  const ready = (shown: (p: Page) => Promise<unknown>) => async (p: Page) => {
    await shown(p);
    await expect.poll(() => p.locator('.ant-spin-blur, .ant-spin-spinning').count(), { timeout: 15000 }).toBe(0);
    await p.waitForTimeout(400);
  };
  const open = async (url: string, shown: string) => {
    await page.goto(`${testEnv.appUrl}${url}`);
    await page.getByText(shown).first().waitFor({ timeout: 20000 });
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    app = await testApp({ EXCHANGE_URL: testEnv.exchangeUrl, EXCHANGE_SECRET: process.env.TEST_EXCHANGE_SECRET!, EXCHANGE_BACKOFF_SECONDS: '1,2', EXCHANGE_TIMEOUT_MS: '1500' });
    // sends the workers' messages to the exchange on its outbox's interval, as a running gateway does (the stack's
    // gateway looks every ten minutes only, and a kick after a change sends engine commands only)
    app.outbox.start(250);
    db = app.db;
    [a, b] = await Promise.all([transferCompany(db, 'wa', run), transferCompany(db, 'wb', run)]);
    await issueTo(db, a.custId, project, 2024, 500);
    await issueTo(db, b.custId, project, 2024, 300);
    for (const [c, quantity] of [[a, 400], [b, 100]] as const) {
      expect((await c.init.client.post(transferPaths.platform, { projectCode: project, vintage: 2024, quantity })).status).toBe(200);
    }
    // the exchange's book has the deposits before it sends its batch with the balances after the day's trades
    await eventually(async () => {
      const sent = await db('exchange_message').whereIn('business_key', db('ccer_transfer').whereIn('cust_id', [a.custId, b.custId]).select('id')).where({ kind: 'deposit', status: 'sent' }).count({ n: '*' }).first();
      return Number(sent?.n) === 2;
    }, 30000, 'the deposits told to the exchange');
    const trade = (no: string, seller: TransferCompany, buyer: TransferCompany, quantity: number, price: number) => ({ tradeNo: `${no}${run}`, sellerAccountNo: seller.custNo, buyerAccountNo: buyer.custNo, projectCode: project, vintage: 2024, quantity, price });
    const sent = await sendBatch({ tradeDate: isoDay(), trades: [trade('W1', a, b, 120, 52.3), trade('W2', b, a, 20, 53)] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    batchNo = sent.batchNo;
    // a forged call (wrong secret) is refused and logged: the signature log's red tag
    const forged = await sendBatch({ batchNo: `FG${run}`.toUpperCase(), tradeDate: isoDay(), trades: [trade('F1', a, b, 10, 40)], balances: [], badSignature: true });
    expect(forged.status).toBe(401);
    const checked = await eventually(() => db('clearing_batch').where({ batch_no: batchNo, status: 'confirming' }).first<{ id: string } | undefined>('id'), 30000, 'the batch checked');
    batchId = checked.id;
    browser = await launchBrowser();
    page = await zhPageAs(browser, demoUsers.country);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('confirms a batch on its page and sees it settled, its five steps done', async () => {
    await open('/liquidation/step', batchNo);
    await page.getByTestId(`op-confirm-${batchId}`).waitFor({ timeout: 20000 });
    await expect.poll(() => page.locator('tr', { hasText: batchNo }).textContent()).toContain('待复核');
    await shootBothLanguages(page, DIR, '01-steps', ready((p) => p.getByTestId(`op-confirm-${batchId}`).waitFor()));
    await page.setViewportSize({ width: 390, height: 844 });
    await ready((p) => p.getByText(batchNo).first().waitFor())(page);
    await page.screenshot({ path: path.join(DIR, '01-steps-phone-zh.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId(`op-confirm-${batchId}`).click();
    await page.waitForURL((u) => u.pathname === '/liquidation/step/detail' && u.searchParams.get('id') === batchId);
    await page.getByTestId('clearing-decision').waitFor({ timeout: 20000 });
    await page.getByTestId('clearing-opinion').fill('成交数据核对无误');
    await page.screenshot({ path: path.join(DIR, '02-confirm-zh.png'), fullPage: true });
    await page.getByTestId('clearing-decision-submit').click();
    await expect.poll(() => page.getByTestId('clearing-batch-status').textContent(), { timeout: 30000 }).toBe('已交收');
    // the report to the exchange is sent by the in-process gateway's outbox
    await eventually(async () => {
      await app.outbox.deliverNow();
      return (await db('exchange_message').where({ business_key: batchId, kind: 'clearingResult' }).first('status'))?.status === 'sent';
    }, 30000, 'the outcome reported');
    await expect.poll(() => page.locator('[data-testid="clearing-steps"] .ant-steps-item-finish').count(), { timeout: 30000 }).toBe(5);
    expect(await page.getByTestId('clearing-batch-detail').textContent()).toContain('成交数据核对无误');
    await shootBothLanguages(page, DIR, '03-settled', ready((p) => p.getByTestId('clearing-steps').waitFor()));
  }, 180_000);

  it('shows the portions, the balances on both sides, the report, the calls and the signatures', async () => {
    await open(`/liquidation/portion?batchNo=${batchNo}`, a.custNo);
    const portion = (c: TransferCompany) => page.locator('tr', { hasText: c.custNo }).textContent();
    await expect.poll(() => portion(a)).toContain('-100');
    await expect.poll(() => portion(b)).toContain('+100');
    await shootBothLanguages(page, DIR, '04-portions', ready((p) => p.getByText(a.custNo).first().waitFor()));

    await open(`/liquidation/customerBalance?projectCode=${project}`, a.custNo);
    await expect.poll(() => page.locator('tr', { hasText: a.custNo }).textContent()).toMatch(/300.*300.*0/);
    await expect.poll(() => page.locator('tr', { hasText: b.custNo }).textContent()).toMatch(/200.*200.*0/);
    await shootBothLanguages(page, DIR, '05-customer-balances', ready((p) => p.getByText(b.custNo).first().waitFor()));

    await open(`/liquidation/exchangeBalance?projectCode=${project}`, project);
    await expect.poll(() => page.locator('tr', { hasText: project }).textContent()).toMatch(/500.*500/);
    await shootBothLanguages(page, DIR, '06-exchange-balances', ready((p) => p.getByText(project).first().waitFor()));

    await open('/liquidation/report', isoDay());
    await shootBothLanguages(page, DIR, '07-report', ready((p) => p.getByText(isoDay()).first().waitFor()));

    await open(`/ccerJoint/invokingLog?businessNo=${batchNo}`, batchNo);
    const inbound = await db('exchange_call').where({ business_no: batchNo, direction: 'in' }).first('id');
    await page.getByTestId(`op-view-${inbound.id}`).click();
    await page.getByTestId('exchange-call-body').getByText(`"batchNo": "${batchNo}"`).waitFor({ timeout: 20000 });
    expect(await page.getByTestId('exchange-call-headers').textContent()).toMatch(/x-ccer-signature: hmac-sha256=[0-9a-f]{64}/);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(DIR, '08-call-drawer-zh.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await shootBothLanguages(page, DIR, '09-calls', ready((p) => p.getByTestId(`op-view-${inbound.id}`).waitFor()));

    await open(`/ccerJoint/signLog?businessNo=${batchNo}`, batchNo);
    // the exchange's batch, verified; the registry's report of its outcome, signed
    await expect.poll(() => page.locator('tr', { hasText: batchNo }).filter({ hasText: '验签通过' }).count(), { timeout: 15000 }).toBe(1);
    await expect.poll(() => page.locator('tr', { hasText: batchNo }).filter({ hasText: '已签名' }).count()).toBe(1);
    // the signed timestamp reads as registry time beside the row's own time, not as Unix seconds
    const signedRow = (await page.locator('tr', { hasText: batchNo }).filter({ hasText: '已签名' }).textContent()) ?? '';
    expect(signedRow.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g)).toHaveLength(2);
    expect(signedRow).not.toMatch(/\b1\d{9}\b/);
    await shootBothLanguages(page, DIR, '10-signatures', ready((p) => p.getByText(batchNo).first().waitFor()));

    // the forged batch: newest of the refused received signatures, with why
    await open('/ccerJoint/signLog?direction=in&result=refused', '签名不一致');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').first().textContent()).toMatch(/验签失败.*签名不一致/);
  }, 180_000);
});
