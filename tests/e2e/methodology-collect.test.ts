// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { samplePdf } from '../fixtures/files.ts';
import { chooseIn, chooseManyIn, launchBrowser, openUntilShown, SHOTS, spinnersGone } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { openIn, shootEachLanguage, shotIn } from './support/registered.ts';

/**
 * Methodology proposals in the browser (issue 14): owner01 opens /client/methodology/collect, writes a proposal — the
 * title, the sectoral scope, two project types, the summary, a document, the contact — saves it as a draft and submits
 * it; country01 finds it in the registry's list (/information/methodology/collect), opens the detail and rejects it
 * with an opinion; owner01 reads 未采纳 and the opinion on the client page. Screenshots in Chinese and English:
 * tests/artifacts/e2e/methodology-collect/; axe-core finds no serious or critical violation on the three pages.
 */
const DIR = path.join(SHOTS, 'methodology-collect');

describe('a methodology proposal in the browser', () => {
  let browser: Browser;
  let db: Knex;
  const run = Date.now().toString(36);
  const title = `荒漠光伏治沙方法学${run}`;
  const shot = shotIn(DIR);
  const noViolations = async (page: Page) => {
    const found = await axeViolations(page);
    expect(found, describeViolations(found)).toEqual([]);
  };
  /** <name>-zh.png and -en.png of `url` as `user`, each in a page opened in that language, once `ready` holds. */
  const bothLanguages = (user: { loginName: string; password: string }, url: string, name: string, ready: (p: Page) => Promise<unknown>) =>
    shootEachLanguage(browser, DIR, user, url, name, ready);

  /** The new proposal's form filled in (the scope 01, two of its project types, a document, the contact). */
  const fillForm = async (page: Page, lang: 'zh' | 'en') => {
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.goto(`${testEnv.appUrl}/client/methodology/collect`);
    await page.getByTestId('proposal-new').click();
    await page.getByTestId('proposal-form').waitFor();
    await page.getByTestId('proposal-title').fill(title);
    await chooseIn(page, page.getByTestId('proposal-field'), lang === 'zh' ? '01 能源产业' : '01 Energy industries');
    await chooseManyIn(page, page.getByTestId('proposal-project-types'), ['A0103', 'A0104']);
    // a multiple select stays open after a pick
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByTestId('proposal-summary').fill('适用于荒漠化土地上建设的并网光伏电站：基准线为区域电网排放因子，监测上网电量与固沙面积。');
    await page.getByTestId('business-documents-methodologyCollect').locator('input[type=file]').first().setInputFiles({ name: '方法学建议书.pdf', mimeType: 'application/pdf', buffer: samplePdf('methodology') });
    await page.locator('.ant-upload-list-item-name', { hasText: '方法学建议书.pdf' }).waitFor();
    await page.getByTestId('proposal-contact-name').fill('张业主');
    await page.getByTestId('proposal-contact-phone').fill('13800138000');
    await page.getByTestId('proposal-contact-email').fill('owner01@example.com');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
  };

  beforeAll(async () => {
    fs.mkdirSync(DIR, { recursive: true });
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 2 } });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it('owner01 writes, saves and submits a proposal; country01 rejects it with an opinion; owner01 reads it', async () => {
    // the form in English (then left), and in Chinese, saved as a draft and submitted
    const en = await openIn(browser, demoUsers.owner, 'en');
    await fillForm(en, 'en');
    await spinnersGone(en);
    await shot(en, '01-client-form-en');
    await en.context().close();
    const owner = await openIn(browser, demoUsers.owner, 'zh');
    await fillForm(owner, 'zh');
    await spinnersGone(owner);
    await shot(owner, '01-client-form-zh');
    await noViolations(owner);
    await owner.getByTestId('proposal-save').click();
    await owner.getByText('草稿已保存').waitFor();
    const saved = await db('methodology_proposal').where({ title }).first('id', 'status', 'proposal_no', 'field_code', 'project_types');
    expect(saved).toMatchObject({ status: 'draft', field_code: '01', project_types: ['A0103', 'A0104'] });
    await owner.getByTestId('proposal-submit').click();
    await owner.getByText('方法学建议已提交，请等待审核').waitFor();
    await expect.poll(() => owner.getByTestId(`proposal-status-${saved.id}`).textContent(), { timeout: 15000 }).toBe('审核中');
    expect(await db('methodology_proposal').where({ id: saved.id }).first('status')).toEqual({ status: 'auditing' });
    expect(await db('attachment').where({ business_type: 'methodologyCollect', business_code: saved.id }).count({ n: '*' }).first()).toEqual({ n: '1' });
    await noViolations(owner);

    // the registry's list and the detail with the decision
    const listUrl = `/information/methodology/collect?proposalNo=${saved.proposal_no}`;
    const reviewer = await openIn(browser, demoUsers.country, 'zh');
    await openUntilShown(reviewer, listUrl, `op-audit-${saved.id}`);
    await spinnersGone(reviewer);
    await noViolations(reviewer);
    await bothLanguages(demoUsers.country, listUrl, '02-list', (p) => p.getByTestId(`op-audit-${saved.id}`).waitFor());
    await reviewer.getByTestId(`op-audit-${saved.id}`).click();
    await reviewer.getByTestId('proposal-decision').waitFor({ timeout: 20000 });
    await spinnersGone(reviewer);
    await noViolations(reviewer);
    const detailUrl = `/information/methodology/collect/detail?id=${saved.id}`;
    await bothLanguages(demoUsers.country, detailUrl, '03-detail-decision', (p) => p.getByTestId('proposal-decision').waitFor());
    await reviewer.getByTestId('proposal-decision-radio').getByText('不采纳').click();
    await reviewer.getByTestId('proposal-opinion').fill('与已有方法学CCER-01-001适用范围重叠，暂不采纳');
    await reviewer.getByTestId('proposal-decision-submit').click();
    await expect.poll(() => reviewer.getByTestId('proposal-status').textContent(), { timeout: 30000 }).toBe('未采纳');
    await bothLanguages(demoUsers.country, detailUrl, '04-detail-rejected', (p) => p.getByTestId('proposal-progress-steps').locator('[data-testid="node-end"][data-state="done"]').waitFor({ timeout: 20000 }));

    // owner01 reads the outcome and the opinion
    await owner.reload();
    await expect.poll(() => owner.getByTestId(`proposal-status-${saved.id}`).textContent(), { timeout: 15000 }).toBe('未采纳');
    expect(await owner.getByTestId(`proposal-opinion-${saved.id}`).textContent()).toBe('与已有方法学CCER-01-001适用范围重叠，暂不采纳');
    await owner.getByTestId(`proposal-view-${saved.id}`).click();
    await owner.getByTestId('proposal-drawer').getByTestId('proposal-progress-steps').waitFor();
    await spinnersGone(owner);
    await noViolations(owner);
    await owner.context().close();
    await bothLanguages(demoUsers.owner, '/client/methodology/collect', '05-client-result', (p) => p.getByTestId(`proposal-status-${saved.id}`).waitFor());
  }, 300_000);
});
