// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import type { CertifiedCancelRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { launchBrowser, modalSettled, SHOTS, submitModal } from './support/browser.ts';
import { insertRegisteredProject, openIn, ownerOf, searchName, shotIn } from './support/registered.ts';
import { DEMO_VERIFICATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';

/**
 * Registered reductions in the browser (issue 11): the registry's 减排量查询 with its detail (vintages, change log,
 * withdrawals), its edit with the change log, 减排量暂停, 减排量撤回记录 with the 公示撤回 / 登记撤回 tabs and the withdrawal
 * audit as My Tasks opens it; the owner's query and 申请撤回; in Chinese and English. Registered reductions are written
 * straight into the database (the chain is the certified-chain scenario's). Screenshots: tests/artifacts/e2e/certified-registered/.
 */
const DIR = path.join(SHOTS, 'certified-registered');

describe('registered reductions in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const tag = `浏览器减排量${run}`;
  const reductions: Record<'a' | 'b', { infoId: string; applyId: string; no: string }> = {} as never;
  const country = new ApiClient();
  let withdrawal: CertifiedCancelRow;

  const open = (user: { loginName: string; password: string }, lang: 'zh' | 'en' = 'zh'): Promise<Page> => openIn(browser, user, lang);
  const shot = shotIn(DIR);
  const search = (page: Page) => searchName(page, tag);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 1 } });
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    for (const key of ['a', 'b'] as const) {
      const { infoId: projectInfoId } = await insertRegisteredProject(db, owner, { projectName: `${tag}-${key}`, applyNo: `XMR${run}${key}`, projectCode: `R${run}${key}` });
      const vintages = [{ year: 2023, quantity: 100000 }, { year: 2024, quantity: 80000 }];
      const [apply] = await db('certified_apply')
        .insert({
          apply_no: `JZE${run}${key}`,
          project_info_id: projectInfoId,
          cust_id: owner.cust_id,
          owner_operator_id: owner.operator_id,
          status: '16',
          verification_agency: DEMO_VERIFICATION_BODY_CUST_ID,
          additional_type: '01',
          reg_app_start_date: '2023-03-01',
          reg_app_end_date: '2024-02-28',
          lulucf: '000',
          certification_period_no: '1',
          certified_num: 180000,
          verified_num: 180000,
          vintages: JSON.stringify(vintages),
          remark_desc: '初始备注',
          submit_count: 1,
          submitted_at: db.fn.now(),
        })
        .returning('id');
      const no = `2026JZE${run}${key}`;
      const [info] = await db('certified_info')
        .insert({ apply_id: apply.id, project_info_id: projectInfoId, registration_no: no, registration_time: db.fn.now(), registered_num: 180000, vintages: JSON.stringify(vintages) })
        .returning('id');
      reductions[key] = { infoId: info.id, applyId: apply.id, no };
    }
    await country.signIn(demoUsers.country);
    const started = await country.post<CertifiedCancelRow>('/api/certified-manage/cancelCertified-apply', { certifiedInfoId: reductions.b.infoId, reason: '核证报告存在重大错误' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    withdrawal = started.body.dataInfo;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('the registry stops registered reductions from 减排量暂停', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/certified/stop`);
    await search(page);
    await page.getByTestId(`op-stop-${reductions.a.infoId}`).click();
    await page.getByTestId('certified-stop-reason').fill('监测数据异常，暂停签发');
    await submitModal(page, 'certified-stop-modal');
    await expect.poll(() => page.locator(`tr[data-row-key="${reductions.a.infoId}"]`).innerText(), { timeout: 15000 }).toContain('已暂停');
    expect(await page.locator(`tr[data-row-key="${reductions.a.infoId}"]`).innerText()).toContain('不可签发');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot(page, 'stop-zh');
    await page.context().close();
  });

  it('the registry edits registered reductions; the detail shows vintages, change log and withdrawals', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/certified/manage/edit?applyId=${reductions.a.applyId}`);
    const unit = page.getByTestId('certified-edit-ccerUnitTypeName');
    await unit.waitFor({ timeout: 15000 });
    await unit.fill('CCER-2024');
    await page.getByTestId('certified-modify-explanation').fill('按核证报告补充单位类型');
    await shot(page, 'inside-edit-zh');
    await page.getByTestId('certified-inside-edit-save').click();
    await page.waitForURL(/\/certified\/query\/detail\?id=/, { timeout: 15000 });
    const log = page.getByTestId('change-log');
    await expect.poll(() => log.innerText(), { timeout: 15000 }).toContain('按核证报告补充单位类型');
    expect(await log.innerText()).toContain('CCER单位类型');
    expect(await page.getByTestId('certified-vintages').innerText()).toContain('100,000');
    await shot(page, 'detail-zh');
    await page.context().close();

    const en = await open(demoUsers.country, 'en');
    await en.goto(`${testEnv.appUrl}/certified/query/detail?id=${reductions.b.infoId}`);
    await expect.poll(() => en.getByTestId('certified-withdrawals').innerText(), { timeout: 15000 }).toContain('Under audit');
    await shot(en, 'detail-en');
    await en.context().close();
  });

  it('the registry audits the withdrawal from 减排量撤回记录 (登记撤回) on the page My Tasks opens', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/certified/cancel?tab=withdrawal`);
    await search(page);
    await expect.poll(async () => {
      await page.getByTestId('list-refresh').click();
      return page.getByTestId(`op-audit-${withdrawal.id}`).count();
    }, { timeout: 30000 }).toBe(1);
    await shot(page, 'cancel-withdrawal-zh');
    await page.goto(`${testEnv.appUrl}/certified/cancel/audit?kind=withdrawal&id=${withdrawal.id}`);
    await page.getByTestId('withdrawal-audit').waitFor({ timeout: 15000 });
    await page.getByTestId('withdrawal-audit').click();
    await page.getByTestId('withdraw-audit-radio').waitFor();
    await modalSettled(page);
    await shot(page, 'withdraw-audit-zh');
    await page.locator('[data-testid="withdraw-audit-radio"] input[type="radio"]').nth(1).check();
    await page.getByTestId('withdraw-audit-opinion').fill('材料不足，驳回');
    await submitModal(page, 'withdraw-audit-modal');
    await expect.poll(() => page.getByTestId('withdrawal-detail-page').innerText(), { timeout: 30000 }).toContain('撤回驳回');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot(page, 'withdraw-detail-zh');
    await page.context().close();

    const en = await open(demoUsers.country, 'en');
    await en.goto(`${testEnv.appUrl}/certified/cancel`);
    await en.getByTestId('certified-cancel-tabs').waitFor({ timeout: 15000 });
    await shot(en, 'cancel-recall-en');
    await en.context().close();
  });

  it('the owner queries its registered reductions and asks to withdraw, in Chinese and English', async () => {
    const page = await open(demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/certified/query`);
    await search(page);
    await expect.poll(() => page.locator(`tr[data-row-key="${reductions.b.infoId}"]`).count(), { timeout: 15000 }).toBe(1);
    await shot(page, 'query-zh');
    await page.getByTestId(`op-withdraw-${reductions.b.infoId}`).click();
    await page.getByTestId('withdraw-reason').waitFor();
    await modalSettled(page);
    await shot(page, 'withdraw-apply-zh');
    await page.context().close();

    const en = await open(demoUsers.owner, 'en');
    await en.goto(`${testEnv.appUrl}/certified/query`);
    await search(en);
    await expect.poll(() => en.locator(`tr[data-row-key="${reductions.a.infoId}"]`).innerText(), { timeout: 15000 }).toContain('Stopped');
    await shot(en, 'query-en');
    await en.context().close();
  });
});
