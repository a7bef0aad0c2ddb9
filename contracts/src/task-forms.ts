import { z } from 'zod';
import { engineId } from './ids.ts';
import { token } from './messages.ts';

/**
 * Task forms: user tasks that reference a form-js form deployed with their process
 * (camunda:formRef). The web renders the schema; web and gateway check the submitted values with
 * the same rules below (required, numbers, options, lengths), so one rule has one message.
 */

const taskIdField = engineId();

export const taskFormQuery = z.object({ taskId: taskIdField });
export type TaskFormQuery = z.infer<typeof taskFormQuery>;

/** A form-js schema as deployed (JSON); the web hands it to the form-js viewer untouched. */
export const formJsSchema = z.record(z.string(), z.unknown());
export type FormJsSchema = z.infer<typeof formJsSchema>;

export const taskFormView = z.object({
  /** The camunda:formRef key (the form's id), null when the task has no form. */
  formId: z.string().nullable(),
  schema: formJsSchema.nullable(),
  /** The task's current variables, plain values (typed engine values flattened). */
  variables: z.record(z.string(), z.unknown()),
});
export type TaskFormView = z.infer<typeof taskFormView>;

export const taskSubmitFormBody = z.object({
  taskId: taskIdField,
  variables: z.record(z.string(), z.unknown()),
  approved: z.boolean().optional(),
  opinion: z.string().trim().max(2000, { error: token('maxLength', 2000) }).optional(),
});
export type TaskSubmitFormBody = z.infer<typeof taskSubmitFormBody>;

// ---- form-js schema rules (pure)

/** The form-js components that hold a value. Others (text, html, image, spacer, button, …) are layout. */
export const formInputTypes = ['textfield', 'textarea', 'number', 'checkbox', 'checklist', 'radio', 'select', 'taglist', 'datetime'] as const;
export type FormInputType = (typeof formInputTypes)[number];

export interface FormField {
  key: string;
  /** The label the form shows (the key when the label is missing or an expression). */
  label: string;
  type: FormInputType;
  required: boolean;
  /** Shown only under a condition (FEEL): the viewer neither validates nor submits it while hidden. */
  conditional: boolean;
  disabled: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  /** Static option values; null when the options come from data (valuesKey / valuesExpression). */
  options: Array<string | number | boolean> | null;
  /** datetime: 'date' | 'time' | 'datetime'. */
  subtype?: string;
}

export interface FormValueError {
  /** The field's key (the variable name). */
  field: string;
  /** A message token of contracts/messages. */
  message: string;
}

type Component = Record<string, unknown>;
const isObject = (v: unknown): v is Component => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Message arguments are joined with ':' in a token, so a label must not carry one. */
const labelArg = (label: string) => label.replace(/:/g, '：');

/** The field of one form-js component; null for layout components and fields without a key. */
export function formFieldOf(c: Component): FormField | null {
  const type = c.type as FormInputType;
  if (!formInputTypes.includes(type) || typeof c.key !== 'string' || c.key === '') return null;
  const validate = isObject(c.validate) ? c.validate : {};
  const rawLabel = typeof c.label === 'string' ? c.label.trim() : typeof c.dateLabel === 'string' ? c.dateLabel.trim() : '';
  const staticValues = Array.isArray(c.values) ? c.values : null;
  const dynamic = typeof c.valuesKey === 'string' || typeof c.valuesExpression === 'string';
  const field: FormField = {
    key: c.key,
    label: rawLabel && !rawLabel.startsWith('=') ? rawLabel : c.key,
    type,
    required: validate.required === true,
    conditional: isObject(c.conditional),
    disabled: c.disabled === true,
    options:
      ['radio', 'select', 'checklist', 'taglist'].includes(type) && staticValues && !dynamic
        ? staticValues.filter(isObject).map((o) => o.value as string | number | boolean)
        : null,
  };
  if (num(validate.minLength) !== undefined) field.minLength = num(validate.minLength);
  if (num(validate.maxLength) !== undefined) field.maxLength = num(validate.maxLength);
  if (num(validate.min) !== undefined) field.min = num(validate.min);
  if (num(validate.max) !== undefined) field.max = num(validate.max);
  if (typeof validate.pattern === 'string' && validate.pattern) field.pattern = validate.pattern;
  if (type === 'datetime' && typeof c.subtype === 'string') field.subtype = c.subtype;
  return field;
}

/**
 * The value-holding fields of a form-js schema, in form order. Fields inside groups count as
 * top-level ones (groups without a `path`); dynamic lists and tables are not supported as variables.
 */
export function formFields(schema: unknown): FormField[] {
  const out: FormField[] = [];
  const walk = (components: unknown) => {
    if (!Array.isArray(components)) return;
    for (const c of components) {
      if (!isObject(c)) continue;
      if (c.type === 'group' && typeof c.path !== 'string') walk(c.components);
      const field = formFieldOf(c);
      if (field) out.push(field);
    }
  };
  if (isObject(schema)) walk(schema.components);
  return out;
}

export const isEmptyFormValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A number field's value as a number: numbers, or numeric text (form-js may serialise numbers to strings). */
export function formNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

/** Text of a text field: strings, or numbers and booleans written as text. */
const asText = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null);

function patternMatches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a broken pattern in a form is the form's fault, not the user's
  }
}

/** The first problem of one value, as a message token naming the field by its label; null when fine. */
export function formValueError(field: FormField, value: unknown): string | null {
  const label = labelArg(field.label);
  // as the viewer: a required checkbox must be ticked
  if (isEmptyFormValue(value) || (field.type === 'checkbox' && field.required && value === false)) {
    // hidden-by-condition and disabled fields are neither validated nor submitted by the viewer
    return field.required && !field.conditional && !field.disabled ? token('formFieldRequired', label) : null;
  }
  switch (field.type) {
    case 'number': {
      const n = formNumber(value);
      if (n === null) return token('formFieldNumber', label);
      if (field.min !== undefined && n < field.min) return token('formFieldMin', label, field.min);
      if (field.max !== undefined && n > field.max) return token('formFieldMax', label, field.max);
      return null;
    }
    case 'checkbox':
      return typeof value === 'boolean' ? null : token('formFieldInvalid', label);
    case 'radio':
    case 'select':
      if (typeof value === 'object') return token('formFieldInvalid', label);
      return field.options && !field.options.some((o) => String(o) === String(value)) ? token('formFieldOption', label) : null;
    case 'checklist':
    case 'taglist': {
      if (!Array.isArray(value) || value.some((v) => typeof v === 'object')) return token('formFieldInvalid', label);
      const options = field.options;
      return options && value.some((v) => !options.some((o) => String(o) === String(v))) ? token('formFieldOption', label) : null;
    }
    default: {
      // textfield, textarea, datetime
      const text = asText(value);
      if (text === null) return token('formFieldInvalid', label);
      const length = [...text.trim()].length; // as the viewer counts
      if (field.maxLength !== undefined && length > field.maxLength) return token('formFieldMaxLength', label, field.maxLength);
      if (field.minLength !== undefined && length < field.minLength) return token('formFieldMinLength', label, field.minLength);
      if (field.pattern && !patternMatches(field.pattern, text)) return token('formFieldInvalid', label);
      return null;
    }
  }
}

/** Every field's first problem, in form order; empty when the values may be submitted. */
export function validateFormValues(fields: FormField[], values: Record<string, unknown>): FormValueError[] {
  const errors: FormValueError[] = [];
  for (const field of fields) {
    const message = formValueError(field, values[field.key]);
    if (message) errors.push({ field: field.key, message });
  }
  return errors;
}
