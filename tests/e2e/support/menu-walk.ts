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
}

/**
 * Opens every page of the signed-in operator's menu by clicking it (each first-level entry, then each leaf of its side
 * menu), as a person would, and runs `onPage` once on each distinct path once it has settled. The SPA never reloads on
 * the way, so one observer hears every message.
 */
export async function walkMenu(page: Page, onPage: (label: string) => Promise<void> = async () => undefined): Promise<MenuWalk> {
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
    }
  }
  const messages = await page.evaluate(() => (window as unknown as { menuWalkMessages: string[] }).menuWalkMessages);
  return { tops: tops.length, pages: seen.size, unopened, messages };
}
