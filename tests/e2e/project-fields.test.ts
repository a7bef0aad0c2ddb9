// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow } from '@ccer/contracts';
import { demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { validApplication } from '../fixtures/applications.ts';
import { drawerSettled, launchBrowser, openAs, SHOTS, textLineCount } from './support/browser.ts';
import { shotIn } from './support/registered.ts';

/**
 * The application's §3 fields in the browser: the form edits a saved draft with its validation body and
 * additionality proof shown by name; the detail shows every field in three columns, names not codes, the
 * project code and registration time to managers only; in Chinese and English.
 * Screenshots go to tests/artifacts/e2e/project-fields/.
 */
const DIR = path.join(SHOTS, 'project-fields');

describe('project application fields in the browser', () => {
  let browser: Browser;
  let draft: ApplyRow;
  const owner = new ApiClient();

  const shot = shotIn(DIR);
  const detail = (page: Page) => page.getByTestId('apply-detail');
  /** The text of one item of the detail, by its label. */
  const value = (page: Page, label: string) => detail(page).locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::*[1]');

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    browser = await launchBrowser();
    await owner.signIn(demoUsers.owner);
    const r = await owner.post<ApplyRow>('/api/project-manage/save-apply', validApplication({ archiveCode: 'BA-2021-001', otherProofMethod: '02', remarkDesc: '示例备注' }));
    expect(r.status).toBe(200);
    draft = r.body.dataInfo;
  });
  afterAll(async () => browser?.close());

  it('the owner edits the draft: the validation body and the proof method show by name', async () => {
    const page = await openAs(browser, '/project/add', demoUsers.owner);
    await page.locator('input[id$="_projectName"]').first().fill(draft.projectName);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`op-edit-${draft.id}`).click();
    const authority = page.locator('.ant-form-item:has(#applyForm_approvalAuthority)');
    await expect.poll(() => authority.innerText(), { timeout: 15000 }).toContain('示例审定核查机构');
    expect(await page.locator('.ant-form-item:has(#applyForm_otherProofMethod)').innerText()).toContain('投资分析');
    expect(await page.locator('#applyForm_conclusionDate').inputValue()).toBe('25');
    expect(await page.locator('#applyForm_archiveCode').inputValue()).toBe('BA-2021-001');
    await drawerSettled(page);
    await shot(page, 'form-zh');
    // a body is found by part of its name, on the server
    await page.locator('#applyForm_approvalAuthority').click();
    await page.locator('#applyForm_approvalAuthority').fill('审定核查');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '示例审定核查机构' }).waitFor();
    await shot(page, 'form-picker-zh', false);
    await page.context().close();
  });

  it('the owner sees every field by name in the detail, without the managers’ fields', async () => {
    const page = await openAs(browser, `/project/add?id=${draft.id}`, demoUsers.owner);
    await detail(page).waitFor();
    await expect.poll(() => value(page, '审定与核查机构').innerText()).toBe('示例审定核查机构');
    await expect.poll(() => value(page, '额外性论证方式').innerText()).toBe('投资分析');
    expect(await value(page, '所属省份').innerText()).toBe('江苏省');
    expect(await value(page, '项目寿命期').innerText()).toBe('25 年');
    expect(await value(page, '备案编号').innerText()).toBe('BA-2021-001');
    expect(await value(page, '方法学名称').innerText()).toBe('并网光热发电');
    expect(await value(page, '项目业主').innerText()).toBe('示例新能源有限公司');
    expect(await value(page, '修改说明').innerText()).toBe('-');
    expect(await detail(page).getByText('项目编号', { exact: true }).count()).toBe(0);
    expect(await detail(page).getByText('登记时间', { exact: true }).count()).toBe(0);
    await shot(page, 'detail-owner-zh');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await detail(page).waitFor();
    await expect.poll(() => value(page, 'Additionality demonstration').innerText()).toBe('Investment analysis');
    expect(await value(page, 'Project lifetime').innerText()).toBe('25 years');
    await shot(page, 'detail-owner-en');
    await page.context().close();
  });

  it('in English a sparse draft keeps its application number whole beside the long labels', async () => {
    // with most values "-", the table gave the number's column the least width and broke it as XM2026120600 / 0001
    const r = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: `仅有名称的草稿-${Date.now()}` });
    expect(r.status).toBe(200);
    const page = await openAs(browser, `/project/add?id=${r.body.dataInfo.id}`, demoUsers.owner, 'en-US');
    await expect.poll(() => value(page, 'Application no.').innerText()).toBe(r.body.dataInfo.applyNo);
    await shot(page, 'detail-sparse-en');
    expect(await textLineCount(value(page, 'Application no.'))).toBe(1);
    await page.context().close();
  });

  it('a manager also sees the project code and the registration time (none before registration)', async () => {
    const page = await openAs(browser, `/project/add?id=${draft.id}`, demoUsers.admin);
    await detail(page).waitFor();
    await expect.poll(() => value(page, '项目编号').innerText()).toBe('-');
    expect(await value(page, '登记时间').innerText()).toBe('-');
    expect(await value(page, '审定与核查机构').innerText()).toBe('示例审定核查机构');
    await shot(page, 'detail-manager-zh');
    await page.context().close();
  });
});
