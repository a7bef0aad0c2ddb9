import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** In Chromium: the application form lists the real provinces and the A/N project types, cached in localStorage (§3.9). */
describe('reference data in the application form', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => browser?.close());

  const optionTexts = async (fieldId: string, typed: string) => {
    await page.locator(`#${fieldId}`).click();
    await page.locator(`#${fieldId}`).fill(typed);
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await page.waitForTimeout(300);
    const texts = await options.allTextContents();
    await page.keyboard.press('Escape');
    return texts;
  };

  it('offers 江苏省 and A0102 / N0101 but no other scope, and caches the province list', async () => {
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-name').fill(demoUsers.owner.loginName);
    await page.getByTestId('login-password').fill(demoUsers.owner.password);
    await page.getByTestId('login-code').fill(testEnv.captchaCode);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.getByTestId('toolbar-add').click();
    await page.locator('#applyForm_provinceId').waitFor();

    await expect.poll(() => optionTexts('applyForm_provinceId', '江苏'), { timeout: 15000 }).toContain('江苏省');
    expect(await optionTexts('applyForm_provinceId', '新疆')).toEqual(['新疆维吾尔自治区']);
    expect(await optionTexts('applyForm_parentProjectType', 'A0102')).toEqual(['A0102 并网海上风力发电']);
    expect(await optionTexts('applyForm_parentProjectType', 'N0101')).toEqual(['N0101 造林碳汇']);
    expect(await optionTexts('applyForm_parentProjectType', 'C0101')).toEqual([]);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('provinceList') ?? 'null'));
    expect(stored.data).toHaveLength(34);
    expect(typeof stored.savedAt).toBe('number');
  });
});
