// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, TRANSFER_PASSWORD, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { chooseOption, launchBrowser, newZhPage, openUntilShown, shootBothLanguages, SHOTS, zhPageAs } from './support/browser.ts';

/**
 * A voluntary cancellation in the browser (issue 13): company A's initiating representative applies on 自愿注销 (the
 * units picked from A's own holding, the quantity, purpose, beneficiary, public), the reserved serials show at once;
 * A's confirming representative confirms from 抵销确认, the registry auditor approves from 抵销审核, and a second
 * registry operator confirms from 抵销确认: the exact reserved serials are retired with a certificate number. A's
 * 抵销记录 lists it; the audit page's 抵销规则 tab shows the seeded rules. The other application forms (全国碳市场,
 * 地方试点, CORSIA) as a company whose account types (02, 03) show them. Units are issued straight through the ledger.
 * Screenshots in Chinese and English: tests/artifacts/e2e/ccer-offsets/.
 */
const DIR = path.join(SHOTS, 'ccer-offsets');

describe('a voluntary cancellation in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const project = `V${run}`.toUpperCase().slice(0, 16);
  const serial = `CCER-${project}-2024-1-701-1000`;
  const beneficiary = `受益单位${run}`;
  const confirmerLogin = `dx_chk_${run}`;
  let a: TransferCompany;
  /** A company of the national and the pilot market's account types (02, 03): the menus show it those forms. */
  let c: TransferCompany;
  const user = (r: { loginName: string }) => ({ loginName: r.loginName, password: TRANSFER_PASSWORD });
  const statusOf = async (id: string) => (await db('ccer_offset').where({ id }).first('status')).status as string;
  const decide = async (page: Page, opinion: string) => {
    await page.getByTestId('offset-opinion').fill(opinion);
    await page.getByTestId('offset-decision-submit').click();
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    a = await transferCompany(db, 'va', run, false);
    c = await transferCompany(db, 'vc', run, false);
    await db('customer').where({ cust_id: c.custId }).update({ cust_type: '02,03' });
    await issueTo(db, a.custId, project, 2024, 1000);
    await issueTo(db, c.custId, `${project.slice(0, 14)}C`, 2023, 500);
    await createOperator({ loginName: confirmerLogin, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('A retires 300 of its block: company confirmation, registry audit, a second registry operator confirms', async () => {
    // A's initiating representative: 自愿注销
    const maker = await zhPageAs(browser, user(a.init));
    await maker.goto(`${testEnv.appUrl}/ccer/offset/logout`);
    await shootBothLanguages(maker, DIR, '01-logout-form', (p) => p.getByTestId('offset-logout-page').getByTestId('offset-submit').waitFor());
    await chooseOption(maker, 'position', project);
    await maker.locator('input#quantity').fill('300');
    await maker.locator('textarea#purpose').fill('2026年企业年会碳中和');
    await maker.locator('input#beneficiary').fill(beneficiary);
    await maker.getByTestId('offset-isPublic').getByText('公开', { exact: true }).click();
    await maker.locator('textarea#remark').fill('浏览器自愿注销');
    await maker.getByTestId('offset-submit').click();
    await maker.getByTestId('offset-detail-page').waitFor({ timeout: 20000 });
    await expect.poll(() => maker.getByTestId('offset-status').textContent()).toBe('待企业确认');
    const offset = await db('ccer_offset').where({ cust_id: a.custId }).first('id', 'offset_no', 'status', 'is_public', 'beneficiary', 'quantity');
    expect(offset).toMatchObject({ status: 'confirming', is_public: true, beneficiary, quantity: '300' });
    expect(new URL(maker.url()).searchParams.get('id')).toBe(offset.id);
    await maker.getByTestId('offset-ranges').getByText(serial).waitFor();
    await shootBothLanguages(maker, DIR, '02-logout-pending', (p) => p.getByTestId('offset-ranges').getByText(serial).waitFor());
    // the applicant has no decision to make on their own offset
    expect(await maker.getByTestId('offset-decision').count()).toBe(0);
    // the application is in the form's 申请记录 tab
    await maker.goto(`${testEnv.appUrl}/ccer/offset/logout?tab=list`);
    await maker.getByText(offset.offset_no).waitFor({ timeout: 20000 });
    await shootBothLanguages(maker, DIR, '03-logout-applications', (p) => p.getByText(offset.offset_no).waitFor());

    // A's confirming representative: 抵销确认 → 确认 → approve with an opinion
    const checker = await zhPageAs(browser, user(a.check));
    await openUntilShown(checker, '/ccer/offset/confirm', `op-confirm-${offset.id}`);
    await shootBothLanguages(checker, DIR, '04-confirm-list-company', (p) => p.getByTestId(`op-confirm-${offset.id}`).waitFor());
    await checker.getByTestId(`op-confirm-${offset.id}`).click();
    await checker.getByTestId('offset-decision').waitFor({ timeout: 20000 });
    await shootBothLanguages(checker, DIR, '05-confirm-detail-company', (p) => p.getByTestId('offset-decision').waitFor());
    await decide(checker, '同意注销');
    await expect.poll(() => statusOf(offset.id), { timeout: 30000 }).toBe('auditing');

    // the registry auditor: 抵销审核 → 审核 → approve
    const auditor = await zhPageAs(browser, demoUsers.country);
    await openUntilShown(auditor, '/ccer/offset/audit', `op-audit-${offset.id}`);
    await shootBothLanguages(auditor, DIR, '06-audit-list', (p) => p.getByTestId(`op-audit-${offset.id}`).waitFor());
    await auditor.getByTestId(`op-audit-${offset.id}`).click();
    await auditor.getByTestId('offset-decision').waitFor({ timeout: 20000 });
    await shootBothLanguages(auditor, DIR, '07-audit-detail', (p) => p.getByTestId('offset-decision').waitFor());
    await decide(auditor, '材料齐全');
    await expect.poll(() => statusOf(offset.id), { timeout: 30000 }).toBe('approving');

    // a second registry operator: 抵销确认 → 确认 → approve; the detail reaches 已抵销
    const confirmer = await zhPageAs(browser, { loginName: confirmerLogin, password: DEMO_PASSWORD });
    await openUntilShown(confirmer, '/ccer/offset/confirm', `op-confirm-${offset.id}`);
    await shootBothLanguages(confirmer, DIR, '08-confirm-list-registry', (p) => p.getByTestId(`op-confirm-${offset.id}`).waitFor());
    await confirmer.getByTestId(`op-confirm-${offset.id}`).click();
    await confirmer.getByTestId('offset-decision').waitFor({ timeout: 20000 });
    await shootBothLanguages(confirmer, DIR, '09-confirm-detail-registry', (p) => p.getByTestId('offset-decision').waitFor());
    await decide(confirmer, '确认注销');
    await expect.poll(() => confirmer.getByTestId('offset-status').textContent(), { timeout: 30000 }).toBe('已抵销');
    const retired = await db('ccer_offset').where({ id: offset.id }).first('status', 'certificate_no');
    expect(retired.status).toBe('retired');
    expect(retired.certificate_no).toMatch(/^ZX\d{16}$/);
    await confirmer.getByText(retired.certificate_no).waitFor();
    await confirmer.getByTestId('offset-ranges').getByText(serial).waitFor();
    expect(await confirmer.getByTestId('offset-decision').count()).toBe(0);
    await shootBothLanguages(confirmer, DIR, '10-retired-registry', (p) => p.getByText(retired.certificate_no).waitFor());
    expect(await db('unit_block').where({ holder_id: a.custId, project_code: project }).orderBy('serial_start').select('serial_start', 'serial_end', 'state', 'claim_id')).toEqual([
      { serial_start: '1', serial_end: '700', state: 'available', claim_id: null },
      { serial_start: '701', serial_end: '1000', state: 'retired', claim_id: null },
    ]);

    // A sees it retired on its detail and in 抵销记录
    await maker.goto(`${testEnv.appUrl}/ccer/offset/confirmDetail?id=${offset.id}`);
    await expect.poll(() => maker.getByTestId('offset-status').textContent(), { timeout: 20000 }).toBe('已抵销');
    await shootBothLanguages(maker, DIR, '11-retired-company', (p) => p.getByText(retired.certificate_no).waitFor());
    await maker.goto(`${testEnv.appUrl}/ccer/offset/record`);
    await maker.getByText(offset.offset_no).waitFor({ timeout: 20000 });
    await shootBothLanguages(maker, DIR, '12-record-company', (p) => p.getByText(offset.offset_no).waitFor());

    // the registry's records and the eligibility rules (the seeded ones)
    await auditor.goto(`${testEnv.appUrl}/ccer/offset/record`);
    await auditor.getByText(offset.offset_no).waitFor({ timeout: 20000 });
    await shootBothLanguages(auditor, DIR, '13-record-registry', (p) => p.getByText(offset.offset_no).waitFor());
    // its eleven columns fit at 1440 px beside the fixed operations column, none wrapped to a character a line and no
    // date broken (before, the times slid under the operations column and the applicant stood one character a line)
    const recordRow = auditor.locator('.ant-table-row', { hasText: offset.offset_no });
    const operations = (await recordRow.locator('td.list-operations').boundingBox())!;
    for (const cell of await recordRow.locator('td:not(.list-operations)').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(operations.x + 1);
      // two Chinese characters and the cell's padding at least (年度; before, a column fell to 48 px)
      expect(box.width).toBeGreaterThanOrEqual(60);
    }
    for (const date of await recordRow.locator('.list-cell-date').all()) expect((await date.boundingBox())!.height).toBeLessThan(30);
    await auditor.goto(`${testEnv.appUrl}/ccer/offset/audit`);
    await auditor.getByTestId('offset-audit-tabs').getByRole('tab', { name: '抵销规则' }).click();
    await auditor.getByText('全国碳市场：抵销比例不超过应清缴配额的5%').waitFor({ timeout: 20000 });
    await auditor.getByText('CORSIA第一阶段：2021—2026年度减排量').waitFor();
    expect(new URL(auditor.url()).searchParams.get('tab')).toBe('rules');
    await shootBothLanguages(auditor, DIR, '14-audit-rules', (p) => p.getByText('CORSIA第一阶段：2021—2026年度减排量').waitFor());

    // the certificate's QR code leads the public (no sign-in) to its verification; the retired serial's lookup names it
    const { page: visitor } = await newZhPage(browser);
    await visitor.goto(`${testEnv.appUrl}/projectPublicity/certificate?no=${retired.certificate_no}`);
    await visitor.getByTestId('certificate-valid').waitFor({ timeout: 20000 });
    await visitor.getByTestId('certificate-result').getByText(serial).waitFor();
    await shootBothLanguages(visitor, DIR, '15-certificate-verified', (p) => p.getByTestId('certificate-valid').waitFor());
    await visitor.goto(`${testEnv.appUrl}/projectPublicity/serial`);
    await visitor.getByTestId('serial-input').fill(`CCER-${project}-750`);
    await visitor.getByTestId('serial-search').click();
    // the address keeps the serial, so the English shot shows the same result
    await expect.poll(() => new URL(visitor.url()).searchParams.get('serial')).toBe(`CCER-${project}-750`);
    await expect.poll(() => visitor.getByTestId('serial-retirement').textContent(), { timeout: 20000 }).toContain(offset.offset_no);
    await shootBothLanguages(visitor, DIR, '16-serial-retired', (p) => p.getByTestId('serial-retirement').waitFor());
  }, 300_000);

  it('shows the national, pilot and CORSIA forms to a company whose account types open them', async () => {
    const rep = await zhPageAs(browser, user(c.init));
    for (const [i, kind] of (['country', 'pilot', 'corsia'] as const).entries()) {
      await rep.goto(`${testEnv.appUrl}/ccer/offset/${kind}`);
      await rep.getByTestId(`offset-${kind}-page`).getByTestId('offset-submit').waitFor({ timeout: 20000 });
      await shootBothLanguages(rep, DIR, `${17 + i}-${kind}-form`, (p) => p.getByTestId(`offset-${kind}-page`).getByTestId('offset-submit').waitFor());
    }
    // the picker offers the company's own free units
    await rep.locator('.ant-select:has(#position)').click();
    await rep.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${project.slice(0, 14)}C` }).first().waitFor();
  }, 180_000);
});
