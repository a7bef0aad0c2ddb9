import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core run inside the page (WCAG 2.1 A and AA rules): the violations of the impacts a registry may not ship
 * (serious and critical, issue 14), each with the first nodes' selectors so a failure names what to fix.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** How many elements fail the rule (targets names the first five). */
  nodes: number;
}

export async function axeViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<AxeViolation[]> {
  const first = await axeRun(page, impacts);
  if (first.length === 0) return first;
  // a colour read mid-fade (a tag or row still animating in) is not the page's: a real violation is still there a
  // second later
  await page.waitForTimeout(1000);
  return axeRun(page, impacts);
}

async function axeRun(page: Page, impacts: readonly string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')), nodes: v.nodes.length }));
  });
  return found.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/** One line per violation, for a failing expectation's message. */
export const describeViolations = (violations: readonly AxeViolation[]): string =>
  violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(' | ')}`).join('\n');
