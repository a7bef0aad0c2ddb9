// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { launchBrowser, signInAs } from './support/browser.ts';


/** In Chromium: the application form lists the real provinces and the A/N project types, cached in localStorage (§3.9). */
describe('reference data in the application form', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
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
    await signInAs(page, demoUsers.owner);
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
