import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { testEnv } from '../../fixtures/env.ts';
import { ROOT } from '../../../scripts/lib/stack.ts';
import { retried } from './retried.ts';

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

/** A zh page of its own (newZhPage, its script errors dropped) signed in as `user`; no language pinned, so a test may switch it. */
export async function zhPageAs(browser: Browser, user: { loginName: string; password: string }): Promise<Page> {
  const { page } = await newZhPage(browser);
  await signInAs(page, user);
  return page;
}

/**
 * Signs in through the login page, the image code being the test stack's fixed one; waits until the page has left
 * /login, or, given `target`, signs in from /login?redirect=<target> and waits until it is there.
 */
export async function signInAs(page: Page, user: { loginName: string; password: string }, target?: string): Promise<void> {
  await page.goto(`${testEnv.appUrl}/login${target ? `?redirect=${encodeURIComponent(target)}` : ''}`);
  await page.getByTestId('login-name').fill(user.loginName);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-code').fill(testEnv.captchaCode);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => (target ? u.pathname === target : !u.pathname.startsWith('/login')), { timeout: 30000 });
}

/** The stored language preference changed and the page loaded again in it. */
export async function switchLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
}

/** No spinner or skeleton left on the page. */
export const spinnersGone = (page: Page, timeout = 15000) => expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout }).toBe(0);

/**
 * No transition or animation running that will end (a dialog's zoom, a list's loading mask fading out, a chart drawing
 * itself): a screenshot or a colour measured half-way shows the page as nobody sees it. Endless ones (a spinner) don't count.
 */
export async function stillness(page: Page, timeout = 10000): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout });
}

/** Waits until the open drawer has slid in (its place the same between two looks). */
export async function drawerSettled(page: Page): Promise<void> {
  const drawer = page.locator('.ant-drawer-section:visible, .ant-drawer-content:visible').first();
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await drawer.boundingBox());
      const same = now === last;
      last = now;
      return same;
    }, { interval: 150 })
    .toBe(true);
}

/**
 * Loads `url` again until `testId` shows (a minute at most): a list's row operation or a page's decision waits for a task
 * the engine makes a moment after the step before it.
 */
export async function openUntilShown(page: Page, url: string, testId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${testEnv.appUrl}${url}`);
        return page
          .getByTestId(testId)
          .waitFor({ timeout: 5000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 60000, interval: 500 },
    )
    .toBe(true);
}

/**
 * chooseIn for the Select of the form field `fieldId`, typing `search` (its label, or other text the option is found
 * by) first; on a Select without search the typing does nothing.
 */
export const chooseOption = (page: Page, fieldId: string, label: string, search = label): Promise<void> =>
  chooseIn(page, page.locator(`.ant-select:has(#${fieldId})`), label, search);

/**
 * Picks an option of the antd Select `select` (the Select itself: its test id, or the `.ant-select` of a form item) from
 * its list, typing `search` first into a Select with search. A list still open first (one fading out under load would
 * take the click) is closed.
 */
export async function chooseIn(page: Page, select: Locator, label: string, search?: string): Promise<void> {
  await pickUntilShown(page, select, label, async () => {
    await closeLists(page);
    await select.click();
    if (search) await page.keyboard.type(search);
  });
}

/** chooseIn for the Select inside `item` (a form item), without search. */
export const chooseFromList = (page: Page, item: Locator, label: string) => chooseIn(page, item.locator('.ant-select'), label);

/** Opens the list of the antd Select `select` (any other closed first) and returns its first option's label. */
export async function firstOptionLabel(page: Page, select: Locator): Promise<string> {
  await closeLists(page);
  await select.click();
  return (await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().innerText()).trim();
}

/** Picks the first option of the antd Select `select`, whichever it is, and returns its label. */
export async function chooseFirstIn(page: Page, select: Locator): Promise<string> {
  const label = await firstOptionLabel(page, select);
  await chooseIn(page, select, label);
  return label;
}

/**
 * Picks options of the antd multiple Select `select` one by one, each until a tag shows it (an option already shown is
 * not clicked again: a second click would take it off). An open list is taken for the Select's own: the caller has
 * closed any other. The list stays open, as a multiple Select's does.
 */
export async function chooseManyIn(page: Page, select: Locator, labels: string[]): Promise<void> {
  const shown = (label: string) =>
    expect
      .poll(() => select.innerText(), { timeout: 2000 })
      .toContain(label)
      .then(() => true, () => false);
  for (const label of labels) {
    await retried(3, async () => {
      if ((await select.innerText()).includes(label)) return true;
      if ((await openLists(page)) === 0) await select.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click({ timeout: 10_000 });
      return shown(label);
    });
    expect(await select.innerText()).toContain(label);
  }
}

const openLists = (page: Page) => page.locator('.ant-select-dropdown:visible').count();
async function closeLists(page: Page): Promise<void> {
  if ((await openLists(page)) > 0) await page.keyboard.press('Escape');
  await expect.poll(() => openLists(page)).toBe(0);
}

/** Opens the list (`open`) and clicks the option until `item` shows it: a pick lost on a busy machine is made again. */
async function pickUntilShown(page: Page, item: Locator, label: string, open: () => Promise<void>): Promise<void> {
  await retried(3, async () => {
    await open();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click({ timeout: 10_000 });
    return (await item.innerText()).includes(label);
  });
  expect(await item.innerText()).toContain(label);
  // the list has closed (a list still fading out would be read as the next field's)
  await expect.poll(() => openLists(page)).toBe(0);
}

/**
 * Waits until a modal has opened and finished zooming in (a shot mid-animation shows it half transparent, a click on its
 * moving button can be lost). It waits for a visible modal first, so that it cannot pass before the modal has come.
 */
export async function modalSettled(page: Page): Promise<void> {
  await page.locator('.ant-modal:visible').first().waitFor();
  await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter').count()).toBe(0);
}

/**
 * Presses `button` once its modal has zoomed in, and waits until `dialog` has closed. A click lost on a busy machine, or
 * a submission the page refused, leaves it open: that ends in a Playwright timeout (which the browser tag runs once
 * more), with what the dialog still shows in the message, rather than in a later assertion that says less.
 */
async function pressUntilClosed(page: Page, dialog: Locator, button: Locator, timeout: number): Promise<void> {
  await button.waitFor();
  await modalSettled(page);
  await button.click();
  await dialog.waitFor({ state: 'hidden', timeout }).catch(async (e: Error) => {
    const shown = await dialog.innerText().catch(() => '');
    throw new Error(`${e.message}\nthe modal still shows: ${shown}`);
  });
}

/** Presses OK in the form modal `testId` and waits until it has closed (pressUntilClosed). */
export async function submitModal(page: Page, testId: string, timeout = 15000): Promise<void> {
  // antd puts the Modal's data-testid on its root, which has no box of its own: the dialog inside shows and hides
  const dialog = page.getByTestId(testId).locator('.ant-modal');
  await pressUntilClosed(page, dialog, dialog.locator('.ant-btn-primary'), timeout);
}

/** Answers the visible antd confirmation (§8 confirmations, the unsaved-changes question) and waits until it has closed (pressUntilClosed). */
export async function answerConfirm(page: Page, choice: 'confirm-ok' | 'confirm-cancel'): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm:visible');
  await pressUntilClosed(page, confirm, confirm.locator(`[data-testid="${choice}"]`), 30000);
}

/** Presses OK on the visible antd confirmation and waits until it has closed. */
export const confirmOk = (page: Page): Promise<void> => answerConfirm(page, 'confirm-ok');

/** A page of its own, 1680 wide (a zh-CN browser unless `locale` says otherwise), signed in as `user` when one is given, at `url`. */
export async function openAs(browser: Browser, url: string, user?: { loginName: string; password: string }, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1680, height: 1000 } });
  const page = await context.newPage();
  if (user) await signInAs(page, user);
  await page.goto(`${testEnv.appUrl}${url}`);
  return page;
}

/**
 * Screenshots of a page in Chinese, then in English (the stored language preference), each once `ready` holds, no
 * spinner or skeleton is left and nothing moves (stillness): <dir>/<name>-zh.png and -en.png. The page is back in Chinese afterwards.
 */
export async function shootBothLanguages(page: Page, dir: string, name: string, ready: (p: Page) => Promise<unknown>): Promise<void> {
  const loaded = async () => {
    await ready(page);
    await spinnersGone(page);
    await stillness(page);
  };
  await loaded();
  await page.screenshot({ path: path.join(dir, `${name}-zh.png`), fullPage: true });
  await switchLanguage(page, 'en');
  await loaded();
  await page.screenshot({ path: path.join(dir, `${name}-en.png`), fullPage: true });
  await switchLanguage(page, 'zh');
}

/** How many lines an element's text stands on, by the tops of its text's boxes (a word broken across two lines counts two). */
export const textLineCount = (element: Locator): Promise<number> =>
  element.evaluate((root) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) tops.add(Math.round(box.top));
    }
    return tops.size;
  });
