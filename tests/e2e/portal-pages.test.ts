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

/**
 * The public portal in Chromium, signed out (issue 14): every portal page at 1440 px and on a 390 px phone renders
 * without a script error, sets its title and meta description, has no horizontal scroll on the phone and no serious or
 * critical axe violation; the navigation is reachable by keyboard; the banner's image carries its text alternative.
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
});
