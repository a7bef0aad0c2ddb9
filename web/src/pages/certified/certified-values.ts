import {
  certifiedFormSchema,
  checkCertifiedAgainstProject,
  type ApplyRow,
  type CertifiedForm,
  type CertifiedProjectFacts,
  type CertifiedRow,
  type ProjectListRow,
} from '@ccer/contracts';
import { schemaFieldErrors, type FieldMessage } from '../../forms/zod-rules';
import { formValues } from '../lifecycle/form-values';

/** The application's form fields, in the order of the schema (the order errors are reported in). */
export const certifiedFieldNames = Object.keys(certifiedFormSchema.shape) as Array<keyof CertifiedForm>;

const codec = formValues(certifiedFieldNames, ['regAppStartDate', 'regAppEndDate']);
export const cleanCertifiedValues = codec.cleanValues;

/**
 * A row's form values, with the picked project's name beside its id (the picker shows it; it is not sent: the
 * project-list search has no lookup by id).
 */
export const certifiedValuesOf = (row: CertifiedRow | undefined): Record<string, unknown> => ({
  ...codec.valuesOf(row),
  ...(row ? { projectName: row.projectName } : {}),
});

const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);

/** What the rules need of a registered project: its parent type (project-list) and its application's dates and body. */
export const projectFactsOf = (project: Pick<ProjectListRow, 'type'>, apply: Pick<ApplyRow, 'parentProjectType' | 'commencementDate' | 'firstReckonDate' | 'endReckonDate' | 'approvalAuthority'> | undefined): CertifiedProjectFacts => ({
  parentProjectType: project.type ?? apply?.parentProjectType ?? null,
  commencementDate: day(apply?.commencementDate),
  firstReckonDate: day(apply?.firstReckonDate),
  endReckonDate: day(apply?.endReckonDate),
  approvalAuthority: apply?.approvalAuthority ?? null,
});

/**
 * The checks of a submission, as message tokens, one per field in form order, every wrong field at once: the full
 * schema, then the rules against the picked project and the server's today (dates, LULUCF by industry, the archive
 * code of type A, the verification body not the project's validation body). Without the project's facts (not loaded)
 * those are left to the server, which runs the same rules.
 */
export function certifiedSubmitErrors(values: Partial<CertifiedForm>, project: CertifiedProjectFacts | undefined, today: string): FieldMessage[] {
  const errors: FieldMessage[] = [];
  const add = (e: FieldMessage) => {
    if (!errors.some((x) => x.field === e.field)) errors.push(e);
  };
  schemaFieldErrors(certifiedFormSchema, values).forEach(add);
  if (project) checkCertifiedAgainstProject(values, project, today).forEach(add);
  return errors.sort((a, b) => certifiedFieldNames.indexOf(a.field as never) - certifiedFieldNames.indexOf(b.field as never));
}
