import { describe, expect, it } from 'vitest';
import { isProcessKey, modelFieldsSchema, processKey, translate } from './index.ts';

describe('process key rule (registry spec §5)', () => {
  it('accepts a letter followed by letters, digits and underscores', () => {
    for (const k of ['a', 'ccerProjectPubApply', 'Leave_2', 'x_1_y']) expect(isProcessKey(k), k).toBe(true);
  });
  it('refuses a leading digit or underscore, other characters and over-long keys', () => {
    for (const k of ['', '1abc', '_abc', 'a-b', 'a b', '流程', 'a.b', 'a'.repeat(65)]) expect(isProcessKey(k), k).toBe(false);
  });
  it('says so in Chinese and English', () => {
    const r = processKey.safeParse('9key');
    expect(r.success).toBe(false);
    const message = r.error!.issues[0].message;
    expect(translate(message, 'zh')).toBe('以字母开头，只能包含字母、数字和下划线');
    expect(translate(message, 'en')).toBe('Start with a letter; letters, digits and underscores only');
  });
  it('names the field of a model that breaks it', () => {
    const r = modelFieldsSchema.safeParse({ modelKey: 'a-b', name: '请假' });
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['modelKey']);
    expect(modelFieldsSchema.safeParse({ modelKey: 'leave', name: '请假' }).success).toBe(true);
  });
});
