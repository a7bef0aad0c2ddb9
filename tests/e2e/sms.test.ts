// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { testApp } from '../fixtures/app.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { launchBrowser, SHOTS, signInAs } from './support/browser.ts';

/**
 * In real Chromium: forgotten password from the login page (the SMS code read from the send record, as an
 * administrator would), the change-password dialog with its phoneCode, and the post-sign-in dialogs of §2.7
 * (old-registry holdings confirmation, blocking enterprise completion). Screenshots: tests/artifacts/e2e/.
 */

describe('SMS codes and post-sign-in dialogs in the browser', () => {
  let browser: Browser;
  let page: Page;
  let db: Knex;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    await db('operator').where({ login_name: 'smse2e01' }).delete();
    const [op] = await db('operator')
      .insert({ login_name: 'smse2e01', password_hash: await hashPassword('Old@123456'), operator_code: 'smse2e01', operator_name: '短信用户', operator_type: '02', mobile_phone_no: '13900000201' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '国家管理员' }).first();
    await db('operator_role').insert({ operator_id: op.operator_id, role_id: role.role_id });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  async function newPage() {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    return page;
  }
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const lastCode = async (mobile: string) => (await db('sms_send_record').where({ mobile }).orderBy('id', 'desc').first())?.verification_code as string;
  const signIn = (loginName: string, password: string) => signInAs(page, { loginName, password });

  it('resets a forgotten password from the login page', async () => {
    await newPage();
    await page.goto(`${testEnv.appUrl}/login`);
    await page.getByTestId('login-forget-password').click();
    await page.waitForURL((u) => u.pathname === '/forgetPassword');
    await page.getByText('忘记密码').first().waitFor();
    // the SMS button checks the fields it needs first
    await page.getByTestId('forget-send-code').click();
    await page.getByText('请输入登录用户名').waitFor();
    await page.getByTestId('forget-login-name').fill('smse2e01');
    await page.getByTestId('forget-mobile').fill('13900000201');
    await page.getByTestId('forget-captcha-code').fill(testEnv.captchaCode);
    await page.getByTestId('forget-send-code').click();
    await page.getByText('验证码已发送至 139****0201，请注意查收').waitFor();
    await expect.poll(() => page.getByTestId('forget-send-code').innerText()).toMatch(/\d+秒后重新获取/);
    await shot('sms-forget-password');
    const code = await lastCode('13900000201');
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('forget-phone-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('forget-new-password').fill('New@123456');
    await page.getByTestId('forget-confirm-password').fill('New@123456');
    await page.getByTestId('forget-submit').click();
    await page.getByText('短信验证码错误或已失效').first().waitFor();
    await page.getByTestId('forget-phone-code').fill(code);
    await page.getByTestId('forget-submit').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn('smse2e01', 'New@123456');
  });

  it('asks for the SMS code in the change-password dialog of an operator with a mobile', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await page.getByText('验证码将发送至 139****0201').waitFor();
    await page.getByTestId('old-password').fill('New@123456');
    await page.getByTestId('new-password').fill('Next@123456');
    await page.getByTestId('confirm-password').fill('Next@123456');
    // the resend interval of the forgotten-password code may still run: wait it out through the button
    await db('sms_code').where({ mobile: '13900000201' }).update({ created_at: db.raw(`created_at - interval '120 seconds'`) });
    await page.getByTestId('phone-code-send').click();
    await page.getByText('验证码已发送至 139****0201，请注意查收').waitFor();
    await expect.poll(() => db('sms_send_record').where({ mobile: '13900000201', business: 'modify-password' }).first()).toBeTruthy();
    await page.getByTestId('phone-code').fill(await lastCode('13900000201'));
    await shot('sms-change-password');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.getByText('密码修改成功！').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn('smse2e01', 'Next@123456');
  });

  it('offers the old-registry holdings confirmation after sign-in and makes the call', async () => {
    const owner = await db('operator').where({ login_name: demoUsers.owner.loginName }).first();
    await db('old_carbon_conf').insert({ cust_id: owner.cust_id });
    await newPage();
    await signIn(demoUsers.owner.loginName, demoUsers.owner.password);
    await page.locator('.ant-modal-confirm-title', { hasText: '提示' }).waitFor();
    await page.getByText('原注册登记系统').waitFor();
    await shot('sms-old-carbon-confirm');
    await page.getByTestId('old-carbon-confirm').click();
    await page.waitForURL((u) => u.pathname === '/ccer/holding' || u.pathname === '/404');
    expect(await db('old_carbon_conf').where({ cust_id: owner.cust_id }).whereNull('confirmed_at').first()).toBeUndefined();
  });

  it('signs in with the SMS second factor on a gateway where it is turned on', async () => {
    // an in-process gateway on the same database and engine, serving the same web build, with the second factor on
    const secured = await testApp({ SMS_SECOND_FACTOR: 'on', ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) });
    try {
      const url = await secured.listen({ port: 0, host: '127.0.0.1' });
      await db('sms_code').where({ mobile: '13900000201' }).update({ created_at: db.raw(`created_at - interval '120 seconds'`) });
      await newPage();
      await page.goto(`${url}/login`);
      await page.getByTestId('login-phone-code').waitFor();
      await page.getByTestId('login-name').fill('smse2e01');
      await page.getByTestId('login-password').fill('Next@123456');
      await page.getByTestId('login-code').fill(testEnv.captchaCode);
      await page.getByTestId('login-submit').click();
      await page.getByText('请输入短信验证码').waitFor();
      await page.getByTestId('login-send-code').click();
      await page.getByText('验证码已发送至 139****0201，请注意查收').waitFor();
      await expect.poll(async () => (await db('sms_send_record').where({ mobile: '13900000201', business: 'login' }).first())?.verification_code).toMatch(/^\d{6}$/);
      // the image code was used up by the sending: a new one goes with the sign-in
      await page.getByTestId('login-code').fill(testEnv.captchaCode);
      await page.getByTestId('login-phone-code').fill(await lastCode('13900000201'));
      await shot('sms-second-factor');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
      await page.getByTestId('user-menu').waitFor();
    } finally {
      // the page goes before its server does, so no late chunk request fails
      await page.context().close();
      await secured.close();
    }
  });

  it('blocks an enterprise representative of an incomplete company until the company is completed', async () => {
    const owner = await db('operator').where({ login_name: demoUsers.owner.loginName }).first();
    await db('customer').where({ cust_id: owner.cust_id }).update({ is_complete: '0' });
    try {
      await newPage();
      await signIn(demoUsers.owner.loginName, demoUsers.owner.password);
      await page.getByTestId('complete-company-text').waitFor();
      await page.getByText('企业信息待完善，将影响业务办理，请立即完善企业信息。').waitFor();
      expect(await page.locator('.ant-modal:visible .ant-modal-close').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByTestId('complete-company-text').waitFor();
      await shot('sms-complete-company');
      await page.getByTestId('complete-company').click();
      await page.waitForURL((u) => u.pathname.startsWith('/account/company/') || u.pathname === '/404');
    } finally {
      await db('customer').where({ cust_id: owner.cust_id }).update({ is_complete: '1' });
    }
    expect(pageErrors).toEqual([]);
  });
});
