// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { samplePng } from '../fixtures/files.ts';
import { SHOTS, launchBrowser, shootBothLanguages } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { insertRegisteredProject, ownerOf } from './support/registered.ts';
import { issueTo, transferCompany } from '../fixtures/ccer-transfers.ts';
import { moveUnits } from '../../workers/src/ledger/postings.ts';
import type { PublicDashboard } from '@ccer/contracts';

/**
 * The public portal in Chromium, signed out (issue 14): every portal page at 1440 px and on a 390 px phone renders
 * without a script error, sets its title and meta description, has no horizontal scroll on the phone and no serious or
 * critical axe violation; the navigation is reachable by keyboard; the banner's image carries its text alternative.
 * With ledger data written first (a registered project, units issued, some retired), the dashboard draws its charts
 * by year, province and project type, and its tables show the public API's figures, at 1440 px and 390 px.
 * Screenshots in zh and en: tests/artifacts/e2e/portal/.
 */
const DIR = path.join(SHOTS, 'portal');

describe('the public portal pages, signed out', () => {
  const run = Date.now().toString(36);
  let browser: Browser;
  let db: Knex;
  const created: { releases: string[]; banner?: string; attachment?: string } = { releases: [] };

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    const column = async (code: string) => (await db('info_column').where({ code }).first('id')).id;
    const release = async (code: string, title: string, body: string, values: Record<string, unknown> = {}) => {
      const [{ id }] = await db('info_release')
        .insert({ column_id: await column(code), title, summary: `${title}（摘要）`, body_html: body, status: 'published', publish_at: new Date(Date.now() - 3600_000), ...values })
        .returning('id');
      created.releases.push(String(id));
      return String(id);
    };
    await release('notice', `关于开展温室气体自愿减排项目登记工作的通知 ${run}`, '<p>各有关单位：</p><p>根据《温室气体自愿减排交易管理办法（试行）》，现就项目登记有关事项通知如下。</p><ul><li>登记申请材料</li><li>办理时限</li></ul>', { pinned: true });
    await release('news', `注册登记系统上线运行 ${run}`, '<p>全国温室气体自愿减排注册登记系统正式上线。</p>');
    await release('guide', `项目登记业务指南 ${run}`, '<h2>一、申请条件</h2><p>项目业主应当……</p>');
    await release('faq', `如何查询减排量序号？ ${run}`, '<p>在首页“公开查询”中输入序号即可。</p>');
    await release('methodCollect', `2025年度方法学征集公告 ${run}`, '<p>现面向社会公开征集温室气体自愿减排项目方法学。</p>');

    // a banner with its image, uploaded as the registry does
    const country = await new ApiClient().signIn(demoUsers.country);
    const form = new FormData();
    form.append('typeNo', 'I04');
    form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'banner.png');
    const up = await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${country.token}` }, body: form });
    const uploaded = (await up.json()).dataInfo as { fileId: string } | undefined;
    const [{ id: bannerId }] = await db('info_banner').insert({ title: `国家核证自愿减排量注册登记 ${run}`, alt_text: '注册登记系统首页横幅：风电场与光伏电站', sort: -1, link_url: '/notice/methodology' }).returning('id');
    created.banner = String(bannerId);
    if (up.status === 200 && uploaded) {
      created.attachment = uploaded.fileId;
      await db('attachment').where({ id: uploaded.fileId }).update({ business_type: 'infoBanner', business_code: String(bannerId) });
      await db('info_banner').where({ id: bannerId }).update({ image_attachment_id: uploaded.fileId });
    }

    // ledger data for the dashboard (other files of the shared stack may have written more: compared with the API)
    const owner = await ownerOf(db, demoUsers.owner.loginName);
    await insertRegisteredProject(db, owner, { projectName: `门户看板项目${run}`, applyNo: `XMMH${run}`, projectCode: `MH${run}`, submittedAt: true });
    const holder = await transferCompany(db, 'mh', run, false);
    await issueTo(db, holder.custId, `MH${run}`, 2024, 6000);
    // a transfer to another company and a retirement, as the ledger writes them
    const taker = await transferCompany(db, 'mt', run, false);
    const source = { businessType: 'test', businessKey: `MH${run}`, reason: 'portal dashboard test' };
    const available = (holderId: string) => ({ holderId, state: 'available' as const, claimId: null });
    await db.transaction((trx) => moveUnits(trx, { kind: 'transfer', from: available(holder.custId), to: available(taker.custId), quantity: 1500 }, source));
    await db.transaction((trx) => moveUnits(trx, { kind: 'retire', from: available(holder.custId), to: { holderId: holder.custId, state: 'retired', claimId: null }, quantity: 250 }, source));
    await db('ccer_offset').insert({ offset_no: `DXMH${run}`, kind: 'logout', status: 'retired', cust_id: holder.custId, project_code: `MH${run}`, vintage: 2024, quantity: 250, applicant_operator_id: owner.operator_id, retired_at: db.fn.now() });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (db) {
      await db('info_release').whereIn('id', created.releases).delete();
      if (created.banner) await db('info_banner').where({ id: created.banner }).delete();
      await db.destroy();
    }
  });

  const pages: Array<{ name: string; url: string; ready: (p: Page) => Promise<unknown> }> = [
    { name: 'home', url: '/client/home', ready: (p) => p.getByTestId('home-lookups').waitFor() },
    { name: 'dashboard', url: '/client/dashboard', ready: (p) => p.locator('h1').first().waitFor() },
    { name: 'column-notice', url: '/notice/columnDetail?code=notice', ready: (p) => p.getByTestId('release-link').first().waitFor() },
    { name: 'notice-detail', url: '', ready: (p) => p.getByTestId('notice-title').waitFor() },
    { name: 'guide-list', url: '/notice/guideList', ready: (p) => p.getByTestId('release-link').first().waitFor() },
    { name: 'common-questions', url: '/notice/commonQus', ready: (p) => p.getByTestId('faq-accordion').waitFor() },
    { name: 'method-collect', url: '/notice/methodCollect', ready: (p) => p.getByTestId('method-collect-how').waitFor() },
    { name: 'methodology', url: '/notice/methodology', ready: (p) => p.getByTestId('methodology-table').waitFor() },
    { name: 'open-data', url: '/notice/openData', ready: (p) => p.getByTestId('open-data-table').waitFor() },
  ];

  async function open(width: number, height: number) {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    return { page, errors };
  }

  const urlOf = (p: (typeof pages)[number]) => p.url || `/notice/noticeDetail?id=${created.releases[0]}`;
  const noSkeleton = (page: Page) => expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 15000 }).toBe(0);

  it('every page at 1440 px: renders, its title and description, no serious or critical axe violation; zh and en screenshots', async () => {
    const { page, errors } = await open(1440, 900);
    for (const p of pages) {
      await page.goto(`${testEnv.appUrl}${urlOf(p)}`);
      await p.ready(page);
      await noSkeleton(page);
      const meta = await page.evaluate(() => ({ title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' }));
      expect(meta.title, p.name).toMatch(/全国温室气体自愿减排注册登记系统/);
      expect(meta.description.length, p.name).toBeGreaterThan(8);
      const violations = await axeViolations(page);
      expect(violations, `${p.name}\n${describeViolations(violations)}`).toEqual([]);
      await shootBothLanguages(page, DIR, p.name, p.ready);
    }
    // English after a switch: the title and the navigation follow
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${testEnv.appUrl}/client/home`);
    await page.getByTestId('home-lookups').waitFor();
    expect(await page.title()).toMatch(/^Home - National Voluntary GHG Emission Reduction Registry/);
    expect(await page.getByTestId('portal-nav-notices').innerText()).toBe('Notices');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    expect(errors).toEqual([]);
  });

  it('the home page: banner image with its text alternative, the newest releases, the lookups lead to their pages; keyboard reaches the navigation', async () => {
    const { page, errors } = await open(1440, 900);
    await page.goto(`${testEnv.appUrl}/client/home`);
    await page.getByTestId('home-lookups').waitFor();
    if (created.attachment) {
      const img = page.getByTestId('portal-banners').locator('img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 15000 }).toBe(true);
      expect(await img.getAttribute('alt')).toBe('注册登记系统首页横幅：风电场与光伏电站');
    }
    expect(await page.getByTestId('home-column-notice').innerText()).toContain(`关于开展温室气体自愿减排项目登记工作的通知 ${run}`);
    // keyboard: the skip link first, then the brand, the language, sign-in and the navigation
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('portal-skip');
    const reached: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      reached.push((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? '');
    }
    expect(reached).toEqual(expect.arrayContaining(['portal-nav-home', 'portal-nav-notices', 'portal-nav-dashboard', 'portal-sign-in']));
    await page.getByTestId('home-serial').fill('CCER-000000-1');
    await page.getByTestId('home-serial').press('Enter');
    await page.waitForURL(/\/projectPublicity\/serial\?serial=CCER-000000-1/);
    // a question opens as an accordion and shows its answer
    await page.goto(`${testEnv.appUrl}/notice/commonQus`);
    await page.getByText(`如何查询减排量序号？ ${run}`).click();
    await page.getByTestId('release-body').getByText('在首页“公开查询”中输入序号即可。').waitFor();
    expect(errors).toEqual([]);
  });

  it('every page on a 390 px phone: no horizontal scroll, no script error, no axe violation', async () => {
    const { page, errors } = await open(390, 844);
    for (const p of pages) {
      await page.goto(`${testEnv.appUrl}${urlOf(p)}`);
      await p.ready(page);
      await noSkeleton(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${p.name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      expect(violations, `${p.name}\n${describeViolations(violations)}`).toEqual([]);
      await page.screenshot({ path: path.join(DIR, `${p.name}-390-zh.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
  it('the dashboard with ledger data: a chart and its table per breakdown, the API’s figures, at 1440 and 390 px', async () => {
    const api = (await (await fetch(`${testEnv.appUrl}/api/portal/statistics/dashboard`)).json()).dataInfo as PublicDashboard;
    // this file's project (江苏省, A0102) with its 6,000 issued units, 1,500 transferred and 250 retired is counted
    const jiangsu = api.byProvince.find((r) => r.provinceCode === '320000');
    expect(jiangsu?.issued).toBeGreaterThanOrEqual(6000);
    expect(jiangsu?.transferred).toBeGreaterThanOrEqual(1500);
    expect(jiangsu?.retired).toBeGreaterThanOrEqual(250);
    expect(api.byProjectType.find((r) => r.typeId === 'A0102')?.issued).toBeGreaterThanOrEqual(6000);
    expect(api.byYear.reduce((n, r) => n + r.issued, 0)).toBeGreaterThanOrEqual(6000);
    const cell = (v: number) => v.toLocaleString('zh');
    for (const [width, height, suffix] of [[1440, 900, ''], [390, 844, '-390']] as const) {
      const { page, errors } = await open(width, height);
      await page.goto(`${testEnv.appUrl}/client/dashboard`);
      type Figures = { registeredProjects: number; issued: number; transferred: number; retired: number };
      const line = (label: string, r: Figures) => [label, cell(r.registeredProjects), cell(r.issued), cell(r.transferred), cell(r.retired)];
      const tabs = [
        { key: 'year', label: '按年度', rows: api.byYear.map((r) => line(String(r.year), r)) },
        { key: 'province', label: '按省份', rows: api.byProvince.map((r) => line(r.provinceName, r)) },
        { key: 'type', label: '按项目类型', rows: api.byProjectType.map((r) => line(r.typeName, r)) },
      ];
      for (const tab of tabs) {
        const tabButton = page.getByRole('tab', { name: tab.label });
        await tabButton.click();
        const panel = page.locator(`[id="${await tabButton.getAttribute('aria-controls')}"]`);
        await panel.locator('[data-testid="dashboard-chart"][data-chart-ready="1"]').waitFor({ timeout: 20000 });
        await noSkeleton(page);
        // the chart has drawn bars (SVG shapes of the series' colours below the legend, taller than a hairline)
        const drawn = await panel.getByTestId('dashboard-chart').locator('svg').first().evaluate((svg) => {
          const colours = ['#0b6b57', '#2f5597', '#b54708'];
          return Array.from(svg.querySelectorAll('path')).filter((el) => {
            const fill = (el.getAttribute('fill') ?? '').toLowerCase();
            const box = (el as SVGGraphicsElement).getBBox();
            return colours.includes(fill) && box.y > 30 && box.height > 2;
          }).length;
        });
        expect(drawn, `${tab.key} chart`).toBeGreaterThan(0);
        // the table says what the API says, row by row
        const rows = await panel.locator('[data-testid="dashboard-table"] tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => (c.textContent ?? '').trim())));
        expect(rows).toEqual(tab.rows);
        if (width === 390) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${tab.key} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
        }
        const violations = await axeViolations(page);
        expect(violations, `${tab.key}\n${describeViolations(violations)}`).toEqual([]);
        await page.screenshot({ path: path.join(DIR, `dashboard-data-${tab.key}${suffix}-zh.png`), fullPage: true });
      }
      if (width === 1440) await shootBothLanguages(page, DIR, 'dashboard-data', (p) => p.locator('[data-testid="dashboard-chart"][data-chart-ready="1"]:visible').first().waitFor({ timeout: 20000 }));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
