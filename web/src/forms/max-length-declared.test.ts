import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '@ccer/contracts';
import type { z } from 'zod';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tsxFiles = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx')).map((f) => path.join(dir, f));

/** A form item checked by a contracts schema whose input repeats the schema's maximum as a number. */
interface Repeated {
  where: string;
  schema: string;
  field: string;
  written: number;
  schemaMax: number;
}

function repeatedMaxima(): Repeated[] {
  const found: Repeated[] = [];
  for (const file of tsxFiles(webSrc)) {
    const text = fs.readFileSync(file, 'utf8');
    // a page's own helper bound to one schema: const rules = (field) => zodFieldRules(schema, field)
    const helper = /const (\w+) = \([^)]*\) =>[^\n]*zodFieldRules\((\w+), \w+\)/.exec(text);
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const written = /maxLength=\{(\d+)\}/.exec(line);
      if (!written) return;
      // the form item's rule is on the input's line or just above it
      const item = lines.slice(Math.max(0, i - 4), i + 1).join('\n');
      const direct = [...item.matchAll(/zodFieldRules\((\w+),\s*'([\w.]+)'/g)].at(-1);
      const viaHelper = helper ? [...item.matchAll(new RegExp(`\\b${helper[1]}\\('([\\w.]+)'\\)`, 'g'))].at(-1) : undefined;
      const rule = direct ? { schema: direct[1], field: direct[2] } : viaHelper ? { schema: helper![2], field: viaHelper[1] } : undefined;
      const schema = rule && (contracts as Record<string, unknown>)[rule.schema];
      if (!rule || !schema) return;
      const schemaMax = contracts.maxLengthOf(schema as z.ZodType, rule.field);
      if (schemaMax !== undefined) found.push({ where: `${path.relative(webSrc, file)}:${i + 1}`, ...rule, written: Number(written[1]), schemaMax });
    });
  }
  return found;
}

describe("an input's most characters", () => {
  it('come from the contracts schema that checks the field (maxLengthOf), never a number written beside it', () => {
    // a number beside the schema drifts from it: the input then stops short of what the gateway takes, or lets
    // the user type what the gateway refuses
    expect(repeatedMaxima()).toEqual([]);
  });
});
