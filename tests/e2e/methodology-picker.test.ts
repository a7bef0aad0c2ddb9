// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { informationPaths as P, type MethodologyDetail } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { chooseOption, launchBrowser, SHOTS, signInAs } from './support/browser.ts';
import { retried } from './support/retried.ts';

/**
 * The project form's methodology picker in the browser (issue 14): a list of the library's in-force methodologies,
 * those applicable to the chosen project type first; a methodology the registry withdrew is not offered, and text
 * typed that matches no option is not taken as a value; picking one fills the methodology's name.
 * Screenshots: tests/artifacts/e2e/methodology-picker/.
 */
const DIR = path.join(SHOTS, 'methodology-picker');

describe('the methodology picker of the project form', () => {
  const run = Date.now().toString(36);
  let browser: Browser;
  let page: Page;
  const country = new ApiClient();
  let inForce: MethodologyDetail;
  let withdrawn: MethodologyDetail;

  const save = async (seq: number, nameZh: string, projectTypes: string[]) => {
    const r = await country.post<MethodologyDetail>(P.methodologySave, { fieldCode: '01', seq, versionNo: 1, nameZh, projectTypes, fileIds: [await uploadDocument(country, 'I05')] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.dataInfo;
  };
  const item = () => page.locator('.ant-form-item:has(#applyForm_methodologyNum)');
  const options = () => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    await country.signIn(demoUsers.country);
    const seq = 100 + (Date.now() % 700);
    inForce = await save(seq, `海上风电测试方法学${run}`, ['A0102']);
    const gone = await save(seq + 1, `已废止测试方法学${run}`, ['A0102']);
    const w = await country.post<MethodologyDetail>(P.methodologyWithdraw, { id: gone.id, version: gone.version });
    expect(w.body.dataInfo.status).toBe('withdrawn');
    withdrawn = w.body.dataInfo;
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInAs(page, demoUsers.owner);
  }, 120_000);
  afterAll(async () => browser?.close());

  it('offers in-force methodologies only, the project type’s first; refuses free text; a pick fills the name', async () => {
    await page.goto(`${testEnv.appUrl}/project/add`);
    await page.getByTestId('toolbar-add').click();
    // the project type first: its methodologies lead the list
    await chooseOption(page, 'applyForm_parentProjectType', 'A0102');

    // the list opens on a click; one that lands while the form re-renders (the type just picked) closes it again: open once more
    let offered: string[] = [];
    await retried(3, async () => {
      await page.locator('#applyForm_methodologyNum').click();
      await options().first().waitFor({ timeout: 10_000 });
      offered = await options().allInnerTexts();
      return offered.length > 0;
    });
    // (the list shows its first rows only: the shared database may hold many methodologies; this run's is searched below)
    expect(offered.some((o) => o.startsWith(withdrawn.code))).toBe(false);
    // only in-force ones, and every option applicable to A0102 before any other (the list shows its first rows)
    const { body } = await new ApiClient().signIn(demoUsers.owner).then((c) => c.get<Array<{ code: string; projectTypes: string[] }>>(P.methodologyOptions));
    const fits = new Set(body.dataInfo.filter((m) => m.projectTypes.includes('A0102')).map((m) => m.code));
    const all = new Set(body.dataInfo.map((m) => m.code));
    const codes = offered.map((o) => o.split(' ')[0]);
    expect(codes.filter((c) => !all.has(c)), JSON.stringify(offered)).toEqual([]);
    const firstOther = codes.findIndex((c) => !fits.has(c));
    expect(firstOther === -1 || codes.slice(firstOther).every((c) => !fits.has(c))).toBe(true);
    expect(fits.has(codes[0]), JSON.stringify({ codes, fits: [...fits] })).toBe(true);
    await page.screenshot({ path: path.join(DIR, 'options-zh.png') });

    // the withdrawn number typed: no option; Enter and leaving the field keep no value
    await page.locator('#applyForm_methodologyNum').fill(withdrawn.code);
    await expect.poll(() => options().count()).toBe(0);
    await page.locator('#applyForm_methodologyNum').press('Enter');
    await page.locator('#applyForm_projectLocation').click();
    expect(await item().innerText()).not.toContain(withdrawn.code);
    await page.locator('#applyForm_methodologyNum').click();
    await page.locator('#applyForm_methodologyNum').fill(`自由输入${run}`);
    await page.locator('#applyForm_methodologyNum').press('Enter');
    await page.locator('#applyForm_projectLocation').click();
    expect(await item().innerText()).not.toContain(`自由输入${run}`);
    expect(await page.locator('#applyForm_methodologyName').inputValue()).toBe('');

    // searching by name finds the in-force one; picking it fills the name
    await chooseOption(page, 'applyForm_methodologyNum', inForce.code, `海上风电测试方法学${run}`);
    expect(await page.locator('#applyForm_methodologyName').inputValue()).toBe(inForce.nameZh);
    await page.screenshot({ path: path.join(DIR, 'picked-zh.png') });
  });
});
