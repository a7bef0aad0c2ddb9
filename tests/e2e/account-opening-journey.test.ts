// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { samplePdf } from '../fixtures/files.ts';
import { newCreditCode } from '../fixtures/company-form.ts';
import { chooseFromList, launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

/**
 * The whole account-opening journey of issue 4 in Chromium, each step by the person who does it:
 * a visitor registers (mobile code), fills the company form with attachments and submits it; the confirming
 * representative confirms in My Tasks; a national administrator claims and approves in My Tasks; the new
 * representative signs in, sees only the menus of the company's account types, and — once the company is
 * incomplete (isComplete '0', as a legacy import leaves it) — meets the blocking completion dialog.
 */
const PASSWORD = 'Visit@12345';

describe('account opening journey (register → open → confirm → approve → sign in)', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const run = Date.now().toString(36).slice(-6);
  const applicant = `kh${run}`;
  const confirmer = `qr${run}`;
  const mobile = `135${String(Date.now() % 100000000).padStart(8, '0')}`;
  const custName = `旅程新能源${run}有限公司`;
  const creditCode = newCreditCode();
  const pdfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-'));
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let shot: (name: string) => Promise<Buffer>;

  /** Each person works in a browser of their own. */
  async function asPerson(user?: { loginName: string; password: string }) {
    await page?.context().close();
    ({ page, errors } = await newZhPage(browser));
    shot = shooter(page);
    if (user) await signInAs(page, user);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await asPerson();
    // the confirming representative: a visitor who registered earlier
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: confirmer, password_hash: await hashPassword(PASSWORD), operator_code: confirmer, operator_name: '赵六', operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
    fs.rmSync(pdfDir, { recursive: true, force: true });
  });

  const field = (name: string) => page.getByTestId(`company-${name}`);
  const fillText = (name: string, value: string) => field(name).locator('input').fill(value);
  // a pick lost on a busy machine would leave the field empty and the submission refused: chooseFromList checks it
  const choose = (name: string, label: string) => chooseFromList(page, field(name), label);
  async function person(prefix: string, name: string, id: string, position?: string) {
    await fillText(`${prefix}Name`, name);
    await choose(`${prefix}CertificateType`, '居民身份证');
    await fillText(`${prefix}CertificateNo`, id);
    await fillText(`${prefix}CertificateDate`, '2035-06-30');
    await fillText(`${prefix}MobilePhoneNo`, '13912345678');
    await fillText(`${prefix}EmailAddress`, `${prefix}@example.cn`);
    await fillText(`${prefix}WorkUnit`, custName);
    if (position) await fillText(`${prefix}Position`, position);
    await fillText(`${prefix}Address`, '福建省福州市鼓楼区五四路1号');
  }

  it('a visitor registers with a mobile code and chooses company opening', async () => {
    await page.goto(`${testEnv.appUrl}/client/register`);
    await page.getByTestId('register-login-name').fill(applicant);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm-password').fill(PASSWORD);
    await page.getByTestId('register-mobile').fill(mobile);
    await page.getByTestId('register-captcha-code').fill(testEnv.captchaCode);
    await page.getByTestId('register-send-code').click();
    await page.getByText(/验证码已发送至/).waitFor();
    // the code reaches the phone through the SMS provider; the default provider records it
    const sms = await db('sms_send_record').where({ mobile, business: 'register' }).orderBy('id', 'desc').first();
    await page.getByTestId('register-phone-code').fill(sms.verification_code);
    await page.getByTestId('register-captcha-code').fill(testEnv.captchaCode);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((u) => u.pathname === '/client/identityType', { timeout: 30000 });
    await page.getByTestId('choice-company').click();
    await page.waitForURL((u) => u.pathname === '/client/company/chooseType');
    await page.getByTestId('choice-open').click();
    await page.waitForURL((u) => u.pathname === '/client/company/open');
    await page.getByText('注册登记系统确认代表').first().waitFor();
  });

  it('fills the company form with its attachments and submits it: 审核中', async () => {
    await field('custType').getByText('项目业主').click();
    await fillText('custName', custName);
    await choose('certificateType', '营业执照（统一社会信用代码）');
    await fillText('certificateNo', creditCode);
    await fillText('certificateValidDate', '20991231');
    await choose('legalType', '民营企业');
    await field('areaIdList').locator('.ant-select').click();
    await field('areaIdList').locator('input').fill('鼓楼');
    await page.locator('.ant-select-dropdown:visible .ant-cascader-menu-item', { hasText: '福州市' }).first().click();
    await field('industryCode').locator('.ant-select').click();
    const tree = page.locator('.ant-select-dropdown:visible');
    await tree.locator('.ant-select-tree-treenode', { hasText: '电力、热力、燃气及水生产和供应业' }).locator('.ant-select-tree-switcher').click();
    await tree.locator('.ant-select-tree-treenode', { hasText: '电力、热力生产和供应业' }).locator('.ant-select-tree-checkbox').click();
    await page.keyboard.press('Escape');
    await fillText('registeredAddress', '福建省福州市鼓楼区五四路1号');
    await fillText('contactAddress', '福建省福州市鼓楼区五四路1号');
    // the legal representative's block names its fields its own way (§3.8)
    await fillText('legalPersonName', '张三');
    await choose('legalCertificateType', '居民身份证');
    await fillText('legalCertificateNo', '11010519491231002X');
    await fillText('legalCertificateValidDate', '2099-12-31');
    await fillText('legalMobilPhoneNo', '13812345678');
    await fillText('legalEmailAddress', 'legal@example.cn');
    await fillText('legalAddress', '福建省福州市鼓楼区五四路1号');
    await fillText('contactPersonName', '李四');
    await choose('contactCertificateType', '居民身份证');
    await fillText('contactCertificateNo', '440304199003074561');
    await fillText('contactCertificateValidDate', '2030-01-01');
    await fillText('contactMobilePhoneNo', '13712345678');
    await fillText('contactEmailAddress', 'contact@example.cn');
    await fillText('contactWorkUnit', custName);
    await fillText('contactPersonAddress', '福建省福州市鼓楼区五四路1号');
    // 'use contact person information' for the initiating and the trading-system representatives
    const useContact = page.getByRole('button', { name: '使用联系人信息' });
    await useContact.nth(0).click();
    await fillText('initreprePosition', '总经理助理');
    await person('checkrepre', '赵六', '330102199911111234', '财务经理');
    await useContact.nth(2).click();
    await page.getByLabel('确认代表登录名').fill(confirmer);

    // every required attachment, as real PDFs chosen in the file picker
    const required = await page.locator('[data-testid^="company-att-"]').evaluateAll((items) =>
      items.filter((i) => i.querySelector('.ant-form-item-required')).map((i) => i.getAttribute('data-testid')!.slice('company-att-'.length)),
    );
    expect(required).toEqual(expect.arrayContaining(['U05', 'U06']));
    for (const code of required) {
      const file = path.join(pdfDir, `${code}.pdf`);
      fs.writeFileSync(file, samplePdf(`${code} ${run}`));
      await page.getByTestId(`company-att-${code}`).locator('input[type=file]').setInputFiles(file);
      await page.getByTestId(`company-att-${code}`).getByText(`${code}.pdf`).waitFor();
    }
    await shot('70-journey-company-form');
    await page.getByTestId('company-submit').click();
    await page.waitForURL((u) => u.pathname === '/client/company/detail', { timeout: 30000 });
    await expect.poll(() => page.getByTestId('company-status').textContent(), { timeout: 15000 }).toBe('审核中');
    await shot('71-journey-submitted');

    const apply = await db('company_account_apply').where({ cust_name: custName }).first('id', 'status');
    expect(apply.status).toBe('confirming');
    expect(await db('attachment').where({ business_code: apply.id }).pluck('type_no')).toEqual(expect.arrayContaining(required));
  });

  /** Works the row of this company in My Tasks: claim if it is a group task, then agree with an opinion. */
  async function approveInMyTasks(opinion: string) {
    await page.goto(`${testEnv.appUrl}/system/process/my`);
    const row = page.locator('tr.ant-table-row', { hasText: custName });
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await page.getByTestId('list-refresh').click();
          return row.count();
        },
        { timeout: 30000, interval: 1000 },
      )
      .toBe(1);
    if ((await row.locator('[data-testid^="op-claim-"]').count()) > 0) {
      await row.locator('[data-testid^="op-claim-"]').click();
      await page.locator('.ant-popconfirm:visible .ant-btn-primary, .ant-modal-confirm:visible .ant-btn-primary').first().click();
    }
    await row.locator('[data-testid^="op-handle-"]').click();
    await page.getByTestId('task-decision').locator('input[value="approve"]').check();
    await page.getByTestId('task-opinion').fill(opinion);
    await page.getByTestId('task-submit').click();
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(0);
  }

  it('the confirming representative confirms it in My Tasks', async () => {
    await asPerson({ loginName: confirmer, password: PASSWORD });
    await approveInMyTasks('信息无误，确认');
    await expect.poll(async () => (await db('company_account_apply').where({ cust_name: custName }).first('status')).status, { timeout: 30000 }).toBe('auditing');
  });

  it('a national administrator approves it in My Tasks and the account opens', async () => {
    await asPerson(demoUsers.country);
    await approveInMyTasks('材料齐全，同意开户');
    await shot('72-journey-approved');
    await expect
      .poll(async () => (await db('customer').where({ certificate_no: creditCode }).first('cust_type'))?.cust_type, { timeout: 30000 })
      .toBe('01');
    // the engine's history: confirm and audit completed, by the two people, in order
    const apply = await db('company_account_apply').where({ cust_name: custName }).first('process_instance_id', 'status');
    expect(apply.status).toBe('opened');
    const history = await engine.historicTasks({ processInstanceId: apply.process_instance_id, sortBy: 'endTime', sortOrder: 'asc' });
    expect(history.map((h) => [h.name, h.assignee])).toEqual([
      ['确认开户申请', confirmer],
      ['开户审核', demoUsers.country.loginName],
    ]);
  });

  it('the new representative signs in and sees only the menus of a project owner', async () => {
    await asPerson({ loginName: applicant, password: PASSWORD });
    await page.getByTestId('user-menu').waitFor();
    // complete company: no completion dialog
    expect(await page.getByTestId('complete-company').isVisible()).toBe(false);
    // project owner (01): 项目管理 (13) and 减排量核证 (16) shown; 账户绑定 (2210, type 02 only) not
    await page.getByTestId('nav-13').waitFor();
    await page.getByTestId('nav-16').waitFor();
    const perms = await page.evaluate(async () => {
      const r = await fetch('/api/menu/permission-list', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await r.json()).dataInfo.menuList as Array<{ menuId: string }>).map((m) => m.menuId);
    });
    expect(perms).toEqual(expect.arrayContaining(['13', '16', '201010', '102505']));
    expect(perms).not.toContain('2210');
    expect(perms).not.toContain('201001');
    expect(perms).not.toContain('201005');
    expect(await page.getByTestId('nav-22').count()).toBe(0);
    await shot('73-journey-representative-home');

    // the customer name lists the companies represented; binding an unknown credit code is refused with its reason
    await page.getByTestId('cust-name').click();
    await page.getByRole('menuitem', { name: custName }).waitFor();
    await page.getByRole('menuitem', { name: '绑定企业' }).click();
    await page.getByTestId('bind-customer-code').fill(newCreditCode());
    await page.getByTestId('bind-customer-ok').click();
    await page.getByText('未找到该统一社会信用代码对应的已开户企业').waitFor();
    await shot('76-journey-bind-customer');
    await page.keyboard.press('Escape');
  });

  it('an incomplete company (isComplete 0) stops its representative with the completion dialog', async () => {
    const op = await db('operator').where({ login_name: applicant }).first('cust_id');
    await db('customer').where({ cust_id: op.cust_id }).update({ is_complete: '0' });
    try {
      await page.goto(`${testEnv.appUrl}/`);
      await page.getByTestId('complete-company-text').waitFor({ timeout: 15000 });
      await page.getByText('提示').first().waitFor();
      await shot('74-journey-completion-dialog');
      await page.getByTestId('complete-company').click();
      await page.waitForURL((u) => u.pathname.startsWith('/account/company/'), { timeout: 15000 });
      await page.getByText(custName).first().waitFor();
      // on the company pages the dialog does not block
      await expect.poll(() => page.getByTestId('complete-company-text').isVisible()).toBe(false);
      await shot('75-journey-completion-target');
    } finally {
      await db('customer').where({ cust_id: op.cust_id }).update({ is_complete: '1' });
    }
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
