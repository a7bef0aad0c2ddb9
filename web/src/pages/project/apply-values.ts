import { applyFormSchema, checkApplyDates, projectNameProblem, projectLifecycle, projectStatuses, type ApplyRow, type ApplyStatus } from '@ccer/contracts';
import { schemaFieldErrors } from '../../forms/zod-rules';
import { getSensitiveWords } from '../../sensitive-words';

/** The application's form fields, in the order of the schema. */
export const applyFieldNames = Object.keys(applyFormSchema.shape) as Array<keyof typeof applyFormSchema.shape>;
export type ApplyValues = Partial<Record<(typeof applyFieldNames)[number], unknown>>;
export interface FieldError {
  field: string;
  message: string;
}

/** Tag colour of each status. */
export function statusColor(status: ApplyStatus): string {
  if (status === projectStatuses.registered) return 'success';
  if (status === projectStatuses.returned || status === projectStatuses.registerReturned) return 'error';
  if (status === projectStatuses.draft || projectLifecycle.statuses[status]?.final) return 'default';
  if (status === projectStatuses.publicityPaused) return 'warning';
  return 'processing';
}

const DATE_FIELDS = new Set(['commencementDate', 'firstReckonDate', 'endReckonDate']);

/** An application's form values: the form fields it holds, nothing else; dates as yyyy-MM-dd. */
export function valuesOf(row: Partial<ApplyRow> | undefined): ApplyValues {
  const out: ApplyValues = {};
  for (const f of applyFieldNames) {
    const v = row?.[f];
    if (v === undefined || v === null) continue;
    out[f] = DATE_FIELDS.has(f) && typeof v === 'string' ? v.slice(0, 10) : v;
  }
  return out;
}

/** Values to send: blanks are left out, so a draft keeps only what was filled in. */
export function cleanValues(values: Record<string, unknown>): ApplyValues {
  const out: ApplyValues = {};
  for (const f of applyFieldNames) {
    const v = values[f];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    out[f] = v;
  }
  return out;
}

/**
 * The checks of a submission: the full schema, the name check, then the date rules against the server's
 * today. One message per field (the schema's first), as message tokens, every wrong field at once.
 */
export function submitErrors(values: ApplyValues, today: string | undefined, sensitiveWords: readonly string[] = getSensitiveWords()): FieldError[] {
  const errors: FieldError[] = [];
  const add = (e: FieldError) => {
    if (!errors.some((x) => x.field === e.field)) errors.push(e);
  };
  schemaFieldErrors(applyFormSchema, values).forEach(add);
  const nameProblem = projectNameProblem(typeof values.projectName === 'string' ? values.projectName : undefined, sensitiveWords);
  if (nameProblem) add({ field: 'projectName', message: nameProblem });
  checkApplyDates(values as Record<string, string>, today).forEach(add);
  // report in form order so the first error scrolled to is the topmost
  return errors.sort((a, b) => applyFieldNames.indexOf(a.field as never) - applyFieldNames.indexOf(b.field as never));
}
