import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  MISCONDUCT_BUSINESS,
  availableHoldingSchema,
  functionCodes as fc,
  holdingsQueryBody,
  langOf,
  misconductAccountSchema,
  misconductAccountsBody,
  misconductAddBody,
  misconductDetailSchema,
  misconductDocumentBusiness,
  misconductIdQuery,
  misconductLiftBody,
  misconductLifecycle,
  misconductListQuery,
  misconductPaths as paths,
  misconductRowSchema,
  misconductStepWaitingIn,
  ok,
  okList,
  restrictingStatuses,
  stepDecisionBody,
  type MisconductAction,
  type MisconductDetail,
  type MisconductListQuery,
  type StepDecisionBody,
} from '@ccer/contracts';
import { InsufficientUnitsError, moveUnits } from '@ccer/workers/ledger/postings';
import { applicantParties, insertStepNotices } from '@ccer/workers/topics/action-notices';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { openStepTasks } from '../../../domain/lifecycle/open-step-tasks.ts';
import { handInDocuments } from '../../../domain/files/document-rules.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { documentsOf, availableHoldings } from '../freezes/holdings.ts';
import { recordRanges, recordRounds, selectRecords, toRecordRow, visibleRecords, type MisconductDbRow } from './misconduct-repository.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const tags = ['ccer'];
/** Who reads the records: the registry's recorders (113) and auditors (114). */
const readers = [fc.misconductRecord, fc.misconductAudit];
const auditStep = stepOf(misconductLifecycle, 'misconductAudit');

/** The outbox tells the record (and its open round) the process instance auditing it once the start is accepted (build-app.ts). */
export const misconductStartedRecords: Record<string, StartedRecord> = {
  [MISCONDUCT_BUSINESS]: {
    table: 'ccer_misconduct',
    then: async (trx, businessKey, processInstanceId) => {
      await trx('ccer_misconduct_round').where({ misconduct_id: businessKey, status: 'auditing' }).whereNull('process_instance_id').update({ process_instance_id: processInstanceId });
    },
  },
};

/** The record an audit instance belongs to (any round's, the current one's first). */
const recordOfInstance = async (db: Knex, processInstanceId: string) =>
  (await db('ccer_misconduct').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id'))?.id ??
  (await db('ccer_misconduct_round').where({ process_instance_id: processInstanceId }).first<{ misconduct_id: string } | undefined>('misconduct_id'))?.misconduct_id;

/** The next record number: BL, the China day, six digits of a sequence. */
async function nextRecordNo(trx: Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('ccer_misconduct_no_seq')`)).rows;
  return `BL${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
}

/**
 * Starts an audit round of a record (the measures' or a lift's): the round's row, the outbox's start of
 * ccerMisconduct with the round's action, and the notices to the registry staff holding 114; in the caller's transaction.
 */
async function startRound(trx: Knex.Transaction, request: FastifyRequest, record: { id: string; recordNo: string; custId: string; custName: string | null }, action: MisconductAction, reason: string | null) {
  const op = request.operator!;
  const [round] = await trx('ccer_misconduct_round').insert({ misconduct_id: record.id, action, reason, requester_operator_id: op.operatorId }).returning('id');
  const target = await resolveProcessFor(trx, MISCONDUCT_BUSINESS);
  await enqueue(trx, {
    kind: 'start',
    ...target,
    businessType: MISCONDUCT_BUSINESS,
    businessKey: record.id,
    variables: { misconductId: record.id, roundId: round.id, action, custId: record.custId, initiator: op.loginName },
  });
  await insertStepNotices(trx, {
    lifecycle: misconductLifecycle,
    step: auditStep,
    businessKey: record.id,
    activation: String(round.id),
    parties: applicantParties(record.custId, op.operatorId),
    project: `${record.recordNo}${record.custName ? `（${record.custName}）` : ''}`,
  });
}

/**
 * Bad-behaviour records (/ccer/unpleasant; 113 record and request a lift, 114 audit; issue 13): the record (its
 * documents linked, a forced cancellation's quantity reserved in the ledger under the record, the row, its first round
 * and the outbox's start of ccerMisconduct in one transaction), the list and the detail with the caller's open task,
 * the lift request, the audit as a lifecycle step (My Tasks' 办理 completes it alike, with the same guards), and the
 * form's pickers (accounts, an account's free units).
 */
export const misconductRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- recording ---------------------------------------------------------------------------------------------
  app.post(paths.add, {
    config: { access: { func: [fc.misconductRecord] } },
    schema: { tags, summary: 'Record bad behaviour against an account with its measures (restriction, forced cancellation reserved now) and evidence; starts the audit', body: misconductAddBody, response: { 200: ok(misconductDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const body = request.body;
      const lang = langOf(request.headers['accept-language']);
      if (body.occurredOn > isoDay()) throw badRequest([{ field: 'occurredOn', message: 'misconductOccurredFuture' }]);
      const id = randomUUID();
      await app.db.transaction(async (trx) => {
        const account = await trx('customer').where({ cust_id: body.custId }).first<{ cust_name: string | null } | undefined>('cust_name');
        if (!account) throw badRequest([{ field: 'custId', message: 'misconductAccountNotFound' }]);
        const recordNo = await nextRecordNo(trx);
        const c = body.cancellation ?? null;
        await trx('ccer_misconduct').insert({
          id,
          record_no: recordNo,
          cust_id: body.custId,
          category: body.category,
          facts: body.facts,
          legal_basis: body.legalBasis,
          occurred_on: body.occurredOn,
          restrict_account: body.restrict,
          cancel_project_code: c?.projectCode ?? null,
          cancel_vintage: c?.vintage ?? null,
          cancel_quantity: c?.quantity ?? null,
          status: 'auditing',
          recorder_operator_id: op.operatorId,
        });
        const missing = await handInDocuments(trx, body.fileIds, { businessType: MISCONDUCT_BUSINESS, businessKey: id }, op.operatorId, misconductDocumentBusiness, lang);
        if (missing.length > 0) throw badRequest(missing);
        if (c) {
          // the quantity is reserved from now to the audit: cancelled once approved, released if rejected
          const from = { holderId: body.custId, state: 'available' as const, claimId: null };
          try {
            await moveUnits(
              trx,
              { kind: 'reserve', from, to: { ...from, claimId: id }, quantity: c.quantity, scope: { projectCode: c.projectCode, vintage: c.vintage } },
              { businessType: MISCONDUCT_BUSINESS, businessKey: id, operatorId: op.operatorId, reason: `强制注销 ${recordNo}` },
            );
          } catch (e) {
            // on the form's own field (the errors plugin would name a top-level `quantity`)
            if (e instanceof InsufficientUnitsError) throw new AppError(409, 'CONFLICT', `ledgerInsufficient:${e.available}`, [{ field: 'cancellation.quantity', message: `ledgerInsufficient:${e.available}` }]);
            throw e;
          }
        }
        await startRound(trx, request, { id, recordNo, custId: body.custId, custName: account.cust_name }, 'impose', null);
        await writeOperationLog(trx, request, { abstract: 'ccer.misconduct-add', businessType: MISCONDUCT_BUSINESS, businessKey: id, after: { ...body, recordNo } });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.lift, {
    config: { access: { func: [fc.misconductRecord] } },
    schema: { tags, summary: 'Request the lifting of a record in force that restricts its account (audited; the restriction holds until approved)', body: misconductLiftBody, response: { 200: ok(misconductDetailSchema) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await visibleRecords(trx('ccer_misconduct as m'), request.operator!).where('m.id', id).forUpdate().first<MisconductDbRow | undefined>('m.*');
        if (!row) throw notFound('misconductNotFound');
        if (row.status !== 'inForce' || !row.restrict_account) throw new AppError(409, 'CONFLICT', 'misconductNotLiftable');
        await trx('ccer_misconduct').where({ id }).update({ status: 'liftAuditing', process_instance_id: null, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
        const account = await trx('customer').where({ cust_id: row.cust_id }).first<{ cust_name: string | null }>('cust_name');
        await startRound(trx, request, { id, recordNo: row.record_no, custId: row.cust_id, custName: account?.cust_name ?? null }, 'lift', reason);
        await writeOperationLog(trx, request, { abstract: 'ccer.misconduct-lift', businessType: MISCONDUCT_BUSINESS, businessKey: id, before: { status: row.status }, after: { status: 'liftAuditing', reason } });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  // ---- the form's pickers ------------------------------------------------------------------------------------
  app.post(paths.accounts, {
    config: { access: { func: [fc.misconductRecord] } },
    schema: { tags, summary: 'Accounts to record against, by name or account number (open or not), with the record restricting each now', body: misconductAccountsBody, response: { 200: okList(misconductAccountSchema) } },
    handler: async (request) => {
      const { keyword } = request.body;
      const q = app.db('customer as c')
        .select(
          'c.cust_id',
          'c.cust_name',
          'c.cust_no',
          'c.status',
          app.db('ccer_misconduct as m')
            .select('m.record_no')
            .whereRaw('m.cust_id = c.cust_id')
            .where('m.restrict_account', true)
            .whereIn('m.status', restrictingStatuses)
            .orderBy('m.created_at')
            .limit(1)
            .as('restricted_by'),
        )
        .orderBy('c.cust_name')
        .limit(20);
      if (keyword) q.where((w) => w.whereILike('c.cust_name', likeText(keyword)).orWhereILike('c.cust_no', likeText(keyword)));
      const rows = await q;
      const dataInfo = rows.map((r: Record<string, any>) => ({ custId: r.cust_id, custName: r.cust_name, custNo: r.cust_no ?? null, status: r.status ?? null, restrictedBy: r.restricted_by ?? null }));
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });

  app.post(paths.holdings, {
    config: { access: { func: [fc.misconductRecord] } },
    schema: { tags, summary: 'An account’s free available units by project and vintage (the forced cancellation’s picker)', body: holdingsQueryBody, response: { 200: ok(z.array(availableHoldingSchema)) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await availableHoldings(app.db, request.body.custId) }),
  });

  // ---- list and detail ---------------------------------------------------------------------------------------
  const where = (q: Knex.QueryBuilder, op: Operator, f: Omit<MisconductListQuery, 'pageNumber' | 'pageSize'>) => {
    visibleRecords(q, op);
    if (f.custName) q.whereILike('c.cust_name', likeText(f.custName));
    if (f.recordNo) q.whereILike('m.record_no', likeText(f.recordNo));
    if (f.category) q.where('m.category', f.category);
    if (f.status) q.where('m.status', f.status);
    if (f.id) q.where('m.id', f.id);
    return q;
  };

  /**
   * The caller's open audit tasks of the records, by record id (openStepTasks: the one audit step waits in both rounds'
   * statuses); never of a round the caller asked for.
   */
  async function openTasks(op: Operator, rows: readonly MisconductDbRow[]): Promise<Map<string, { id: string; action: MisconductAction }>> {
    const waiting = rows.filter((r) => misconductStepWaitingIn(r.status));
    if (waiting.length === 0) return new Map();
    const requesters = await app.db('ccer_misconduct_round').whereIn('misconduct_id', waiting.map((r) => r.id)).where({ status: 'auditing' }).select('misconduct_id', 'requester_operator_id');
    const requesterOf = new Map(requesters.map((r: { misconduct_id: string; requester_operator_id: string }) => [r.misconduct_id, r.requester_operator_id]));
    const open = await openStepTasks(app, op, misconductLifecycle, waiting, {
      waitingStep: (row) => (misconductStepWaitingIn(row.status) ? auditStep : undefined),
      skip: (row) => requesterOf.get(row.id) === op.operatorId,
    });
    const out = new Map<string, { id: string; action: MisconductAction }>();
    for (const row of waiting) {
      const task = row.process_instance_id ? open.get(row.process_instance_id) : undefined;
      if (task) out.set(row.id, { id: task.taskId, action: misconductStepWaitingIn(row.status)!.action });
    }
    return out;
  }

  async function detailOf(request: FastifyRequest, id: string): Promise<MisconductDetail> {
    const op = request.operator!;
    const lang = langOf(request.headers['accept-language']);
    const row = (await visibleRecords(selectRecords(app.db), op).where('m.id', id).first()) as MisconductDbRow | undefined;
    if (!row) throw notFound('misconductNotFound');
    const [tasks, ranges, rounds, docs] = await Promise.all([openTasks(op, [row]), recordRanges(app.db, row), recordRounds(app.db, id, lang), documentsOf(app.db, MISCONDUCT_BUSINESS, [id])]);
    return { ...toRecordRow(row, lang, tasks.get(id) ?? null), documents: docs.get(id) ?? [], ranges, rounds };
  }

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Bad-behaviour records, one page (account name, record number, category, status)', body: misconductListQuery, response: { 200: okList(misconductRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount(
        where(selectRecords(app.db), op, filters).orderBy('m.created_at', 'desc').orderBy('m.id'),
        { pageNumber, pageSize },
        where(app.db('ccer_misconduct as m').leftJoin('customer as c', 'c.cust_id', 'm.cust_id'), op, filters),
      );
      const tasks = await openTasks(op, rows as MisconductDbRow[]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: (rows as MisconductDbRow[]).map((r) => toRecordRow(r, lang, tasks.get(r.id) ?? null)) };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One record: its measures, evidence, cancelled (or reserved) serial ranges, audit rounds and the caller’s open task', querystring: misconductIdQuery, response: { 200: ok(misconductDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  // ---- the audit (the lifecycle step) -----------------------------------------------------------------------
  const audit: StepHandler<StepDecisionBody> = {
    step: auditStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request }, trx) => {
      const op = request.operator!;
      const row = await trx('ccer_misconduct').where({ id: businessKey }).forUpdate().first<MisconductDbRow | undefined>();
      const waiting = row && misconductStepWaitingIn(row.status);
      if (!row || !waiting) throw new AppError(409, 'CONFLICT', 'misconductDecided');
      // maker-checker: whoever asked for the round (the recorder for the measures, the requester for a lift) never audits it
      const round = await trx('ccer_misconduct_round').where({ misconduct_id: businessKey, status: 'auditing' }).first<{ requester_operator_id: string } | undefined>('requester_operator_id');
      if (round?.requester_operator_id === op.operatorId) throw new AppError(409, 'CONFLICT', waiting.action === 'impose' ? 'misconductOwnRecord' : 'misconductOwnLift');
      await trx('ccer_misconduct').where({ id: businessKey }).update({ auditor_operator_id: op.operatorId, updated_at: trx.fn.now() });
    },
  };
  registerStep(app, misconductLifecycle, audit, recordOfInstance);
};
