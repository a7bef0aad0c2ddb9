import { offsetPrintLifecycle, topics } from '@ccer/contracts';
import { lifecycleStatusTopic } from './lifecycle-status.ts';

/**
 * ccer-offset-print-result: the registry's audit of a certificate print request (ccerOffsetPrintAudit.bpmn) decided
 * it: approved (copies may be printed) or rejected, final either way. The row is locked and changed once per external
 * task with its opinion and auditor (the person who completed the audit) and the time, with its operation-log row.
 */
export const ccerOffsetPrintResultTopic = lifecycleStatusTopic({
  topic: topics.ccerOffsetPrintResult,
  lifecycle: offsetPrintLifecycle,
  table: 'ccer_offset_print',
  logAbstract: 'ccer.offset-print-result',
  // the auditor is the decision's completer (the gateway checked they are not the applicant)
  carried: { auditorId: 'auditor_operator_id' },
  afterChange: async (trx, { applyId }) => {
    await trx('ccer_offset_print').where({ id: applyId }).update({ audited_at: trx.fn.now() });
  },
});
