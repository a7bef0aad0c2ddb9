// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { indexHtmlFiles, ROUTE_ONLY_CHUNKS } from '../../scripts/lib/web-payload.ts';
import { launchBrowser, newZhPage, shooter, signInAs, stillness } from './support/browser.ts';

/** Issue 9: the shell's JavaScript on the wire at most 400 kB (what the sign-in page and the home fetch). */
const SHELL_JS_BUDGET = 400 * 1000;

/**
 * How the gateway delivers the web app: precompressed (brotli for a browser that accepts it), hashed
 * assets cached for a year, index.html revalidated; the sign-in page and the shell home load no
 * bpmn-js, modeler or form-js chunk. Bytes are counted, never times.
 */
describe('web delivery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('index.html preloads no workflow chunk; its assets come as brotli with a year’s cache', async () => {
    const page = await fetch(`${testEnv.appUrl}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const files = indexHtmlFiles(await page.text());
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.filter((f) => ROUTE_ONLY_CHUNKS.test(f))).toEqual([]);
    for (const file of files) {
      const res = await fetch(`${testEnv.appUrl}/${file}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')?.toLowerCase(), file).toContain('accept-encoding');
      if (Number(res.headers.get('content-length') ?? 1025) > 1024) expect(res.headers.get('content-encoding'), file).toBe('br');
      await res.arrayBuffer();
    }
  });

  it('the sign-in page and the shell home fetch at most 400 kB of JavaScript, none of it a workflow chunk', async () => {
    const { page, errors } = await newZhPage(browser);
    const scripts = new Map<string, { bytes: number; encoding?: string }>();
    const record = async (request: Request) => {
      if (request.resourceType() !== 'script' || scripts.has(request.url())) return;
      const response = await request.response();
      const sizes = await request.sizes();
      scripts.set(request.url(), { bytes: sizes.responseBodySize, encoding: (await response?.allHeaders())?.['content-encoding'] });
    };
    page.on('requestfinished', (r) => void record(r));

    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-name').waitFor();
    await page.waitForLoadState('networkidle');
    const signInPage = [...scripts.keys()];
    await shooter(page)('90-web-delivery-login', false);
    await signInAs(page, demoUsers.admin);
    await page.getByTestId('clock').waitFor();
    await page.waitForLoadState('networkidle');
    await shooter(page)('90-web-delivery-home', false);

    const urls = [...scripts.keys()];
    // the other pages' texts: fetched once the shell shows, in the background, for the pages to come (i18n.ts)
    const isPageTexts = (u: string) => /\/assets\/zh-pages-[\w-]+\.js$/.test(new URL(u).pathname);
    expect(signInPage.filter(isPageTexts)).toEqual([]);
    expect(urls.filter(isPageTexts)).toHaveLength(1);
    const pageTexts = urls.filter(isPageTexts).reduce((s, u) => s + scripts.get(u)!.bytes, 0);
    const total = urls.filter((u) => !isPageTexts(u)).reduce((s, u) => s + scripts.get(u)!.bytes, 0);
    console.log(
      `[web delivery] sign-in page + home: ${urls.length} scripts, ${(total / 1000).toFixed(1)} kB on the wire (sign-in page alone: ${signInPage.length} scripts); ` +
        `then the pages' texts: ${(pageTexts / 1000).toFixed(1)} kB`,
    );
    expect(urls.filter((u) => ROUTE_ONLY_CHUNKS.test(new URL(u).pathname.slice(1)))).toEqual([]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(SHELL_JS_BUDGET);
    // every script of some size came compressed
    expect([...scripts].filter(([, v]) => v.bytes > 1024 && v.encoding !== 'br').map(([u]) => u)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a page whose files do not load says so with 刷新 within the frame instead of a blank window, and the reload brings the page', async () => {
    const { page } = await newZhPage(browser);
    // the pages' texts do not come (the connection dropped, or a new version replaced the file)
    const pageTexts = /\/assets\/zh-pages-[\w-]+\.js$/;
    await page.route(pageTexts, (route) => route.abort());
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/system/role`);
    const failure = page.getByTestId('page-load-failed');
    await failure.getByText('页面加载失败').waitFor();
    await failure.getByText('请刷新后重试').waitFor();
    // the frame stays: its header, and a side menu that still opens another page (which waits for the same texts)
    await page.getByTestId('shell-header').waitFor();
    // the page shown is the one chosen (its menu item selected), and it fails the same way
    const selectedMenu = () => page.locator('.shell-sider .ant-menu-item-selected').innerText();
    await page.getByTestId('menu-4010').click();
    await page.waitForURL((u) => u.pathname === '/system/tradeDateNode');
    await expect.poll(selectedMenu).toBe('交易时段');
    await failure.waitFor();
    await page.getByTestId('menu-4015').click();
    await page.waitForURL((u) => u.pathname === '/system/role');
    await expect.poll(selectedMenu).toBe('角色管理');
    await failure.waitFor();
    await stillness(page);
    await shooter(page)('90-web-delivery-load-failed', false);
    await page.unroute(pageTexts);
    await page.getByTestId('reload-page').click();
    await page.getByText('角色名称').first().waitFor();
    expect(await page.getByText('页面加载失败').count()).toBe(0);
    await page.context().close();
  });
});
