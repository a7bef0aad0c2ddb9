// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * The administrator opens every page this area added that no other browser test walks through,
 * in Chinese: each renders its list or form without a script error, and is kept as a screenshot
 * (tests/artifacts/e2e/tour-*.png) to be read by a person.
 */
const pages: Array<{ name: string; path: string; ready: string }> = [
  { name: 'trade-calendar', path: '/system/tradeDate', ready: '.ant-picker-calendar, .ant-alert' },
  { name: 'business-processes', path: '/system/process/business', ready: '[data-testid="list-businessProcesses"] tr.ant-table-row' },
  { name: 'business-versions', path: '/system/process/businessInstance?processKey=ccerProjectPubApply', ready: '[data-testid="instances-v1"]' },
  { name: 'done-tasks', path: '/system/process/done', ready: '[data-testid="list-doneTasks"]' },
  { name: 'process-instances', path: '/system/process/instance', ready: '[data-testid="list-processInstances"]' },
  { name: 'roles', path: '/system/role', ready: 'tr.ant-table-row' },
  { name: 'country-operators', path: '/account/country/manage', ready: '.list-page' },
  { name: 'country-operator-add', path: '/account/country/add', ready: 'form' },
  { name: 'expert-add', path: '/account/experts/add', ready: 'form' },
  { name: 'company-manage', path: '/account/company/manage', ready: '.list-page' },
];

describe('a tour of the back-office pages in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let shot: ReturnType<typeof shooter>;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await newZhPage(browser));
    shot = shooter(page);
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => browser?.close());

  for (const p of pages) {
    it(`opens ${p.path}`, async () => {
      errors.length = 0;
      await page.goto(`${testEnv.appUrl}${p.path}`);
      await page.locator(p.ready).first().waitFor({ timeout: 20000 }).catch(async (e) => {
        await shot(`tour-${p.name}-failed`);
        throw new Error(`${(e as Error).message} | page errors: ${errors.join(' | ')}`);
      });
      await page.waitForTimeout(300);
      await shot(`tour-${p.name}`);
      expect(await page.locator('body').innerText()).not.toContain('抱歉，你访问的页面不存在');
      expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
    });
  }
});
