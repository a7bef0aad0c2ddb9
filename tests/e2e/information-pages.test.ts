// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { informationPaths as P, type BannerRow, type MethodologyRow, type ReleaseDetail, type ReleaseRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { samplePdf, samplePng } from '../fixtures/files.ts';
import { chooseIn, launchBrowser, SHOTS, signInAs } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

/**
 * Information publishing in the browser (issue 14): the national administrator (country01) opens every page of
 * /information — columns, releases, the release editor, a release's detail, banners and a banner's detail, the
 * methodology library, its form and a methodology's detail —, writes a release in the rich-text editor (heading, bold,
 * list, link, an attachment) and publishes it; the detail shows the sanitised body. Each page: Chinese and English
 * screenshots (tests/artifacts/e2e/information/) and no serious or critical axe-core violation.
 */
const DIR = path.join(SHOTS, 'information');

describe('information publishing pages in the browser', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const run = Date.now().toString(36);
  const api = new ApiClient();
  let banner: BannerRow;
  let methodology: MethodologyRow;

  const settled = () => expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton, .ant-zoom-enter, .ant-zoom-appear').count(), { timeout: 15000 }).toBe(0);
  /** The page in Chinese and English (screenshots), axe-checked in each. */
  const check = async (url: string, name: string, ready: () => Promise<unknown>) => {
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${testEnv.appUrl}${url}`);
      await ready();
      await settled();
      await page.screenshot({ path: path.join(DIR, `${name}-${lang}.png`), fullPage: true });
      const violations = await axeViolations(page);
      expect(violations, `${url} (${lang}):\n${describeViolations(violations)}`).toEqual([]);
    }
    // back in Chinese for what the test does next
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await ready();
    await settled();
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    await api.signIn(demoUsers.country);
    // a banner with its image, through the API (the page's form is exercised by its own screenshot)
    const form = new FormData();
    form.append('typeNo', 'I04');
    form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'banner.png');
    const up = await (await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${api.token}` }, body: form })).json();
    banner = (await api.post<BannerRow>(P.bannerSave, { title: `注册登记系统上线${run}`, altText: '全国温室气体自愿减排注册登记系统上线', imageFileId: up.dataInfo.fileId, linkUrl: '/client/home', sort: 1 })).body.dataInfo;
    methodology = (await api.post<MethodologyRow[]>(P.methodologyList, { pageNumber: 1, pageSize: 10, code: 'CCER-14-001' })).body.dataInfo[0];
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, demoUsers.country);
  }, 180_000);
  afterAll(async () => browser?.close());

  it('columns: the tree of the portal’s columns', async () => {
    await check('/information/column', 'column', () => page.getByTestId('column-news').waitFor());
    await page.getByTestId('column-add').click();
    await page.getByTestId('column-code').waitFor();
    await settled();
    await page.screenshot({ path: path.join(DIR, 'column-add-zh.png') });
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.keyboard.press('Escape');
  });

  it('columns on a phone: a name reads on one line (the table scrolls sideways instead of squeezing it)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${testEnv.appUrl}/information/column`);
      const name = page.getByTestId('column-news');
      await name.waitFor();
      // 新闻动态 on one line: as wide as four characters and one line high (it was a character a line)
      const box = (await name.boundingBox())!;
      expect(box.width).toBeGreaterThan(box.height * 2);
      await page.screenshot({ path: path.join(DIR, 'column-390-zh.png'), fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  let releaseId: number;

  it('a release written in the rich-text editor, with an attachment, published; its detail shows the sanitised body', async () => {
    await check('/information/releaseAdd', 'release-add', () => page.getByTestId('rich-text-editor').waitFor());
    await chooseIn(page, page.getByTestId('release-column'), '通知公告');
    await page.getByTestId('release-title').fill(`关于温室气体自愿减排项目登记的通知${run}`);
    await page.getByTestId('release-summary').fill('登记工作安排。');
    const editor = page.locator('.rich-text-area');
    await editor.click();
    await page.getByTestId('rte-h2').click();
    await page.keyboard.type('一、登记范围');
    await page.keyboard.press('Enter');
    await page.keyboard.type('符合');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.type('2023年方法学');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.type('的项目。');
    await page.keyboard.press('Enter');
    await page.getByTestId('rte-bulletList').click();
    await page.keyboard.type('造林碳汇');
    await page.keyboard.press('Enter');
    await page.keyboard.type('并网海上风力发电');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByTestId('rte-link').click();
    await page.getByTestId('rte-link-href').fill('https://www.mee.gov.cn/');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.getByTestId('business-documents-infoRelease').locator('input[type=file]').first().setInputFiles({ name: '登记指南.pdf', mimeType: 'application/pdf', buffer: samplePdf('guide') });
    await page.locator('.ant-upload-list-item-name', { hasText: '登记指南.pdf' }).waitFor();
    await expect.poll(() => editor.innerHTML()).toContain('<strong>2023年方法学</strong>');
    await page.screenshot({ path: path.join(DIR, 'release-written-zh.png'), fullPage: true });
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByTestId('release-publish').click();
    await page.waitForURL((u) => u.pathname === '/information/release', { timeout: 15000 });
    const rows = (await api.post<ReleaseRow[]>(P.releaseList, { pageNumber: 1, pageSize: 5, title: run })).body.dataInfo;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'published' });
    releaseId = rows[0].id;
    const detail = (await api.get<ReleaseDetail>(`${P.releaseDetail}?id=${releaseId}`)).body.dataInfo;
    expect(detail.bodyHtml).toContain('<h2>一、登记范围</h2>');
    expect(detail.bodyHtml).toMatch(/<a [^>]*href="https:\/\/www\.mee\.gov\.cn\/"[^>]*>/);
    expect(detail.bodyHtml).toContain('rel="noopener noreferrer"');
    expect(detail.attachments.map((f) => f.fileName)).toEqual(['登记指南.pdf']);

    await check('/information/release', 'release', () => page.locator('.ant-table-row', { hasText: run }).first().waitFor());
    await check(`/information/releaseDetail?id=${releaseId}`, 'release-detail', () => page.getByTestId('rich-text-view').locator('h2').waitFor());
    await check(`/information/releaseEdit?id=${releaseId}`, 'release-edit', () => page.locator('.rich-text-area h2').waitFor());
  });

  it('banners and a banner’s detail', async () => {
    await check('/information/rotationChart', 'rotation-chart', () => page.locator('.ant-table-row', { hasText: run }).first().waitFor());
    await check(`/information/rotationChart/detail?id=${banner.id}`, 'rotation-chart-detail', () => page.locator(`img[alt="${banner.altText}"]`).waitFor());
  });

  it('the methodology library, its form and a methodology’s detail', async () => {
    await check('/information/methodology', 'methodology', () => page.locator('.ant-table-row', { hasText: 'CCER-14-001-V01' }).waitFor());
    await check('/information/methodologyEditDetail', 'methodology-add', () => page.getByTestId('methodology-field').waitFor());
    await check(`/information/methodologyEditDetail?id=${methodology.id}`, 'methodology-edit', () => expect.poll(() => page.getByTestId('methodology-code').textContent()).toBe('CCER-14-001-V01'));
    await check(`/information/methodologyDetail?id=${methodology.id}`, 'methodology-detail', () => page.getByText('CCER-14-001-V01').first().waitFor());
    expect(errors).toEqual([]);
  });
});
