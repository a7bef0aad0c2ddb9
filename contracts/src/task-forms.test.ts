import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formFields, validateFormValues, taskSubmitFormBody } from './task-forms.ts';
import { translate } from './messages.ts';

const exampleForm = JSON.parse(fs.readFileSync(new URL('../../processes/common/commonApprovalForm.form', import.meta.url), 'utf8'));
const fields = formFields(exampleForm);
const messagesOf = (values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  validateFormValues(fields, values).map((e) => [e.field, translate(e.message, lang)]);

describe('task form rules (form-js schema)', () => {
  it('reads the fields of the example form with their labels and rules', () => {
    expect(fields).toEqual([
      expect.objectContaining({ key: 'conclusion', label: '审核结论', type: 'radio', required: true, options: ['agree', 'disagree'] }),
      expect.objectContaining({ key: 'approvedQuantity', label: '核定数量', type: 'number', required: false, min: 0 }),
      expect.objectContaining({ key: 'remark', label: '审核说明', type: 'textarea', required: true, maxLength: 500 }),
    ]);
  });

  it('accepts a complete submission', () => {
    expect(messagesOf({ conclusion: 'agree', approvedQuantity: 1200, remark: '材料齐全' })).toEqual([]);
    expect(messagesOf({ conclusion: 'disagree', remark: '核定数量待定' })).toEqual([]); // optional number left empty
    expect(messagesOf({ conclusion: 'agree', approvedQuantity: '12.5', remark: 'x' })).toEqual([]); // numeric text
  });

  it('names each bad field by its label, in Chinese and English', () => {
    expect(messagesOf({ approvedQuantity: 'abc', remark: '  ' })).toEqual([
      ['conclusion', '审核结论不能为空！'],
      ['approvedQuantity', '核定数量必须是数字'],
      ['remark', '审核说明不能为空！'],
    ]);
    expect(messagesOf({ conclusion: 'maybe', approvedQuantity: -1, remark: '长'.repeat(501) })).toEqual([
      ['conclusion', '审核结论的取值不在选项中'],
      ['approvedQuantity', '核定数量不能小于0'],
      ['remark', '审核说明不能超过500个字符'],
    ]);
    expect(messagesOf({}, 'en')[0]).toEqual(['conclusion', '审核结论 is required']);
  });

  it('skips layout components, walks groups and leaves conditional or dynamic fields to the data', () => {
    const schema = {
      components: [
        { type: 'text', text: '# 说明' },
        { type: 'group', label: '分组', components: [{ type: 'checkbox', key: 'urgent', label: '加急' }] },
        { type: 'select', key: 'region', label: '地区', valuesKey: 'regions', validate: { required: true } },
        { type: 'textfield', key: 'reason', label: '原因', conditional: { hide: '=urgent = false' }, validate: { required: true } },
        { type: 'textfield', key: 'code', label: '=codeLabel', validate: { pattern: '^[A-Z]+$' } },
      ],
    };
    const f = formFields(schema);
    expect(f.map((x) => x.key)).toEqual(['urgent', 'region', 'reason', 'code']);
    const errors = validateFormValues(f, { urgent: 'yes', region: 'anything', code: 'abc' }).map((e) => [e.field, translate(e.message)]);
    expect(errors).toEqual([
      ['urgent', '加急的格式不正确'],
      ['code', 'code的格式不正确'],
    ]);
    expect(formFields(null)).toEqual([]);
  });

  it('a required checkbox must be ticked, as the viewer asks', () => {
    const f = formFields({ components: [{ type: 'checkbox', key: 'confirmed', label: '已核实', validate: { required: true } }] });
    expect(validateFormValues(f, { confirmed: false }).map((e) => translate(e.message))).toEqual(['已核实不能为空！']);
    expect(validateFormValues(f, { confirmed: true })).toEqual([]);
  });

  it('a label with a colon still names the field', () => {
    const f = formFields({ components: [{ type: 'textfield', key: 'a', label: '说明:补充', validate: { required: true } }] });
    expect(translate(validateFormValues(f, {})[0].message)).toBe('说明：补充不能为空！');
  });

  it('the submit body needs a task and a variables object', () => {
    expect(taskSubmitFormBody.safeParse({ taskId: 't', variables: { a: 1 } }).success).toBe(true);
    expect(taskSubmitFormBody.safeParse({ taskId: 't' }).success).toBe(false);
    expect(taskSubmitFormBody.safeParse({ taskId: '', variables: {} }).success).toBe(false);
  });
});
