// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { samplePdf } from '../fixtures/files.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { chooseIn, launchBrowser, modalSettled, openUntilShown, SHOTS } from './support/browser.ts';
import { openIn, shootEachLanguage, shotIn } from './support/registered.ts';

/**
 * Bad-behaviour records in the browser (issue 13): the registry's recorder opens 不良行为记录 (/ccer/unpleasant), fills
 * 新增 — the account searched by name, the category, the date, the facts, the evidence, a restriction and a forced
 * cancellation of 300 of its units — and lands on the new record's detail with the reserved serials; a second registry
 * operator audits it from the list: the serials are cancelled and the account restricted; the recorder requests the
 * lift, the second operator approves it. Screenshots in Chinese and English: tests/artifacts/e2e/ccer-misconduct/.
 */
const DIR = path.join(SHOTS, 'ccer-misconduct');

describe('a bad-behaviour record in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const project = `B${run}`.toUpperCase().slice(0, 16);
  const auditorUser = { loginName: `bl_e2e_${run}`, password: DEMO_PASSWORD };
  let a: TransferCompany;
  const shot = shotIn(DIR);
  /** <name>-zh.png and -en.png of `url` as `user`, each in a page opened in that language, once `ready` holds. */
  const bothLanguages = (user: { loginName: string; password: string }, url: string, name: string, ready: (p: Page) => Promise<unknown>) =>
    shootEachLanguage(browser, DIR, user, url, name, ready);

  /** 新增 filled in: the account, category, date, facts, evidence, the restriction and a forced cancellation of 300 t. */
  const fillForm = async (page: Page, lang: 'zh' | 'en') => {
    // tall enough to show the whole form and its buttons
    await page.setViewportSize({ width: 1600, height: 1450 });
    await page.goto(`${testEnv.appUrl}/ccer/unpleasant`);
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('misconduct-account').waitFor();
    await modalSettled(page);
    await chooseIn(page, page.getByTestId('misconduct-account'), a.custName, a.custName);
    await chooseIn(page, page.getByTestId('misconduct-category'), lang === 'zh' ? '以欺骗等不正当手段取得减排量' : 'Units obtained by fraud');
    await page.locator('#occurredOn').click();
    await page.locator('#occurredOn').fill('2026-03-15');
    await page.locator('#occurredOn').press('Enter');
    await page.getByTestId('misconduct-facts').fill('经核查，该企业在减排量核算中虚报监测数据，以欺骗手段取得减排量。');
    await page.getByTestId('business-documents-ccerMisconduct').locator('input[type=file]').first().setInputFiles({ name: '核查报告.pdf', mimeType: 'application/pdf', buffer: samplePdf('misconduct') });
    await page.locator('.ant-upload-list-item-name', { hasText: '核查报告.pdf' }).waitFor();
    await page.getByTestId('misconduct-cancel').click();
    await chooseIn(page, page.getByTestId('misconduct-position'), project);
    await page.locator('#cancellation_quantity').fill('300');
    // close any dropdown: the shot shows the whole form
    await page.locator('.ant-modal-title').click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    a = await transferCompany(db, 'ba', run, false);
    await issueTo(db, a.custId, project, 2024, 1000);
    await createOperator({ ...auditorUser, operatorType: '02', roleName: '国家管理员' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('records misconduct with a restriction and a forced cancellation; a second operator audits it; the lift is requested and approved', async () => {
    // the add form, in both languages (the English one cancelled)
    const en = await openIn(browser, demoUsers.country, 'en');
    await fillForm(en, 'en');
    await shot(en, '02-add-form-en');
    await en.context().close();
    const recorder = await openIn(browser, demoUsers.country, 'zh');
    await fillForm(recorder, 'zh');
    await shot(recorder, '02-add-form-zh');
    await recorder.getByTestId('misconduct-submit').click();
    await recorder.setViewportSize({ width: 1600, height: 1000 });

    // the new record's detail: awaiting audit, the 300 serials reserved, no decision for the recorder
    await recorder.getByTestId('misconduct-detail-page').waitFor({ timeout: 20000 });
    await expect.poll(() => recorder.getByTestId('misconduct-status').textContent()).toBe('待审核');
    const record = await db('ccer_misconduct').where({ cust_id: a.custId }).first('id', 'record_no', 'status', 'restrict_account', 'cancel_quantity', 'category', db.raw('occurred_on::text as occurred_on'));
    expect(record).toMatchObject({ status: 'auditing', restrict_account: true, cancel_quantity: '300', category: 'fraudulentUnits', occurred_on: '2026-03-15' });
    expect(new URL(recorder.url()).searchParams.get('id')).toBe(record.id);
    const serial = `CCER-${project}-2024-1-701-1000`;
    await recorder.getByTestId('misconduct-ranges').getByText(serial).waitFor();
    expect(await recorder.getByTestId('misconduct-decision').count()).toBe(0);
    const detailUrl = `/ccer/unpleasant/detail?id=${record.id}`;
    await bothLanguages(demoUsers.country, detailUrl, '03-detail-auditing', (p) => p.getByTestId('misconduct-ranges').getByText(serial).waitFor());

    // the second registry operator: the list's 审核 opens the detail with the decision
    const auditor = await openIn(browser, auditorUser, 'zh');
    await openUntilShown(auditor, `/ccer/unpleasant?recordNo=${record.record_no}`, `op-audit-${record.id}`);
    await bothLanguages(auditorUser, `/ccer/unpleasant?recordNo=${record.record_no}`, '01-list-auditing', (p) => p.getByTestId(`op-audit-${record.id}`).waitFor());
    await auditor.getByTestId(`op-audit-${record.id}`).click();
    await auditor.getByTestId('misconduct-decision').waitFor({ timeout: 20000 });
    await bothLanguages(auditorUser, detailUrl, '04-detail-decision', (p) => p.getByTestId('misconduct-decision').waitFor());
    await auditor.getByTestId('misconduct-opinion').fill('事实清楚，证据确凿');
    await auditor.getByTestId('misconduct-decision-submit').click();
    await expect.poll(() => auditor.getByTestId('misconduct-status').textContent(), { timeout: 30000 }).toBe('生效中');
    await auditor.getByTestId('misconduct-restricting').waitFor();
    expect(await db('unit_block').where({ holder_id: a.custId, project_code: project }).orderBy('serial_start').select('serial_start', 'serial_end', 'state', 'claim_id')).toEqual([
      { serial_start: '1', serial_end: '700', state: 'available', claim_id: null },
      { serial_start: '701', serial_end: '1000', state: 'cancelled', claim_id: null },
    ]);
    await bothLanguages(demoUsers.country, detailUrl, '05-detail-in-force', (p) => p.getByTestId('misconduct-restricting').waitFor());
    await bothLanguages(demoUsers.country, `/ccer/unpleasant?recordNo=${record.record_no}`, '06-list-in-force', (p) => p.locator('tr', { hasText: record.record_no }).getByText('生效中').or(p.locator('tr', { hasText: record.record_no }).getByText('In force')).waitFor());

    // the recorder requests the lift with a reason; the restriction holds until the second operator approves
    await recorder.reload();
    await recorder.getByTestId('misconduct-lift').click();
    await recorder.getByTestId('misconduct-lift-reason').waitFor();
    await modalSettled(recorder);
    await recorder.getByTestId('misconduct-lift-reason').fill('企业已完成整改，申请解除限制');
    // the viewport only: a full-page shot leaves the page below the modal's mask unshaded
    await recorder.screenshot({ path: path.join(DIR, '07-lift-request-zh.png') });
    await recorder.getByTestId('misconduct-lift-submit').click();
    await expect.poll(() => recorder.getByTestId('misconduct-status').textContent(), { timeout: 20000 }).toBe('解除待审核');
    expect(await recorder.getByTestId('misconduct-decision').count()).toBe(0);
    await openUntilShown(auditor, detailUrl, 'misconduct-decision');
    await auditor.getByTestId('misconduct-opinion').fill('整改到位，同意解除');
    await auditor.getByTestId('misconduct-decision-submit').click();
    await expect.poll(() => auditor.getByTestId('misconduct-status').textContent(), { timeout: 30000 }).toBe('已解除');
    await bothLanguages(demoUsers.country, detailUrl, '08-detail-lifted', (p) => p.getByTestId('misconduct-rounds').locator('tbody tr').nth(1).waitFor());
    expect((await db('ccer_misconduct').where({ id: record.id }).first('status')).status).toBe('lifted');
  }, 300_000);
});
