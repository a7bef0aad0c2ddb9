import { applyFormSchema, checkApplyDates, projectNameProblem } from '@ccer/contracts';
import { schemaFieldErrors } from '../../forms/zod-rules';
import { getSensitiveWords } from '../../sensitive-words';
import { formValues } from '../lifecycle/form-values';

/** The application's form fields, in the order of the schema. */
export const applyFieldNames = Object.keys(applyFormSchema.shape) as Array<keyof typeof applyFormSchema.shape>;
export type ApplyValues = Partial<Record<(typeof applyFieldNames)[number], unknown>>;
export interface FieldError {
  field: string;
  message: string;
}

/** An application's form values (dates as yyyy-MM-dd), and those to send (blanks left out). */
export const { valuesOf, cleanValues } = formValues(applyFieldNames, ['commencementDate', 'firstReckonDate', 'endReckonDate']);

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
