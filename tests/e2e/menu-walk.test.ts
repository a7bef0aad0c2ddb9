// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoUsers } from '../fixtures/env.ts';
import { launchBrowser, zhPageAs } from './support/browser.ts';
import { walkMenu } from './support/menu-walk.ts';

/**
 * Every page a role's menu offers opens without an error or a warning floating up: a page the operator may open but not
 * use says why on the page (the administrator's walk is in accessibility.test.ts, with axe on each page). Walked by
 * clicking, as a person would, for each demo role: the national administrator, an enterprise representative, a
 * validation body and an expert.
 */
const ROLES = [
  ['national administrator', demoUsers.country],
  ['enterprise representative', demoUsers.owner],
  ['validation body', { loginName: 'org01', password: demoUsers.owner.password }],
  ['expert', { loginName: 'expert01', password: demoUsers.owner.password }],
] as const;

describe('every page of each role menu opens without an error message', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const [role, user] of ROLES) {
    it(`the ${role} (${user.loginName})`, async () => {
      const page = await zhPageAs(browser, user);
      try {
        // wide enough for every first-level entry to stand in the top navigation (none folded into its overflow menu)
        await page.setViewportSize({ width: 2200, height: 1000 });
        const walk = await walkMenu(page);
        console.log(`${user.loginName}: ${walk.pages} pages under ${walk.tops} first-level entries`);
        expect(walk.pages).toBeGreaterThan(0);
        expect(walk.unopened, 'menu entries whose page did not open').toEqual([]);
        expect(walk.messages, 'messages the pages showed on opening').toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 300_000);
  }
});
