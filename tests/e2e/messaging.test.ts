// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { confirmOk, launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * In Chromium, as the administrator: 短信配置 (add a configuration through the modal, with a field message first,
 * enable it, see the business templates, disable it again), 短信发送记录, 邮件配置 and 邮件发送记录, in Chinese,
 * kept as screenshots tests/artifacts/e2e/60-*.png.
 */
describe('SMS and e-mail configuration pages', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let shot: ReturnType<typeof shooter>;
  const name = `短信网关${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await newZhPage(browser));
    shot = shooter(page);
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => browser?.close());

  /** Lets modals and toasts finish their animation before a screenshot. */
  const settle = () => page.waitForTimeout(500);
  const open = async (path: string, ready: string) => {
    errors.length = 0;
    await page.goto(`${testEnv.appUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 20000 });
    expect(await page.locator('body').innerText()).not.toContain('抱歉，你访问的页面不存在');
  };

  it('adds an SMS configuration through the modal, enables it and shows the templates', async () => {
    await open('/system/msg/config', '[data-testid="list-smsConfigs"]');
    await settle();
    await shot('60-sms-config-list');

    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('config-name').fill(name);
    await page.getByTestId('config-endpoint').fill('ftp://sms.example.com');
    await page.getByTestId('config-submit').click();
    await page.getByText('服务地址须以 http:// 或 https:// 开头').first().waitFor();
    await settle();
    await shot('60-sms-config-modal', false);
    await page.getByTestId('config-endpoint').fill('https://sms.example.com/send');
    await page.getByTestId('config-appKey').fill('ccer-app');
    await page.getByTestId('config-secret').fill('s3cret-value');
    await page.getByTestId('config-signName').fill('CCER');
    await page.getByTestId('config-submit').click();

    const row = page.locator('tr.ant-table-row', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('******');
    expect(await row.innerText()).not.toContain('s3cret-value');
    await row.locator('[data-testid^="op-enable-"]').click();
    await confirmOk(page);
    await row.locator('.ant-tag', { hasText: '启用' }).waitFor();
    await settle();
    await shot('60-sms-config-enabled');

    await page.getByTestId('tab-templates').click();
    await page.locator('[data-testid="list-smsTemplates"] tr.ant-table-row', { hasText: '忘记密码' }).waitFor();
    await settle();
    await shot('60-sms-templates');
    await page.locator('[data-testid="list-smsTemplates"] tr.ant-table-row', { hasText: '忘记密码' }).locator('[data-testid^="op-editTemplate-"]').click();
    await page.getByTestId('template-text').waitFor();
    await settle();
    await shot('60-sms-template-modal', false);
    await page.keyboard.press('Escape');

    // back to record-only: the stack's later SMS codes must not go to the example gateway
    await page.getByTestId('tab-configs').click();
    await row.locator('[data-testid^="op-disable-"]').click();
    await confirmOk(page);
    await row.locator('.ant-tag', { hasText: '停用' }).waitFor();
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });

  it('opens the SMS send records and the e-mail pages', async () => {
    await open('/system/msg/record', '[data-testid="list-smsRecords"]');
    await settle();
    await shot('60-sms-records');
    await open('/system/email/config', '[data-testid="list-emailConfigs"]');
    await settle();
    await shot('60-email-config-list');
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('config-sender').fill('not-an-address');
    await page.getByTestId('config-smtpPort').fill('70000');
    await page.getByTestId('config-submit').click();
    await page.getByText('端口须为1到65535之间的整数').first().waitFor();
    await page.getByText('邮箱格式不正确').first().waitFor();
    await settle();
    await shot('60-email-config-modal', false);
    await page.keyboard.press('Escape');
    await open('/system/email/record', '[data-testid="list-emailRecords"]');
    await settle();
    await shot('60-email-records');
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });
});
