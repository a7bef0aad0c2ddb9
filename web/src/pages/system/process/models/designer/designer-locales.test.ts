import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

/** The designer's texts (bpmn-js, its properties panel, form-js's editor): keys are the English texts. */
describe.each(['bpmn', 'formEditor'])('locales/*/%s.json', (ns) => {
  const zh = read('zh', ns);
  const en = read('en', ns);
  it('English is complete: the same keys in both languages, English as it is', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.entries(en).filter(([k, v]) => k !== v)).toEqual([]);
  });
  it('a translation keeps the placeholders of its text', () => {
    const placeholders = (s: string) => (s.match(/{\w+}/g) ?? []).sort();
    expect(Object.entries(zh).filter(([k, v]) => placeholders(k).join() !== placeholders(v).join())).toEqual([]);
  });
});

describe('the help under 到期时间 and 跟进时间', () => {
  it('is Chinese', () => {
    const zh = read('zh', 'bpmn');
    const help = Object.entries(zh).filter(([k]) => /^The (due|follow up) date as an EL expression/.test(k));
    expect(help.length).toBeGreaterThanOrEqual(2);
    for (const [, v] of help) expect(v).toMatch(/EL 表达式/);
  });
});
