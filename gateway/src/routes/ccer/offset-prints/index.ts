import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  OFFSET_PRINT_BUSINESS,
  functionCodes as fc,
  langOf,
  offsetPrintApplyBody,
  offsetPrintDetailSchema,
  offsetPrintIdQuery,
  offsetPrintLifecycle,
  offsetPrintListQuery,
  offsetPrintPaths as paths,
  offsetPrintRecordDetailSchema,
  offsetPrintRecordListQuery,
  offsetPrintRecordSchema,
  offsetPrintRowSchema,
  ok,
  okList,
  stepDecisionBody,
  type OffsetPrintDetail,
  type OffsetPrintListQuery,
  type OffsetPrintRecordListQuery,
  type StepDecisionBody,
} from '@ccer/contracts';
import { applicantParties, notifyApplicationStep } from '@ccer/workers/topics/action-notices';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { openStepTasks, taskIdsByRow } from '../../../domain/lifecycle/open-step-tasks.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { fromPrints, scopePrints, selectPrints, selectRecords, toPrintRecord, toPrintRow, type PrintDbRow, type PrintRecordDbRow } from './print-repository.ts';
import { offsetPrintCopyRoutes } from './print-copies.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const tags = ['ccer'];
/** Who reads requests and prints: the holder's representatives (087, their account's own) and the registry (099, all). */
const readers = [fc.offsetApply, fc.voucherPrint];

/** The outbox tells the request its process instance once the start is accepted (build-app.ts). */
export const offsetPrintStartedRecords: Record<string, StartedRecord> = {
  [OFFSET_PRINT_BUSINESS]: { table: 'ccer_offset_print' },
};

const printOfInstance = async (db: Knex, processInstanceId: string) =>
  (await db('ccer_offset_print').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id'))?.id;

/** The next request number: DY, the China day, six digits of a sequence. */
async function nextPrintNo(trx: Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('ccer_offset_print_no_seq')`)).rows;
  return `DY${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
}

/**
 * Official prints of offset certificates (凭证打印; 087 request, 099 audit and print; issue 13): the request (a retired
 * offset of the caller's own account, one open request per offset; the row, the outbox's start of ccerOffsetPrintAudit
 * and the auditors' notices in one transaction), the registry's audit as a lifecycle step (My Tasks' 办理 completes it
 * alike, never by the applicant), the lists and details with their row check, and the prints (print-copies.ts).
 */
export const offsetPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(offsetPrintCopyRoutes);

  app.post(paths.apply, {
    config: { access: { func: [fc.offsetApply] } },
    schema: { tags, summary: 'Request official copies of a retired offset’s certificate (audited by the registry)', body: offsetPrintApplyBody, response: { 200: ok(offsetPrintDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      if (!op.custId) throw new AppError(403, 'FORBIDDEN', 'offsetPrintNoAccount');
      const body = request.body;
      const id = randomUUID();
      await app.db.transaction(async (trx) => {
        // the caller's own account's offset only (another's is as if absent); locked so two requests queue
        const offset = await trx('ccer_offset').where({ id: body.offsetId, cust_id: op.custId }).forUpdate().first<{ status: string; project_code: string } | undefined>('status', 'project_code');
        if (!offset) throw notFound('offsetNotFound');
        if (offset.status !== 'retired') throw new AppError(409, 'CONFLICT', 'offsetPrintNotRetired');
        const open = await trx('ccer_offset_print').where({ offset_id: body.offsetId, status: 'auditing' }).first<{ print_no: string } | undefined>('print_no');
        if (open) throw new AppError(409, 'CONFLICT', `offsetPrintOpen:${open.print_no}`);
        const printNo = await nextPrintNo(trx);
        await trx('ccer_offset_print').insert({
          id,
          print_no: printNo,
          offset_id: body.offsetId,
          cust_id: op.custId,
          status: 'auditing',
          copies: body.copies,
          reason: body.reason,
          recipient: body.recipient,
          remark: body.remark || null,
          applicant_operator_id: op.operatorId,
        });
        const target = await resolveProcessFor(trx, OFFSET_PRINT_BUSINESS);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: OFFSET_PRINT_BUSINESS,
          businessKey: id,
          variables: { printId: id, offsetId: body.offsetId, custId: op.custId, copies: body.copies, initiator: op.loginName },
        });
        // the registry staff who audit prints (099) are told that a request waits for them
        await notifyApplicationStep(trx, {
          lifecycle: offsetPrintLifecycle,
          status: 'auditing',
          businessKey: id,
          activation: '1',
          parties: applicantParties(op.custId, op.operatorId),
          project: offset.project_code,
        });
        await writeOperationLog(trx, request, { abstract: 'ccer.offset-print-apply', businessType: OFFSET_PRINT_BUSINESS, businessKey: id, after: { ...body, printNo } });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  // ---- lists and details ---------------------------------------------------------------------------------------
  const wherePrints = (q: Knex.QueryBuilder, op: Operator, f: Omit<OffsetPrintListQuery, 'pageNumber' | 'pageSize'>) => {
    scopePrints(q, op, 'p');
    if (f.offsetNo) q.whereILike('o.offset_no', likeText(f.offsetNo));
    if (f.printNo) q.whereILike('p.print_no', likeText(f.printNo));
    if (f.status) q.where('p.status', f.status);
    if (f.offsetId) q.where('p.offset_id', f.offsetId);
    if (f.waiting) q.where('p.status', stepOf(offsetPrintLifecycle, f.waiting).activeStatus);
    return q;
  };

  /** The caller's open audit tasks of the requests, by request id (openStepTasks); never the applicant's own. */
  async function openTasks(op: Operator, rows: readonly PrintDbRow[]): Promise<Map<string, string>> {
    const open = await openStepTasks(app, op, offsetPrintLifecycle, rows, { skip: (row) => row.applicant_operator_id === op.operatorId });
    return taskIdsByRow(rows, open);
  }

  async function detailOf(request: FastifyRequest, id: string): Promise<OffsetPrintDetail> {
    const op = request.operator!;
    const row = (await scopePrints(selectPrints(app.db), op, 'p').where('p.id', id).first()) as PrintDbRow | undefined;
    if (!row) throw notFound('offsetPrintNotFound');
    const [tasks, prints] = await Promise.all([openTasks(op, [row]), selectRecords(app.db).where('r.print_id', id).orderBy('r.copy_no')]);
    return { ...toPrintRow(row, langOf(request.headers['accept-language']), tasks.get(row.id) ?? null), prints: (prints as PrintRecordDbRow[]).map(toPrintRecord) };
  }

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Certificate print requests (a company its own, the registry all), one page; `waiting` for the ones awaiting the audit', body: offsetPrintListQuery, response: { 200: okList(offsetPrintRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount(
        wherePrints(selectPrints(app.db), op, filters).orderBy('p.created_at', 'desc').orderBy('p.id'),
        { pageNumber, pageSize },
        wherePrints(fromPrints(app.db), op, filters),
      );
      const tasks = await openTasks(op, rows as PrintDbRow[]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: (rows as PrintDbRow[]).map((r) => toPrintRow(r, lang, tasks.get(r.id) ?? null)) };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One print request with its offset, the caller’s open audit task and the copies printed', querystring: offsetPrintIdQuery, response: { 200: ok(offsetPrintDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  const whereRecords = (q: Knex.QueryBuilder, op: Operator, f: Omit<OffsetPrintRecordListQuery, 'pageNumber' | 'pageSize'>) => {
    scopePrints(q, op, 'r');
    if (f.offsetNo) q.whereILike('o.offset_no', likeText(f.offsetNo));
    if (f.printNo) q.whereILike('p.print_no', likeText(f.printNo));
    if (f.recordNo) q.whereILike('r.record_no', likeText(f.recordNo));
    if (f.certificateNo) q.whereILike('r.certificate_no', likeText(f.certificateNo));
    return q;
  };

  app.post(paths.recordList, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Official copies printed (a company its own, the registry all), one page', body: offsetPrintRecordListQuery, response: { 200: okList(offsetPrintRecordSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, ...filters } = request.body;
      const counted = app.db('ccer_offset_print_record as r').join('ccer_offset_print as p', 'p.id', 'r.print_id').join('ccer_offset as o', 'o.id', 'r.offset_id');
      const { rows, total } = await pageAndCount(
        whereRecords(selectRecords(app.db), op, filters).orderBy('r.printed_at', 'desc').orderBy('r.id'),
        { pageNumber, pageSize },
        whereRecords(counted, op, filters),
      );
      return { flag: 1 as const, total, dataInfo: (rows as PrintRecordDbRow[]).map(toPrintRecord) };
    },
  });

  app.get(paths.recordDetail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One printed official copy with its request and offset', querystring: offsetPrintIdQuery, response: { 200: ok(offsetPrintRecordDetailSchema) } },
    handler: async (request) => {
      const record = (await scopePrints(selectRecords(app.db), request.operator!, 'r').where('r.id', request.query.id).first()) as PrintRecordDbRow | undefined;
      if (!record) throw notFound('offsetPrintRecordNotFound');
      const { prints: _prints, ...printRequest } = await detailOf(request, record.print_id);
      return { flag: 1 as const, dataInfo: { ...toPrintRecord(record), request: printRequest } };
    },
  });

  // ---- the registry's audit (the lifecycle's one step) ----------------------------------------------------------
  const audit: StepHandler<StepDecisionBody> = {
    step: stepOf(offsetPrintLifecycle, 'printAudit'),
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request }, trx) => {
      const row = await trx('ccer_offset_print').where({ id: businessKey }).forUpdate().first<{ status: string; applicant_operator_id: string } | undefined>('status', 'applicant_operator_id');
      if (!row || row.status !== 'auditing') throw new AppError(409, 'CONFLICT', 'offsetPrintDecided');
      if (row.applicant_operator_id === request.operator!.operatorId) throw new AppError(409, 'CONFLICT', 'offsetPrintOwnDecision');
    },
  };
  registerStep(app, offsetPrintLifecycle, audit, printOfInstance);
};
