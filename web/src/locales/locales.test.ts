import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
const read = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
// plural forms differ by language (English _one/_other, Chinese _other only)
const plural = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(plural, '');

/** i18n.ts fetches Chinese without the English fallback, so Chinese must have every English text and no other. */
describe('Chinese and English texts', () => {
  const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it.each(files)('%s has the same keys in zh as in en', (file) => {
    const en = new Set(keys(read('en', file)).map(base));
    const zh = new Set(keys(read('zh', file)).map(base));
    expect([...en].filter((k) => !zh.has(k)), 'missing in zh').toEqual([]);
    expect([...zh].filter((k) => !en.has(k)), 'missing in en').toEqual([]);
  });

  it('every Chinese namespace has an English one', () => {
    expect(readdirSync(join(dir, 'zh')).filter((f) => f.endsWith('.json')).sort()).toEqual(files.sort());
  });
});
