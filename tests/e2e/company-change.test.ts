// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { companyForm, newCreditCode } from '../fixtures/company-form.ts';
import { transferCompany } from '../fixtures/ccer-transfers.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';

const PASSWORD = 'Rep@123456';

/**
 * In Chromium: the incomplete company's representative (owner01) sees the completion dialog, opens
 * /account/company/edit, changes a field and submits it as a change; the change shows 审核中 with its fields;
 * after the confirming representative confirms, the administrator finds 变更审核 in My Tasks.
 */
describe('company information change page', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const run = Date.now().toString(36);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.destroy();
  });

  it('owner submits a change on /account/company/edit; the administrator sees the audit task in My Tasks', async () => {
    const owner = await db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const custId = owner.cust_id as string;
    // an earlier run's open change is closed first (one open change per company)
    const open = await db('company_account_change').where({ cust_id: custId }).whereIn('status', ['confirming', 'auditing']).select('id', 'process_instance_id');
    for (const o of open) {
      if (o.process_instance_id) await engine.deleteProcessInstancesAsync([o.process_instance_id], 'e2e reset').catch(() => undefined);
      await db('company_account_change').where({ id: o.id }).update({ status: 'returned' });
    }
    const form = {
      ...companyForm('示例新能源有限公司', newCreditCode(), { workUnit: '示例新能源有限公司' }),
      attachments: ['B02', 'B05', 'U05', 'U06'].map((t) => ({ typeno: t, path: `seed/e2e/${t}.pdf` })),
    };
    await db('customer').where({ cust_id: custId }).update({ company_form: JSON.stringify(form), certificate_no: form.certificateNo, is_complete: '0', status: '1' });
    // the company's confirming representative
    const confirmerLogin = `ecf${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: confirmerLogin, password_hash: await hashPassword(PASSWORD), operator_code: confirmerLogin, operator_name: '确认代表', operator_type: '06', cust_id: custId })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '企业代表' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    await db('customer_representative').insert({ cust_id: custId, operator_id, represent_role: 'confirming' });

    const { page, errors } = await newZhPage(browser);
    const shot = shooter(page);
    await signInAs(page, demoUsers.owner);
    // incomplete company: the blocking completion dialog (§2.7)
    await page.getByTestId('complete-company-text').waitFor();
    await shot('64-company-completion-dialog', false);

    await page.goto(`${testEnv.appUrl}/account/company/edit?custId=${custId}`);
    await page.getByTestId('company-edit-page').waitFor();
    await expect.poll(() => page.getByTestId('company-contactAddress').locator('input').inputValue()).toBe('福建省福州市鼓楼区五四路1号');
    expect(await page.getByTestId('complete-company-text').isVisible()).toBe(false);
    await page.getByTestId('company-contactAddress').locator('input').fill('福建省厦门市思明区鹭江道2号');
    await page.getByLabel('确认代表登录名').fill(confirmerLogin);
    await shot('64-company-edit-form');
    await page.getByTestId('company-change-submit').click();
    await page.getByTestId('company-change-state').getByText('审核中', { exact: true }).waitFor({ timeout: 20000 });
    await page.getByTestId('company-change-state').getByText('福建省厦门市思明区鹭江道2号', { exact: true }).first().waitFor();
    await shot('64-company-edit-pending');
    const change = await db('company_account_change').where({ cust_id: custId, status: 'confirming' }).first('id', 'after_form');
    expect(change.after_form.contactAddress).toBe('福建省厦门市思明区鹭江道2号');
    expect((await db('customer').where({ cust_id: custId }).first('is_complete')).is_complete).toBe('1');

    // the confirming representative confirms; the administrator finds the audit in My Tasks
    const confirmer = await new ApiClient().signIn({ loginName: confirmerLogin, password: PASSWORD });
    const task = await eventually(async () => {
      const r = await confirmer.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 });
      return r.body.dataInfo?.find((t) => t.taskName === '确认变更申请');
    }, 30000, 'confirm task');
    expect((await confirmer.post('/api/process/task/complete', { taskId: task.taskId, approved: true })).status).toBe(200);
    await eventually(async () => (await db('company_account_change').where({ id: change.id }).first('status')).status === 'auditing', 30000, 'auditing');

    const admin = await newZhPage(browser);
    await signInAs(admin.page, demoUsers.admin);
    await admin.page.goto(`${testEnv.appUrl}/system/process/my`);
    await admin.page.getByText('变更审核').first().waitFor({ timeout: 30000 });
    await shooter(admin.page)('64-admin-my-tasks-change-audit');
    expect(errors.filter((e) => !/favicon|ResizeObserver|404|Failed to load resource/.test(e))).toEqual([]);
  });
  it('the applicant withdraws (撤销) a pending application on /client/company/detail with a reason', async () => {
    const visitorLogin = `ewd${run}`.slice(0, 18);
    const confirmerLogin = `ewc${run}`.slice(0, 18);
    for (const login of [visitorLogin, confirmerLogin]) {
      const [{ operator_id }] = await db('operator').insert({ login_name: login, password_hash: await hashPassword(PASSWORD), operator_code: login, operator_name: '游客', operator_type: '09' }).returning('operator_id');
      const role = await db('role').where({ role_name: '游客' }).first('role_id');
      await db('operator_role').insert({ operator_id, role_id: role.role_id });
    }
    const client = await new ApiClient().signIn({ loginName: visitorLogin, password: PASSWORD });
    const upload = new FormData();
    upload.append('typeNo', 'U03');
    upload.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'U03.pdf');
    const up = await (await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: upload })).json();
    const r = await client.post<{ id: string }>('/api/enterpriseAccount/add/enterpriseAccountAdd', {
      // legalType 7 (no legal representative), custType 04: only U03 is required
      ...companyForm('页面撤销有限公司', newCreditCode(), { custType: ['04'], workUnit: '示例新能源有限公司' }),
      legalType: '7',
      attachments: [{ typeno: 'U03', path: up.dataInfo.path }], confirmerLoginName: confirmerLogin,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const applyId = r.body.dataInfo.id;
    await eventually(async () => (await db('company_account_apply').where({ id: applyId }).first('process_instance_id'))?.process_instance_id, 30000, 'instance');

    const { page } = await newZhPage(browser);
    await page.goto(`${testEnv.appUrl}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), client.token!);
    await page.goto(`${testEnv.appUrl}/client/company/detail`);
    await expect.poll(() => page.getByTestId('company-status').textContent(), { timeout: 15000 }).toBe('审核中');
    await page.getByTestId('company-withdraw').click();
    await page.getByLabel('撤销原因').fill('企业名称填写有误');
    await shooter(page)('64-company-withdraw-dialog', false);
    await page.getByRole('button', { name: '确认撤销' }).click();
    await expect.poll(() => page.getByTestId('company-status').textContent(), { timeout: 20000 }).toBe('已撤销');
    await shooter(page)('64-company-withdrawn');
    expect(await db('company_account_apply').where({ id: applyId }).first('status', 'opinion')).toEqual({ status: 'withdrawn', opinion: '企业名称填写有误' });
    expect(await engine.processInstances({ businessKey: applyId })).toEqual([]);
  });

  let logoutAttempts = 0;
  it('the registry closes (注销) a company account on /account/company/logout, the reason refused empty on its field', async () => {
    // a company of its own on each attempt: a retry would otherwise insert the first attempt's again
    const company = await transferCompany(db, `lo${++logoutAttempts}`, run, false);
    const page = await newZhPage(browser).then(async ({ page }) => {
      await signInAs(page, demoUsers.admin);
      return page;
    });
    await page.goto(`${testEnv.appUrl}/account/company/logout`);
    await page.locator('input[id$="_custName"]').first().fill(company.custName);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`op-logout-${company.custId}`).click();
    const dialog = page.getByTestId('company-logout-modal');
    await dialog.getByText(`确定注销企业账户“${company.custName}”吗`).waitFor();
    // no reason: refused on the field, in Chinese, and nothing closed
    // a click lost while the dialog still opens on a busy machine (seen once in CI) is made again: with no reason a
    // click only validates
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '确认注销' }).click();
          return dialog.getByText('不能为空！').count();
        },
        { timeout: 30000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    expect((await db('customer').where({ cust_id: company.custId }).first('status')).status).toBe('1');
    await page.getByTestId('company-logout-reason').fill('企业已停止经营');
    await expect.poll(() => dialog.getByText('不能为空！').count()).toBe(0);
    await shooter(page)('65-company-logout-dialog', false);
    await page.getByRole('button', { name: '确认注销' }).click();
    await expect.poll(() => page.locator('tr', { hasText: company.custName }).textContent(), { timeout: 15000 }).toContain('已注销');
    await page.getByText('企业账户已注销').first().waitFor();
    expect((await db('customer').where({ cust_id: company.custId }).first('status')).status).toBe('2');
    const logged = await db('operation_log').where({ business_type: 'customer', business_key: company.custId, abstract: 'company.logout' }).first('after_value');
    expect(JSON.stringify(logged?.after_value)).toContain('企业已停止经营');
  });
});
