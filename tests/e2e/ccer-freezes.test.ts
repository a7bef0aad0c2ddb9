// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import type { AccountTransferRow, FreezeRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { createOperator } from '../fixtures/operators.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { chooseIn, launchBrowser, modalSettled, SHOTS } from './support/browser.ts';
import { openIn, shootEachLanguage, shotIn } from './support/registered.ts';
import { issueUnits } from '../../workers/src/ledger/postings.ts';

/**
 * Freezes and account transfers in the browser (issue 12): the registry's 冻结记录 with a freeze written through the
 * API, the 冻结 form and 解冻 from the list; 划转申请, 申请记录, and an account transfer confirmed on its detail page by a
 * second registry operator as 划转确认 opens it; zh and en. Units are issued straight into the ledger.
 * Screenshots: tests/artifacts/e2e/ccer-freezes/.
 */
const DIR = path.join(SHOTS, 'ccer-freezes');
const PASSWORD = 'Demo@123456';

describe('freezes and account transfers in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36).toUpperCase();
  const projectCode = `EF${run}`;
  const country = new ApiClient();
  const confirmerUser = { loginName: `e2e_hzc_${run}`, password: PASSWORD };
  let freeze: FreezeRow;
  let transfer: AccountTransferRow;
  const shot = shotIn(DIR);
  /** <name>-zh.png and -en.png of `url` as `user`, each in a page opened in that language, once `ready` holds and nothing spins. */
  const bothLanguages = (user: { loginName: string; password: string }, url: string, name: string, ready: (p: Page) => Promise<unknown>) =>
    shootEachLanguage(browser, DIR, user, url, name, ready);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 1 } });
    const insert = async (name: string) => (await db('customer').insert({ cust_name: `${name}${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id'))[0].cust_id as string;
    const custA = await insert('浏览器冻结甲公司');
    const custB = await insert('浏览器划转乙公司');
    await db.transaction((trx) => issueUnits(trx, { projectCode, vintage: 2024, quantity: 5000, holderId: custA }, { businessType: 'test', businessKey: run, reason: 'e2e issuance' }));
    await createOperator({ ...confirmerUser, operatorType: '02', roleName: '国家管理员' });
    await country.signIn(demoUsers.country);
    const frozen = await country.post<FreezeRow>('/api/ccer/freeze/apply', { custId: custA, projectCode, vintage: 2024, quantity: 1200, reason: '（2026）京01执保123号 协助执行通知书', fileIds: [await uploadDocument(country, 'F01')] });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    freeze = frozen.body.dataInfo;
    const applied = await country.post<AccountTransferRow>('/api/ccer/account-transfer/apply', {
      transferType: '01',
      fromCustId: custA,
      toCustId: custB,
      projectCode,
      vintage: 2024,
      quantity: 800,
      reason: '公司合并，乙公司承继甲公司全部权利义务',
      fileIds: [await uploadDocument(country, 'H01')],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    transfer = applied.body.dataInfo;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('the registry sees 冻结记录, opens the 冻结 form and unfreezes from the list', async () => {
    const url = `/ccer/freezeRecord?projectCode=${projectCode}`;
    await bothLanguages(demoUsers.country, url, 'freeze-records', (p) => p.locator('tr', { hasText: freeze.freezeNo }).waitFor());
    const page = await openIn(browser, demoUsers.country);
    await page.goto(`${testEnv.appUrl}${url}`);
    const row = page.locator('tr', { hasText: freeze.freezeNo });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('冻结中');
    expect(await row.textContent()).toContain('F01.pdf');

    await page.getByTestId('toolbar-freeze').click();
    await page.getByTestId('freeze-holder').waitFor();
    await modalSettled(page);
    await chooseIn(page, page.getByTestId('freeze-holder'), `浏览器冻结甲公司${run}`, `浏览器冻结甲公司${run}`);
    await chooseIn(page, page.getByTestId('freeze-position'), projectCode);
    await expect.poll(() => page.locator('body').textContent()).toContain(`${projectCode} · 2024 · 可用 3,000 t`);
    await shot(page, 'freeze-form-zh');
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await page.getByTestId('freeze-holder').waitFor({ state: 'detached' });

    await page.getByTestId(`op-unfreeze-${freeze.id}`).click();
    await page.getByTestId('unfreeze-reason').waitFor();
    await modalSettled(page);
    await page.getByTestId('unfreeze-reason').fill('法院解除冻结');
    await shot(page, 'unfreeze-zh');
    await page.locator('.ant-modal-footer .ant-btn-primary:visible').click();
    await expect.poll(() => row.textContent(), { timeout: 15000 }).toContain('已解冻');
    expect(Number((await db('ccer_freeze').where({ id: freeze.id }).first('status')).status)).toBe(2);
    await shot(page, 'freeze-records-unfrozen-zh');
    await page.context().close();
  });

  it('the registry applies from 划转申请 and lists 申请记录', async () => {
    await bothLanguages(demoUsers.country, '/account/temporary/apply', 'account-transfer-apply', (p) => p.getByTestId('account-transfer-apply-page').waitFor());
    const records = `/account/temporary/recordList?projectCode=${projectCode}`;
    await bothLanguages(demoUsers.country, records, 'account-transfer-records', (p) => p.locator('tr', { hasText: transfer.applyNo }).waitFor());
    const page = await openIn(browser, demoUsers.country);
    await page.goto(`${testEnv.appUrl}${records}`);
    const row = page.locator('tr', { hasText: transfer.applyNo });
    await row.waitFor();
    expect(await row.textContent()).toContain('待确认');
    await page.context().close();
  });

  it('a second registry operator confirms on the detail page that 划转确认 opens', async () => {
    const page = await openIn(browser, confirmerUser);
    await page.goto(`${testEnv.appUrl}/account/temporary/confirmList?projectCode=${projectCode}`);
    const op = page.getByTestId(`op-decide-${transfer.id}`);
    await op.waitFor({ timeout: 30000 });
    await shot(page, 'account-transfer-confirm-list-zh');
    await op.click();
    await page.getByTestId('account-transfer-detail-page').waitFor();
    await page.getByTestId('account-transfer-decision').waitFor();
    await bothLanguages(confirmerUser, `/account/temporary/detail?id=${transfer.id}`, 'account-transfer-detail', (p) => p.getByTestId('account-transfer-decision').waitFor());
    await page.getByTestId('account-transfer-opinion').fill('承继证明材料齐全');
    await page.getByTestId('account-transfer-approve').click();
    await expect.poll(() => page.getByTestId('account-transfer-status').textContent(), { timeout: 30000 }).toBe('待审核');
    await shot(page, 'account-transfer-confirmed-zh');
    await page.context().close();
  });
});
