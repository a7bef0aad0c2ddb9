// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LogRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { launchBrowser, shooter, signInAs } from './support/browser.ts';

/** An instant as China shows it (yyyy-MM-dd HH:mm:ss), computed apart from the web's own module. */
function chinaText(instant: Date | number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
/** The server clock's text (yyyyMMddHHmmss, China time) as an instant. */
const serverInstant = (s: string) => Date.parse(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}+08:00`);
const serverClock = async () => ((await (await fetch(`${testEnv.appUrl}/api/common/datetime`)).json()) as { dataInfo: string }).dataInfo;

/**
 * A reviewer whose computer runs on New York time sees the registry's time (China) in lists and in
 * the clock, which follows the server's clock and says 未获取到系统时间 while the server's time cannot
 * be had (spec §7, §8). Screenshots: tests/artifacts/e2e/91-*.png.
 */
describe('registry time in a browser abroad', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const admin = new ApiClient();

  beforeAll(async () => {
    await admin.signIn(demoUsers.admin);
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs the browser in New York', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  });

  it('shows the operation log’s times in China time', async () => {
    const rows = (await admin.post<LogRow[]>('/api/log/list', { pageNumber: 1, pageSize: 10 })).body.dataInfo;
    expect(rows.length).toBeGreaterThan(0);
    await page.goto(`${testEnv.appUrl}/system/log`);
    const table = page.locator('[data-testid="list-operationLog"] .ant-table-tbody');
    await table.locator('tr.ant-table-row').first().waitFor({ timeout: 30000 });
    const shown = await table.innerText();
    // the newest row the API gave is on the page as China shows its instant, not as New York does
    const newest = rows[0];
    expect(shown).toContain(chinaText(new Date(newest.at)));
    const newYork = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(newest.at));
    expect(shown).not.toContain(newYork);
    await shooter(page)('91-registry-time-log-list', false);
  });

  it('shows the server’s time on the clock, in China time', async () => {
    await page.goto(`${testEnv.appUrl}/home`);
    const clock = page.getByTestId('clock');
    await expect.poll(() => clock.getAttribute('data-synced'), { timeout: 30000 }).toBe('true');
    const before = await serverClock();
    const text = await clock.innerText();
    const after = await serverClock();
    // read between two server readings. The clock knows the server's time to about a second (the answer is whole
    // seconds), so near a minute's turn it may still show the last one: any minute from 2 s before the first reading
    // to 2 s after the second
    const minutes = [serverInstant(before) - 2000, serverInstant(after) + 2000].map((t) => chinaText(t).slice(0, 16));
    expect(minutes).toContain(text.slice(0, 16));
    expect(text).toMatch(/星期[一二三四五六日]$/);
    await shooter(page)('91-registry-time-clock', false);
  });

  it('says 未获取到系统时间 while the server’s time cannot be had, and shows the time after the 30 s retry', async () => {
    const failing = await context.newPage();
    await failing.clock.install();
    await failing.route('**/api/common/datetime', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"flag":0,"msg":"unavailable"}' }));
    await failing.goto(`${testEnv.appUrl}/home`);
    const clock = failing.getByTestId('clock');
    await expect.poll(() => clock.innerText(), { timeout: 30000 }).toBe('未获取到系统时间');
    await shooter(failing)('91-registry-time-clock-missing', false);
    await failing.unroute('**/api/common/datetime');
    // the browser's own timers, moved by Playwright's clock: no waiting on the wall clock
    await failing.clock.fastForward(30_000);
    await expect.poll(() => clock.getAttribute('data-synced'), { timeout: 30000 }).toBe('true');
    expect(await clock.innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 星期/);
    await failing.close();
  });
});
