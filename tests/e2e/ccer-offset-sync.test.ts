// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import type { OffsetDetail } from '@ccer/contracts';
import { testApp } from '../fixtures/app.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { countryOffset, failNext, marketSync, retireOffset } from '../fixtures/offset-sync.ts';
import { confirmOk, launchBrowser, SHOTS, shootBothLanguages, zhPageAs } from './support/browser.ts';

/**
 * The sync records in the browser (issue 13): three compliance offsets retired through their chain over the API (a
 * country one the market accepts, a country one the market fails three times, a Shanghai pilot one), their reports
 * dispatched by an in-process gateway. The registry (country01) sees them on 同步申请记录, re-sends the failed one after
 * a confirmation (the market accepts it), opens its requests on 同步记录 and one request's headers, body and answer.
 * Screenshots in Chinese and English: tests/artifacts/e2e/ccer-offset-sync/.
 */
const DIR = path.join(SHOTS, 'ccer-offset-sync');

describe('sync records in the browser', () => {
  let browser: Browser;
  let db: Knex;
  let app: FastifyInstance;
  let a: TransferCompany;
  const run = Date.now().toString(36);
  const project = `Y${run}`.toUpperCase().slice(0, 16);
  let accepted: OffsetDetail;
  let failing: OffsetDetail;
  let pilot: OffsetDetail;
  const syncIdOf = async (offsetId: string) => (await db('ccer_offset_sync').where({ offset_id: offsetId }).first('id')).id as string;
  const syncStatus = (offsetId: string) => db('ccer_offset_sync').where({ offset_id: offsetId }).first('status').then((r) => r?.status as string | undefined);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    a = await transferCompany(db, 'ya', run, true, '01,02,03');
    await createOperator({ loginName: `yb_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    const [auditor, confirmer] = await Promise.all([new ApiClient().signIn(demoUsers.country), new ApiClient().signIn({ loginName: `yb_chk_${run}`, password: DEMO_PASSWORD })]);
    await issueTo(db, a.custId, project, 2024, 1000);
    const chain = { company: a, auditor, confirmer };
    accepted = await retireOffset(chain, countryOffset(project, 2024, 120));
    failing = await retireOffset(chain, countryOffset(project, 2024, 80), (id) => failNext(3, { status: 503, idempotencyKey: id }));
    pilot = await retireOffset(chain, { kind: 'pilot', projectCode: project, vintage: 2024, quantity: 40, market: 'shanghai', marketAccount: 'SH-0002', emitterName: '某化工公司', complianceYear: 2025, verifiedEmissions: 10000 });
    app = await testApp({ MARKET_SYNC_URL: marketSync.url, MARKET_SYNC_SECRET: marketSync.secret, MARKET_SYNC_BACKOFF_SECONDS: '1,1' });
    await app.outbox.deliverNow();
    await eventually(async () => (await syncStatus(accepted.id)) === 'sent' && (await syncStatus(pilot.id)) === 'sent' && (await syncStatus(failing.id)) === 'failed', 30000, 'the reports settled');
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.destroy();
  });

  /** Ready for a screenshot: `shown` is there, the table's loading fade has ended and no confirmation is open. */
  const ready = (shown: (p: Page) => Promise<unknown>) => async (p: Page) => {
    await shown(p);
    await expect.poll(() => p.locator('.ant-spin-blur, .ant-spin-spinning, .ant-modal-confirm:visible').count(), { timeout: 15000 }).toBe(0);
    await p.waitForTimeout(400);
  };

  const openAsRegistry = async (url: string): Promise<Page> => {
    const page = await zhPageAs(browser, demoUsers.country);
    await page.goto(`${testEnv.appUrl}${url}`);
    return page;
  };

  it('lists the reports, re-sends the failed one, and shows its requests and one request in full', async () => {
    const failedId = await syncIdOf(failing.id);
    const page = await openAsRegistry('/ccer/offset/syncRecordApplyList');
    const rowOf = (offsetNo: string) => page.locator('tr', { hasText: offsetNo });
    await page.getByTestId(`op-resend-${failedId}`).waitFor({ timeout: 20000 });
    await expect.poll(() => rowOf(accepted.offsetNo).textContent()).toContain('已同步');
    await expect.poll(() => rowOf(failing.offsetNo).textContent()).toContain('同步失败');
    await expect.poll(() => rowOf(pilot.offsetNo).textContent()).toContain('上海');
    // only the failed report offers a re-send
    expect(await page.getByTestId(`op-resend-${await syncIdOf(accepted.id)}`).count()).toBe(0);
    await shootBothLanguages(page, DIR, '01-apply-list', ready((p) => p.getByTestId(`op-resend-${failedId}`).waitFor()));

    // 重新发送 asks first; the market accepts it
    await page.getByTestId(`op-resend-${failedId}`).click();
    await page.locator('.ant-modal-confirm:visible').waitFor();
    await page.screenshot({ path: path.join(DIR, '02-resend-confirm-zh.png'), fullPage: true });
    await confirmOk(page);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden', timeout: 20000 });
    await expect.poll(() => syncStatus(failing.id), { timeout: 20000 }).toBe('sent');
    await expect.poll(() => rowOf(failing.offsetNo).textContent(), { timeout: 20000 }).toContain('已同步');
    expect(await page.getByTestId(`op-resend-${failedId}`).count()).toBe(0);
    await shootBothLanguages(page, DIR, '03-apply-list-resent', ready((p) => p.getByTestId(`op-requests-${failedId}`).waitFor()));

    // its requests: three 503s and the accepted re-send, newest first
    await page.getByTestId(`op-requests-${failedId}`).click();
    await page.waitForURL((u) => u.pathname === '/ccer/offset/syncRecordList' && u.searchParams.get('offsetNo') === failing.offsetNo);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20000 }).toBe(4);
    const rows = await db('ccer_offset_sync_request').where({ sync_id: failedId }).orderBy('id').select('id', 'status_code');
    expect(rows.map((r) => r.status_code)).toEqual([503, 503, 503, 200]);
    await shootBothLanguages(page, DIR, '04-request-list', ready((p) => p.getByTestId(`op-view-${rows[3].id}`).waitFor()));

    // one request: the headers with the signature, the body, the answer with the receipt
    const receipt = (await db('ccer_offset_sync').where({ id: failedId }).first('receipt_no')).receipt_no as string;
    const openDrawer = async (p: Page) => {
      await ready((q) => q.getByTestId(`op-view-${rows[3].id}`).waitFor())(p);
      await p.getByTestId(`op-view-${rows[3].id}`).click();
      await p.getByTestId('sync-request-answer').getByText(receipt).waitFor({ timeout: 20000 });
      // the drawer has slid in when its panel stops moving
      const panel = p.locator('.ant-drawer-content-wrapper');
      await expect.poll(async () => {
        const before = (await panel.boundingBox())?.x;
        await p.waitForTimeout(150);
        return before !== undefined && before === (await panel.boundingBox())?.x;
      }).toBe(true);
    };
    await openDrawer(page);
    await expect.poll(() => page.getByTestId('sync-request-headers').textContent()).toContain(`Idempotency-Key: ${failing.id}`);
    expect(await page.getByTestId('sync-request-headers').textContent()).toMatch(/X-CCER-Signature: hmac-sha256=[0-9a-f]{64}/);
    expect(await page.getByTestId('sync-request-body').textContent()).toContain(failing.certificateNo!);
    expect(await page.getByTestId('sync-request-body').textContent()).not.toContain(marketSync.secret);
    await page.screenshot({ path: path.join(DIR, '05-request-drawer-zh.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await openDrawer(page);
    await page.getByTestId('sync-request-drawer').getByText('Request body').waitFor();
    await page.screenshot({ path: path.join(DIR, '05-request-drawer-en.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'zh'));

    // every request, unfiltered
    await page.goto(`${testEnv.appUrl}/ccer/offset/syncRecordList`);
    await page.getByTestId(`op-view-${rows[3].id}`).waitFor({ timeout: 20000 });
    await shootBothLanguages(page, DIR, '06-request-list-all', ready((p) => p.getByTestId(`op-view-${rows[3].id}`).waitFor()));
  }, 240_000);

  it('keeps a company representative out of both pages', async () => {
    const page = await zhPageAs(browser, { loginName: a.init.loginName, password: 'Rep@123456' });
    const r = await page.request.post(`${testEnv.appUrl}/api/ccer/offset/sync-apply-list`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      data: {},
    });
    expect(r.status()).toBe(403);
  }, 60_000);
});
