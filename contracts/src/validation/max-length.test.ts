import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from './max-length.ts';
import { institutionFields } from '../institution.ts';

describe('maxLengthOf', () => {
  const schema = z.object({
    plain: z.string().max(5),
    refined: z.string().trim().min(2).max(20).refine((v) => v !== 'x'),
    exact: z.string().length(6),
    optionalTransformed: z.string().max(7).optional().transform((v) => v || null),
    nullableDefault: z.string().max(9).nullable().default(null),
    preprocessed: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(11)),
    tightened: z.string().max(12).max(10),
    unbounded: z.string(),
    count: z.number().max(3),
    nested: z.object({ name: z.string().max(4) }).optional(),
    pipedIntoFormat: z.string().min(1).pipe(z.string().max(13)),
    textOrEmpty: z.string().trim().max(500).regex(/^h/).nullish().or(z.literal('')).transform((v) => v || null),
  });

  it('reads the maximum through the wrappers a field may have', () => {
    expect(maxLengthOf(schema, 'plain')).toBe(5);
    expect(maxLengthOf(schema, 'refined')).toBe(20);
    expect(maxLengthOf(schema, 'exact')).toBe(6);
    expect(maxLengthOf(schema, 'optionalTransformed')).toBe(7);
    expect(maxLengthOf(schema, 'nullableDefault')).toBe(9);
    expect(maxLengthOf(schema, 'preprocessed')).toBe(11);
    expect(maxLengthOf(schema, 'tightened')).toBe(10);
    expect(maxLengthOf(schema, 'nested.name')).toBe(4);
    expect(maxLengthOf(schema, 'textOrEmpty')).toBe(500);
    expect(maxLengthOf(schema, 'pipedIntoFormat')).toBe(13);
  });

  it('reads a field of either side of an intersection, and the tighter maximum where both sides have it', () => {
    const body = z.intersection(z.object({ name: z.string().max(30), note: z.string().max(200).optional() }), z.object({ id: z.string().max(36), name: z.string().max(20) }));
    expect(maxLengthOf(body, 'note')).toBe(200);
    expect(maxLengthOf(body, 'id')).toBe(36);
    expect(maxLengthOf(body, 'name')).toBe(20);
    expect(maxLengthOf(z.object({ code: z.intersection(z.string().max(8), z.string().max(6)) }), 'code')).toBe(6);
    expect(maxLengthOf(body, 'missing')).toBeUndefined();
  });

  it('gives nothing for a field with no maximum, a number or a name the schema lacks', () => {
    expect(maxLengthOf(schema, 'unbounded')).toBeUndefined();
    expect(maxLengthOf(schema, 'count')).toBeUndefined();
    expect(maxLengthOf(schema, 'missing')).toBeUndefined();
    expect(maxLengthOf(schema, 'nested.missing')).toBeUndefined();
  });

  it('reads a schema extended and refined as a whole', () => {
    const body = institutionFields.extend({ version: z.number() }).superRefine(() => undefined);
    expect(maxLengthOf(body, 'institutionName')).toBe(60);
    expect(maxLengthOf(body, 'servicePhone')).toBe(20);
  });
});
