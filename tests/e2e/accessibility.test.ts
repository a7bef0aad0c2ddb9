// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { axeViolations, describeViolations, type AxeViolation } from './support/axe.ts';
import { answerConfirm, launchBrowser, newZhPage, SHOTS, shootBothLanguages, signInAs, stillness } from './support/browser.ts';
import { retried } from './support/retried.ts';
import { settled, walkMenu, type MenuWalk } from './support/menu-walk.ts';

/**
 * Accessibility everywhere (issue 14, WCAG 2.1 AA): axe-core finds no serious or critical violation on the public pages
 * signed out nor on any back-office page the administrator's menu offers (walked through the rendered top navigation
 * and side menu, so a new menu entry is checked without touching this file); Tab reaches the controls of the sign-in
 * page and of a list page in order, each with a visible focus. Every page's figures go to
 * tests/artifacts/e2e/a11y/axe-report.json; the failures are reported together.
 */
const DIR = path.join(SHOTS, 'a11y');

/** The public pages (spec §2.1 and the registry's public routes), opened signed out. */
const PUBLIC_PAGES = [
  '/login',
  '/client/register',
  '/client/forgetPassword',
  '/projectPublicity/projectPublicityList',
  '/projectPublicity/projectPublicityDetail?id=0',
  '/projectPublicity/reductionPublicityDetail?id=0',
  '/projectPublicity/unregisterSearch',
  '/projectPublicity/serial',
  '/projectPublicity/certificate',
  '/404',
];

interface PageReport {
  path: string;
  /** Failing elements of critical and of serious rules. */
  critical: number;
  serious: number;
  violations: AxeViolation[];
}

async function measure(page: Page, label: string, reports: PageReport[]): Promise<void> {
  await stillness(page);
  const violations = await axeViolations(page);
  const count = (impact: string) => violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes, 0);
  reports.push({ path: label, critical: count('critical'), serious: count('serious'), violations });
}

const failures = (reports: readonly PageReport[]) =>
  reports
    .filter((r) => r.violations.length)
    .map((r) => `${r.path}\n${describeViolations(r.violations).replace(/^/gm, '  ')}`)
    .join('\n');

/** A short name of the focused element, for the order of Tab stops. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return el.getAttribute('data-testid') || el.id || el.getAttribute('aria-label') || el.tagName.toLowerCase();
  });

/** The focused element shows it: an outline or a ring (box-shadow) or a border that differs from its unfocused look. */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    // antd draws an input's focus on its wrapper (affix wrapper, picker, select)
    const ring = el.closest('.ant-input-affix-wrapper, .ant-picker, .ant-select, .ant-input-number') ?? el;
    // and a pagination's previous/next item on its inner link (the item itself keeps no outline)
    const inner = el.querySelector(':scope > .ant-pagination-item-link');
    for (const node of new Set([el, ring, ...(inner ? [inner] : [])])) {
      const s = getComputedStyle(node);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return true;
      if (s.boxShadow && s.boxShadow !== 'none') return true;
    }
    return false;
  });

/** Presses Tab until `last` has the focus (or `limit` stops): the stops in order, and those without a visible focus. */
async function tabThrough(page: Page, last: string, limit = 60): Promise<{ stops: string[]; unseen: string[] }> {
  const stops: string[] = [];
  const unseen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    stops.push(name);
    if (name && !(await focusVisible(page))) unseen.push(name);
    if (name === last) break;
  }
  return { stops, unseen };
}

/** Signs the administrator in unless an earlier test did (each test may run alone). */
async function asAdmin(page: Page): Promise<void> {
  if (!page.url().startsWith(testEnv.appUrl) || !(await page.evaluate(() => localStorage.getItem('token')))) await signInAs(page, demoUsers.admin);
}

describe('accessibility (axe-core, keyboard)', () => {
  let browser: Browser;
  let page: Page;
  const publicReports: PageReport[] = [];
  const shellReports: PageReport[] = [];

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    browser = await launchBrowser();
    ({ page } = await newZhPage(browser));
  });
  afterAll(async () => {
    const all = [...publicReports, ...shellReports].map(({ path: p, critical, serious, violations }) => ({ path: p, critical, serious, rules: violations.map((v) => `${v.id} ${v.nodes}`) }));
    fs.writeFileSync(path.join(DIR, 'axe-report.json'), JSON.stringify(all, null, 2));
    await browser?.close();
  });

  it('the public pages, signed out, have no serious or critical violation', async () => {
    for (const p of PUBLIC_PAGES) {
      await page.goto(`${testEnv.appUrl}${p}`);
      await page.locator('#root *').first().waitFor();
      await settled(page);
      await measure(page, p, publicReports);
    }
    await page.goto(`${testEnv.appUrl}/login`);
    await shootBothLanguages(page, DIR, 'login-1440', (p) => p.getByTestId('login-captcha').locator('img').waitFor());
    expect(failures(publicReports)).toBe('');
  });

  it('the sign-in page is walked by Tab in order, each stop with a visible focus', async () => {
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-captcha').locator('img').waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const { stops, unseen } = await tabThrough(page, 'login-forget-password');
    const order = ['lang-switch', 'login-name', 'login-password', 'login-code', 'login-captcha', 'login-submit', 'login-forget-password'];
    expect(stops.filter((s) => order.includes(s))).toEqual(order);
    expect(unseen).toEqual([]);
  });

  // some 130 pages at about a second and a half each
  it('every back-office page of the menu opens without an error message and has no serious or critical violation', async () => {
    await asAdmin(page);
    // wide enough for every first-level entry to stand in the top navigation (none folded into its overflow menu)
    await page.setViewportSize({ width: 2200, height: 1000 });
    let walk: MenuWalk;
    try {
      walk = await walkMenu(page, (label) => measure(page, label, shellReports));
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    console.log(`axe: ${shellReports.length} back-office pages, ${shellReports.filter((r) => r.violations.length).length} with serious or critical violations`);
    expect(walk.tops).toBeGreaterThan(5);
    expect(shellReports.length).toBeGreaterThan(50);
    expect(failures(shellReports)).toBe('');
    expect(walk.unopened, 'menu entries whose page did not open').toEqual([]);
    // a page the menu offers opens without a refusal or a warning floating up (a page the operator may open but not use
    // says why on the page; tests/e2e/menu-walk.test.ts walks the other roles' menus)
    expect(walk.messages, 'messages the pages showed on opening').toEqual([]);
  }, 600_000);

  it('the confirmation and unsaved-changes dialogs have no serious or critical violation', async () => {
    const dialogs: PageReport[] = [];
    await asAdmin(page);
    // a row operation's confirmation (停用 on the country operators' list)
    await page.goto(`${testEnv.appUrl}/account/country/manage`);
    const disable = page.locator('[data-testid^="op-disable-"]').first();
    await disable.waitFor({ timeout: 20000 });
    await settled(page);
    await disable.click();
    await page.locator('.ant-modal-confirm').waitFor();
    await measure(page, 'row operation confirmation', dialogs);
    await answerConfirm(page, 'confirm-cancel');
    // leaving a form with changes (the role form) asks first
    await page.goto(`${testEnv.appUrl}/system/roleAdd`);
    await page.getByTestId('role-form-name').fill('axe');
    await page.getByTestId('logout').click();
    await page.getByTestId('unsaved-confirm').waitFor();
    await measure(page, 'unsaved-changes confirmation', dialogs);
    await page.screenshot({ path: path.join(DIR, 'unsaved-dialog-1440.png') });
    await answerConfirm(page, 'confirm-cancel');
    // the top bar's settings drawer and change-password dialog
    await page.getByTestId('settings-open').click();
    await page.getByTestId('setting-tagsView').waitFor();
    await measure(page, 'settings drawer', dialogs);
    await page.keyboard.press('Escape');
    await page.getByTestId('setting-tagsView').waitFor({ state: 'hidden' });
    // the user menu opens once the drawer has gone; on a busy machine a click during its closing is lost: try again
    await retried(3, async () => {
      await page.getByTestId('user-menu').click({ timeout: 10_000 });
      await page.getByTestId('menu-change-password').click({ timeout: 10_000 });
      await page.getByTestId('old-password').waitFor({ timeout: 10_000 });
      return true;
    });
    await measure(page, 'change-password dialog', dialogs);
    await page.keyboard.press('Escape');
    await page.getByTestId('old-password').waitFor({ state: 'hidden' });
    expect(dialogs.length).toBe(4);
    shellReports.push(...dialogs);
    expect(failures(dialogs)).toBe('');
  });

  it('on a phone the shell, its menu drawer and a list have no serious or critical violation', async () => {
    const phone: PageReport[] = [];
    await asAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${testEnv.appUrl}/account/company/manage`);
      await page.locator('.list-page .ant-table-row').first().waitFor({ timeout: 20000 });
      await settled(page);
      await measure(page, 'list at 390 px', phone);
      await page.getByTestId('sidebar-toggle').click();
      await page.locator('.ant-drawer .shell-sidemenu').waitFor();
      await measure(page, 'menu drawer at 390 px', phone);
      await page.screenshot({ path: path.join(DIR, 'shell-menu-390.png') });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    shellReports.push(...phone);
    expect(failures(phone)).toBe('');
  });

  it('a list page is walked by Tab: search fields, buttons, toolbar, table, pagination, each with a visible focus', async () => {
    await asAdmin(page);
    await page.goto(`${testEnv.appUrl}/account/company/manage`);
    await page.locator('.list-page .ant-table-row').first().waitFor({ timeout: 20000 });
    await settled(page);
    await shootBothLanguages(page, DIR, 'shell-list-1440', (p) => p.locator('.list-page .ant-table-row').first().waitFor({ timeout: 20000 }));
    await page.locator('.list-page .ant-table-row').first().waitFor({ timeout: 20000 });
    await settled(page);
    await page.locator('.shell-content').click({ position: { x: 2, y: 2 } });
    const { stops, unseen } = await tabThrough(page, 'list-jump', 120);
    // the search form's fields come before its buttons, then the toolbar, then the rows' operations
    const at = (name: string) => stops.indexOf(name);
    expect(at('list-search')).toBeGreaterThan(0);
    expect(stops.slice(0, at('list-search')).some((s) => s.endsWith('_custName'))).toBe(true);
    expect(at('list-reset')).toBeGreaterThan(at('list-search'));
    expect(stops.findIndex((s) => s.startsWith('op-'))).toBeGreaterThan(at('list-reset'));
    expect(at('list-jump')).toBeGreaterThan(stops.findIndex((s) => s.startsWith('op-')));
    expect(unseen).toEqual([]);
  });
});
