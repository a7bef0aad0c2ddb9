// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { samplePdf } from '../fixtures/files.ts';
import { chooseFirstIn, launchBrowser, SHOTS, signInAs, switchLanguage } from './support/browser.ts';

/**
 * In real Chromium: a visitor registers on /client/register (the SMS code read from the send record, as an
 * administrator would), lands signed in on the account-type choice, and saves a half-filled organisation draft.
 * Screenshots of the register and organisation open forms in zh and en: tests/artifacts/e2e/.
 */

describe('visitor registration in the browser', () => {
  let browser: Browser;
  let page: Page;
  let db: Knex;
  const pageErrors: string[] = [];
  const run = Date.now().toString(36).slice(-5);
  const loginName = `yke2e${run}`;
  const mobile = `136${String(Date.now() % 100000000).padStart(8, '0')}`;

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const setLanguage = (lang: 'zh' | 'en') => switchLanguage(page, lang);

  it('registers a visitor who lands signed in', async () => {
    await page.goto(`${testEnv.appUrl}/client/register`);
    await page.getByText('游客注册').waitFor();
    // the form checks its fields with the contracts' rules before anything is sent
    await page.getByTestId('register-login-name').fill('12345');
    await page.getByTestId('register-password').fill('abcdefgh');
    await page.getByTestId('register-submit').click();
    await page.getByText('2-18位字符，支持字母（区分大小写）、数字、‘-’、‘_’、‘@’的组合，不能为纯数字').waitFor();
    await page.getByText('8-16位字母、数字或非空格特殊字符(至少两种)').waitFor();
    await shot('registration-register-zh');

    await page.getByTestId('register-login-name').fill(loginName);
    await page.getByTestId('register-password').fill('Visit@12345');
    await page.getByTestId('register-confirm-password').fill('Visit@12345');
    await page.getByTestId('register-mobile').fill(mobile);
    await page.getByTestId('register-captcha-code').fill(testEnv.captchaCode);
    await page.getByTestId('register-send-code').click();
    await page.getByText(/验证码已发送至/).waitFor();
    const record = await db('sms_send_record').where({ mobile, business: 'register' }).orderBy('id', 'desc').first();
    expect(record?.verification_code).toMatch(/^\d{6}$/);
    await page.getByTestId('register-phone-code').fill(record.verification_code);
    // the image code of the SMS request is used up: registering takes the next one
    await page.getByTestId('register-captcha-code').fill(testEnv.captchaCode);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((u) => u.pathname === '/client/identityType', { timeout: 30000 });
    await page.getByText('请选择开户类型').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await db('operator').where({ login_name: loginName }).first()).toMatchObject({ operator_type: '09', mobile_phone_no: mobile });
    await shot('registration-identity-type-zh');

    // the register form in English
    await page.goto(`${testEnv.appUrl}/client/register`);
    await setLanguage('en');
    await page.getByText('Visitor registration').waitFor();
    await shot('registration-register-en');
    await setLanguage('zh');
  });

  it('switches the public-account form between individual and institution and applies', async () => {
    await page.goto(`${testEnv.appUrl}/client/identityType`);
    await page.getByTestId('choice-public').click();
    await page.waitForURL((u) => u.pathname === '/client/public/open');
    // individual (10): 姓名, B02 and B05; institution (11): 机构名称 and C01 (§3.5)
    await page.getByText('身份证明文件（正面）').waitFor();
    await expect.poll(() => page.getByText('机构身份证明文件').count()).toBe(0);
    await page.getByText('机构公众').click();
    await page.getByText('机构身份证明文件').waitFor();
    await expect.poll(() => page.getByText('身份证明文件（正面）').count()).toBe(0);
    await page.getByTestId('public-submit').click();
    await page.getByText('请上传C01类附件').waitFor();
    await page.getByTestId('public-real-name').fill('某某环境研究院');
    await chooseFirstIn(page, page.getByTestId('public-certificate-type'));
    await page.getByTestId('public-certificate-no').fill('12100000400000624D');
    await page.getByTestId('public-re-certificate-no').fill('12100000400000624D');
    await page.locator('input[type=file]').setInputFiles({ name: 'c01.pdf', mimeType: 'application/pdf', buffer: samplePdf('C01') });
    await page.getByText('c01.pdf').waitFor();
    // the upload clears the field's error
    await expect.poll(() => page.getByText('请上传C01类附件').count()).toBe(0);
    await shot('registration-public-open-zh');
    await page.getByTestId('public-submit').click();
    await page.waitForURL((u) => u.pathname === '/client/public/detail');
    await page.getByText('待审核').waitFor();
    const op = await db('operator').where({ login_name: loginName }).first();
    expect(await db('public_account').where({ operator_id: op.operator_id }).first()).toMatchObject({ operator_type: '11', status: '1', real_name: '某某环境研究院' });
  });

  it('saves a half-filled organisation draft and shows the form in zh and en', async () => {
    await page.goto(`${testEnv.appUrl}/client/identityType`);
    await page.getByTestId('choice-org').click();
    await page.waitForURL((u) => u.pathname === '/client/org/open');
    await page.getByText('机构开户').first().waitFor();
    await page.locator('[data-testid="org-custName"] input').fill(`认证中心${run}`);
    await page.locator('[data-testid="org-homePage"] input').fill('example.cn');
    await page.getByTestId('org-save-draft').click();
    await page.getByText('网络地址格式不正确').waitFor();
    await page.locator('[data-testid="org-homePage"] input').fill('https://www.example.cn');
    await page.getByTestId('org-save-draft').click();
    await page.getByText(/草稿已保存/).waitFor();
    const op = await db('operator').where({ login_name: loginName }).first();
    const draft = await db('org_account').where({ operator_id: op.operator_id }).first();
    expect(draft).toMatchObject({ status: '0', cust_name: `认证中心${run}` });
    // submitting the half form is refused field by field
    await page.getByTestId('org-submit').click();
    await expect.poll(() => page.getByText('不能为空！').count()).toBeGreaterThan(10);
    await shot('registration-org-open-zh');
    await setLanguage('en');
    await page.getByText('Open an organisation account').waitFor();
    await page.getByText(/Draft .* loaded/).waitFor();
    await shot('registration-org-open-en');
    await setLanguage('zh');
    expect(pageErrors).toEqual([]);
  });

  it('an administrator opens the organisation, modifies an important field and sees the change log', async () => {
    // the visitor submits the whole form (the browser form was checked above)
    const submitted = await page.evaluate(
      async ([custName]) => {
        const form = {
          custName, custField: ['A'], certificateType: 'N01', certificateNo: '91110000100006485K', certificateValidDate: '20991231',
          enterpriseEmail: 'org@example.cn', phoneNo: '010-87654321', homePage: 'https://www.example.cn', zipCode: '100000',
          areaIdList: ['CHN', '110000', '110100', '110105'], enterpriseType: '15', contactAddress: '北京市朝阳区', enterpriseContent: '审定与核查机构',
          legalPersonName: '郑法人', legalCertificateType: '0', legalCertificateNo: '11010519491231002X', legalCertificateValidDate: '2030-01-01',
          legalPhoneNo: '010-87654321', legalMobilPhoneNo: '13812345678', legalEmailAddress: 'legal@example.cn', legalAddress: '北京市朝阳区',
          contactPersonName: '冯联系', contactCertificateType: '0', contactCertificateNo: '440304199003074561', contactCertificateValidDate: '2030-01-01',
          contactPhoneNo: '010-87654321', contactMobilePhoneNo: '13812345679', contactEmailAddress: 'contact@example.cn', contactWorkUnit: '某某认证中心有限公司',
          contactPersonAddress: '北京市朝阳区', accountpreName: '陈代表', accountpreCertificateType: '0', accountpreCertificateNo: '510107197812311237',
          accountpreCertificateDate: '2030-01-01', accountprePhoneNo: '010-87654321', accountpreMobilePhoneNo: '13812345670',
          accountpreEmailAddress: 'rep@example.cn', accountpreWorkUnit: '某某认证中心有限公司', accountpreAddress: '北京市朝阳区',
        };
        const r = await fetch('/api/customer/org/account/apply', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
          body: JSON.stringify(form),
        });
        return r.json();
      },
      [`认证中心${run}`],
    );
    expect(submitted.dataInfo?.status).toBe('1');
    const id = submitted.dataInfo.id as string;

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInAs(page, demoUsers.admin);

    await page.goto(`${testEnv.appUrl}/account/org/manage`);
    const row = page.locator('tr', { hasText: `认证中心${run}` });
    await row.getByText('待审核').waitFor();
    await row.getByRole('button', { name: '开户' }).click();
    await page.getByTestId('status-opinion').fill('材料齐全');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.getByText('已开户').waitFor();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await shot('registration-org-manage-zh');
    expect(await db('operator').where({ login_name: loginName }).first()).toMatchObject({ operator_type: '08' });

    await page.goto(`${testEnv.appUrl}/account/org/edit?id=${id}`);
    const name = page.locator('[data-testid="org-custName"] input');
    await expect.poll(() => name.inputValue()).toBe(`认证中心${run}`);
    await name.fill(`认证中心${run}新`);
    await page.getByTestId('org-modify-save').click();
    await page.waitForURL((u) => u.pathname === '/account/org/manage');
    await page.goto(`${testEnv.appUrl}/account/org/detail?id=${id}`);
    await page.getByTestId('change-log').getByText(`机构名称：认证中心${run} → 认证中心${run}新`).waitFor();
    await shot('registration-org-detail-zh');
    expect(pageErrors).toEqual([]);
  });
});
