// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LogRow, SliceRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient } from '../fixtures/client.ts';
import { chooseIn, confirmOk, launchBrowser, modalSettled, newZhPage, shooter, signInAs } from './support/browser.ts';

const SLICE_NAME = '测试清算时段-e2e';

/**
 * System settings pages in the browser as the administrator, in Chinese: 交易时段 (adding a period through the
 * modal, an overlap refused on the time fields, deleting it after a confirmation), 系统参数 with its edit modal,
 * 操作日志 and a log entry's detail with before / after side by side. Screenshots: tests/artifacts/e2e/62-*.png.
 */
describe('system settings pages', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let shot: ReturnType<typeof shooter>;
  const admin = new ApiClient();

  const removeLeftovers = async () => {
    const rows = (await admin.get<SliceRow[]>('/api/timeSlice/list?pageSize=200&businessType=2')).body.dataInfo;
    for (const s of rows.filter((r) => r.sliceName === SLICE_NAME)) await admin.call('DELETE', `/api/timeSlice/delete/${s.sliceNo}`);
  };

  beforeAll(async () => {
    await admin.signIn(demoUsers.admin);
    await removeLeftovers();
    browser = await launchBrowser();
    ({ page, errors } = await newZhPage(browser));
    shot = shooter(page);
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => {
    await removeLeftovers().catch(() => undefined);
    await browser?.close();
  });

  const open = async (path: string, ready: string, name: string) => {
    errors.length = 0;
    await page.goto(`${testEnv.appUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 20000 }).catch(async (e) => {
      await shot(`62-${name}-failed`);
      throw new Error(`${(e as Error).message} | page errors: ${errors.join(' | ')}`);
    });
    expect(await page.locator('body').innerText()).not.toContain('抱歉，你访问的页面不存在');
  };

  it('adds a trading period through the modal, refuses an overlap, and deletes it', async () => {
    await open('/system/tradeDateNode', '[data-testid="list-timeSlices"] tr.ant-table-row', 'trade-date-node');
    await expect.poll(() => page.locator('[data-testid="list-timeSlices"]').innerText()).toContain('上午交易');
    await shot('62-trade-date-node');

    await page.getByTestId('toolbar-add').click();
    const modal = page.locator('.ant-modal:visible');
    await modalSettled(page);
    await modal.getByTestId('slice-name').fill(SLICE_NAME);
    await chooseIn(page, modal.getByTestId('slice-business-type'), '清算');
    await modal.getByTestId('slice-start').fill('23:00');
    await modal.getByTestId('slice-end').fill('22:00');
    await modal.getByTestId('slice-submit').click();
    await expect.poll(() => modal.innerText()).toContain('结束时间须晚于开始时间');
    await modal.getByTestId('slice-end').fill('23:30');
    await shot('62-trade-date-node-add');
    await modal.getByTestId('slice-submit').click();
    await modal.waitFor({ state: 'hidden', timeout: 10000 });
    const row = page.locator('[data-testid="list-timeSlices"] tr.ant-table-row', { hasText: SLICE_NAME });
    await row.waitFor({ timeout: 10000 });
    expect(await row.innerText()).toContain('23:00');

    // the gateway refuses an overlapping period of the same type; its message lands on the time fields
    await page.getByTestId('toolbar-add').click();
    await modalSettled(page);
    await modal.getByTestId('slice-name').fill(`${SLICE_NAME}-2`);
    await chooseIn(page, modal.getByTestId('slice-business-type'), '清算');
    await modal.getByTestId('slice-start').fill('23:10');
    await modal.getByTestId('slice-end').fill('23:50');
    await modal.getByTestId('slice-submit').click();
    await expect.poll(() => modal.innerText()).toContain(`与同业务类型的时段“${SLICE_NAME}”`);
    await shot('62-trade-date-node-overlap');
    await modal.locator('.ant-modal-footer button').first().click();
    await modal.waitFor({ state: 'hidden', timeout: 10000 });

    const sliceNo = (await admin.get<SliceRow[]>('/api/timeSlice/list?businessType=2&pageSize=200')).body.dataInfo.find((s) => s.sliceName === SLICE_NAME)!.sliceNo;
    await page.getByTestId(`op-delete-${sliceNo}`).click();
    await confirmOk(page);
    await row.waitFor({ state: 'detached', timeout: 10000 });
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });

  it('shows the parameters and opens the edit modal', async () => {
    await open('/system/params', '[data-testid="list-sysParams"] tr.ant-table-row', 'params');
    expect(await page.locator('[data-testid="list-sysParams"]').innerText()).toContain('项目公示审核工作日数');
    await shot('62-params');
    await page.getByTestId('op-edit-publicity.audit.workingDays').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByTestId('param-value').waitFor();
    await modalSettled(page);
    await modal.getByTestId('param-value').fill('400');
    await modal.getByTestId('param-submit').click();
    await expect.poll(() => modal.innerText()).toContain('参数值须为0到365之间的整数');
    await shot('62-params-edit');
    await modal.locator('.ant-modal-footer button').first().click();
    await modal.waitFor({ state: 'hidden', timeout: 10000 });
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });

  it('lists the operation log and opens an entry with before and after side by side', async () => {
    await open('/system/log', '[data-testid="list-operationLog"] tr.ant-table-row', 'log');
    await expect.poll(() => page.locator('[data-testid="list-operationLog"]').innerText()).toContain('删除交易时段');
    // the business type by its name, not its code (time-slice)
    const sliceRow = page.locator('[data-testid="list-operationLog"] tr.ant-table-row', { hasText: '删除交易时段' }).first();
    expect(await sliceRow.locator('td', { hasText: /^交易时段$/ }).count()).toBe(1);
    expect(await sliceRow.innerText()).not.toContain('time-slice');
    await shot('62-log');

    const [entry] = (await admin.post<LogRow[]>('/api/log/list', { abstract: 'time-slice.delete', pageSize: 1 })).body.dataInfo;
    await open(`/system/logDetail?id=${entry.logId}`, '[data-testid="log-detail"]', 'log-detail');
    expect(await page.getByTestId('log-detail').innerText()).toContain('删除交易时段');
    expect(await page.getByTestId('log-before').innerText()).toContain(SLICE_NAME);
    await shot('62-log-detail');
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });
});
