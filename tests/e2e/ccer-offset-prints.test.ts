// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { offsetPaths as OP, type OffsetDetail } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, TRANSFER_PASSWORD, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { launchBrowser, openUntilShown, SHOTS, shootBothLanguages, stillness, zhPageAs } from './support/browser.ts';

/**
 * Official prints of a certificate in the browser (issue 13): on a retired offset's detail, company A's representative
 * requests two official copies (申请打印正式凭证); the registry finds it on 凭证打印审核, approves it on the request's
 * page and prints copy 1 (a PDF with the copy line); 凭证打印记录 lists the copy for the registry and for A, and the
 * print's page downloads it again. The retired offset is made through the API (the offsets journey is its own test).
 * Screenshots in Chinese and English: tests/artifacts/e2e/ccer-offset-prints/.
 */
const DIR = path.join(SHOTS, 'ccer-offset-prints');

describe('an official print of a certificate in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const project = `W${run}`.toUpperCase().slice(0, 16);
  const recipient = `领取人${run}`;
  let a: TransferCompany;
  let offset: OffsetDetail;
  const user = (r: { loginName: string }) => ({ loginName: r.loginName, password: TRANSFER_PASSWORD });

  /** No pointer over a button, no toast, no list still loading (its rows dimmed), no motion, the top in view. */
  const settle = async (page: Page) => {
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.ant-message-notice, .ant-spin-blur').count(), { timeout: 10000 }).toBe(0);
    await stillness(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  /** A screenshot's readiness: `text` shown and the page settled. */
  const showing = (text: string, exact = false) => async (p: Page) => {
    await p.getByText(text, { exact }).first().waitFor({ timeout: 20000 });
    await settle(p);
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    a = await transferCompany(db, 'wa', run);
    await issueTo(db, a.custId, project, 2024, 1000);
    const confirmerLogin = `dyw_chk_${run}`;
    await createOperator({ loginName: confirmerLogin, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    const [auditor, confirmer] = await Promise.all([new ApiClient().signIn(demoUsers.country), new ApiClient().signIn({ loginName: confirmerLogin, password: DEMO_PASSWORD })]);
    // a retired voluntary cancellation of A
    const applied = await a.init.client.post<OffsetDetail>(OP.apply, { kind: 'logout', projectCode: project, vintage: 2024, quantity: 300, purpose: '2026年企业年会碳中和', beneficiary: `受益单位${run}`, isPublic: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.dataInfo.id;
    const detail = (who: ApiClient) => who.get<OffsetDetail>(`${OP.detail}?id=${id}`);
    for (const [who, call] of [[a.check.client, OP.confirm], [auditor, OP.audit], [confirmer, OP.confirm]] as const) {
      const taskId = await eventually(async () => (await detail(who)).body.dataInfo?.taskId ?? undefined, 30000, 'the offset task');
      expect((await who.post(call, { taskId, approved: true, opinion: '同意' })).status).toBe(200);
    }
    offset = await eventually(async () => {
      const d = (await detail(a.init.client)).body.dataInfo;
      return d?.status === 'retired' ? d : undefined;
    }, 30000, 'the offset retired');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('A requests two copies; the registry approves and prints copy 1; the records show it to both', async () => {
    // A's representative on the retired offset's detail: 申请打印正式凭证
    const rep = await zhPageAs(browser, user(a.init));
    await rep.goto(`${testEnv.appUrl}/ccer/offset/confirmDetail?id=${offset.id}`);
    await rep.getByText(offset.certificateNo!).waitFor({ timeout: 20000 });
    await shootBothLanguages(rep, DIR, '01-offset-retired', (p) => p.getByTestId('offset-print-apply').waitFor());
    const openModal = async (p: Page) => {
      await p.getByTestId('offset-print-apply').click();
      await p.getByTestId('print-apply-recipient').waitFor();
      // the modal's zoom-in is over
      await stillness(p);
    };
    await shootBothLanguages(rep, DIR, '02-request-modal', openModal);
    await openModal(rep);
    await rep.getByTestId('print-apply-copies').fill('2');
    await rep.getByTestId('print-apply-recipient').fill(recipient);
    await rep.getByTestId('print-apply-reason').fill('存档及报送主管部门');
    await rep.locator('.ant-modal:visible .ant-btn-primary').click();
    await rep.getByTestId('print-detail-page').waitFor({ timeout: 20000 });
    const request = await db('ccer_offset_print').where({ offset_id: offset.id }).first('id', 'print_no', 'status', 'copies', 'recipient');
    expect(request).toMatchObject({ status: 'auditing', copies: 2, recipient });
    expect(new URL(rep.url()).searchParams.get('id')).toBe(request.id);
    await expect.poll(() => rep.getByTestId('print-status').textContent()).toBe('待审核');
    // the company neither audits nor prints
    expect(await rep.getByTestId('print-decision').count()).toBe(0);
    await shootBothLanguages(rep, DIR, '03-request-company', (p) => p.getByText(recipient).waitFor());

    // the registry: 凭证打印审核 → 审核 → approve
    const registry = await zhPageAs(browser, demoUsers.country);
    await openUntilShown(registry, '/ccer/offset/printAudit', `op-audit-${request.id}`);
    await shootBothLanguages(registry, DIR, '04-print-audit-list', async (p) => {
      await p.getByTestId(`op-audit-${request.id}`).waitFor();
      await settle(p);
    });
    await registry.getByTestId(`op-audit-${request.id}`).click();
    await registry.getByTestId('print-decision').waitFor({ timeout: 20000 });
    await shootBothLanguages(registry, DIR, '05-print-detail-audit', (p) => p.getByTestId('print-decision').waitFor());
    await registry.getByTestId('print-opinion').fill('同意打印两份');
    await registry.getByTestId('print-decision-submit').click();
    await expect.poll(() => registry.getByTestId('print-status').textContent(), { timeout: 30000 }).toBe('审核通过');

    // 打印第1份: the PDF of the certificate with the copy line, recorded
    const [download] = await Promise.all([registry.waitForEvent('download', { timeout: 30000 }), registry.getByTestId('print-next').click()]);
    const file = path.join(DIR, 'copy-1.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(offset.certificateNo!);
    expect(text).toContain('正式打印件 第1份/共2份');
    expect(text).toContain(`${request.print_no}-1`);
    await expect.poll(() => registry.getByTestId('print-printed-count').textContent(), { timeout: 20000 }).toBe('1');
    await registry.getByTestId('print-copies').getByText(`${request.print_no}-1`).waitFor();
    await shootBothLanguages(registry, DIR, '06-print-detail-printed', showing(`${request.print_no}-1`));

    // 凭证打印记录 (the registry) → 详情 → the print's page, downloaded again
    await registry.goto(`${testEnv.appUrl}/ccer/offset/printRecord`);
    await registry.getByText(`${request.print_no}-1`).waitFor({ timeout: 20000 });
    await shootBothLanguages(registry, DIR, '07-print-record-registry', showing(`${request.print_no}-1`));
    const record = await db('ccer_offset_print_record').where({ print_id: request.id }).first('id');
    await registry.getByTestId(`op-detail-${record.id}`).click();
    await registry.getByTestId('print-record-detail-page').waitFor({ timeout: 20000 });
    await expect.poll(() => registry.getByTestId('print-record-copy').textContent()).toBe('第1份/共2份');
    await shootBothLanguages(registry, DIR, '08-print-record-detail', (p) => p.getByTestId('print-record-again').waitFor());
    const [again] = await Promise.all([registry.waitForEvent('download', { timeout: 30000 }), registry.getByTestId('print-record-again').click()]);
    await again.saveAs(path.join(DIR, 'copy-1-again.pdf'));
    expect(execFileSync('pdftotext', ['-layout', path.join(DIR, 'copy-1-again.pdf'), '-'], { encoding: 'utf8' })).toContain(`${request.print_no}-1`);
    expect(await db('ccer_offset_print_record').where({ print_id: request.id }).count({ n: '*' }).first()).toEqual({ n: '1' });

    // A's 凭证打印记录: its copy printed, and its requests
    await rep.goto(`${testEnv.appUrl}/ccer/offset/printRecord`);
    await rep.getByText(`${request.print_no}-1`).waitFor({ timeout: 20000 });
    await shootBothLanguages(rep, DIR, '09-print-record-company', showing(`${request.print_no}-1`));
    await rep.getByTestId('print-record-tabs').getByRole('tab', { name: '打印申请' }).click();
    await rep.getByText(request.print_no, { exact: true }).waitFor({ timeout: 20000 });
    expect(new URL(rep.url()).searchParams.get('tab')).toBe('requests');
    await shootBothLanguages(rep, DIR, '10-print-requests-company', showing(request.print_no, true));
    // the company's record detail offers no download
    await rep.goto(`${testEnv.appUrl}/ccer/offset/printRecordDetail?id=${record.id}`);
    await rep.getByTestId('print-record-detail-page').waitFor({ timeout: 20000 });
    expect(await rep.getByTestId('print-record-again').count()).toBe(0);
    await shootBothLanguages(rep, DIR, '11-print-record-detail-company', (p) => p.getByTestId('print-record-copy').waitFor());
  }, 300_000);
});
