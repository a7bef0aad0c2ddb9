import { applyFieldNames, type ApplyValues, type FieldError } from '../apply-values';

/** A form value as compared: blank (absent, null, empty or spaces) is one value; text is trimmed. */
const comparable = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : String(v));

/**
 * The fields the registry changed on a registered project (apply-info-edit-file's `changes`): only those whose
 * value differs from the project as loaded; a cleared field is sent as '' (the gateway clears it, or refuses a
 * required one). Empty when nothing changed (the page then says 未做任何修改！ without a call).
 */
export function changedValues(initial: ApplyValues, current: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of applyFieldNames) {
    if (comparable(initial[f]) === comparable(current[f])) continue;
    const v = current[f];
    out[f] = v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The gateway names a changed field `changes.<field>`; the form holds it as `<field>`. */
export const formFieldErrors = (errors: readonly FieldError[]): FieldError[] => errors.map((e) => ({ ...e, field: e.field.replace(/^changes\./, '') }));
