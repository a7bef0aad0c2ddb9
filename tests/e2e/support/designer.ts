import type { Page } from 'playwright-core';

/**
 * Designer steps shared by the browser tests: place a user task to the right of the start event
 * from the palette, name it in the properties panel, connect it and append an end event.
 */
export async function addNamedUserTask(page: Page, name: string): Promise<string> {
  const canvas = page.getByTestId('bpmn-canvas');
  const box = (await canvas.boundingBox())!;
  const start = page.locator('.djs-element[data-element-id="StartEvent_1"]');
  const startBox = (await start.boundingBox())!;
  await page.locator('.djs-palette .entry[data-action="create.user-task"]').click();
  await page.mouse.move(startBox.x + 220, startBox.y + startBox.height / 2, { steps: 5 });
  await page.mouse.click(startBox.x + 220, startBox.y + startBox.height / 2);
  await page.keyboard.press('Escape'); // leave the label editor the new task opens
  const task = page.locator('.djs-element.djs-shape[data-element-id^="Activity_"]');
  await task.waitFor();
  const taskId = (await task.getAttribute('data-element-id'))!;
  await task.click();
  await openPanelGroup(page, 'group-general');
  await page.locator('#bio-properties-panel-name').fill(name);
  await page.locator('#bio-properties-panel-name').press('Tab');
  // connect the start event to it, then append an end event
  await start.click();
  await page.locator('.djs-context-pad [data-action="connect"]').click();
  await task.click(); // ends the connection (the new flow is selected)
  await page.waitForTimeout(700); // a second click at once would be a double click (label editing)
  await task.click();
  await page.locator('.djs-context-pad [data-action="append.end-event"]').click();
  await page.keyboard.press('Escape');
  await page.mouse.click(box.x + box.width - 60, box.y + box.height - 60); // empty canvas: the process is selected
  return taskId;
}

/** Opens a properties-panel group (they start collapsed) unless it is open already. */
export async function openPanelGroup(page: Page, groupId: string): Promise<void> {
  const group = page.locator(`[data-group-id="${groupId}"]`);
  await group.waitFor();
  if (!(await group.locator('.bio-properties-panel-group-entries.open').count())) await group.locator('.bio-properties-panel-group-header').click();
}

/** Fills the 新增模型 dialog (already open), confirms, and waits until the designer is ready. */
export async function fillNewModel(page: Page, model: { key: string; name: string; category: string; description: string }): Promise<void> {
  await page.locator('#modelForm_modelKey').fill(model.key);
  await page.locator('#modelForm_name').fill(model.name);
  await page.locator('#modelForm_category').fill(model.category);
  await page.locator('#modelForm_description').fill(model.description);
  await page.getByTestId('model-create-ok').click();
  await page.waitForURL(/\/system\/process\/model\/design\?modelKey=/);
  await page.locator('[data-testid="bpmn-designer"][data-state="ready"]').waitFor({ timeout: 30000 });
}
