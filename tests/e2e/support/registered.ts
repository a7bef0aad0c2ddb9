import path from 'node:path';
import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { validApplication } from '../../fixtures/applications.ts';
import { testEnv } from '../../fixtures/env.ts';
import { toColumns } from '../../../gateway/src/routes/project/apply-repository.ts';
import { signInAs, spinnersGone } from './browser.ts';

/**
 * What the browser tests of registered rows share (the project's registered projects, the certification's registered
 * reductions), and other areas' tests use too: a signed-in page in a language, screenshots into the area's folder (one
 * page per language), the wait for a modal's zoom, the list search by project name, and registered projects written
 * straight into the database.
 */

const WIDE = { width: 1600, height: 1000 };

/** A page of its own, 1600 wide, in Chinese or English (the stored language preference), signed in as `user`. */
export async function openIn(browser: Browser, user: { loginName: string; password: string }, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: WIDE });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await signInAs(page, user);
  return page;
}

/** A screenshot <dir>/<name>.png, of the full page unless `fullPage` is false. */
export const shotIn = (dir: string) => (page: Page, name: string, fullPage = true) => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });

/**
 * <dir>/<name>-zh.png and -en.png of `url` as `user`, each in a page opened in that language (openIn) and closed after,
 * once `ready` holds and no spinner or skeleton is left.
 */
export async function shootEachLanguage(
  browser: Browser,
  dir: string,
  user: { loginName: string; password: string },
  url: string,
  name: string,
  ready: (p: Page) => Promise<unknown>,
): Promise<void> {
  for (const lang of ['zh', 'en'] as const) {
    const page = await openIn(browser, user, lang);
    await page.goto(`${testEnv.appUrl}${url}`);
    await ready(page);
    await spinnersGone(page);
    await shotIn(dir)(page, `${name}-${lang}`);
    await page.context().close();
  }
}

/** Searches the list for a project name. */
export async function searchName(page: Page, name: string): Promise<void> {
  await page.locator('input[id$="_projectName"]').first().fill(name);
  await page.getByTestId('list-search').click();
}

/** The demo owner's operator and company. */
export const ownerOf = (db: Knex, loginName: string) => db('operator').where({ login_name: loginName }).first<{ operator_id: string; cust_id: string }>('operator_id', 'cust_id');

/** A registered project of `owner` (an application in status 16 and its project_info). */
export async function insertRegisteredProject(
  db: Knex,
  owner: { operator_id: string; cust_id: string },
  p: { projectName: string; applyNo: string; projectCode: string; registrationTime?: Date; remarkDesc?: string; submittedAt?: boolean },
): Promise<{ applyId: string; infoId: string }> {
  const [apply] = await db('project_apply')
    .insert({
      ...toColumns(validApplication({ projectName: p.projectName, ...(p.remarkDesc ? { remarkDesc: p.remarkDesc } : {}) })),
      apply_no: p.applyNo,
      cust_id: owner.cust_id,
      owner_operator_id: owner.operator_id,
      status: '16',
      submit_count: 1,
      ...(p.submittedAt ? { submitted_at: db.fn.now() } : {}),
    })
    .returning('id');
  const [info] = await db('project_info')
    .insert({ apply_id: apply.id, project_code: p.projectCode, registration_time: p.registrationTime ?? db.fn.now() })
    .returning('id');
  return { applyId: apply.id, infoId: info.id };
}
