import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { testEnv } from '../../fixtures/env.ts';
import { ROOT } from '../../../scripts/lib/stack.ts';

/** Debian's Chromium, driven by playwright-core; screenshots go to tests/artifacts/e2e/. */
export const SHOTS = path.join(ROOT, 'tests/artifacts/e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  fs.mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A Chinese 1440×900 page that remembers its script errors (for failure messages). */
export async function newZhPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { page, errors };
}

export function shooter(page: Page) {
  return (name: string, fullPage = true) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

export async function signInAs(page: Page, user: { loginName: string; password: string }): Promise<void> {
  await page.goto(`${testEnv.appUrl}/login`);
  await page.getByTestId('login-name').fill(user.loginName);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-code').fill(testEnv.captchaCode);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
}

/** The OK button of the visible antd confirmation (§8 confirmations). */
export const confirmOk = (page: Page) => page.locator('.ant-modal-confirm:visible [data-testid="confirm-ok"]').click();

/** A page of its own, 1680 wide, signed in as `user` when one is given, at `url`. */
export async function openAs(browser: Browser, url: string, user?: { loginName: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1680, height: 1000 } });
  const page = await context.newPage();
  if (user) await signInAs(page, user);
  await page.goto(`${testEnv.appUrl}${url}`);
  return page;
}

/**
 * Screenshots of a page in Chinese, then in English (the stored language preference), each once `ready` holds and no
 * spinner or skeleton is left: <dir>/<name>-zh.png and -en.png. The page is back in Chinese afterwards.
 */
export async function shootBothLanguages(page: Page, dir: string, name: string, ready: (p: Page) => Promise<unknown>): Promise<void> {
  const loaded = async () => {
    await ready(page);
    await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 15000 }).toBe(0);
  };
  await loaded();
  await page.screenshot({ path: path.join(dir, `${name}-zh.png`), fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await loaded();
  await page.screenshot({ path: path.join(dir, `${name}-en.png`), fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
}
