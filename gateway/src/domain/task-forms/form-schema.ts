import { formFields, formNumber, isEmptyFormValue, validateFormValues, type FormField, type FormValueError } from '@ccer/contracts';
import type { EngineVariables } from '../../engine/variables.ts';

/**
 * A submitted task form → typed engine variables. The rules of the values (required, numbers,
 * options, lengths) are shared with the web (contracts/task-forms); the engine types are decided here
 * from the field, not from the JSON value, so "12" in a number field is stored as a number.
 */
export { formFields, validateFormValues, type FormField, type FormValueError };

/** Java's long range; beyond it (or with decimals) a number is stored as a Double. */
const LONG_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The engine variable of one field's value (already validated). Dates stay String: form-js
 * writes dates as YYYY-MM-DD and times without a zone, which an engine Date (an instant) would shift.
 */
export function engineVariableOf(field: FormField, value: unknown): EngineVariables[string] {
  switch (field.type) {
    case 'number': {
      const n = formNumber(value)!;
      return Number.isInteger(n) && Math.abs(n) <= LONG_SAFE ? { value: n, type: 'Long' } : { value: n, type: 'Double' };
    }
    case 'checkbox':
      return { value: value === true, type: 'Boolean' };
    case 'checklist':
    case 'taglist':
      return { value: JSON.stringify(value), type: 'Json' };
    default:
      // textfield, textarea, radio, select, datetime
      return { value: String(value), type: 'String' };
  }
}

/**
 * The form's values as engine variables: only the form's own fields (a submission cannot set any
 * other process variable); fields left empty are not written.
 */
export function typedFormVariables(fields: FormField[], values: Record<string, unknown>): EngineVariables {
  const out: EngineVariables = {};
  for (const field of fields) {
    const value = values[field.key];
    if (isEmptyFormValue(value)) continue;
    out[field.key] = engineVariableOf(field, value);
  }
  return out;
}

/** Engine variables → plain values for the form (Json parsed; serialized Java objects left out). */
export function plainVariables(vars: EngineVariables): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(vars)) {
    if (v.type === 'Object' || v.type === 'File' || v.type === 'Bytes') continue;
    if (v.type === 'Json' && typeof v.value === 'string') {
      try {
        out[name] = JSON.parse(v.value);
      } catch {
        out[name] = v.value;
      }
    } else out[name] = v.value;
  }
  return out;
}
