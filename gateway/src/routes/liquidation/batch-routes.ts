import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  CLEARING_BUSINESS,
  clearingBatchDetailSchema,
  clearingBatchListQuery,
  clearingBatchRowSchema,
  clearingIdQuery,
  clearingLifecycle,
  clearingPaths as paths,
  functionCodes as fc,
  langOf,
  ok,
  okList,
  stepDecisionBody,
  type StepDecisionBody,
} from '@ccer/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { StartedRecord } from '../../domain/outbox.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { openStepTasks, taskIdsByRow } from '../../domain/lifecycle/open-step-tasks.ts';
import type { Operator } from '../../plugins/auth.ts';
import { selectBatches, toBatchRow, toFinding, whereBatches, type BatchDbRow } from './clearing-repository.ts';
import { batchSteps } from './batch-steps.ts';

const tags = ['liquidation'];
const confirmStep = stepOf(clearingLifecycle, 'clearingConfirm');

/** Where the outbox notes a batch's chain once the engine has started it (build-app.ts). */
export const clearingStartedRecords: Record<string, StartedRecord> = { [CLEARING_BUSINESS]: { table: 'clearing_batch' } };

/** The batch behind a process instance. */
async function batchOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('clearing_batch').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

/** 清算步骤: the batches, one batch with its five steps and findings, the registry's confirmation (clearing.ts). */
export const clearingBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const openTasks = async (op: Operator, rows: readonly BatchDbRow[]) => taskIdsByRow(rows, await openStepTasks(app, op, clearingLifecycle, rows));

  app.post(paths.batchList, {
    config: { access: { func: [fc.clearingManage] } },
    schema: { tags, summary: 'Clearing batches received from the exchange, newest trading day first (清算步骤)', body: clearingBatchListQuery, response: { 200: okList(clearingBatchRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount<BatchDbRow>(
        whereBatches(selectBatches(app.db), filters).orderBy('b.trade_date', 'desc').orderBy('b.received_at', 'desc').orderBy('b.id'),
        { pageNumber, pageSize },
        whereBatches(app.db('clearing_batch as b'), filters),
      );
      const tasks = await openTasks(request.operator!, rows);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r) => toBatchRow(r, lang, tasks.get(r.id) ?? null)) };
    },
  });

  app.get(paths.batchDetail, {
    config: { access: { func: [fc.clearingManage] } },
    schema: { tags, summary: 'One clearing batch: its steps, the check’s findings and the caller’s open confirmation', querystring: clearingIdQuery, response: { 200: ok(clearingBatchDetailSchema) } },
    handler: async (request) => {
      const row = (await selectBatches(app.db).where('b.id', request.query.id).first()) as BatchDbRow | undefined;
      if (!row) throw notFound('clearingBatchNotFound');
      const lang = langOf(request.headers['accept-language']);
      const tasks = await openTasks(request.operator!, [row]);
      const base = toBatchRow(row, lang, tasks.get(row.id) ?? null);
      const findings = (row.findings ?? []).map((f) => toFinding(f, lang));
      const steps = batchSteps(
        {
          ...base,
          findings: findings.length,
          report: row.report_status ? { status: row.report_status, sentAt: row.report_sent_at ? new Date(row.report_sent_at).toISOString() : null, receiptNo: row.report_receipt_no } : null,
        },
        lang,
      );
      return { flag: 1 as const, dataInfo: { ...base, steps, findings, reportMessageId: row.report_message_id } };
    },
  });

  const confirm: StepHandler<StepDecisionBody> = {
    step: confirmStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey }, trx) => {
      const row = await trx('clearing_batch').where({ id: businessKey }).forUpdate().first<{ status: string } | undefined>('status');
      if (!row) throw notFound('clearingBatchNotFound');
      if (row.status !== confirmStep.activeStatus) throw new AppError(409, 'CONFLICT', 'clearingBatchDecided');
    },
  };
  registerStep(app, clearingLifecycle, confirm, batchOfInstance);
};
