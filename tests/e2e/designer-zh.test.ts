// @module-tag browser
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv, demoUsers } from '../fixtures/env.ts';
import { ROOT } from '../../scripts/lib/stack.ts';
import { launchBrowser, newZhPage, shooter, signInAs } from './support/browser.ts';
import { openPanelGroup } from './support/designer.ts';

/**
 * The process designer as a Chinese user meets it, in real Chromium: a shipped model opens with its
 * whole diagram in view right of the palette; the properties panel of each kind of element has no
 * English left (names typed in the model, product names and ids aside); the form editor's palette and
 * panel are Chinese; on a phone the properties panel folds under the canvas instead of covering it.
 */
const MODEL_KEY = 'ccerProjectPubApply';
const xml = fs.readFileSync(path.join(ROOT, 'processes/project/ccerProjectPubApply.bpmn'), 'utf8');
/** The first element of a kind in the shipped model (its id may change with the model). */
const firstId = (tag: string) => new RegExp(`<bpmn:${tag} id="([^"]+)"`).exec(xml)?.[1];
/** Words that may stay in Latin letters: names of products and formats, and what the model itself holds. */
const ALLOWED = /^(ID|Java|Camunda|EL|ISO|FEEL|BPMN|DMN|CMMN|JSON|HTML|URL|MIME|UTC|bpmn\.io|BPMN\.iO)$/;
const inModel = (word: string) => xml.includes(word);

/** Latin words of the visible texts and tooltips under `selector`, the model's own names left out. */
async function englishIn(page: Page, selector: string, skip = 'input, textarea, .cm-editor, .bio-properties-panel-header-label'): Promise<string[]> {
  const texts = await page.evaluate(
    ([sel, skipSel]) => {
      const root = document.querySelector(sel);
      if (!root) return [];
      const out: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || parent.closest(skipSel) || !parent.checkVisibility()) continue;
        out.push(walker.currentNode.textContent ?? '');
      }
      root.querySelectorAll('[title], [placeholder], [aria-label]').forEach((el) => ['title', 'placeholder', 'aria-label'].forEach((a) => out.push(el.getAttribute(a) ?? '')));
      return out;
    },
    [selector, skip] as const,
  );
  // an example expression (${someDate}) is code, not text
  const words = texts.flatMap((t) => t.replace(/\$\{[^}]*\}/g, '').match(/[A-Za-z][A-Za-z.]+/g) ?? []);
  return [...new Set(words.filter((w) => !ALLOWED.test(w) && !inModel(w)))];
}

describe('the process designer in Chinese', () => {
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

  const openDesigner = async (p: Page) => {
    await p.goto(`${testEnv.appUrl}/system/process/model/design?modelKey=${MODEL_KEY}`);
    await p.locator('[data-testid="bpmn-designer"][data-state="ready"]').waitFor({ timeout: 30000 }).catch((e) => {
      throw new Error(`${(e as Error).message} | page errors: ${pageErrors.join(' | ')}`);
    });
  };

  it('opens a shipped model with its whole diagram in the canvas, right of the palette', async () => {
    await openDesigner(page);
    const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
    const palette = (await page.locator('.djs-palette').boundingBox())!;
    const shapes = page.locator('.djs-element.djs-shape:not(.djs-frame)');
    const n = await shapes.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) {
      const box = await shapes.nth(i).boundingBox();
      if (!box || box.width === 0) continue;
      const id = await shapes.nth(i).getAttribute('data-element-id');
      expect(box.x, `${id} right of the palette`).toBeGreaterThanOrEqual(palette.x + palette.width);
      expect(box.x + box.width, `${id} inside the canvas`).toBeLessThanOrEqual(canvas.x + canvas.width);
      expect(box.y, `${id} below the canvas top`).toBeGreaterThanOrEqual(canvas.y);
      expect(box.y + box.height, `${id} above the canvas bottom`).toBeLessThanOrEqual(canvas.y + canvas.height);
    }
    await shot('designer-zh-01-fit', false);
  });

  it('the properties panel of each kind of element has no English left', async () => {
    const kinds = ['startEvent', 'userTask', 'serviceTask', 'exclusiveGateway', 'sequenceFlow'];
    const found: Record<string, string[]> = {};
    for (const kind of kinds) {
      const id = firstId(kind);
      expect(id, kind).toBeTruthy();
      // a click on a flow may land on a shape over it: select through the element itself
      await page.locator(`.djs-element[data-element-id="${id}"]`).dispatchEvent('click');
      await page.locator(`.djs-element.selected[data-element-id="${id}"]`).waitFor({ state: 'attached' });
      // every group open: their help texts are what was left English
      const closed = page.locator('[data-testid="bpmn-properties"] .bio-properties-panel-group-header:not(.open)');
      for (let i = await closed.count(); i > 0; i--) await closed.first().click();
      found[kind] = await englishIn(page, '[data-testid="bpmn-properties"]');
      if (kind === 'userTask') await shot('designer-zh-02-user-task-panel', true);
    }
    expect(found).toEqual(Object.fromEntries(kinds.map((k) => [k, []])));
  });

  it('the help under 到期时间 and 跟进时间 is Chinese', async () => {
    await page.locator(`.djs-element[data-element-id="${firstId('userTask')}"]`).dispatchEvent('click');
    await openPanelGroup(page, 'group-CamundaPlatform__UserAssignment');
    const group = page.locator('[data-group-id="group-CamundaPlatform__UserAssignment"]');
    await group.getByText('到期时间', { exact: true }).waitFor();
    await expect(group.textContent()).resolves.not.toMatch(/due date|follow up date/i);
    await expect(group.locator('.bio-properties-panel-description').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('EL 表达式'), expect.stringContaining('ISO 格式的日期')]),
    );
  });

  it('the form editor speaks Chinese: palette, new fields and the properties panel', async () => {
    await page.getByTestId('design-tab-forms').click();
    const editor = page.locator('.fjs-editor-container');
    if (!(await editor.count())) {
      await page.getByTestId('form-add').click();
      await page.locator('.ant-modal:visible .ant-btn-primary').click();
    }
    await editor.waitFor({ timeout: 15000 });
    const palette = page.locator('.fjs-palette');
    await expect(palette.locator('.fjs-palette-header').textContent()).resolves.toBe('组件');
    await expect(palette.locator('.fjs-palette-group-title').allTextContents()).resolves.toEqual(expect.arrayContaining(['输入', '选择', '展示']));
    await palette.locator('.fjs-palette-field[data-field-type="textfield"]').getByText('文本框').waitFor();
    await expect(palette.locator('.fjs-palette-search').getAttribute('placeholder')).resolves.toBe('搜索组件');
    expect(await englishIn(page, '.fjs-palette')).toEqual([]);

    // a field added from the palette gets a Chinese default label; its panel is Chinese
    await palette.locator('.fjs-palette-field[data-field-type="textarea"]').focus();
    await page.keyboard.press('Enter');
    const added = page.locator('.fjs-form-container .fjs-form-field-textarea').last();
    await added.waitFor();
    await expect(added.locator('.fjs-form-field-label').first().textContent()).resolves.toBe('多行文本');
    await added.click();
    await page.locator('.fjs-properties-container .bio-properties-panel-group-header', { hasText: '常规' }).waitFor();
    const closed = page.locator('.fjs-properties-container .bio-properties-panel-group-header:not(.open)');
    for (let i = await closed.count(); i > 0; i--) await closed.first().click();
    expect(await englishIn(page, '.fjs-properties-container')).toEqual([]);
    await shot('designer-zh-03-form-editor', false);
  });

  it('on a phone the properties panel folds under the canvas, never over it', async () => {
    const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
    const p = await phone.newPage();
    try {
      await signInAs(p, demoUsers.admin);
      await openDesigner(p);
      const canvas = (await p.getByTestId('bpmn-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      await expect(p.getByTestId('bpmn-properties').isVisible()).resolves.toBe(false);
      await shooter(p)('designer-zh-04-phone', false);
      await p.getByTestId('bpmn-panel-toggle').click();
      const panel = (await p.getByTestId('bpmn-properties').boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
      await shooter(p)('designer-zh-05-phone-panel', true);
    } finally {
      await phone.close();
    }
  });
});
