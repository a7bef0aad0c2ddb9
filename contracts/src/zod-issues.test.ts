import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate, type Lang } from './messages.ts';
import { engineId } from './ids.ts';

const english = /Invalid|expected|received|Too (big|small)|Unrecognized|must|required/;
const cjk = /[\u4e00-\u9fff]/;

/** Every built-in zod issue kind, each with the field it concerns. */
const cases: Array<{ kind: string; schema: z.ZodType; input: unknown; field: string }> = [
  { kind: 'missing (invalid_type, undefined)', schema: z.object({ taskId: z.string() }), input: {}, field: 'taskId' },
  { kind: 'invalid_type string', schema: z.object({ name: z.string() }), input: { name: 5 }, field: 'name' },
  { kind: 'invalid_type NaN (coerced number)', schema: z.object({ pageNumber: z.coerce.number() }), input: { pageNumber: 'abc' }, field: 'pageNumber' },
  { kind: 'invalid_type int', schema: z.object({ pageSize: z.int() }), input: { pageSize: 1.5 }, field: 'pageSize' },
  { kind: 'invalid_type boolean', schema: z.object({ approved: z.boolean() }), input: { approved: 'yes' }, field: 'approved' },
  { kind: 'invalid_type array', schema: z.object({ ids: z.array(z.string()) }), input: { ids: 'x' }, field: 'ids' },
  { kind: 'invalid_type object (root)', schema: z.object({ a: z.string() }), input: [1], field: '' },
  { kind: 'invalid_type date', schema: z.object({ startTime: z.date() }), input: { startTime: 'x' }, field: 'startTime' },
  { kind: 'invalid_value enum', schema: z.object({ status: z.enum(['0', '1']) }), input: { status: '9' }, field: 'status' },
  { kind: 'invalid_value literal', schema: z.object({ mode: z.literal('before') }), input: { mode: 'x' }, field: 'mode' },
  { kind: 'too_big string', schema: z.object({ remark: z.string().max(3) }), input: { remark: 'abcdef' }, field: 'remark' },
  { kind: 'too_small string', schema: z.object({ password: z.string().min(8) }), input: { password: 'a' }, field: 'password' },
  { kind: 'too_small empty string', schema: z.object({ name: z.string().min(1) }), input: { name: '' }, field: 'name' },
  { kind: 'too_big number', schema: z.object({ pageSize: z.number().max(200) }), input: { pageSize: 201 }, field: 'pageSize' },
  { kind: 'too_big number exclusive', schema: z.object({ year: z.number().lt(3000) }), input: { year: 3000 }, field: 'year' },
  { kind: 'too_small number', schema: z.object({ pageNumber: z.number().min(1) }), input: { pageNumber: 0 }, field: 'pageNumber' },
  { kind: 'too_small number exclusive', schema: z.object({ version: z.number().positive() }), input: { version: 0 }, field: 'version' },
  { kind: 'too_big array', schema: z.object({ attachmentIds: z.array(z.string()).max(1) }), input: { attachmentIds: ['a', 'b'] }, field: 'attachmentIds' },
  { kind: 'too_small array', schema: z.object({ targetUsers: z.array(z.string()).min(2) }), input: { targetUsers: ['a'] }, field: 'targetUsers' },
  { kind: 'too_big date', schema: z.object({ endTime: z.date().max(new Date('2020-01-01')) }), input: { endTime: new Date('2021-01-01') }, field: 'endTime' },
  { kind: 'too_small date', schema: z.object({ startTime: z.date().min(new Date('2020-01-01')) }), input: { startTime: new Date('2019-01-01') }, field: 'startTime' },
  { kind: 'invalid_format uuid', schema: z.object({ custId: z.uuid() }), input: { custId: 'nope' }, field: 'custId' },
  { kind: 'invalid_format email', schema: z.object({ email: z.email() }), input: { email: 'nope' }, field: 'email' },
  { kind: 'invalid_format regex', schema: z.object({ taskId: engineId() }), input: { taskId: 'a b/c' }, field: 'taskId' },
  { kind: 'invalid_format datetime', schema: z.object({ dueDate: z.iso.datetime() }), input: { dueDate: 'tomorrow' }, field: 'dueDate' },
  { kind: 'not_multiple_of', schema: z.object({ pageSize: z.number().multipleOf(5) }), input: { pageSize: 7 }, field: 'pageSize' },
  { kind: 'unrecognized_keys', schema: z.strictObject({ a: z.string() }), input: { a: 'x', extra: 1 }, field: '' },
  { kind: 'invalid_union', schema: z.object({ code: z.union([z.string(), z.number()]) }), input: { code: {} }, field: 'code' },
  { kind: 'invalid_key (record)', schema: z.object({ variables: z.record(z.string().min(2), z.string()) }), input: { variables: { b: 'x' } }, field: 'variables.b' },
  { kind: 'map value', schema: z.object({ m: z.map(z.string(), z.number()) }), input: { m: new Map([['a', 'x']]) }, field: 'm.a' },
  { kind: 'custom refine', schema: z.object({ opinion: z.string().refine((v) => v.length > 3) }), input: { opinion: 'ab' }, field: 'opinion' },
  { kind: 'nested path', schema: z.object({ items: z.array(z.object({ taskId: z.string() })) }), input: { items: [{ taskId: 1 }] }, field: 'items.0.taskId' },
];

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues;
};

describe('the one zod error map', () => {
  it.each(cases)('words $kind in Chinese and English, naming the field', ({ schema, input, field }) => {
    const issues = issuesOf(schema, input);
    expect(issues[0].path.join('.')).toBe(field);
    for (const issue of issues) {
      for (const lang of ['zh', 'en'] as Lang[]) {
        const text = translate(issue.message, lang);
        // a token of the catalogue (never zod's English), with its field filled in
        expect(text, `${lang}: ${issue.message}`).not.toMatch(/^z[A-Z]|@|\{\d\}/);
        if (lang === 'zh') {
          expect(text, issue.message).toMatch(cjk);
          expect(text, issue.message).not.toMatch(english);
        } else expect(text, issue.message).not.toMatch(cjk);
      }
    }
  });

  it('names a known field by its label and an unknown one by its path', () => {
    const [known] = issuesOf(z.object({ taskId: engineId() }), { taskId: 'x'.repeat(65) });
    expect(translate(known.message, 'zh')).toBe('任务编号不能超过64位');
    expect(translate(known.message, 'en')).toBe('Task ID must be at most 64 characters');
    const [nested] = issuesOf(z.object({ form: z.object({ fooBar: z.number() }) }), { form: { fooBar: 'x' } });
    expect(translate(nested.message, 'zh')).toBe('form.fooBar必须是数字');
    const [root] = issuesOf(z.object({}), 'text');
    expect(translate(root.message, 'zh')).toBe('提交的数据格式不正确');
    const [labelled] = issuesOf(z.object({ x: z.string().max(2).meta({ label: 'opinion' }) }), { x: 'long' });
    expect(translate(labelled.message, 'zh')).toBe('审核意见不能超过2位');
  });

  it('leaves the messages a schema words itself alone', () => {
    const [own] = issuesOf(z.object({ a: z.string().max(2, { error: 'maxLength:2' }) }), { a: 'abc' });
    expect(own.message).toBe('maxLength:2');
    expect(translate(own.message, 'zh')).toBe('不能超过2位');
  });

  it('keeps values and field names from splitting the token', () => {
    const [e] = issuesOf(z.object({ mode: z.enum(['a:b', '@c']) }), { mode: 'x' });
    expect(translate(e.message, 'zh')).toBe('加签方式只能是以下值之一：a：b / @c');
    const [k] = issuesOf(z.strictObject({}), { 'x:y': 1 });
    expect(translate(k.message, 'en')).toBe('The submitted data contains unsupported fields: x：y');
  });
});
