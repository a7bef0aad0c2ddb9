// @module-tag browser
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { answerConfirm, launchBrowser, modalSettled, newZhPage, shooter, signInAs } from './support/browser.ts';
import { retried } from './support/retried.ts';

/**
 * Every way out of a page with unsaved changes asks first (one mechanism: useUnsavedGuard, read by
 * the tab bar, the router's blocker and beforeunload). In real Chromium: a dirty process designer
 * asks on its tab's ×, on close others and close all, on navigation and on reload; 取消 keeps it
 * with its changes, 确认 leaves. A project application typed into asks when its drawer closes.
 */
const DESIGN_PATH = '/system/process/model/design';
const MODEL_LIST = '/system/process/model';

describe('unsaved changes ask before they are lost', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let shot: ReturnType<typeof shooter>;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors: pageErrors } = await newZhPage(browser));
    shot = shooter(page);
    await signInAs(page, demoUsers.admin);
  });
  afterAll(async () => browser?.close());

  const question = () => page.locator('.ant-modal-confirm:visible', { has: page.getByTestId('unsaved-confirm') });
  /** Answers the question once it has zoomed in (a click on its moving button can land beside it). */
  const answer = async (choice: 'confirm-ok' | 'confirm-cancel') => {
    await question().waitFor();
    await answerConfirm(page, choice);
  };
  const designerTab = () => page.locator('.ant-tabs-tab', { has: page.getByTestId(`tab-${DESIGN_PATH}`) });
  /**
   * A tab's context menu (right click), one item clicked, and the question it brings: the menu open now, not one still
   * fading out. A menu that closes while the click is on its way, or a click that is lost (the tabs bar re-laid out on
   * a busy machine), is tried again while no question is up; a question already up counts (every item used here asks).
   */
  const askFromTabMenu = async (key: string, item: string) => {
    const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    const asked = await retried(3, async () => {
      if (await question().isVisible()) return true;
      await page.getByTestId(`tab-${key}`).click({ button: 'right' });
      try {
        await open.locator('.ant-dropdown-menu-item', { hasText: item }).last().click({ timeout: 8000 });
      } finally {
        await open.waitFor({ state: 'detached' }).catch(() => undefined);
      }
      return question().waitFor({ timeout: 10000 }).then(() => true, () => false);
    });
    expect(asked, `${item} on the tab ${key} asks`).toBe(true);
  };

  const designerReady = () =>
    page.locator('[data-testid="bpmn-designer"][data-state="ready"]').waitFor({ timeout: 30000 }).catch((e) => {
      throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
    });

  /** Opens the shipped publicity chain in the designer from the model list (the tabs live in the page: no reload between). */
  async function openDesigner() {
    await page.goto(`${testEnv.appUrl}${MODEL_LIST}`);
    // found by its key: the list has more definitions than one page
    await page.locator('input[id$="_modelKey"]').first().fill('ccerProjectPubApply');
    await page.getByTestId('list-search').click();
    await page.locator('tr[data-row-key="ccerProjectPubApply"]').waitFor({ timeout: 30000 });
    await page.getByTestId('op-design-ccerProjectPubApply').click();
    await designerReady();
    await expect(page.getByText('有未保存的修改').count(), 'opening a model is not a change').resolves.toBe(0);
  }

  /** Changes the process name: the empty top-right corner of the canvas selects the process. */
  async function makeDirty() {
    const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
    await page.mouse.click(canvas.x + canvas.width - 8, canvas.y + 8);
    const name = page.locator('#bio-properties-panel-name');
    await name.fill(`项目公示申请（未保存 ${Date.now()}）`);
    await name.press('Tab');
    await page.getByText('有未保存的修改').waitFor();
  }

  async function openDirtyDesigner() {
    await openDesigner();
    await makeDirty();
  }

  const stillDirtyDesigner = async () => {
    expect(new URL(page.url()).pathname).toBe(DESIGN_PATH);
    await page.getByText('有未保存的修改').waitFor();
  };

  it('closing the dirty designer tab with × asks: 取消 keeps it, 确认 closes it', async () => {
    await openDirtyDesigner();
    await designerTab().locator('.ant-tabs-tab-remove').click();
    await question().waitFor();
    await modalSettled(page);
    await shot('unsaved-01-tab-close-asks', false);
    await answer('confirm-cancel');
    await stillDirtyDesigner();
    await expect(designerTab().count()).resolves.toBe(1);

    await designerTab().locator('.ant-tabs-tab-remove').click();
    await answer('confirm-ok');
    await page.waitForURL((u) => u.pathname !== DESIGN_PATH);
    await expect(designerTab().count()).resolves.toBe(0);
  });

  it('close others (from another tab) and close all ask before the designer goes', async () => {
    await openDirtyDesigner();
    await askFromTabMenu(MODEL_LIST, '关闭其他');
    await answer('confirm-cancel');
    await stillDirtyDesigner();
    await expect(designerTab().count()).resolves.toBe(1);

    await askFromTabMenu(DESIGN_PATH, '关闭所有');
    await answer('confirm-cancel');
    await stillDirtyDesigner();
    await askFromTabMenu(DESIGN_PATH, '关闭所有');
    await answer('confirm-ok');
    await page.waitForURL((u) => u.pathname !== DESIGN_PATH);
    await expect(designerTab().count()).resolves.toBe(0);
  });

  it('navigating away asks, also through the browser history; 确认 goes on', async () => {
    await openDesigner();
    // clean, it leaves without a question; back in the browser's history it opens again (clean)
    await page.getByTestId(`tab-${MODEL_LIST}`).click();
    await page.waitForURL((u) => u.pathname === MODEL_LIST);
    await page.goBack();
    await designerReady();
    await makeDirty();
    // the browser's forward button goes to the list inside the app: the router holds it
    await page.goForward();
    await question().waitFor();
    await answer('confirm-cancel');
    await stillDirtyDesigner();
    await page.getByTestId(`tab-${MODEL_LIST}`).click();
    await question().waitFor();
    await modalSettled(page);
    await shot('unsaved-03-navigation-asks', false);
    await answer('confirm-cancel');
    await stillDirtyDesigner();

    await page.getByTestId('design-back').click();
    await question().waitFor();
    await answer('confirm-ok');
    await page.waitForURL((u) => u.pathname === MODEL_LIST);
  });

  it('reloading the page asks through the browser (beforeunload)', async () => {
    await openDirtyDesigner();
    const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    // dismissed, the reload never happens: its own wait ends in a timeout that is expected
    const reload = page.reload({ timeout: 5000 }).catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await reload;
    await stillDirtyDesigner();
  });

  it('a clean designer leaves without asking', async () => {
    // the dirty one was kept above; discard it through the question, then reopen it clean
    await page.getByTestId('design-back').click();
    await answer('confirm-ok');
    await openDesigner();
    await designerTab().locator('.ant-tabs-tab-remove').click();
    await page.waitForURL((u) => u.pathname !== DESIGN_PATH);
    await expect(question().count()).resolves.toBe(0);
  });

  it('a project application typed into asks before its drawer closes (取消, Esc)', async () => {
    const owner = await newZhPage(browser);
    try {
      await signInAs(owner.page, demoUsers.owner);
      await owner.page.goto(`${testEnv.appUrl}/project/add`);
      await owner.page.getByTestId('toolbar-add').click();
      await owner.page.locator('#applyForm_projectName').fill('未保存的项目申请');
      const ownerQuestion = () => owner.page.locator('.ant-modal-confirm:visible', { has: owner.page.getByTestId('unsaved-confirm') });
      await owner.page.getByTestId('apply-cancel').click();
      await ownerQuestion().waitFor();
      await shooter(owner.page)('unsaved-02-apply-cancel-asks', false);
      await answerConfirm(owner.page, 'confirm-cancel');
      await expect(owner.page.locator('#applyForm_projectName').inputValue()).resolves.toBe('未保存的项目申请');

      // Esc closes a drawer too
      await owner.page.keyboard.press('Escape');
      await ownerQuestion().waitFor();
      await answerConfirm(owner.page, 'confirm-cancel');
      await expect(owner.page.locator('#applyForm_projectName').inputValue()).resolves.toBe('未保存的项目申请');

      await owner.page.getByTestId('apply-cancel').click();
      await answerConfirm(owner.page, 'confirm-ok');
      await owner.page.locator('#applyForm_projectName').waitFor({ state: 'detached' });
    } finally {
      await owner.page.context().close();
    }
  });
});
