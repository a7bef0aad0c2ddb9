import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
/** A language's namespace files: the shell's (shell/*.json) and the pages' (*.json), as paths under its folder. */
const namespaceFiles = (lang: string): string[] =>
  [...readdirSync(join(dir, lang)), ...readdirSync(join(dir, lang, 'shell')).map((f) => `shell/${f}`)].filter((f) => f.endsWith('.json')).sort();
const read = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
// plural forms differ by language (English _one/_other, Chinese _other only)
const plural = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(plural, '');

/** i18n.ts fetches Chinese without the English fallback, so Chinese must have every English text and no other. */
describe('Chinese and English texts', () => {
  const files = namespaceFiles('en');

  it.each(files)('%s has the same keys in zh as in en', (file) => {
    const en = new Set(keys(read('en', file)).map(base));
    const zh = new Set(keys(read('zh', file)).map(base));
    expect([...en].filter((k) => !zh.has(k)), 'missing in zh').toEqual([]);
    expect([...zh].filter((k) => !en.has(k)), 'missing in en').toEqual([]);
  });

  it('every Chinese namespace has an English one', () => {
    expect(namespaceFiles('zh')).toEqual(files);
  });
});

/** Spanish and Japanese have every namespace with the English keys, so that no screen falls back to English. */
describe.each(['es', 'ja'])('%s texts', (lang) => {
  const files = namespaceFiles('en');

  it('has every namespace', () => {
    expect(namespaceFiles(lang)).toEqual(files);
  });

  it.each(files)('%s has the English keys', (file) => {
    const en = new Set(keys(read('en', file)).map(base));
    const other = new Set(keys(read(lang, file)).map(base));
    expect([...en].filter((k) => !other.has(k)), `missing in ${lang}`).toEqual([]);
    expect([...other].filter((k) => !en.has(k)), `not in en`).toEqual([]);
  });

  it.each(files)('%s keeps every placeholder', (file) => {
    const placeholders = (o: Record<string, unknown>) =>
      Object.fromEntries(keys(o).map((k) => [base(k), [...String(k.split('.').reduce((v: any, p) => v?.[p], o)).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',')]));
    const en = placeholders(read('en', file));
    const other = placeholders(read(lang, file));
    const differing = Object.keys(en).filter((k) => k in other && !en[k].split(',').every((p) => p === '' || other[k].split(',').includes(p)));
    expect(differing, `placeholders lost in ${lang}`).toEqual([]);
  });
});
