// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, SHOTS, signInAs } from './support/browser.ts';


/** In Chromium: 系统管理 → 角色管理, add a role through the permission tree (请勾选菜单和按钮权限！ first). */
describe('role management pages', () => {
  let browser: Browser;
  let page: Page;
  const roleName = `页面角色${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => browser?.close());

  it('adds a role with menu and button permissions and lists it', async () => {
    await signInAs(page, demoUsers.admin);

    await page.goto(`${testEnv.appUrl}/system/role`);
    await page.getByText('系统管理员', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/roles-01-list.png` });

    await page.getByTestId('toolbar-add').click();
    await page.waitForURL((u) => u.pathname === '/system/roleAdd');
    await page.getByTestId('role-form-name').fill(roleName);
    await page.getByTestId('role-form-save').click();
    await expect.poll(() => page.getByText('请勾选菜单和按钮权限！').count()).toBeGreaterThan(0);

    // 角色管理 with its four buttons (checking a menu checks what is under it)
    const node = page.locator('.ant-tree-treenode', { hasText: '角色管理' }).first();
    await node.locator('.ant-tree-checkbox').click();
    await node.locator('.ant-tree-switcher').click();
    // 系统管理, 角色管理 and its buttons 060–063
    await expect.poll(() => page.locator('.ant-tree-checkbox-checked').count()).toBe(6);
    for (const code of ['060', '061', '062', '063']) expect(await page.locator('.ant-tree-treenode', { hasText: `(${code})` }).locator('.ant-tree-checkbox-checked').count(), code).toBe(1);
    await page.screenshot({ path: `${SHOTS}/roles-02-form.png`, fullPage: true });
    await page.getByTestId('role-form-save').click();

    await page.waitForURL((u) => u.pathname === '/system/role', { timeout: 15000 });
    await page.getByText(roleName).first().waitFor();
    // the form's tab closed with the save
    expect(await page.getByText('新增角色').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/roles-03-saved.png` });

    // its detail shows the grants read-only
    await page.locator('tr.ant-table-row', { hasText: roleName }).locator('[data-testid^="op-detail-"]').click();
    await page.waitForURL((u) => u.pathname === '/system/roleDetail');
    await expect.poll(() => page.locator('.ant-tree-checkbox-checked').count()).toBe(2);
    expect(await page.getByTestId('role-form-save').count()).toBe(0);
  });
});
