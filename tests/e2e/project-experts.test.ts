// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import type { ApplyRow, AppointInfo } from '@ccer/contracts';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { samplePdf } from '../fixtures/files.ts';
import { acceptRegistration, applicationUnderAcceptance, statusBecomes } from '../fixtures/project-chain.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { chooseFirstIn, chooseManyIn, confirmOk, launchBrowser, openAs, SHOTS } from './support/browser.ts';

/**
 * 指派专家 in the browser: the registry (country01) draws two experts, names a third, sets a fee, reads the draw
 * record (candidates, excluded with reasons, drawn) and appoints them; an appointed expert finds the application
 * among their reports, opens the evaluation page, uploads the report and submits it. Chinese and English
 * screenshots: tests/artifacts/e2e/project-experts/.
 */
const DIR = path.join(SHOTS, 'project-experts');
const PASSWORD = demoUsers.owner.password;

describe('expert appointment and evaluation in the browser', () => {
  let browser: Browser;
  let db: Knex;
  let apply: ApplyRow;
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();

  const open = (user: { loginName: string; password: string }, url: string, locale?: string): Promise<Page> => openAs(browser, url, user, locale);
  /** A screenshot once the animations (modal zoom, drawer slide, error fade) have ended, from the top of the page. */
  const shot = async (page: Page, name: string, fullPage = true) => {
    await page.waitForTimeout(600);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
  };
  const row = (page: Page) => page.locator(`tr[data-row-key="${apply.id}"]`);
  /** A row operation, inline or under 更多. */
  async function operation(page: Page, key: string, rowKey = apply.id) {
    const inline = page.getByTestId(`op-${key}-${rowKey}`);
    if (!(await inline.isVisible())) await page.getByTestId(`op-more-${rowKey}`).click();
    await page.getByTestId(`op-${key}-${rowKey}`).click();
    // the modal or drawer opening: its fields measure their width once it has grown
    await page.waitForTimeout(500);
  }
  const search = async (page: Page) => {
    await page.locator('input[id$="_projectName"]').first().fill(apply.projectName);
    await page.getByTestId('list-search').first().click();
    await row(page).waitFor();
  };
  /** Waits for the modal's OK to finish (the modal goes away). */
  const okModal = async (page: Page, testId: string) => {
    await page.locator(`[data-testid="${testId}"] .ant-btn-primary, .ant-modal:visible .ant-modal-footer .ant-btn-primary`).first().click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached', timeout: 15000 }).catch(() => undefined);
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count(), { timeout: 15000 }).toBe(0);
  };
  const info = async () => (await country.post<AppointInfo>('/api/projectmanage/appoint-info', { id: apply.id })).body.dataInfo;

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 1 } });
    browser = await launchBrowser();
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), body.signIn({ loginName: 'org01', password: PASSWORD })]);
    apply = await applicationUnderAcceptance({ owner, country, body });
    await acceptRegistration({ owner, country, body }, apply.id);
  });
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('the registry draws, names, prices and appoints experts, and reads the draw record', async () => {
    const page = await open(demoUsers.country, '/project/appointExperts');
    await search(page);
    await shot(page, 'list-zh');

    await operation(page, 'draw');
    await page.getByTestId('expert-draw-count').fill('2');
    await shot(page, 'draw-modal-zh', false);
    await okModal(page, 'expert-draw-modal');
    await expect.poll(async () => (await info()).experts.length, { timeout: 15000 }).toBe(2);

    await operation(page, 'name');
    await page.getByTestId('expert-name-select').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    await option.waitFor();
    await shot(page, 'name-modal-zh', false);
    await chooseManyIn(page, page.getByTestId('expert-name-select'), [(await option.innerText()).trim()]);
    await page.keyboard.press('Escape');
    await okModal(page, 'expert-name-modal');
    await expect.poll(async () => (await info()).experts.length, { timeout: 15000 }).toBe(3);

    await operation(page, 'fee');
    await chooseFirstIn(page, page.getByTestId('expert-fee-expert'));
    await page.getByTestId('expert-fee-amount').fill('800.5');
    await okModal(page, 'expert-fee-modal');
    await expect.poll(async () => (await info()).experts.some((e) => e.fee === 800.5), { timeout: 15000 }).toBe(true);

    await operation(page, 'experts');
    const drawer = page.getByTestId('appoint-drawer');
    await drawer.getByTestId('appoint-drawer-draws').waitFor();
    const seed = (await info()).draws[0].seed;
    await expect.poll(() => drawer.innerText()).toContain(seed);
    expect(await drawer.innerText()).toContain('候选专家');
    expect(await drawer.innerText()).toContain('800.50');
    await shot(page, 'drawer-zh', false);
    await page.locator('.ant-drawer-close').click();

    await operation(page, 'appoint');
    await confirmOk(page);
    await statusBecomes(owner, apply.id, '13');

    // the same page in English, with its reports tab
    const en = await open(demoUsers.country, '/project/appointExperts', 'en-US');
    await en.evaluate(() => localStorage.setItem('language', 'en'));
    await en.reload();
    await en.getByTestId('list-appointExperts').waitFor();
    await shot(en, 'list-en');
    await en.getByRole('tab', { name: 'Expert reports' }).click();
    await en.getByTestId('list-expertReports').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(en, 'reports-en');
    await page.context().close();
    await en.context().close();
  });

  it('an appointed expert opens the evaluation from their reports and files it', async () => {
    const appointed = (await info()).experts.filter((e) => e.status === '02');
    expect(appointed).toHaveLength(3);
    const expert = appointed[0];
    // a demo expert has the demo password; another expert of the database gets it for the test
    await db('operator').where({ login_name: expert.loginName }).update({ password_hash: await hashPassword(PASSWORD) });
    const page = await open({ loginName: expert.loginName, password: PASSWORD }, '/project/appointExperts');
    await page.getByTestId('list-expertReports').waitFor();
    await search(page).catch(async () => {
      await page.getByTestId('list-search').first().click();
    });
    await shot(page, 'expert-reports-zh');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.getByTestId(`op-evaluate-${expert.id}`).click();
    await page.getByTestId('expert-evaluation-page').waitFor().catch(async (e: Error) => {
      await shot(page, 'evaluate-failed');
      throw new Error(`${e.message}; at ${page.url()}; page errors: ${errors.join(' | ')}`);
    });
    await page.getByTestId('expert-evaluation-conclusion').waitFor();
    await expect.poll(() => page.getByTestId('expert-evaluation-page').innerText()).toContain(apply.projectName);
    // the page in English (the stored preference), then back in Chinese
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect.poll(() => page.getByTestId('expert-evaluation-page').innerText()).toContain('Agrees to register');
    await shot(page, 'evaluate-en');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await page.getByTestId('expert-evaluation-conclusion').waitFor();
    // submitting empty names the missing fields
    await page.getByTestId('expert-evaluation-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.getByTestId('expert-evaluation-conclusion').getByText('同意登记', { exact: true }).click();
    await page.getByTestId('expert-evaluation-text').fill('项目额外性论证充分，监测计划可行，同意登记。');
    await page.locator('[data-testid="business-documents-projectExpertReport"] input[type="file"]').first().setInputFiles({ name: '专家评估报告.pdf', mimeType: 'application/pdf', buffer: samplePdf('expert report') });
    await expect.poll(() => page.getByTestId('business-documents-projectExpertReport').innerText(), { timeout: 15000 }).toContain('专家评估报告.pdf');
    await shot(page, 'evaluate-zh');
    await page.getByTestId('expert-evaluation-submit').click();
    await page.waitForURL((u) => u.pathname === '/project/appointExperts', { timeout: 15000 });
    await eventually(async () => (await info()).experts.find((e) => e.id === expert.id)?.status === '03', 15000, 'the report filed');
    const filed = (await info()).experts.find((e) => e.id === expert.id)!;
    expect(filed).toMatchObject({ conclusion: '1', evaluation: '项目额外性论证充分，监测计划可行，同意登记。' });
    await page.context().close();
  });
});
