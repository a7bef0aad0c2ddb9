import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { fieldLabel } from './field-labels.ts';

/**
 * Every field a request can carry has a label, so a refused value is named as a person knows it
 * ("项目名称不能为空！", not "projectName不能为空！"). The requests are the contracts' exported body, query
 * and parameter schemas (…Body, …Query, …Params); a field is labelled by field-labels.ts (its whole
 * path or its name) or by its schema's `.meta({ label })`.
 */
type Schema = z.core.$ZodType;

function unlabelledFields(schema: Schema): string[] {
  const found = new Set<string>();
  const seen = new Set<Schema>();
  const walk = (s: Schema, path: string[]) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = s._zod.def as z.core.$ZodTypeDef & Record<string, any>;
    switch (def.type) {
      case 'object':
        for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
          const fieldPath = [...path, key].join('.');
          const ownLabel = typeof z.globalRegistry.get(field)?.label === 'string';
          if (!ownLabel && fieldLabel(fieldPath, 'zh') === fieldPath) found.add(fieldPath);
          walk(field, [...path, key]);
        }
        break;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        walk(def.innerType, path);
        break;
      case 'array':
        walk(def.element, path);
        break;
      case 'union':
        for (const option of def.options) walk(option, path);
        break;
      case 'intersection':
        walk(def.left, path);
        walk(def.right, path);
        break;
      case 'pipe':
        walk(def.in, path);
        walk(def.out, path);
        break;
      case 'record':
        walk(def.valueType, path);
        break;
    }
  };
  walk(schema, []);
  return [...found];
}

const requestSchemas = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, Schema] => /(Body|Query|Params)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('field labels', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(150);
  });

  it('labels every field of every request, in Chinese and English', () => {
    const unlabelled = requestSchemas.flatMap(([name, schema]) => unlabelledFields(schema).map((f) => `${name}: ${f}`));
    expect(unlabelled).toEqual([]);
  });

  it('finds an unlabelled field', () => {
    expect(unlabelledFields(z.object({ pageNumber: z.number(), noSuchFieldAnywhere: z.object({ deeper: z.string() }) }))).toEqual([
      'noSuchFieldAnywhere',
      'noSuchFieldAnywhere.deeper',
    ]);
  });
});
