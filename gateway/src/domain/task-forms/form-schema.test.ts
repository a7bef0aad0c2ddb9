import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formFields, plainVariables, typedFormVariables } from './form-schema.ts';

const exampleForm = JSON.parse(fs.readFileSync(new URL('../../../../processes/common/commonApprovalForm.form', import.meta.url), 'utf8'));

describe('task form values → typed engine variables', () => {
  const fields = formFields(exampleForm);

  it('types the example form: number → Long or Double, radio and textarea → String', () => {
    expect(typedFormVariables(fields, { conclusion: 'agree', approvedQuantity: 1200, remark: '同意' })).toEqual({
      conclusion: { value: 'agree', type: 'String' },
      approvedQuantity: { value: 1200, type: 'Long' },
      remark: { value: '同意', type: 'String' },
    });
    expect(typedFormVariables(fields, { conclusion: 'agree', approvedQuantity: '12.5', remark: 'x' }).approvedQuantity).toEqual({ value: 12.5, type: 'Double' });
    expect(typedFormVariables(fields, { conclusion: 'agree', approvedQuantity: '300', remark: 'x' }).approvedQuantity).toEqual({ value: 300, type: 'Long' });
  });

  it('writes only the form fields, and no empty ones', () => {
    const typed = typedFormVariables(fields, { conclusion: 'disagree', approvedQuantity: null, remark: 'x', initiator: 'someone-else' });
    expect(Object.keys(typed)).toEqual(['conclusion', 'remark']);
  });

  it('checkbox → Boolean, checklist → Json, date → String', () => {
    const f = formFields({
      components: [
        { type: 'checkbox', key: 'urgent', label: '加急' },
        { type: 'checklist', key: 'areas', label: '领域', values: [{ label: '风电', value: 'wind' }, { label: '光伏', value: 'solar' }] },
        { type: 'datetime', key: 'due', subtype: 'date', dateLabel: '截止日期' },
      ],
    });
    expect(typedFormVariables(f, { urgent: false, areas: ['wind', 'solar'], due: '2026-11-30' })).toEqual({
      urgent: { value: false, type: 'Boolean' },
      areas: { value: '["wind","solar"]', type: 'Json' },
      due: { value: '2026-11-30', type: 'String' },
    });
  });

  it('flattens engine variables for the form', () => {
    expect(
      plainVariables({
        a: { value: 1, type: 'Long' },
        b: { value: '{"x":1}', type: 'Json' },
        c: { value: 'rO0AB', type: 'Object' },
        d: { value: null, type: 'Null' },
      }),
    ).toEqual({ a: 1, b: { x: 1 }, d: null });
  });
});
