// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany } from '../fixtures/ccer-transfers.ts';
import { launchBrowser, SHOTS, confirmOk } from './support/browser.ts';
import { insertRegisteredProject, openIn, ownerOf, shotIn } from './support/registered.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

/**
 * The statistics reports in the browser (issue 14): the registry (country01) opens /statistical-report, lands on
 * 抵销统计, then each of the eight reports: the totals, the charts drawn (ECharts, data-chart-ready), the table; one
 * report exports its rows as an xlsx. Screenshots in Chinese and English: tests/artifacts/e2e/statistics/. axe-core
 * finds no serious or critical violation on them (those of shared components are reported, not fixed here).
 */
const DIR = path.join(SHOTS, 'statistics');
const REPORTS = ['offset', 'region', 'dashboard', 'project', 'emission-total', 'emission-issued', 'hold', 'registered'] as const;

describe('the statistics reports in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36).toUpperCase();
  const shot = shotIn(DIR);
  const settled = (page: Page) => expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 20000 }).toBe(0);
  /** Every chart drawn (a chart with nothing to show says so instead), at least one with figures. */
  const chartsDrawn = async (page: Page) => {
    await page.locator('[data-chart-ready="1"]').first().waitFor({ timeout: 20000 });
    await expect.poll(() => page.locator('[data-chart-ready="0"]').count(), { timeout: 20000 }).toBe(0);
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    // some figures to draw: a registered project with units issued to a company
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    const { infoId } = await insertRegisteredProject(db, owner, { projectName: `统计页面项目${run}`, applyNo: `XMSP${run}`, projectCode: `SP${run}`, submittedAt: true });
    const a = await transferCompany(db, 'tj', run.toLowerCase(), false);
    await issueTo(db, a.custId, `SP${run}`, 2024, 5000);
    // a registered reduction and a retired offset (their chains and ledger moves have their own tests): rows to count
    const vintages = JSON.stringify([{ year: 2024, quantity: 8000 }]);
    const [ca] = await db('certified_apply')
      .insert({ apply_no: `JZSP${run}`, project_info_id: infoId, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status: '16', certified_num: 8000, verified_num: 8000, vintages, submitted_at: db.fn.now() })
      .returning('id');
    await db('certified_info').insert({ apply_id: ca.id, project_info_id: infoId, registration_no: `2099SP${run}`.slice(0, 32), registration_time: db.fn.now(), registered_num: 8000, vintages });
    await db('ccer_offset').insert({ offset_no: `DXSP${run}`, kind: 'logout', status: 'retired', cust_id: a.custId, project_code: `SP${run}`, vintage: 2024, quantity: 120, applicant_operator_id: owner.operator_id, retired_at: db.fn.now() });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('opens every report with its totals, charts and table, in Chinese and English, without serious accessibility violations', async () => {
    const axeFound: string[] = [];
    for (const lang of ['zh', 'en'] as const) {
      const page = await openIn(browser, demoUsers.country, lang);
      // the area's own path leads to 抵销统计
      await page.goto(`${testEnv.appUrl}/statistical-report`);
      await page.waitForURL((u) => u.pathname === '/statistical-report/offset', { timeout: 20000 });
      for (const report of REPORTS) {
        if (page.url().endsWith(`/statistical-report/${report}`) === false) await page.goto(`${testEnv.appUrl}/statistical-report/${report}`);
        await page.getByTestId(`statistics-${report}`).waitFor({ timeout: 20000 });
        await page.locator('[data-testid="statistics-totals"] .ant-statistic').first().waitFor({ timeout: 20000 });
        await chartsDrawn(page);
        await settled(page);
        await shot(page, `${report}-${lang}`);
        if (lang === 'zh') {
          const found = await axeViolations(page);
          if (found.length) axeFound.push(`${report}:\n${describeViolations(found)}`);
        }
      }
      if (lang === 'zh') {
        // the table's rows export as an xlsx (108)
        await page.goto(`${testEnv.appUrl}/statistical-report/region`);
        await page.getByTestId('statistics-region').waitFor();
        await settled(page);
        await page.getByTestId('toolbar-export').click();
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), confirmOk(page)]);
        const file = path.join(DIR, `region-${run}.xlsx`);
        await download.saveAs(file);
        expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
      }
      await page.context().close();
    }
    // reported for the shared components' owners; none of this page's own markup may appear
    if (axeFound.length) console.warn(`axe (statistics pages):\n${axeFound.join('\n')}`);
    expect(axeFound.filter((v) => /statistics-|chart-/.test(v))).toEqual([]);
  }, 300_000);
});
