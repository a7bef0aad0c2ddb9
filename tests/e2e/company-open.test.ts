// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { randomInt } from 'node:crypto';
import { usccCheckChar } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { ApiClient } from '../fixtures/client.ts';
import { testEnv } from '../fixtures/env.ts';
import { launchBrowser, SHOTS, signInAs } from './support/browser.ts';

const PASSWORD = 'Visitor@1234';

/** In Chromium: a visitor's /client/company/open (required marks, draft save) and /client/company/detail (审核中). */
describe('company account opening pages', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const run = Date.now().toString(36);
  let browser: Browser;
  let page: Page;

  async function visitor(tag: string): Promise<string> {
    const loginName = `e${tag}${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `游客${tag}`, operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    return loginName;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
  });

  it('marks the §5.4 required fields, refuses an empty submission and saves a draft', async () => {
    const loginName = await visitor('a');
    const confirmer = await visitor('c');
    await signInAs(page, { loginName, password: PASSWORD }, '/client/company/open');
    await page.getByText('企业开户申请').first().waitFor();
    await page.getByText('注册登记系统确认代表').first().waitFor();

    // empty submission: field messages, nothing written
    await page.getByTestId('company-submit').click();
    await expect.poll(() => page.getByText('不能为空！').count()).toBeGreaterThan(5);
    expect(await db('company_account_apply').whereIn('applicant_operator_id', db('operator').select('operator_id').where({ login_name: loginName })).count({ n: '*' }).first()).toEqual({ n: '0' });

    // project owner (01): U05 and U06 are shown
    expect(await page.getByTestId('company-att-U05').count()).toBe(0);
    await page.getByTestId('company-custType').getByText('项目业主').click();
    await page.getByTestId('company-att-U05').waitFor();
    await page.getByTestId('company-custName').locator('input').fill('页面开户有限公司');
    await page.getByLabel('确认代表登录名').fill(confirmer);
    await page.screenshot({ path: `${SHOTS}/company-open-01-form.png`, fullPage: true });
    await page.getByTestId('company-save-draft').click();
    await page.getByText(/草稿已保存/).first().waitFor();
    const saved = await db('company_account_apply as a').join('operator as o', 'o.operator_id', 'a.applicant_operator_id').where('o.login_name', loginName).first('a.status', 'a.cust_name');
    expect(saved).toEqual({ status: 'draft', cust_name: '页面开户有限公司' });
  });

  it('shows the submitted application as 审核中 on /client/company/detail', async () => {
    const loginName = await visitor('d');
    const confirmer = await visitor('e');
    const client = await new ApiClient().signIn({ loginName, password: PASSWORD });
    const first17 = `91350100${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    // legalType 7 (no legal representative), custType 04: only U03 is required; uploaded as a real PDF
    const form = new FormData();
    form.append('typeNo', 'U03');
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'U03.pdf');
    const up = await (await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: form })).json();
    const person = (p: string, name: string, id: string, position = true) => ({
      [`${p}Name`]: name, [`${p}CertificateType`]: '0', [`${p}CertificateNo`]: id, [`${p}CertificateDate`]: '2035-06-30',
      [`${p}MobilePhoneNo`]: '13912345678', [`${p}EmailAddress`]: `${p}@example.cn`, [`${p}WorkUnit`]: '页面开户有限公司',
      ...(position ? { [`${p}Position`]: '经理' } : {}), [`${p}Address`]: '福建省福州市鼓楼区五四路1号',
    });
    const r = await client.post('/api/enterpriseAccount/add/enterpriseAccountAdd', {
      custType: ['04'], custName: '页面详情有限公司', certificateType: 'N01', certificateNo: first17 + usccCheckChar(first17), certificateValidDate: '20991231',
      legalType: '7', areaIdList: ['CHN', '350000'], industryCode: ['D'], registeredAddress: '福建省福州市鼓楼区五四路1号', contactAddress: '福建省福州市鼓楼区五四路1号',
      contactPersonName: '李四', contactCertificateType: '0', contactCertificateNo: '440304199003074561', contactCertificateValidDate: '2030-01-01',
      contactMobilePhoneNo: '13712345678', contactEmailAddress: 'contact@example.cn', contactWorkUnit: '页面开户有限公司', contactPersonAddress: '福建省福州市鼓楼区五四路1号',
      ...person('initrepre', '王五', '510107197812311237'), ...person('checkrepre', '赵六', '330102199911111234'), ...person('accountpre', '钱七', '32010619850101123X', false),
      attachments: [{ typeno: 'U03', path: up.dataInfo.path }], confirmerLoginName: confirmer,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await page.context().clearCookies();
    await page.evaluate((token) => localStorage.setItem('token', token), client.token!);
    await page.goto(`${testEnv.appUrl}/client/company/detail`);
    await expect.poll(() => page.getByTestId('company-status').textContent(), { timeout: 15000 }).toBe('审核中');
    await page.getByText('页面详情有限公司').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/company-open-02-detail.png`, fullPage: true });
  });
});
