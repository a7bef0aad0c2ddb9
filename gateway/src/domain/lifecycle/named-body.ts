import { certifiedStatuses, projectStatuses } from '@ccer/contracts';

/** The draft status of the applications that name a body (a project's validation body, a reduction's verification body). */
const DRAFT: string = projectStatuses.draft;
if (certifiedStatuses.draft !== DRAFT) throw new Error('named-body: the project and certified drafts differ');

/**
 * The body an application names, as a party that may read it: once submitted. A draft is its company's alone (the
 * body's own list, org-apply-list, never showed drafts; its detail, progress and documents did).
 */
export function namedBodyOf(row: { status: string }, body: string | null | undefined): string | null {
  return row.status === DRAFT ? null : (body ?? null);
}

/** The same rule as a query condition on an application's status column. */
export const submittedColumn = (statusColumn: string) => [statusColumn, '<>', DRAFT] as const;
