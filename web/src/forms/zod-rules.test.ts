import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { modifyPasswordBody, loginBody } from '@ccer/contracts/session';
import { ApiError } from '../api/http.ts';
import { applyServerErrors, fieldError, schemaFieldErrors, showFieldErrors, zodFieldRules } from './zod-rules.ts';

/** Runs the rule of `field` the way antd does, against `values`. */
async function validate(schema: Parameters<typeof zodFieldRules>[0], field: string, values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') {
  const [rule] = zodFieldRules(schema, field, lang);
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const obj = typeof rule === 'function' ? rule(form) : rule;
  try {
    await obj.validator!(obj as never, values[field], () => {});
    return { ok: true as const, required: obj.required };
  } catch (e) {
    return { ok: false as const, message: (e as Error).message, required: obj.required };
  }
}

describe('zodFieldRules with the change-password schema (spec §5.5)', () => {
  it('asks for the old password, then 5 to 16 characters', async () => {
    expect(await validate(modifyPasswordBody, 'oldPassword', {})).toMatchObject({ ok: false, message: '请输入旧登录密码', required: true });
    expect(await validate(modifyPasswordBody, 'oldPassword', { oldPassword: '' })).toMatchObject({ message: '请输入旧登录密码' });
    expect(await validate(modifyPasswordBody, 'oldPassword', { oldPassword: '1234' })).toMatchObject({ message: '请输入5到16位' });
    expect(await validate(modifyPasswordBody, 'oldPassword', { oldPassword: '12345' })).toMatchObject({ ok: true });
  });

  it('applies the shared password rule to the new password', async () => {
    const r = await validate(modifyPasswordBody, 'newPassword', { newPassword: 'abcdefgh' });
    expect(r).toMatchObject({ ok: false, message: '8-16位字母、数字或非空格特殊字符(至少两种)', required: true });
    expect(await validate(modifyPasswordBody, 'newPassword', {})).toMatchObject({ ok: false, message: '不能为空！' });
    expect(await validate(modifyPasswordBody, 'newPassword', { newPassword: 'abcd1234' })).toMatchObject({ ok: true });
  });

  it('reports the mismatch on confirmPassword even while other fields are invalid', async () => {
    const values = { newPassword: 'abcd1234', confirmPassword: 'abcd12345' };
    expect(await validate(modifyPasswordBody, 'confirmPassword', values)).toMatchObject({ ok: false, message: '两次输入密码不一致!' });
    expect(await validate(modifyPasswordBody, 'confirmPassword', values, 'en')).toMatchObject({ message: 'The two passwords do not match!' });
    expect(await validate(modifyPasswordBody, 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: 'abcd1234' })).toMatchObject({ ok: true });
    expect(await validate(modifyPasswordBody, 'confirmPassword', {})).toMatchObject({ message: '请再次输入新登录密码' });
  });

  it('marks optional fields as not required', async () => {
    expect(await validate(modifyPasswordBody, 'phoneCode', {})).toMatchObject({ ok: true, required: false });
  });

  it('reads nested paths', () => {
    expect(fieldError(loginBody, { loginName: ' ' }, ['loginName'], 'en')).toBe('Required');
  });
});

describe('applyServerErrors', () => {
  const fakeForm = (names: string[]) => {
    const set: unknown[] = [];
    return {
      set,
      form: { getFieldsError: () => names.map((n) => ({ name: [n], errors: [], warnings: [] })), setFields: (f: unknown[]) => set.push(...f) },
    };
  };

  it('places the field messages of a 400 on known fields only', () => {
    const { form, set } = fakeForm(['oldPassword']);
    const err = new ApiError('bad', 400, { dataInfo: [{ field: 'oldPassword', message: 'oldPasswordLength' }, { field: 'other', message: 'x' }] });
    expect(applyServerErrors(form, err, 'zh')).toBe(1);
    expect(set).toEqual([{ name: ['oldPassword'], errors: ['请输入5到16位'] }]);
  });

  it('ignores anything that is not an API error', () => {
    const { form } = fakeForm(['a']);
    expect(applyServerErrors(form, new Error('x'))).toBe(0);
  });
});

describe('schemaFieldErrors and showFieldErrors (a whole-form check)', () => {
  it('gives every wrong field at once, a missing value as required', async () => {
    const { applyFormSchema } = await import('@ccer/contracts');
    const errors = schemaFieldErrors(applyFormSchema, {});
    expect(errors.map((e) => e.field)).toEqual([
      'projectName',
      'projectLocation',
      'provinceId',
      'parentProjectType',
      'longitude',
      'latitude',
      'methodologyNum',
      'approvalAuthority',
      'otherProofMethod',
      'commencementDate',
      'conclusionDate',
      'firstReckonDate',
      'endReckonDate',
      'expectYearNum',
      'expectMaxNum',
      'basicInformation',
      'technologiesMeasures',
    ]);
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set(['required']));
    // a type error reads as a message of the catalogue, not zod's English
    expect(schemaFieldErrors(applyFormSchema, { expectYearNum: 'x' }).find((e) => e.field === 'expectYearNum')?.message).not.toMatch(/Invalid input/);
  });

  it('shows all of them, translated, and clears the fields no longer wrong', () => {
    const set: Array<{ name?: unknown; errors?: string[] }> = [];
    const form = {
      getFieldsError: () => [
        { name: ['a'], errors: [], warnings: [] },
        { name: ['b'], errors: ['old'], warnings: [] },
        { name: ['c'], errors: [], warnings: [] },
      ],
      setFields: (f: Array<{ name?: unknown; errors?: string[] }>) => void set.push(...f),
    };
    const placed = showFieldErrors(form, [{ field: 'a', message: 'required' }, { field: 'c', message: 'maxLength:5' }, { field: 'a', message: 'later' }], { lang: 'zh', replace: true });
    expect(placed).toBe(2);
    expect(set).toEqual([
      { name: ['a'], errors: ['不能为空！'] },
      { name: ['c'], errors: ['不能超过5位'] },
      { name: ['b'], errors: [] },
    ]);
  });
});
