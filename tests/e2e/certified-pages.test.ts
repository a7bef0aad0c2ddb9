// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AppointInfo, CertifiedRow, DoneTaskRow, ExpertCandidateRow, StatusCount, TaskRow } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { registeredProject, TIMER_FIRES_MS, type RegisteredProject } from '../fixtures/project-chain.ts';
import { samplePdf } from '../fixtures/files.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { chooseManyIn, confirmOk, drawerSettled, launchBrowser, openAs, shootBothLanguages, SHOTS } from './support/browser.ts';
import { retried } from './support/retried.ts';
import { shotIn } from './support/registered.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * The certification area's pages in the browser (issue 11, function 056), each opened by its own person: the owner
 * (owner01) applies for a monitoring period of a registered project in the form (every wrong field named at once,
 * the project's pick applied, its validation body not offered as verifier) and submits it; the registry (country01)
 * finds the audit task in My Tasks, which opens 核证公示审核, and approves it; after the publicity the verification
 * body (org02, the project being org01's) hands in its report with the verified quantity per vintage; the owner
 * confirms and applies for registration; the registry accepts on 减排量登记. Every page in Chinese and English:
 * tests/artifacts/e2e/certified-pages/. The registered project runs the project chain through the API first.
 */
const DIR = path.join(SHOTS, 'certified-pages');
const PASSWORD = demoUsers.owner.password;
const verifierUser = { loginName: 'org02', password: PASSWORD };
const S = '/api/certified-manage';
type User = { loginName: string; password: string };

describe('certification pages in the browser', () => {
  let browser: Browser;
  const owner = new ApiClient();
  const country = new ApiClient();
  const org01 = new ApiClient();
  const verifier = new ApiClient();
  const experts = ['expert01', 'expert02', 'expert03'].map(() => new ApiClient());
  let project: RegisteredProject;
  let applyId = '';
  const today = isoDay();
  // inside the last five years and the project's crediting period (2021-06-01 to 2031-05-31)
  const period = { start: addCalendarDays(today, -800), end: addCalendarDays(today, -436) };

  const applyOf = async (id: string) => (await owner.post<CertifiedRow[]>(`${S}/apply-list`, { id })).body.dataInfo[0];
  const statusBecomes = (id: string, status: string, timeoutMs = 30000) =>
    eventually(async () => ((await applyOf(id))?.status === status ? applyOf(id) : undefined), timeoutMs, `status ${status}`);

  const open = (user: User, url: string) => openAs(browser, url, user);
  const shot = shotIn(DIR);
  const bothLanguages = (page: Page, name: string, ready: (p: Page) => Promise<unknown>) => shootBothLanguages(page, DIR, name, ready);
  /** Modals done zooming in and the drawer done sliding (its place the same between two looks). */
  async function settled(page: Page) {
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear').count()).toBe(0);
    if (await page.locator('.ant-drawer-section:visible, .ant-drawer-content:visible').count()) await drawerSettled(page);
  }
  async function modalReady(page: Page) {
    await page.getByTestId('step-decision-radio').waitFor();
    await settled(page);
  }
  const row = (page: Page, id: string) => page.locator(`tr[data-row-key="${id}"]`);
  const search = async (page: Page) => {
    await page.locator('input[id$="_projectName"]').first().fill(project.apply.projectName);
    await page.getByTestId('list-search').click();
  };
  /** The form item of a field of the certification form, and its error text. */
  const item = (page: Page, field: string) => page.locator(`.ant-form-item:has(#certifiedForm_${field})`);
  const errorOf = (page: Page, field: string) => item(page, field).locator('.ant-form-item-explain-error').first();
  /** Picks an option of a select by its label, typing `typed` first into a searched one. */
  async function choose(page: Page, field: string, label: string, typed?: string) {
    const input = page.locator(`#certifiedForm_${field}`);
    await retried(3, async () => {
      await input.click();
      if (typed) await input.fill(typed);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
      return (await item(page, field).innerText()).includes(label);
    });
    expect(await item(page, field).innerText()).toContain(label);
  }
  async function pickDate(page: Page, field: string, date: string) {
    await page.locator(`#certifiedForm_${field}`).click();
    await page.locator(`#certifiedForm_${field}`).fill(date);
    await page.locator(`#certifiedForm_${field}`).press('Enter');
  }

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      org01.signIn({ loginName: 'org01', password: PASSWORD }),
      verifier.signIn(verifierUser),
      ...experts.map((e, i) => e.signIn({ loginName: `expert0${i + 1}`, password: PASSWORD })),
    ]);
    // a project of owner01 validated by org01, registered through its whole chain
    project = await registeredProject({ owner, country, body: org01, experts });
    browser = await launchBrowser();
  }, 420_000);
  afterAll(async () => browser?.close());

  it('减排量申请: the owner applies in the form — the pick applied, every wrong field named at once — and submits', { timeout: 180_000 }, async () => {
    const page = await open(demoUsers.owner, '/certified');
    await page.waitForURL((u) => u.pathname === '/certified/add');
    // the redirect leaves no tab of its own
    await page.getByTestId('tab-/certified/add').waitFor();
    await expect.poll(() => page.getByTestId('tab-/certified').count()).toBe(0);
    const counts = (await owner.post<StatusCount>(`${S}/getApplyStatusCount`, {})).body.dataInfo;
    await expect.poll(() => page.getByTestId('status-tab-all').textContent()).toContain(`(${counts.tabs.all})`);
    await bothLanguages(page, '01-owner-list', (p) => p.getByTestId('status-tab-registered').waitFor());

    await page.getByTestId('toolbar-add').click();
    await page.locator('#certifiedForm_projectInfoId').waitFor();
    await settled(page);
    // the registered project, searched by name on the server
    await choose(page, 'projectInfoId', project.projectCode, project.apply.projectName);
    // not a forestry project: LULUCF is 不涉及 and fixed; type A: the archive code is asked for
    await expect.poll(() => item(page, 'lulucf').innerText()).toContain('不涉及');
    await expect.poll(() => page.locator('#certifiedForm_lulucf').isDisabled()).toBe(true);
    await page.locator('#certifiedForm_archiveCode').waitFor();
    // the project's own validation body (org01) is not offered to verify it
    await page.locator('#certifiedForm_verificationAgency').click();
    await page.locator('#certifiedForm_verificationAgency').fill('示例');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '示例核证机构' }).waitFor();
    expect(await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '示例审定核查机构' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // submitted half filled: every wrong field at once, with the exact messages
    await pickDate(page, 'regAppStartDate', period.start);
    // tomorrow read now: the suite's today is a day behind once a run crosses China's midnight
    await pickDate(page, 'regAppEndDate', addCalendarDays(isoDay(), 1));
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => errorOf(page, 'regAppEndDate').textContent()).toBe('不能晚于当前日期');
    expect(await errorOf(page, 'verificationAgency').textContent()).toBe('不能为空！');
    expect(await errorOf(page, 'additionalType').textContent()).toBe('不能为空！');
    expect(await errorOf(page, 'certificationPeriodNo').textContent()).toBe('不能为空！');
    expect(await errorOf(page, 'certifiedNum').textContent()).toBe('不能为空！');
    expect(await errorOf(page, 'archiveCode').textContent()).toBe('不能为空！');
    expect(await page.getByTestId('business-documents-certifiedApply').locator('.ant-form-item-explain-error').first().textContent()).toContain('减排量核算报告');
    await shot(page, '02-form-errors-zh');

    // a changed form is not closed without asking
    await page.getByTestId('apply-cancel').click();
    await page.getByTestId('unsaved-confirm').waitFor();
    await page.locator('.ant-modal-confirm:visible [data-testid="confirm-cancel"]').click();

    await choose(page, 'verificationAgency', '示例核证机构', '核证');
    await choose(page, 'additionalType', '符合方法学免予额外性论证条件');
    await pickDate(page, 'regAppEndDate', period.end);
    await page.locator('#certifiedForm_certificationPeriodNo').fill('1');
    await page.locator('#certifiedForm_certifiedNum').fill('180000');
    await page.locator('#certifiedForm_archiveCode').fill('BA-2021-07');
    await page.locator('#certifiedForm_countryId').fill('CN');
    await page.getByTestId('business-documents-certifiedApply').locator('input[type=file]').first().setInputFiles({ name: '减排量核算报告.pdf', mimeType: 'application/pdf', buffer: samplePdf('monitoring') });
    await page.locator('.ant-upload-list-item-name', { hasText: '减排量核算报告.pdf' }).waitFor();
    await page.getByTestId('apply-save').click();
    await page.getByTestId('apply-no').waitFor();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await settled(page);
    await shot(page, '03-form-saved-zh');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-submit').waitFor({ state: 'detached', timeout: 30000 });

    const rows = (await owner.post<CertifiedRow[]>(`${S}/apply-list`, { projectInfoId: project.projectInfoId })).body.dataInfo;
    expect(rows).toHaveLength(1);
    applyId = rows[0].id;
    expect(rows[0]).toMatchObject({ status: '01', verificationAgencyName: '示例核证机构', lulucf: '000', archiveCode: 'BA-2021-07', certifiedNum: 180000, regAppStartDate: period.start, regAppEndDate: period.end });
    await search(page);
    await row(page, applyId).getByText('公示审核中').waitFor();
    await bothLanguages(page, '03b-owner-list-submitted', (p) => p.locator('tr.ant-table-row').first().waitFor());
    await page.context().close();
  });

  it('核证公示审核: My Tasks opens the registry\'s task on the certification page, and the registry approves it', { timeout: 120_000 }, async () => {
    expect(applyId, 'the application above').toBeTruthy();
    // the task carries its definition's function code, 056
    const mine = await eventually(async () => (await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 })).body.dataInfo.find((t) => t.businessKey === applyId), 30000, 'the audit task');
    expect(mine.funcCode).toBe('056');
    const page = await open(demoUsers.country, '/system/process/my?workflowType=ccerProjectPubApply');
    const task = page.locator(`tr[data-row-key="${mine.taskId}"]`);
    await task.waitFor();
    await shot(page, '04a-my-tasks-zh');
    // the task goes to 核证公示审核 with its application, whose decision opens at once
    await task.locator('[data-testid^="op-view-"]').click();
    await page.waitForURL((u) => u.pathname === '/certified/audit');
    await modalReady(page);
    await page.getByTestId('step-decision-opinion').fill('监测报告齐全，同意公示');
    await shot(page, '04b-audit-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(applyId, '02');
    await search(page);
    await expect.poll(() => row(page, applyId).count()).toBe(0);
    await bothLanguages(page, '05-audit-list', (p) => p.getByTestId('list-certifiedAudit').waitFor());

    // /certified leads the registry, who has no 减排量申请, to the area's first page it has
    await page.goto(`${testEnv.appUrl}/certified`);
    await page.waitForURL((u) => u.pathname === '/certified/manage');
    await search(page);
    await row(page, applyId).getByText('公示中').waitFor();
    await bothLanguages(page, '06-manage-list', (p) => p.getByTestId('list-certifiedManage').waitFor());
    await search(page);
    await page.getByTestId(`op-detail-${applyId}`).click();
    await page.waitForURL((u) => u.pathname === '/certified/detail');
    await expect.poll(() => page.getByTestId('node-publicityAudit').getAttribute('data-state')).toBe('done');
    await expect.poll(() => page.getByTestId('progress-opinions').textContent()).toContain('监测报告齐全，同意公示');
    await bothLanguages(page, '07-detail-publicity', (p) => p.getByTestId('verification-card').waitFor());
    await page.context().close();
  });

  it('待核证项目: after the publicity the verification body hands in its report with the quantity per vintage', { timeout: 240_000 }, async () => {
    const inPublicity = await applyOf(applyId);
    // the publicity timer exists once the chain has passed the status change: move it into the past
    await eventually(async () => (await country.post('/api/process/timer/move', { processInstanceId: inPublicity.processInstanceId, dueDate: new Date(Date.now() - 60_000).toISOString() })).status === 200, 30000, 'the publicity timer');
    await statusBecomes(applyId, '07', TIMER_FIRES_MS);

    const page = await open(verifierUser, '/certified/authorize');
    await search(page);
    await row(page, applyId).waitFor();
    await bothLanguages(page, '08-authorize-list', (p) => p.getByTestId('list-certifiedAuthorize').waitFor());
    await search(page);
    await page.getByTestId(`op-upload-${applyId}`).click();
    await page.waitForURL((u) => u.pathname === '/certified/authorize/apply');
    await page.getByTestId('step-submit').waitFor();
    await bothLanguages(page, '09-authorize-apply', (p) => p.getByTestId('business-documents-certifiedOrgReport').waitFor());

    // vintages that do not add up to the verified quantity, then a quantity other than the one applied for: each named
    const startYear = Number(period.start.slice(0, 4));
    const endYear = Number(period.end.slice(0, 4));
    await page.getByTestId('verification-conclusion').locator('input[value="1"]').check();
    await page.getByTestId('verified-num-input').fill('170000');
    await page.getByTestId('vintage-year-0').fill(String(startYear));
    await page.getByTestId('vintage-quantity-0').fill('100000');
    await page.getByTestId('comment-handling').fill('公示期间未收到公众意见');
    await page.getByTestId('business-documents-certifiedOrgReport').locator('input[type=file]').first().setInputFiles({ name: '核证报告.pdf', mimeType: 'application/pdf', buffer: samplePdf('verification') });
    await page.locator('.ant-upload-list-item-name', { hasText: '核证报告.pdf' }).waitFor();
    await page.getByTestId('step-submit').click();
    await expect.poll(() => page.getByTestId('vintages').textContent()).toContain('各年度核证减排量之和须等于核证减排量');
    await shot(page, '10-authorize-apply-sum-zh');
    await page.getByTestId('vintage-quantity-0').fill('170000');
    await page.getByTestId('step-submit').click();
    const verifiedError = page.locator('.ant-form-item:has([data-testid="verified-num-input"]) .ant-form-item-explain-error');
    await expect.poll(() => verifiedError.textContent()).toBe('核证减排量须与申请的减排量（180000吨）一致');
    await shot(page, '10-authorize-apply-quantity-zh');

    // two vintages adding up to the quantity applied for
    await page.getByTestId('verified-num-input').fill('180000');
    await page.getByTestId('vintage-quantity-0').fill('100000');
    await page.getByTestId('vintage-add').click();
    await page.getByTestId('vintage-year-1').fill(String(endYear === startYear ? startYear + 1 : endYear));
    await page.getByTestId('vintage-quantity-1').fill('80000');
    await expect.poll(() => page.getByTestId('vintage-sum').textContent()).toContain('180,000 / 180,000');
    await page.getByTestId('step-submit').click();
    await page.waitForURL((u) => u.pathname === '/certified/authorize', { timeout: 30000 });
    await statusBecomes(applyId, '08');
    await page.goto(`${testEnv.appUrl}/certified/authorize/detail?id=${applyId}`);
    await expect.poll(() => page.getByTestId('node-orgUploadFile').getAttribute('data-state')).toBe('done');
    await expect.poll(() => page.getByTestId('verified-num').textContent()).toBe('180,000 吨');
    expect(await page.getByTestId('verification-vintages').locator('tbody tr').count()).toBe(2);
    await bothLanguages(page, '11-authorize-detail', (p) => p.getByTestId('verification-vintages').waitFor());
    await page.context().close();
  });

  it('业主确认 and 核证登记申请: the owner confirms the report and applies for registration with the letter', { timeout: 120_000 }, async () => {
    const page = await open(demoUsers.owner, '/certified/confirm');
    await search(page);
    await row(page, applyId).waitFor();
    await bothLanguages(page, '12-confirm-list', (p) => p.getByTestId('list-certifiedConfirm').waitFor());
    await search(page);
    await page.getByTestId(`op-confirmOrgFile-${applyId}`).click();
    await modalReady(page);
    await shot(page, '13-confirm-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(applyId, '09');

    await page.goto(`${testEnv.appUrl}/certified/regist`);
    await search(page);
    await row(page, applyId).waitFor();
    await bothLanguages(page, '14-regist-list', (p) => p.getByTestId('list-certifiedRegist').waitFor());
    await search(page);
    await page.getByTestId(`op-registerApply-${applyId}`).click();
    await page.waitForURL((u) => u.pathname === '/certified/regist/apply');
    await bothLanguages(page, '15-regist-apply', (p) => p.getByTestId('business-documents-certifiedRegisterApply').waitFor());
    await page.getByTestId('business-documents-certifiedRegisterApply').locator('input[type=file]').first().setInputFiles({ name: '减排量登记承诺书.pdf', mimeType: 'application/pdf', buffer: samplePdf('letter') });
    await page.locator('.ant-upload-list-item-name', { hasText: '减排量登记承诺书.pdf' }).waitFor();
    await page.getByTestId('step-submit').click();
    await page.waitForURL((u) => u.pathname === '/certified/regist');
    await statusBecomes(applyId, '10');
    await page.goto(`${testEnv.appUrl}/certified/regist/detail?id=${applyId}`);
    await expect.poll(() => page.getByTestId('node-registerAcct').getAttribute('data-state')).toBe('active');
    await bothLanguages(page, '16-regist-detail', (p) => p.getByTestId('verification-vintages').waitFor());
    await page.context().close();
  });

  it('减排量登记: the registry accepts the registration application', { timeout: 120_000 }, async () => {
    const page = await open(demoUsers.country, '/certified/register');
    await search(page);
    await row(page, applyId).waitFor();
    await bothLanguages(page, '17-register-list', (p) => p.getByTestId('list-certifiedRegister').waitFor());
    await search(page);
    await page.getByTestId(`op-registerAcct-${applyId}`).click();
    await modalReady(page);
    await page.getByTestId('step-decision-opinion').fill('材料齐全，予以受理');
    await shot(page, '18-register-decision-zh');
    await page.getByTestId('step-decision-ok').click();
    await statusBecomes(applyId, '12');
    // the done task links to the application's certification detail
    const done = await eventually(async () => (await country.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 50 })).body.dataInfo?.find((t) => t.businessKey === applyId), 30000, 'the done task');
    expect(done.funcCode).toBe('056');
    await page.context().close();
  });

  it('指派专家 and 技术评估: the registry names and appoints three experts; an expert files the evaluation on its page', { timeout: 180_000 }, async () => {
    const info = async () => (await country.post<AppointInfo>(`${S}/appoint-info`, { id: applyId })).body.dataInfo;
    const candidates = (await country.post<ExpertCandidateRow[]>(`${S}/expert-candidates`, { id: applyId })).body.dataInfo;
    const chosen = candidates.filter((c) => /^expert0[1-3]$/.test(c.loginName) && c.reason === null);
    expect(chosen).toHaveLength(3);

    const page = await open(demoUsers.country, '/certified/appointExperts');
    await search(page);
    await row(page, applyId).waitFor();
    await bothLanguages(page, '20-appoint-experts', (p) => p.getByTestId('list-certifiedAppointExperts').waitFor());
    await search(page);
    await page.getByTestId(`op-name-${applyId}`).click();
    await chooseManyIn(page, page.getByTestId('expert-name-select'), chosen.map((c) => c.expertName ?? c.loginName));
    await page.keyboard.press('Escape');
    await settled(page);
    await shot(page, '21-appoint-name-zh');
    await page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();
    await expect.poll(async () => (await info()).experts.length, { timeout: 15000 }).toBe(3);
    await page.getByTestId(`op-appoint-${applyId}`).click();
    await confirmOk(page);
    await statusBecomes(applyId, '13');
    await page.context().close();

    // expert01 opens the evaluation from their reports on the certification's 指派专家 page
    const mine = (await info()).experts.find((e) => e.loginName === 'expert01')!;
    const expertPage = await open({ loginName: 'expert01', password: PASSWORD }, '/certified/appointExperts');
    await expertPage.getByTestId('list-certifiedExpertReports').locator(`tr[data-row-key="${mine.id}"]`).waitFor();
    await bothLanguages(expertPage, '22-expert-reports', (p) => p.getByTestId('list-certifiedExpertReports').waitFor());
    await expertPage.getByTestId(`op-evaluate-${mine.id}`).click();
    await expertPage.waitForURL((u) => u.pathname === '/certified/appointExperts/evaluate');
    await expect.poll(() => expertPage.getByTestId('expert-evaluation-page').innerText()).toContain(project.apply.projectName);
    await bothLanguages(expertPage, '23-evaluate', (p) => p.getByTestId('expert-evaluation-conclusion').waitFor());
    await expertPage.getByTestId('expert-evaluation-conclusion').getByText('同意登记', { exact: true }).click();
    await expertPage.getByTestId('expert-evaluation-text').fill('核证减排量计算正确，同意登记。');
    await expertPage.getByTestId('business-documents-certifiedExpertReport').locator('input[type=file]').first().setInputFiles({ name: '技术评估报告.pdf', mimeType: 'application/pdf', buffer: samplePdf('evaluation') });
    await expertPage.locator('.ant-upload-list-item-name', { hasText: '技术评估报告.pdf' }).waitFor();
    await expertPage.getByTestId('expert-evaluation-submit').click();
    await expertPage.waitForURL((u) => u.pathname === '/certified/appointExperts', { timeout: 15000 });
    await eventually(async () => (await info()).experts.find((e) => e.id === mine.id)?.status === '03', 15000, 'the report filed');
    expect((await info()).experts.find((e) => e.id === mine.id)).toMatchObject({ conclusion: '1', evaluation: '核证减排量计算正确，同意登记。' });
    await expertPage.context().close();

    // the two other experts file theirs through the API
    for (const [i, name] of ['expert02', 'expert03'].entries()) {
      const client = experts[i + 1];
      const task = await eventually(async () => (await client.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 })).body.dataInfo.find((t) => t.businessKey === applyId), 30000, `${name}'s task`);
      const r = await client.post(`${S}/expert-report-submit`, { taskId: task.taskId, conclusion: '1', evaluation: '同意登记', fileIds: [await uploadDocument(client, 'R05')] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    await statusBecomes(applyId, '14');
  });

  it('减排量登记: the registry reviews and confirms; the reductions are registered', { timeout: 120_000 }, async () => {
    const page = await open(demoUsers.country, '/certified/register');
    for (const [step, status, opinion, name] of [
      ['projectReview', '15', '复核通过', '24-review-decision'],
      ['registerConfirm', '16', '准予登记', '25-confirm-decision'],
    ] as const) {
      await search(page);
      await page.getByTestId(`op-${step}-${applyId}`).click();
      await modalReady(page);
      await page.getByTestId('step-decision-opinion').fill(opinion);
      await shot(page, `${name}-zh`);
      await page.getByTestId('step-decision-ok').click();
      await statusBecomes(applyId, status);
    }
    await page.goto(`${testEnv.appUrl}/certified/detail?id=${applyId}`);
    await expect.poll(() => page.getByTestId('node-registerConfirm').getAttribute('data-state')).toBe('done');
    await bothLanguages(page, '26-detail-registered', (p) => p.getByTestId('verification-vintages').waitFor());
    await page.context().close();

    // anyone sees the registered reductions on the public pages, without signing in
    const registration = (await country.post<Array<{ applyId: string; registrationNo: string }>>(`${S}/certified-list`, { pageNumber: 1, pageSize: 10, applyId })).body.dataInfo[0];
    expect(registration?.registrationNo).toMatch(/JZ\d{6}$/);
    const portal = await openAs(browser, '/projectPublicity/projectPublicityList?tab=registeredReduction');
    const publicRow = portal.locator('.ant-table-row', { hasText: registration!.registrationNo });
    await bothLanguages(portal, '27-public-registered', async (p) => {
      await p.locator('input[id$="_projectName"]').first().fill(project.apply.projectName);
      await p.getByTestId('list-search').click();
      await publicRow.waitFor();
    });
    expect(await publicRow.innerText()).toContain(project.apply.projectName);
    await portal.context().close();
  });

  it('the owner\'s form of a draft: the project and its values come back as saved', { timeout: 60_000 }, async () => {
    // a second period of the same project, saved as a draft through the API, opened in the form
    const draft = await owner.post<CertifiedRow>(`${S}/save-apply`, { projectInfoId: project.projectInfoId, remarkDesc: '第二个核算期' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const page = await open(demoUsers.owner, '/certified/add');
    await search(page);
    const id = draft.body.dataInfo.id;
    // in Chinese, then in English (the stored preference)
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.reload();
      await search(page);
      await page.getByTestId(`op-edit-${id}`).click();
      await expect.poll(() => item(page, 'projectInfoId').innerText()).toContain(project.apply.projectName);
      expect(await page.locator('#certifiedForm_remarkDesc').inputValue()).toBe('第二个核算期');
      // the saved project's facts: type A asks for the archive code, LULUCF fixed
      await page.locator('#certifiedForm_archiveCode').waitFor();
      await expect.poll(() => page.locator('#certifiedForm_lulucf').isDisabled()).toBe(true);
      // a draft saved without it takes the default of a project outside forestry
      expect(await item(page, 'lulucf').innerText()).toContain(lang === 'zh' ? '不涉及' : 'Not applicable');
      await settled(page);
      await shot(page, `19-form-draft-${lang}`);
      await page.getByTestId('apply-cancel').click();
      await page.getByTestId('apply-cancel').waitFor({ state: 'detached' });
    }
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await search(page);
    await page.getByTestId(`op-delete-${id}`).click();
    await confirmOk(page);
    await expect.poll(() => row(page, id).count()).toBe(0);
    await page.context().close();
  });
});
