import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  accountTransferApplyBody,
  accountTransferDetailQuery,
  accountTransferDetailSchema,
  accountTransferDocumentBusiness,
  accountTransferLifecycle,
  accountTransferListQuery,
  accountTransferPaths,
  accountTransferRowSchema,
  accountTransferStatuses,
  accountTransferStatusName,
  accountTransferTypeName,
  functionCodes as fc,
  ledgerKinds,
  serialText,
  stepDecisionBody,
  ACCOUNT_TRANSFER_BUSINESS,
  type AccountTransferRow,
  type Lang,
  type LedgerKind,
  type StepDecisionBody,
} from '@ccer/contracts';
import { moveUnits } from '@ccer/workers/ledger/postings';
import type { StartedRecord } from '../../../domain/outbox.ts';
import { enqueue } from '../../../domain/outbox.ts';
import { refuseIfRestricted } from '../../../domain/ledger/account-restriction.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { handInDocuments } from '../../../domain/files/document-rules.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { openStepTasks, type WaitingRow } from '../../../domain/lifecycle/open-step-tasks.ts';
import type { Operator } from '../../../plugins/auth.ts';
import { documentsOf, projectNameJoin } from '../freezes/holdings.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { iso } from '../../../domain/timestamps.ts';

/**
 * Account transfers (账户划转 /account/temporary, function 016; contracts/src/ledger/account-transfers.ts): holdings
 * moved between two accounts by succession or court enforcement, with proof documents. The registry applies (the
 * units reserved from the giving account under the transfer's id), a second registry operator confirms, a third
 * audits (ccerAccountTransfer.bpmn); the worker topic ccer-account-transfer posts the reservation to the receiver at
 * approval or releases it at a rejection. No company sees these screens: function 016 is the registry's.
 */
const TYPE = ACCOUNT_TRANSFER_BUSINESS;
const S = accountTransferStatuses;
const confirmStep = stepOf(accountTransferLifecycle, 'transferConfirm');
const auditStep = stepOf(accountTransferLifecycle, 'transferAudit');

/** The outbox's start of a transfer's process writes its instance id on the row. */
export const accountTransferStartedRecords: Record<string, StartedRecord> = {
  [TYPE]: { table: 'ccer_account_transfer' },
};

function selectTransfers(db: Knex) {
  return projectNameJoin(db('ccer_account_transfer as x'), 'x.project_code')
    .leftJoin('customer as fc', 'fc.cust_id', 'x.from_cust_id')
    .leftJoin('customer as tc', 'tc.cust_id', 'x.to_cust_id')
    .leftJoin('operator as ao', 'ao.operator_id', 'x.applicant_operator_id')
    .leftJoin('operator as co', 'co.operator_id', 'x.confirmer_operator_id')
    .leftJoin('operator as uo', 'uo.operator_id', 'x.auditor_operator_id');
}
const COLUMNS = [
  'x.*',
  'fc.cust_name as from_cust_name',
  'tc.cust_name as to_cust_name',
  'pa.project_name',
  'ao.operator_name as applicant_name',
  'co.operator_name as confirmer_name',
  'uo.operator_name as auditor_name',
] as const;

const toRow = (r: Record<string, unknown>, lang: Lang, taskId: string | null): AccountTransferRow => ({
  id: r.id as string,
  applyNo: r.apply_no as string,
  transferType: r.transfer_type as AccountTransferRow['transferType'],
  transferTypeName: accountTransferTypeName(r.transfer_type as string, lang),
  status: r.status as AccountTransferRow['status'],
  statusName: accountTransferStatusName(r.status as string, lang),
  fromCustId: r.from_cust_id as string,
  fromCustName: (r.from_cust_name as string | null) ?? null,
  toCustId: r.to_cust_id as string,
  toCustName: (r.to_cust_name as string | null) ?? null,
  projectCode: r.project_code as string,
  projectName: (r.project_name as string | null) ?? null,
  vintage: Number(r.vintage),
  quantity: Number(r.quantity),
  reason: r.reason as string,
  applicantName: (r.applicant_name as string | null) ?? null,
  confirmerName: (r.confirmer_name as string | null) ?? null,
  auditorName: (r.auditor_name as string | null) ?? null,
  confirmOpinion: (r.confirm_opinion as string | null) ?? null,
  auditOpinion: (r.audit_opinion as string | null) ?? null,
  appliedAt: iso(r.created_at)!,
  confirmedAt: iso(r.confirmed_at),
  decidedAt: iso(r.decided_at),
  taskId,
});

/** The transfer behind a process instance. */
async function transferOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('ccer_account_transfer').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

export const accountTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's open task of each row, by instance (openStepTasks: only the step the row's status waits on). */
  const openTasks = async (op: Operator, rows: readonly WaitingRow[]) =>
    new Map([...(await openStepTasks(app, op, accountTransferLifecycle, rows))].map(([instance, t]) => [instance, t.taskId]));

  app.post(accountTransferPaths.apply, {
    config: { access: { func: [fc.accountTransfer] } },
    schema: { tags: ['ccer'], summary: 'Apply for an account transfer (承继 succession, 强制执行 court enforcement) with its proof documents; the units are reserved', body: accountTransferApplyBody, response: { 200: ok(accountTransferRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const body = request.body;
      const lang = langOf(request.headers['accept-language']);
      if (body.fromCustId === body.toCustId) throw badRequest([{ field: 'toCustId', message: 'accountTransferSameAccount' }]);
      const id = await app.db.transaction(async (trx) => {
        const parties = await trx('customer').whereIn('cust_id', [body.fromCustId, body.toCustId]).select('cust_id', 'status');
        if (!parties.some((p) => p.cust_id === body.fromCustId)) throw badRequest([{ field: 'fromCustId', message: 'holderNotFound' }]);
        // a giving account restricted by a bad-behaviour record sends nothing until the record is lifted
        await refuseIfRestricted(trx, body.fromCustId);
        // the receiver must be an open account, not disabled
        const receiver = parties.find((p) => p.cust_id === body.toCustId);
        if (!receiver || receiver.status !== '1') throw badRequest([{ field: 'toCustId', message: 'accountTransferReceiverClosed' }]);
        const [{ nextval }] = (await trx.raw(`select nextval('ccer_account_transfer_no_seq')`)).rows;
        const [row] = await trx('ccer_account_transfer')
          .insert({
            apply_no: `HZ${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            transfer_type: body.transferType,
            from_cust_id: body.fromCustId,
            to_cust_id: body.toCustId,
            project_code: body.projectCode,
            vintage: body.vintage,
            quantity: body.quantity,
            reason: body.reason,
            status: S.confirming.code,
            applicant_operator_id: op.operatorId,
          })
          .returning('id');
        const transferId = row.id as string;
        const missing = await handInDocuments(trx, body.fileIds, { businessType: TYPE, businessKey: transferId }, op.operatorId, accountTransferDocumentBusiness, lang);
        if (missing.length > 0) throw badRequest(missing);
        // reserved from now until posting or rejection: the giving account cannot spend them twice
        await moveUnits(
          trx,
          {
            kind: 'reserve',
            from: { holderId: body.fromCustId, state: 'available', claimId: null },
            to: { holderId: body.fromCustId, state: 'available', claimId: transferId },
            quantity: body.quantity,
            scope: { projectCode: body.projectCode, vintage: body.vintage },
          },
          { businessType: TYPE, businessKey: transferId, operatorId: op.operatorId, reason: body.reason },
        );
        const target = await resolveProcessFor(trx, TYPE);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: TYPE,
          businessKey: transferId,
          variables: { transferId, initiator: op.loginName, applicantId: op.operatorId },
        });
        await writeOperationLog(trx, request, {
          abstract: 'ccer.account-transfer.apply',
          businessType: TYPE,
          businessKey: transferId,
          after: { ...body },
        });
        return transferId;
      });
      void app.outbox.kick();
      const row = await selectTransfers(app.db).where('x.id', id).first(...COLUMNS);
      return { flag: 1 as const, dataInfo: toRow(row, lang, null) };
    },
  });

  app.post(accountTransferPaths.list, {
    config: { access: { func: [fc.accountTransfer] } },
    schema: { tags: ['ccer'], summary: 'Account transfers: every record (view record), those awaiting confirmation (confirm) or audit (audit)', body: accountTransferListQuery, response: { 200: okList(accountTransferRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, view, status, transferType, custName, projectCode, applyNo } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        if (view === 'confirm') q.where('x.status', S.confirming.code);
        else if (view === 'audit') q.where('x.status', S.auditing.code);
        else if (status) q.where('x.status', status);
        if (transferType) q.where('x.transfer_type', transferType);
        if (custName) q.where((w) => w.whereILike('fc.cust_name', likeText(custName)).orWhereILike('tc.cust_name', likeText(custName)));
        if (projectCode) q.whereILike('x.project_code', likeText(projectCode));
        if (applyNo) q.whereILike('x.apply_no', likeText(applyNo));
        return q;
      };
      const counted = app.db('ccer_account_transfer as x').leftJoin('customer as fc', 'fc.cust_id', 'x.from_cust_id').leftJoin('customer as tc', 'tc.cust_id', 'x.to_cust_id');
      const { rows, total } = await pageAndCount(filter(selectTransfers(app.db)).select(...COLUMNS).orderBy('x.created_at', 'desc').orderBy('x.id'), { pageNumber, pageSize }, filter(counted));
      const lang = langOf(request.headers['accept-language']);
      const tasks = await openTasks(op, rows);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toRow(r, lang, tasks.get(r.process_instance_id as string) ?? null)), total };
    },
  });

  app.post(accountTransferPaths.detail, {
    config: { access: { func: [fc.accountTransfer] } },
    schema: { tags: ['ccer'], summary: 'One account transfer with its proof documents, ledger entries and the caller’s open task', body: accountTransferDetailQuery, response: { 200: ok(accountTransferDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const lang = langOf(request.headers['accept-language']);
      const row = await selectTransfers(app.db).where('x.id', request.body.id).first(...COLUMNS);
      if (!row) throw notFound('accountTransferNotFound');
      const [tasks, docs, entries] = await Promise.all([
        openTasks(op, [row]),
        documentsOf(app.db, TYPE, [row.id]),
        app.db('ledger_entry as e')
          .leftJoin('customer as f', 'f.cust_id', 'e.from_holder')
          .leftJoin('customer as t', 't.cust_id', 'e.to_holder')
          .where({ 'e.business_type': TYPE, 'e.business_key': row.id })
          .orderBy('e.id')
          .select('e.*', 'f.cust_name as from_name', 't.cust_name as to_name'),
      ]);
      return {
        flag: 1 as const,
        dataInfo: {
          ...toRow(row, lang, tasks.get(row.process_instance_id) ?? null),
          documents: docs.get(row.id) ?? [],
          entries: entries.map((e: Record<string, unknown>) => ({
            kind: e.kind as string,
            kindName: ledgerKinds[e.kind as LedgerKind]?.[lang] ?? (e.kind as string),
            serial: serialText({ projectCode: e.project_code as string, vintage: Number(e.vintage), batch: Number(e.batch), serialStart: Number(e.serial_start), serialEnd: Number(e.serial_end) }),
            quantity: Number(e.quantity),
            fromHolder: (e.from_name as string | null) ?? null,
            toHolder: (e.to_name as string | null) ?? null,
            at: iso(e.created_at)!,
          })),
        },
      };
    },
  });

  // the confirm and the audit: lifecycle steps (My Tasks' 办理 completes them alike), each by a registry operator
  // other than the applicant (and, for the audit, other than the confirmer); the worker writes the outcome
  const stepHandler = (step: typeof confirmStep): StepHandler<StepDecisionBody> => ({
    step,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request }, trx) => {
      const row = await trx('ccer_account_transfer').where({ id: businessKey }).forUpdate().first('status', 'applicant_operator_id', 'confirmer_operator_id');
      if (!row) throw notFound('accountTransferNotFound');
      if (row.status !== step.activeStatus) throw new AppError(409, 'CONFLICT', 'accountTransferNotPending');
      const me = request.operator!.operatorId;
      if (step === confirmStep && row.applicant_operator_id === me) throw new AppError(409, 'CONFLICT', 'accountTransferOwnConfirm');
      if (step === auditStep && (row.applicant_operator_id === me || row.confirmer_operator_id === me)) throw new AppError(409, 'CONFLICT', 'accountTransferOwnAudit');
    },
  });
  registerStep(app, accountTransferLifecycle, stepHandler(confirmStep), transferOfInstance);
  registerStep(app, accountTransferLifecycle, stepHandler(auditStep), transferOfInstance);
};
