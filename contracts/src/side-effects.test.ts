import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * contracts/package.json declares which modules have top-level side effects; the web's bundler drops
 * every other module a page does not import from (that keeps the sign-in page small). A module that
 * runs code at load (a call like z.config(...)) and is not in that list would silently not run.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const declared: string[] = JSON.parse(fs.readFileSync(path.join(SRC, '../package.json'), 'utf8')).sideEffects;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(dir, f));

/** Top-level statements that do something when the module loads: expression statements (calls, assignments). */
function runsCodeAtLoad(file: string): boolean {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.some((s) => ts.isExpressionStatement(s));
}

describe('contracts side effects', () => {
  it('lists every module that runs code at load in package.json sideEffects, and no other', () => {
    const withEffects = sourceFiles(SRC)
      .filter(runsCodeAtLoad)
      .map((f) => `./src/${path.relative(SRC, f).split(path.sep).join('/')}`)
      .sort();
    expect(withEffects).toEqual([...declared].sort());
  });
});
