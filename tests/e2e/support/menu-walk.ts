import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { retried } from './retried.ts';

/** Resolves once the DOM has not changed for 300 ms (at most 8 s): a route's chunk and its first fetch are in. */
const quiet = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let timer = setTimeout(done, 300);
        const cap = setTimeout(done, 8000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );

/** The page has drawn its content: the DOM is quiet and no loading spinner or skeleton is left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect
    .poll(
      async () => {
        await quiet(page);
        return page.locator('.ant-spin-spinning, .ant-skeleton, .shell-page-spin').count();
      },
      { timeout: 20000, interval: 100 },
    )
    .toBe(0);
}

/** The side menu's leaves (pages) of the chosen first-level entry, by test id. */
const sideLeaves = (page: Page) => page.locator('.shell-sidemenu li.ant-menu-item[data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));

/** What a walk of the menu met. */
export interface MenuWalk {
  /** The first-level entries of the top navigation. */
  tops: number;
  /** The distinct pages opened. */
  pages: number;
  /** Side-menu entries whose page did not open, with where the walk stood. */
  unopened: string[];
  /** Every error or warning message that floated up on the way, with the page it came on. */
  messages: string[];
  /** With `details`: the list pages whose first row's detail was opened, with where it opened. */
  details: string[];
  /** With `details`: the details that opened on a 404 or error result instead of the row. */
  failedDetails: string[];
}

/** A list page's first row's own detail (查看 or 详情), as its inline operation button. */
const firstDetail = (page: Page) => page.locator('.list-page :is(button[data-testid^="op-detail-"], button[data-testid^="op-view-"])').first();

/**
 * Opens the first row's detail of the list page standing, if it has a row with one, and says where it opened and
 * whether it showed the row: a detail that answers a row the list showed with 404, 403 or an error is a rule the list and the
 * detail do not share. A detail in a drawer or modal is closed again with Escape; from one on its own route the walk
 * goes back to the list.
 */
async function openFirstDetail(page: Page, where: string): Promise<{ opened: string; failed: boolean } | undefined> {
  const detail = firstDetail(page);
  if (!(await detail.count())) return undefined;
  await detail.click();
  await settled(page);
  const opened = `${where} → ${new URL(page.url()).pathname}`;
  // a detail's pages answer a row they cannot show with a 404/403 result or an error alert (never used otherwise)
  const failed = (await page.locator('.ant-result:visible, .ant-alert-error:visible').count()) > 0;
  // a detail in a drawer or modal, on the list's route or on the business page it opened (My Tasks' 查看业务 opens the
  // business page with the task's record shown)
  const overlay = page.locator('.ant-drawer-open, .ant-modal-wrap:visible');
  if (await overlay.count()) {
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
  }
  if (new URL(page.url()).pathname !== where) {
    // a detail on its own route, perhaps under another first-level entry: back to the list, whose side menu the walk
    // goes on in
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(where);
    await settled(page);
  }
  return { opened, failed };
}

/**
 * Opens every page of the signed-in operator's menu by clicking it (each first-level entry, then each leaf of its side
 * menu), as a person would, and runs `onPage` once on each distinct path once it has settled. The SPA never reloads on
 * the way, so one observer hears every message. With `details` it also opens the first row's detail of each list page.
 */
export async function walkMenu(page: Page, onPage: (label: string) => Promise<void> = async () => undefined, { details = false } = {}): Promise<MenuWalk> {
  await page.locator('.shell-topnav').waitFor();
  await page.evaluate(() => {
    const shown = new WeakSet<Element>();
    const list: string[] = [];
    (window as unknown as { menuWalkMessages: string[] }).menuWalkMessages = list;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.ant-message-error, .ant-message-warning')) {
        if (shown.has(el)) continue;
        shown.add(el);
        list.push(`${location.pathname}: ${el.textContent}`);
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  const tops = await page.locator('.shell-topnav li[data-testid^="nav-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  const seen = new Set<string>();
  const unopened: string[] = [];
  const openedDetails: string[] = [];
  const failedDetails: string[] = [];
  for (const top of tops) {
    // a page's floating message covers the top navigation for its seconds, and stays while the pointer rests on it
    // (antd pauses it on hover): the pointer goes to the empty bottom corner and the message is waited out, as a
    // person would, before the next entry
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 5, viewport.height - 5);
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 20000 }).toBe(0);
    await page.getByTestId(top).click();
    await expect.poll(() => page.getByTestId(top).getAttribute('class')).toContain('ant-menu-item-selected');
    await page.locator('.shell-sidemenu li.ant-menu-item:not([data-testid="menu-home"])').first().waitFor();
    for (const leaf of await sideLeaves(page)) {
      const item: Locator = page.locator(`.shell-sidemenu li[data-testid="${leaf}"]`);
      // a click that lands while the menu re-renders is lost: one more try
      const opened = await retried(2, async () => {
        await item.scrollIntoViewIfNeeded();
        await item.click();
        return expect
          .poll(() => item.getAttribute('class'), { timeout: 6000 })
          .toContain('ant-menu-item-selected')
          .then(
            () => true,
            () => false,
          );
      });
      if (!opened) {
        unopened.push(`${leaf} (at ${new URL(page.url()).pathname})`);
        continue;
      }
      const where = new URL(page.url()).pathname;
      if (seen.has(where)) continue;
      seen.add(where);
      await settled(page);
      await onPage(`${where} (${leaf})`);
      const detail = details ? await openFirstDetail(page, where) : undefined;
      if (detail?.failed) failedDetails.push(detail.opened);
      else if (detail) openedDetails.push(detail.opened);
    }
  }
  const messages = await page.evaluate(() => (window as unknown as { menuWalkMessages: string[] }).menuWalkMessages);
  return { tops: tops.length, pages: seen.size, unopened, messages, details: openedDetails, failedDetails };
}
