// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Browser } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';
import { defaultYear } from '../../gateway/src/routes/calendar/calendar-days.ts';

/**
 * Next year's trade calendar in Chromium. On a day in October (the browser's clock is set there; the registry's day
 * is the browser's), with next year not initialised: the administrator's home says so and leads to that year on
 * 交易日历, whose 初始化 makes the notice go away; a company representative (no 094) is told nothing. The current
 * year without days is told first, at any time of year. The years' days as they were are put back afterwards.
 */
describe('trade calendar: the next year before it is needed', () => {
  const year = Number(isoDay().slice(0, 4));
  const next = year + 1;
  let browser: Browser;
  let db: Knex;
  let kept: Record<string, unknown>[] = [];
  let keptCurrent: Record<string, unknown>[] = [];

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 1);
    kept = await db('trade_calendar').where({ year: next });
    await db('trade_calendar').where({ year: next }).delete();
    // the current year with its days, as a running registry has it; its own notice is the last test's
    keptCurrent = await db('trade_calendar').where({ year });
    if (keptCurrent.length === 0) await db.batchInsert('trade_calendar', defaultYear(year).map((d) => ({ year, cal_date: d.calDate, nature: d.nature })), 200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (db) {
      await db('trade_calendar').where({ year: next }).delete();
      if (kept.length > 0) await db.batchInsert('trade_calendar', kept, 200);
      await db('trade_calendar').where({ year }).delete();
      if (keptCurrent.length > 0) await db.batchInsert('trade_calendar', keptCurrent, 200);
      await db.destroy();
    }
  });

  async function octoberPage() {
    const { page, errors } = await newZhPage(browser);
    await page.clock.setFixedTime(new Date(`${year}-10-15T10:00:00+08:00`));
    return { page, errors };
  }

  it('tells the administrator on the home page, leads to the year, and goes once it is initialised', async () => {
    const { page, errors } = await octoberPage();
    const shot = shooter(page);
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/home`);
    const notice = page.getByTestId('next-year-calendar-alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${next}年度交易日历尚未初始化`);
    expect(await notice.textContent()).toContain('按自然日计算');
    await shot('trade-calendar-01-home-notice');
    // on a phone the button sits under the text, which keeps the width
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await notice.boundingBox();
    const hint = await page.getByText('按自然日计算').boundingBox();
    expect(hint!.width).toBeGreaterThan(box!.width * 0.6);
    await shot('trade-calendar-01-home-notice-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId('next-year-calendar-open').click();
    await page.waitForURL((u) => u.pathname === '/system/tradeDate' && u.searchParams.get('year') === String(next));
    await page.getByText('处理失败, 请先初始化当前年度！').waitFor();
    expect(await page.getByTestId('calendar-year').textContent()).toContain(`${next}年`);
    await page.getByTestId('calendar-init').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByText(/初始化成功，共生成36[56]天/).waitFor();
    expect(Number((await db('trade_calendar').where({ year: next }).count({ n: '*' }))[0].n)).toBeGreaterThanOrEqual(365);
    await shot('trade-calendar-02-initialised');

    await page.goto(`${testEnv.appUrl}/home`);
    await page.getByTestId('system-home').waitFor();
    // the home page asks again and finds the year's days
    await expect.poll(() => page.getByTestId('next-year-calendar-alert').count(), { timeout: 10000 }).toBe(0);
    // the one failed call is the year's list before 初始化 (the spec's 400 for a year without days); the notice's own
    // question never fails
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('tells a company representative nothing (no 094)', async () => {
    await db('trade_calendar').where({ year: next }).delete();
    const { page } = await octoberPage();
    await signInAs(page, demoUsers.owner);
    await page.goto(`${testEnv.appUrl}/home`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('next-year-calendar-alert').count()).toBe(0);
  });

  it('tells the administrator first of a current year without days, in any month', async () => {
    await db('trade_calendar').where({ year }).delete();
    const { page } = await newZhPage(browser);
    await page.clock.setFixedTime(new Date(`${year}-03-10T10:00:00+08:00`));
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/home`);
    const notice = page.getByTestId('next-year-calendar-alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${year}年度交易日历尚未初始化`);
    expect(await notice.textContent()).toContain('本年度的办理期限');
    await shooter(page)('trade-calendar-03-current-year-notice');
    await page.getByTestId('next-year-calendar-open').click();
    await page.waitForURL((u) => u.pathname === '/system/tradeDate' && u.searchParams.get('year') === String(year));
    await page.getByText('处理失败, 请先初始化当前年度！').waitFor();
    // the calendar page says it itself: no second notice of the same year
    expect(await page.getByTestId('next-year-calendar-alert').count()).toBe(0);
  });
});
