// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { mondayOf } from '../../gateway/src/domain/statistics/weekly-report/weeks.ts';
import ExcelJS from 'exceljs';
import { launchBrowser, SHOTS, confirmOk } from './support/browser.ts';
import { chinaTime } from '../../gateway/src/domain/server-time.ts';
import { insertRegisteredProject, openIn, ownerOf } from './support/registered.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

/**
 * Daily data, the weekly report, the organisation report and the expert fees in the browser (issue 14): country01
 * enters today's figures on 新增, finds them in 日报列表, sees them drawn on 日报统计图 (both charts ready) and summed on
 * 日报统计列表, downloads this week's report as xlsx and PDF from 周报, and opens 机构报告 (with its chart and a body's
 * detail) and 专家费用 (with its chart). No serious or critical axe violation on these pages. Screenshots in Chinese
 * and English: tests/artifacts/e2e/statistics-daily/.
 */
const DIR = path.join(SHOTS, 'statistics-daily');

describe('daily data, weekly report, organisation report and expert fees in the browser', () => {
  let browser: Browser;
  let db: Knex;
  let page: Page;
  const run = Date.now().toString(36).toUpperCase();
  const today = isoDay();
  const monday = mondayOf(today);
  const charts = (p: Page) => expect.poll(() => p.locator('[data-chart-ready="1"]').count(), { timeout: 20000 });
  /** <name>-zh.png and -en.png of `url`, each in a page of its own opened in that language, once `ready` holds. */
  const shootBothLanguages = async (_page: Page, dir: string, name: string, ready: (p: Page) => Promise<unknown>) => {
    const url = new URL(_page.url());
    for (const lang of ['zh', 'en'] as const) {
      const p = await openIn(browser, demoUsers.country, lang);
      await p.setViewportSize({ width: 1600, height: 1100 });
      await p.goto(`${testEnv.appUrl}${url.pathname}${url.search}`);
      await ready(p);
      await expect.poll(() => p.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 15000 }).toBe(0);
      await p.screenshot({ path: path.join(dir, `${name}-${lang}.png`), fullPage: true });
      await p.context().close();
    }
  };
  const noViolations = async (p: Page, what: string) => {
    const v = await axeViolations(p);
    expect(v, `${what}:\n${describeViolations(v)}`).toEqual([]);
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    // a project org01 validated today and an expert's fee on it, so the reports have rows to show
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    const { applyId } = await insertRegisteredProject(db, owner, { projectName: `统计示例项目${run}`, applyNo: `XMTJ${run}`, projectCode: `TJ${run}`, submittedAt: true });
    await db('project_apply').where({ id: applyId }).update({ validation_conclusion: '1', publicity_start_date: db.raw(`current_date - 40`) });
    const expert = await db('operator').where({ login_name: 'expert01' }).first('operator_id');
    await db('project_expert').insert({ apply_id: applyId, round: 1, expert_operator_id: expert.operator_id, appoint_way: 'random', fee: '3000.00', status: '03' });
    browser = await launchBrowser();
    page = await openIn(browser, demoUsers.country, 'zh');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('enters today’s figures and finds them in the list', async () => {
    await page.setViewportSize({ width: 1600, height: 1300 });
    await page.goto(`${testEnv.appUrl}/statistical-report/dailyData/add`);
    await page.locator('#reportDate').click();
    await page.locator('#reportDate').fill(today);
    await page.locator('#reportDate').press('Enter');
    const figures: Record<string, string> = { newAccounts: '3', projectsReceived: '5', projectsRegistered: '2', reductionsReceived: '4', reductionsRegistered: '120000', unitsIssued: '80000', unitsTransferred: '15000', unitsRetired: '6000' };
    for (const [k, v] of Object.entries(figures)) await page.locator(`#${k}`).fill(v);
    await page.getByTestId('daily-remark').fill('当日业务正常');
    await page.screenshot({ path: path.join(DIR, 'daily-add-zh.png'), fullPage: true });
    await noViolations(page, 'daily add');
    await page.getByTestId('daily-save').click();
    await page.waitForURL((u) => u.pathname === '/statistical-report/dailyData/list');
    await page.locator('td', { hasText: today }).first().waitFor();
    expect(await page.locator('tr', { hasText: today }).first().innerText()).toContain('80,000');
    const row = await db('statistics_daily_data').where({ report_date: today }).first();
    expect(row).toMatchObject({ units_issued: '80000', remark: '当日业务正常' });
    await noViolations(page, 'daily list');
    await shootBothLanguages(page, DIR, 'daily-list', (p) => p.locator('td', { hasText: today }).first().waitFor());
  });

  it('draws the figures on the chart and sums them per week', async () => {
    await page.goto(`${testEnv.appUrl}/statistical-report/dailyData/statisticsChart`);
    await charts(page).toBe(2);
    await noViolations(page, 'daily chart');
    await shootBothLanguages(page, DIR, 'daily-chart', (p) => charts(p).toBe(2));
    await page.goto(`${testEnv.appUrl}/statistical-report/dailyData/statisticsList`);
    await page.locator('td', { hasText: monday }).first().waitFor();
    await noViolations(page, 'daily statistics list');
    await shootBothLanguages(page, DIR, 'daily-statistics-list', (p) => p.locator('td', { hasText: monday }).first().waitFor());
  });

  it('downloads this week’s report as xlsx and PDF', async () => {
    await page.goto(`${testEnv.appUrl}/statistical-report/weeklyReport`);
    await page.getByTestId(`op-xlsx-${monday}`).waitFor();
    const xlsx = page.waitForEvent('download');
    await page.getByTestId(`op-xlsx-${monday}`).click();
    expect((await xlsx).suggestedFilename()).toMatch(/^周报_\d{4}-W\d{2}\.xlsx$/);
    const pdf = page.waitForEvent('download');
    await page.getByTestId(`op-pdf-${monday}`).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toMatch(/^周报_\d{4}-W\d{2}\.pdf$/);
    expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await noViolations(page, 'weekly report');
    await shootBothLanguages(page, DIR, 'weekly-report', (p) => p.getByTestId(`op-pdf-${monday}`).waitFor());
  });

  it('opens the organisation report with its chart and a body’s detail, and the expert fees', async () => {
    await page.goto(`${testEnv.appUrl}/statistical-report/org-report`);
    await charts(page).toBe(1);
    await noViolations(page, 'org report');
    await shootBothLanguages(page, DIR, 'org-report', (p) => charts(p).toBe(1));
    await page.locator('[data-testid^="op-detail-"]').first().click();
    await page.waitForURL((u) => u.pathname === '/statistical-report/org-report/detail');
    await page.locator('td', { hasText: `XMTJ${run}` }).waitFor();
    // on the reports' frame, like the eight reports
    expect(await page.getByTestId('statistics-org-report-detail').count()).toBe(1);
    // the body's conclusions export as an xlsx (108), the body's id sent along: this run's row with its China time
    const row = page.locator('tr.ant-table-row', { hasText: `XMTJ${run}` });
    const shown = (await row.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
    const concluded = (await db('project_apply').where({ apply_no: `XMTJ${run}` }).first('updated_at')).updated_at as Date;
    expect(shown).toBe(chinaTime(concluded.toISOString()));
    await page.getByTestId('toolbar-export').click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), confirmOk(page)]);
    expect(download.suggestedFilename()).toMatch(/^机构报告详情_\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0];
    const lines: string[][] = [];
    sheet.eachRow((r) => lines.push(Array.from((r.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
    expect(lines[0]).toEqual(['类型', '申请编号', '项目名称', '结论', '核证量（吨）', '公示开始日期', '结论时间', '用时（天）']);
    expect(lines.find((l) => l[1] === `XMTJ${run}`)).toEqual(['项目审定', `XMTJ${run}`, `统计示例项目${run}`, '通过', '', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), shown, expect.stringMatching(/^\d+(\.\d)?$/)]);
    // only this body's conclusions (org01's: the project's validation body), all of them
    const { approval_authority: body } = await db('project_apply').where({ apply_no: `XMTJ${run}` }).first('approval_authority');
    const count = async (table: string, org: string, conclusion: string) => Number((await db(table).where(org, body).whereNotNull(conclusion).count({ n: '*' }).first())!.n);
    expect(lines.length - 1).toBe((await count('project_apply', 'approval_authority', 'validation_conclusion')) + (await count('certified_apply', 'verification_agency', 'verification_conclusion')));
    await noViolations(page, 'org report detail');
    await shootBothLanguages(page, DIR, 'org-report-detail', (p) => p.locator('td', { hasText: `XMTJ${run}` }).waitFor());

    await page.goto(`${testEnv.appUrl}/statistical-report/expert-fee`);
    await charts(page).toBe(1);
    // the fee of this run's appointment is among expert01's (other tests of the same stack add theirs)
    await page.locator('.list-page .ant-table-row').first().waitFor();
    expect(await page.getByTestId('statistics-expert-fee').count()).toBe(1);
    // expert01's row opens its appointments, this run's among them with its fee
    const { operator_name: expertName } = await db('operator').where({ login_name: 'expert01' }).first('operator_name');
    const expertRow = page.locator('.list-page tr.ant-table-row', { hasText: expertName }).first();
    await expertRow.locator('.ant-table-row-expand-icon').click();
    const appointment = page.locator('.ant-table-expanded-row tr', { hasText: `XMTJ${run}` });
    await appointment.waitFor({ timeout: 15000 });
    expect(await appointment.innerText()).toContain('3,000.00');
    await noViolations(page, 'expert fee');
    await shootBothLanguages(page, DIR, 'expert-fee', (p) => charts(p).toBe(1));
  });
});
