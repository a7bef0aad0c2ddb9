import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../messages.ts';
import { flag, numeric } from './input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { unitQuantity } from '../ledger/fields.ts';
import { issueReadyQuery } from '../ledger/issuance.ts';

const quantity = z.object({ quantity: unitQuantity });
const refusal = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : translate(r.error.issues[0].message, 'zh');
};

describe('numbers sent as text', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 12 ', 12],
    ['+7', 7],
  ])('reads %o as %o', (input, expected) => expect(quantity.parse({ quantity: input })).toEqual({ quantity: expected }));

  it.each([
    ['', '数量不能为空！'],
    ['  ', '数量不能为空！'],
    [null, '数量不能为空！'],
    [undefined, '数量不能为空！'],
    [true, '数量必须是数字'],
    ['0x10', '数量必须是数字'],
    ['1e3', '数量必须是数字'],
    ['5 吨', '数量必须是数字'],
    [[5], '数量必须是数字'],
    ['Infinity', '数量必须是数字'],
  ])('refuses %o naming the field: %s', (input, message) => expect(refusal(quantity, { quantity: input })).toBe(message));

  it('keeps its rules: a whole number within range', () => {
    expect(refusal(quantity, { quantity: '1.5' })).toBe('请输入正整数');
    expect(refusal(quantity, { quantity: '0' })).toBe('请输入正整数');
  });

  it('takes an empty text as not given, so an optional field or a default applies', () => {
    expect(pageQuerySchema.parse({ pageNumber: '', pageSize: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(z.object({ n: numeric(z.number().optional()) }).parse({ n: '' })).toEqual({ n: undefined });
  });

  it('carries the number schema’s label to the field', () => {
    const labelled = z.object({ n: numeric(z.number().int().meta({ label: 'pageSize' })) });
    expect(z.globalRegistry.get(labelled.shape.n)?.label).toBe('pageSize');
    expect(refusal(labelled, { n: 'x' })).toBe('每页条数必须是数字');
  });
});

describe('yes/no sent as text', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
  ])('reads %o as %o', (input, expected) => expect(flag.parse(input)).toBe(expected));

  it('reads all=false as false (zod’s coercion read any non-empty text as true)', () => {
    expect(issueReadyQuery.parse({ all: 'false' }).all).toBe(false);
    expect(refusal(issueReadyQuery, { all: 'yes' })).toBeDefined();
  });
});
