// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow, OpinionRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { samplePdf } from '../fixtures/files.ts';
import { engine } from '../fixtures/engine.ts';
import { launchBrowser, newZhPage, shooter, zhPageAs } from './support/browser.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * The public publicity pages in Chromium without signing in (zh and en): the list by tab, the detail with every
 * public field, the published material and its download, a comment with the image code; then the registry's
 * 公示项目查询 pausing and resuming the publicity. Screenshots: tests/artifacts/e2e/90-publicity-*.
 */
describe('project publicity pages in the browser', () => {
  let browser: Browser;
  const run = Date.now().toString(36);
  const projectName = `e2e公示风电项目-${run}`;
  let apply: ApplyRow;
  const country = new ApiClient();

  beforeAll(async () => {
    const owner = await new ApiClient().signIn(demoUsers.owner);
    const body = await new ApiClient().signIn({ loginName: 'org01', password: demoUsers.owner.password });
    await country.signIn(demoUsers.country);
    const form = validApplication({ projectName });
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName });
    expect((await owner.post('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, fileIds: await designDocument(owner) })).status).toBe(200);
    const audit = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === saved.body.dataInfo.id);
    }, 30000, 'the publicity audit task');
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    apply = await eventually(async () => {
      const row = (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: saved.body.dataInfo.id })).body.dataInfo[0];
      return row?.status === '02' ? row : undefined;
    }, 30000, 'publicity');
    await eventually(async () => (await engine.timerJobs(apply.processInstanceId!, 'publicityEnded')).length === 1, 30000, 'the publicity timer');
    // the validation body's material during publicity, published on the detail page
    const upload = new FormData();
    upload.append('typeNo', 'P03');
    upload.append('file', new Blob([new Uint8Array(samplePdf(`e2e-${run}`))], { type: 'application/pdf' }), '公示期补充说明.pdf');
    const up = await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${body.token}` }, body: upload });
    const fileId = (await up.json()).dataInfo.fileId;
    expect((await body.post('/api/project-manage/upload-in-pub', { id: apply.id, fileIds: [fileId] })).status).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function checkList(page: Page, lang: 'zh' | 'en') {
    const shot = shooter(page);
    await page.goto(`${testEnv.appUrl}/projectPublicity/projectPublicityList`);
    await page.locator('.ant-table-row', { hasText: projectName }).waitFor();
    expect(await page.getByTestId('publicity-tab-publicity').innerText()).toBe(lang === 'zh' ? '公示中项目' : 'Projects in publicity');
    const row = page.locator('.ant-table-row', { hasText: projectName });
    expect(await row.innerText()).toContain(lang === 'zh' ? '公示中' : 'In publicity');
    expect(await row.innerText()).toContain(lang === 'zh' ? '示例审定核查机构' : '示例审定核查机构');
    await shot(`90-publicity-list-${lang}`);
    // the reduction tabs answer their lists (issued reductions: empty, or what other tests issued)
    await page.getByTestId('publicity-tab-issuedReduction').click();
    await page.locator('.ant-table-tbody').first().waitFor();
    await page.getByTestId('publicity-tab-publicity').click();
    await row.getByTestId('publicity-row-link').click();
    await page.waitForURL(/projectPublicityDetail\?id=/);
    await page.getByTestId('publicity-detail-name').waitFor();
    expect(await page.getByTestId('publicity-detail-name').innerText()).toBe(projectName);
    const detail = await page.getByTestId('publicity-detail').innerText();
    expect(detail).toContain(apply.applyNo);
    expect(detail).toContain(lang === 'zh' ? '江苏省' : 'Jiangsu');
    expect(detail).toContain('CCER-01-001-V01');
    expect(await page.getByTestId('publicity-documents').innerText()).toContain('公示期补充说明.pdf');
  }

  it('shows the list and the detail in Chinese without signing in, and takes a comment', async () => {
    const { page, errors } = await newZhPage(browser);
    await checkList(page, 'zh');
    // the design document submitted with the application comes first, then the body's material
    const download = page.waitForEvent('download');
    await page.getByTestId('publicity-download').first().click();
    expect((await download).suggestedFilename()).toBe('P01.pdf');
    const material = page.waitForEvent('download');
    await page.getByTestId('publicity-download').nth(1).click();
    expect((await material).suggestedFilename()).toBe('公示期补充说明.pdf');

    await page.getByTestId('opinion-content').fill('建议公开风机基础施工期的海洋生态监测数据。');
    await page.getByTestId('opinion-name').fill('李四');
    await page.getByTestId('opinion-code').fill(testEnv.captchaCode);
    await page.getByTestId('opinion-submit').click();
    await page.locator('.ant-message-success', { hasText: '意见已提交' }).waitFor();
    expect(await page.getByTestId('opinion-content').inputValue()).toBe('');
    await shooter(page)('90-publicity-detail-zh');
    const comments = await country.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id });
    expect(comments.body.dataInfo.map((o) => [o.content, o.commenterName])).toEqual([['建议公开风机基础施工期的海洋生态监测数据。', '李四']]);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('shows the list and the detail in English', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await checkList(page, 'en');
    expect(await page.getByTestId('opinion-submit').innerText()).toBe('Submit comment');
    await shooter(page)('90-publicity-detail-en');
    await context.close();
  });

  it('lets the registry pause and resume the publicity from 公示项目查询', async () => {
    // a retry starts from a running publicity, whatever state a failed attempt left (as certified-publicity does)
    const { body: listed } = await country.post<ApplyRow[]>('/api/project-manage/apply-list', { id: apply.id });
    if (listed.dataInfo[0]?.status === '04') expect((await country.post('/api/projectmanage/pause', { id: apply.id, action: 'resume', reason: '重试前恢复' })).status).toBe(200);
    const page = await zhPageAs(browser, demoUsers.country);
    await page.goto(`${testEnv.appUrl}/project/publicQuery`);
    const row = page.locator('.ant-table-row', { hasText: projectName });
    await row.waitFor();
    await page.getByTestId(`op-pause-${apply.id}`).click();
    await page.getByTestId('period-reason').fill('收到举报，核实中');
    await page.getByTestId('period-ok').click();
    await row.locator('[data-testid="apply-status"]', { hasText: '公示暂停' }).waitFor();
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
    await shooter(page)('90-publicity-registry-paused-zh');
    await page.getByTestId(`op-resume-${apply.id}`).click();
    await page.getByTestId('period-reason').fill('核实完毕');
    await page.getByTestId('period-ok').click();
    await row.locator('[data-testid="apply-status"]', { hasText: '公示中' }).waitFor();
    await page.context().close();
  });
});
