// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { launchBrowser, modalSettled, SHOTS, submitModal } from './support/browser.ts';
import { insertRegisteredProject, openIn, ownerOf, searchName, shotIn } from './support/registered.ts';

/**
 * Issuance in the browser (issue 12): the registry applies on 签发申请 (the vintages' form), a second registry operator
 * confirms on the page My Tasks opens (/ccer/issued/confirmDetail), the serial blocks show; 签发确认, 签发记录 and the
 * public 已签发减排量 tab in Chinese and English. Registered reductions are written straight into the database.
 * Screenshots: tests/artifacts/e2e/ccer-issuance/.
 */
const DIR = path.join(SHOTS, 'ccer-issuance');

describe('issuance in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36).toUpperCase();
  const projectName = `浏览器签发${run}`;
  const code = `EI${run}`;
  const checker = { loginName: `issue_e2e_${run}`.toLowerCase(), password: DEMO_PASSWORD };
  let infoId: string;
  const open = (user: { loginName: string; password: string }, lang: 'zh' | 'en' = 'zh'): Promise<Page> => openIn(browser, user, lang);
  const shot = shotIn(DIR);

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 1 } });
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    const { infoId: projectInfoId } = await insertRegisteredProject(db, owner, { projectName, applyNo: `XMI${run}`, projectCode: code });
    const vintages = [{ year: 2023, quantity: 100000 }, { year: 2024, quantity: 80000 }];
    const [apply] = await db('certified_apply')
      .insert({ apply_no: `JZI${run}`, project_info_id: projectInfoId, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status: '16', certified_num: 180000, verified_num: 180000, vintages: JSON.stringify(vintages), reg_app_start_date: '2023-03-01', reg_app_end_date: '2024-02-28' })
      .returning('id');
    const [info] = await db('certified_info')
      .insert({ apply_id: apply.id, project_info_id: projectInfoId, registration_no: `2026JZI${run}`, registration_time: db.fn.now(), registered_num: 180000, vintages: JSON.stringify(vintages) })
      .returning('id');
    infoId = info.id;
    await createOperator({ ...checker, operatorType: '02', roleName: '国家管理员' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  let issueId: string;
  it('the registry applies on 签发申请 with the vintages and quantities', async () => {
    const page = await open(demoUsers.country);
    await page.goto(`${testEnv.appUrl}/ccer/issued/apply`);
    await searchName(page, projectName);
    await page.getByTestId(`op-issue-${infoId}`).click();
    await page.getByTestId('issue-quantity-2023').waitFor();
    await modalSettled(page);
    await page.getByTestId('issue-quantity-2023').fill('60000');
    await shot(page, 'apply-modal-zh');
    await submitModal(page, 'issue-apply-modal');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count(), { timeout: 15000 }).toBe(0);
    await expect.poll(async () => (issueId = (await db('ccer_issue_apply').where({ certified_info_id: infoId }).first('id'))?.id), { timeout: 15000 }).toBeTruthy();
    await searchName(page, projectName);
    await expect.poll(() => page.locator(`tr[data-row-key="${infoId}"]`).innerText(), { timeout: 15000 }).toContain('40,000');
    await shot(page, 'apply-zh');
    await page.context().close();
    const en = await open(demoUsers.country, 'en');
    await en.goto(`${testEnv.appUrl}/ccer/issued/apply`);
    await searchName(en, projectName);
    await expect.poll(() => en.locator(`tr[data-row-key="${infoId}"]`).innerText(), { timeout: 15000 }).toContain('40,000');
    await shot(en, 'apply-en');
    await en.context().close();
  });

  it('the applicant is offered no confirmation; a second operator confirms on the detail My Tasks opens', async () => {
    const own = await open(demoUsers.country);
    await own.goto(`${testEnv.appUrl}/ccer/issued/confirmDetail?id=${issueId}`);
    await own.getByTestId('issue-detail-page').waitFor({ timeout: 15000 });
    expect(await own.getByTestId('issue-confirm').count()).toBe(0);
    await own.context().close();

    const page = await open(checker);
    await page.goto(`${testEnv.appUrl}/ccer/issued/confirm`);
    await searchName(page, projectName);
    await expect.poll(async () => {
      await page.getByTestId('list-refresh').click();
      return page.getByTestId(`op-confirm-${issueId}`).count();
    }, { timeout: 30000 }).toBe(1);
    await shot(page, 'confirm-list-zh');
    await page.goto(`${testEnv.appUrl}/ccer/issued/confirmDetail?id=${issueId}`);
    await page.getByTestId('issue-confirm').click();
    await page.getByTestId('issue-audit-radio').waitFor();
    await modalSettled(page);
    await shot(page, 'confirm-modal-zh');
    await submitModal(page, 'issue-audit-modal');
    await expect.poll(() => page.getByTestId('issue-status').innerText(), { timeout: 30000 }).toContain('已签发');
    const lines = await page.getByTestId('issue-lines').innerText();
    expect(lines).toContain(`CCER-${code}-2023-1-1-60000`);
    expect(lines).toContain(`CCER-${code}-2024-1-60001-140000`);
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot(page, 'detail-zh');
    await page.context().close();
    const en = await open(checker, 'en');
    await en.goto(`${testEnv.appUrl}/ccer/issued/confirmDetail?id=${issueId}`);
    await expect.poll(() => en.getByTestId('issue-status').innerText(), { timeout: 15000 }).toContain('Issued');
    await shot(en, 'detail-en');
    await en.context().close();
  });

  it('shows the issuance on 签发记录 and the public 已签发减排量 tab', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await open(demoUsers.country, lang);
      await page.goto(`${testEnv.appUrl}/ccer/issued/record`);
      await searchName(page, projectName);
      await expect.poll(() => page.locator(`tr[data-row-key="${issueId}"]`).innerText(), { timeout: 15000 }).toContain(`CCER-${code}-2023-1-1-60000`);
      await shot(page, `record-${lang}`);
      await page.goto(`${testEnv.appUrl}/projectPublicity/projectPublicityList?tab=issuedReduction`);
      await searchName(page, projectName);
      await expect.poll(() => page.locator('.ant-table-tbody').innerText(), { timeout: 15000 }).toContain('80,000');
      await shot(page, `public-issued-${lang}`);
      await page.context().close();
    }
  });
});
