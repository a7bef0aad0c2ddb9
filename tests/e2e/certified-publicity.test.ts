// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { certifiedStatuses, type CertifiedRow, type OpinionRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { CERTIFIED as S, certifiedForm, certifiedStatusBecomes, certifiedTaskOf, insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { launchBrowser, openAs, shootBothLanguages, SHOTS } from './support/browser.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * The certification's publicity pages in Chromium (issue 11): the public portal's 公示中减排量 and 已登记减排量 tabs and a
 * reduction application's public detail with its monitoring report and the comment form (no sign-in); the registry's
 * 公示减排量查询 (pause, resume) and 公示意见; the owner's 撤回 on 减排量申请. zh and en screenshots:
 * tests/artifacts/e2e/certified-publicity/.
 */
const DIR = path.join(SHOTS, 'certified-publicity');

describe('certification publicity pages in the browser', () => {
  const run = Date.now().toString(36);
  const projectName = `e2e核证公示项目-${run}`;
  const owner = new ApiClient();
  const country = new ApiClient();
  let app: FastifyInstance;
  let browser: Browser;
  let id = '';
  let applyNo = '';
  const shoot = (page: Page, name: string, ready: (p: Page) => Promise<unknown>) => shootBothLanguages(page, DIR, name, ready);
  const rowOf = (page: Page) => page.locator('.ant-table-row', { hasText: projectName });
  /**
   * The publicity running again, as each browser step expects it: a step retried after a lost click (vitest.config.ts)
   * may find the earlier attempt's pause; it is resumed through the API so the retry starts from the same state.
   */
  const publicityRunning = async () => {
    const { status } = await app.db('certified_apply').where({ id }).first('status');
    if (status === certifiedStatuses.publicityPaused) expect((await country.post(`${S}/pause`, { id, action: 'resume', reason: '重试前恢复' })).status).toBe(200);
    await certifiedStatusBecomes(owner, id, certifiedStatuses.publicity);
  };

  beforeAll(async () => {
    app = await testApp();
    const projectInfoId = await insertRegisteredProject(app, projectName, `EP${run}`);
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country)]);
    const saved = await owner.post<CertifiedRow>(`${S}/save-apply`, { ...certifiedForm(projectInfoId), fileIds: [await uploadDocument(owner, 'R01')] });
    id = saved.body.dataInfo.id;
    applyNo = saved.body.dataInfo.applyNo;
    expect((await owner.post(`${S}/prep-pub-apply`, { id })).status).toBe(200);
    expect((await country.post(`${S}/prep-pub-audit`, { taskId: (await certifiedTaskOf(country, id)).taskId, approved: true })).status).toBe(200);
    await certifiedStatusBecomes(owner, id, '02');
    // registered reductions of an earlier period (the chain to registration runs in certified-chain.test.ts; here its rows)
    const owner01 = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const start = addCalendarDays(isoDay(), -1200);
    const vintages = [{ year: Number(start.slice(0, 4)), quantity: 6000 }];
    const [earlier] = await app
      .db('certified_apply')
      .insert({ apply_no: `JZE${run}`, project_info_id: projectInfoId, cust_id: owner01.cust_id, owner_operator_id: owner01.operator_id, status: '16', certified_num: 6000, verified_num: 6000, vintages: JSON.stringify(vintages), certification_period_no: '0', reg_app_start_date: start, reg_app_end_date: addCalendarDays(start, 100) })
      .returning('id');
    await app.db('certified_info').insert({ apply_id: earlier.id, project_info_id: projectInfoId, registration_no: `2099JZE${run}`, registration_time: app.db.fn.now(), registered_num: 6000, vintages: JSON.stringify(vintages) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the portal tabs and the public detail, and takes a comment without signing in', async () => {
    const page = await openAs(browser, '/projectPublicity/projectPublicityList?tab=publicityReduction');
    await shoot(page, 'portal-publicity', (p) => rowOf(p).waitFor());
    expect(await rowOf(page).innerText()).toContain('180,000');
    await page.getByTestId('publicity-tab-registeredReduction').click();
    await shoot(page, 'portal-registered', (p) => rowOf(p).waitFor());
    expect(await rowOf(page).innerText()).toContain(`2099JZE${run}`);
    await page.getByTestId('publicity-tab-publicityReduction').click();
    await rowOf(page).getByTestId('reduction-row-link').click();
    await page.waitForURL(/reductionPublicityDetail\?id=/);
    await shoot(page, 'detail', (p) => p.getByTestId('reduction-documents').locator('.ant-table-row').first().waitFor());
    expect(await page.getByTestId('reduction-detail-name').innerText()).toBe(projectName);
    expect(await page.getByTestId('reduction-documents').innerText()).toContain('R01');
    await page.getByTestId('opinion-content').fill('请说明监测设备的校准记录。');
    await page.getByTestId('opinion-code').fill(testEnv.captchaCode);
    await page.getByTestId('opinion-submit').click();
    await page.locator('.ant-message-success').waitFor();
    const comments = await country.post<OpinionRow[]>(`${S}/opinion-list`, { applyId: id });
    expect(comments.body.dataInfo.map((o) => o.content)).toEqual(['请说明监测设备的校准记录。']);
    await page.context().close();
  });

  it('lets the registry pause and resume on 公示减排量查询 and read the comments on 公示意见', async () => {
    await publicityRunning();
    const page = await openAs(browser, '/certified/publicQuery', demoUsers.country);
    await shoot(page, 'registry-query', (p) => rowOf(p).waitFor());
    await page.getByTestId(`op-pause-${id}`).click();
    await page.getByTestId('period-reason').fill('核实监测数据');
    await page.getByTestId('period-ok').click();
    await rowOf(page).locator('[data-testid="apply-status"]', { hasText: '公示暂停' }).waitFor();
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
    await page.getByTestId(`op-resume-${id}`).click();
    await page.getByTestId('period-reason').fill('核实完毕');
    await page.getByTestId('period-ok').click();
    await rowOf(page).locator('[data-testid="apply-status"]', { hasText: '公示中' }).waitFor();
    await page.goto(`${testEnv.appUrl}/certified/publicOpinions?applyId=${id}`);
    await shoot(page, 'registry-opinions', (p) => p.locator('.ant-table-row', { hasText: '请说明监测设备的校准记录。' }).waitFor());
    await page.context().close();
  });

  it("takes the owner's 撤回 on 减排量申请", async () => {
    await publicityRunning();
    const page = await openAs(browser, '/certified/add', demoUsers.owner);
    // the project has an earlier, registered application too: the row of this one by its number
    const own = (p: Page) => p.locator('.ant-table-row', { hasText: applyNo });
    await own(page).waitFor();
    await page.getByTestId(`op-recall-${id}`).click();
    await page.getByTestId('reason-input').fill('核算报告需要修改');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await own(page).locator('[data-testid="apply-status"]', { hasText: '撤回审核中' }).waitFor();
    await shoot(page, 'owner-recalled', (p) => own(p).waitFor());
    expect((await app.db('project_recall').where({ apply_id: id }).first()).status).toBe('01');
    await page.context().close();
  });
});
