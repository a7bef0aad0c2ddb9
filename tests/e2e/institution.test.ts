// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Browser } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * 机构设置 in Chromium: /system leads the administrator to it; an input takes no more than its schema's maximum; a wrong telephone is refused on its field in Chinese and
 * nothing is saved; once right, the particulars are saved, the page says who changed them, and the public portal's
 * footer shows the new contacts. The particulars are put back afterwards.
 */
describe('institution settings (机构设置)', () => {
  const run = Date.now().toString(36);
  let browser: Browser;
  let db: Knex;
  let saved: Record<string, unknown>;

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 1);
    saved = await db('registry_institution').where({ id: 1 }).first();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (saved) await db('registry_institution').where({ id: 1 }).update(saved);
    await db?.destroy();
  });

  it('is where /system leads; refuses a wrong telephone on its field, saves the right one, and the portal shows it', async () => {
    const { page, errors } = await newZhPage(browser);
    const shot = shooter(page);
    await signInAs(page, demoUsers.admin);
    // the area's own path leads to its first page (spec: /system redirects to institutions)
    await page.goto(`${testEnv.appUrl}/system`);
    await page.waitForURL((u) => u.pathname === '/system/institutions');
    await page.getByTestId('institution-form').waitFor();
    expect(await page.getByText('机构设置').count()).toBeGreaterThan(0);

    const phone = page.getByTestId('institution-servicePhone');
    // each input stops where the contracts' schema does (maxLengthOf): typing past it keeps the first 20
    expect(await phone.getAttribute('maxlength')).toBe('20');
    await phone.fill('');
    await phone.pressSequentially('0'.repeat(25));
    expect(await phone.inputValue()).toHaveLength(20);
    await phone.fill('12345');
    await page.getByTestId('institution-serviceEmail').fill(`service-${run}@example.cn`);
    await page.getByTestId('institution-save').click();
    await page.getByText('手机号或者固定电话格式不正确').waitFor();
    expect((await db('registry_institution').where({ id: 1 }).first('service_email')).service_email).not.toBe(`service-${run}@example.cn`);
    await shot('institution-01-refused');

    await phone.fill('010-66668888');
    await page.getByTestId('institution-serviceHours').fill('工作日 9:00-17:00（北京时间）');
    await page.getByTestId('institution-save').click();
    await page.getByText('机构信息已保存').waitFor();
    await expect.poll(() => page.getByTestId('institution-updated').textContent()).toContain('系统管理员');
    expect(await db('registry_institution').where({ id: 1 }).first('service_phone', 'service_email')).toEqual({ service_phone: '010-66668888', service_email: `service-${run}@example.cn` });
    await shot('institution-02-saved');

    await page.goto(`${testEnv.appUrl}/client/home`);
    const footer = page.getByTestId('portal-institution');
    await expect.poll(() => footer.textContent(), { timeout: 15000 }).toContain('服务电话 010-66668888');
    expect(await footer.textContent()).toContain(`service-${run}@example.cn`);
    await footer.scrollIntoViewIfNeeded();
    await shot('institution-03-portal-footer', false);
    expect(errors).toEqual([]);
  });

  it('leads /ccer/abutment to 对接操作 (spec: the national registry interface redirects to operate)', async () => {
    const { page } = await newZhPage(browser);
    await signInAs(page, demoUsers.admin);
    await page.goto(`${testEnv.appUrl}/ccer/abutment`);
    await page.waitForURL((u) => u.pathname === '/ccer/abutment/operate');
  });
});
