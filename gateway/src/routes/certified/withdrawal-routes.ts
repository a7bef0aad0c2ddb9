import type { Knex } from 'knex';
import {
  certifiedCancelApplyBody,
  certifiedCancelLifecycle,
  certifiedCancelListQuery,
  certifiedCancelRowSchema,
  certifiedDocumentBusinesses,
  certifiedRegisteredPaths as paths,
  certifiedWithdrawStatuses,
  functionCodes as fc,
} from '@ccer/contracts';
import { applicantParties, notifyApplicationStep } from '@ccer/workers/topics/action-notices';
import { likeText } from '../../domain/like-text.ts';
import { cancelRoutesFor, cancelStartedRecords, type CancelArea } from '../project/cancel-routes.ts';
import { loadRegisteredCertified, selectWithdrawals, toWithdrawalRow, withdrawalColumns, type CertifiedInfoDbRow } from './registered-repository.ts';

/** Notices of a withdrawal's audit (撤回审核), activated when the withdrawal is asked for: the registry staff holding 082. */
async function notifyWithdrawAudit(trx: Knex.Transaction, withdrawId: string, projectName: string): Promise<number> {
  const row = await trx('certified_cancel_apply').where({ id: withdrawId }).first<{ cust_id: string | null; applicant_operator_id: string | null; version: number } | undefined>();
  if (!row) return 0;
  return notifyApplicationStep(trx, {
    lifecycle: certifiedCancelLifecycle,
    status: certifiedWithdrawStatuses.pending.code,
    businessKey: withdrawId,
    activation: String(row.version),
    parties: applicantParties(row.cust_id, row.applicant_operator_id),
    project: projectName,
  });
}

/**
 * Withdrawal (核证减排量撤回) of registered reductions, on the project's cancellation mechanism: the owner's company asks
 * for its own (056, with the withdrawal material R06), or the registry starts one (082); only one is under audit per
 * registered reduction. The registry audits it (withdrawAudit); the worker certified-cancel-result writes the outcome:
 * withdrawn for ever, or still registered.
 */
export const certifiedWithdrawalArea: CancelArea<CertifiedInfoDbRow> = {
  lifecycle: certifiedCancelLifecycle,
  auditTask: 'withdrawAudit',
  table: 'certified_cancel_apply',
  subjectColumn: 'certified_info_id',
  subjectField: 'certifiedInfoId',
  number: { prefix: 'CH', sequence: 'certified_cancel_no_seq' },
  tag: 'certified',
  paths: { apply: paths.cancelApply, list: paths.cancelList },
  summaries: { apply: 'Ask to withdraw registered reductions (withdrawal audit follows)', list: 'Withdrawals of registered reductions, one page' },
  funcs: { apply: [fc.certifiedAdd, fc.certifiedCancel], audit: fc.certifiedCancel },
  documents: certifiedDocumentBusinesses.withdraw,
  logArea: 'certified',
  messages: { cancelled: 'certifiedWithdrawn', pending: 'certifiedWithdrawPending', notFound: 'certifiedWithdrawNotFound' },
  decidedStatus: 404,
  applyBody: certifiedCancelApplyBody,
  listQuery: certifiedCancelListQuery,
  rowSchema: certifiedCancelRowSchema,
  loadSubject: (trx, op, id) => loadRegisteredCertified(trx, op, id, true),
  notify: (trx, id, info) => notifyWithdrawAudit(trx, id, info.project_name),
  variables: (id, info) => ({ withdrawId: id, projectName: info.project_name, registrationNo: info.registration_no }),
  select: selectWithdrawals,
  count: selectWithdrawals,
  columns: withdrawalColumns,
  toRow: toWithdrawalRow,
  filter: (q, { projectName, registrationNo, certifiedInfoId }) => {
    if (projectName) q.whereILike('p.project_name', likeText(projectName as string));
    if (registrationNo) q.whereILike('r.registration_no', likeText(registrationNo as string));
    if (certifiedInfoId) q.where('x.certified_info_id', certifiedInfoId);
  },
};

/** The outbox's start of a withdrawal's process writes its instance id on the application. */
export const certifiedCancelStartedRecords = cancelStartedRecords(certifiedWithdrawalArea);

export const certifiedWithdrawalRoutes = cancelRoutesFor(certifiedWithdrawalArea);
