import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { translate } from '@ccer/contracts';
import { hasInvalidText, invalidTextFields } from './input-hygiene.ts';

describe('text no field may carry', () => {
  it('refuses NUL and lone surrogates, accepts paired surrogates and ordinary text', () => {
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText('\ud800')).toBe(true);
    expect(hasInvalidText('x\udc00')).toBe(true);
    expect(hasInvalidText('\udc00\ud800')).toBe(true);
    expect(hasInvalidText('碳减排 😀 \ud83d\ude00')).toBe(false);
    expect(hasInvalidText('line\nbreak\ttab')).toBe(false);
  });

  it('names every bad field and key of a nested body, labelled in the message', () => {
    const found = invalidTextFields({ taskId: 'a\u0000', form: { items: [{ remark: 'ok' }, { remark: '\ud800' }] }, ['k\u0000']: 1, fine: 'text', n: 5 });
    expect(found.map((f) => f.field)).toEqual(['taskId', 'form.items.1.remark', 'k\ufffd']);
    expect(translate(found[0].message, 'zh')).toBe('任务编号包含非法字符');
    expect(translate(found[1].message, 'en')).toBe('Remark contains an invalid character');
  });

  it('reads query objects without a prototype and leaves streams and buffers alone', () => {
    const query = Object.assign(Object.create(null), { id: '\u0000' });
    expect(invalidTextFields(query)).toHaveLength(1);
    // fast-querystring's objects: a prototype of their own with no Object.prototype behind it
    function Empty() {}
    Empty.prototype = Object.create(null);
    const parsed = Object.assign(new (Empty as unknown as new () => object)(), { taskId: 'a\u0000b' });
    expect(invalidTextFields(parsed).map((f) => f.field)).toEqual(['taskId']);
    expect(invalidTextFields(Readable.from(['\u0000']))).toEqual([]);
    expect(invalidTextFields(Buffer.from([0]))).toEqual([]);
    expect(invalidTextFields(undefined)).toEqual([]);
  });
});
