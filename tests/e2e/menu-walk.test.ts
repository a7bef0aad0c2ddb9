// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { operatorTypes } from '@ccer/contracts';
import { launchBrowser, zhPageAs } from './support/browser.ts';
import { walkMenu } from './support/menu-walk.ts';

/**
 * Every page a role's menu offers opens without an error or a warning floating up: a page the operator may open but not
 * use says why on the page (the administrator's walk is in accessibility.test.ts, with axe on each page). Walked by
 * clicking, as a person would, for each built-in role but the system administrator's: the demo national administrator,
 * enterprise representative, validation body and expert, and an operator made for the walk of each other role (a
 * provincial, configuration and exchange administrator, a public account holder and a visitor).
 */
const PASSWORD = demoUsers.owner.password;
const MADE = [
  ['provincial administrator', { loginName: 'walk-province', operatorType: operatorTypes.province, roleName: '省级管理员' }],
  ['configuration administrator', { loginName: 'walk-config', operatorType: operatorTypes.configuration, roleName: '配置管理员' }],
  ['exchange administrator', { loginName: 'walk-exchange', operatorType: operatorTypes.exchange, roleName: '交易所管理员' }],
  ['public account holder', { loginName: 'walk-public', operatorType: operatorTypes.publicPerson, roleName: '公众' }],
  ['visitor', { loginName: 'walk-visitor', operatorType: operatorTypes.tourist, roleName: '游客' }],
] as const;
const ROLES = [
  ['national administrator', demoUsers.country],
  ['enterprise representative', demoUsers.owner],
  ['validation body', { loginName: 'org01', password: PASSWORD }],
  ['expert', { loginName: 'expert01', password: PASSWORD }],
  ...MADE.map(([role, { loginName }]) => [role, { loginName, password: PASSWORD }] as const),
] as const;

describe('every page of each role menu opens without an error message', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const [, op] of MADE) await createOperator({ ...op, password: PASSWORD });
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
