import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  METHODOLOGY_COLLECT_BUSINESS,
  chainProgressSchema,
  functionCodes as fc,
  langOf,
  methodologyCollectDetailSchema,
  methodologyCollectDocumentBusiness,
  methodologyCollectDraftBody,
  methodologyCollectEditable,
  methodologyCollectIdBody,
  methodologyCollectIdQuery,
  methodologyCollectLifecycle,
  methodologyCollectListQuery,
  methodologyCollectMineQuery,
  methodologyCollectPaths as paths,
  methodologyCollectRowSchema,
  methodologyCollectSubmitBody,
  methodologyCollectWithdrawBody,
  ok,
  okList,
  stepDecisionBody,
  translate,
  type MethodologyCollectDetail,
  type StepDecisionBody,
} from '@ccer/contracts';
import { applicantParties, insertStepNotices } from '@ccer/workers/topics/action-notices';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay, REGISTRY_TIME_ZONE } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { openStepTasks, taskIdsByRow } from '../../../domain/lifecycle/open-step-tasks.ts';
import { handInDocuments, linkDocuments } from '../../../domain/files/document-rules.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { linearChain } from '../../../domain/lifecycle/linear-chain.ts';
import { progressAlong } from '../../../domain/lifecycle/progress-of.ts';
import { documentsOf } from '../../ccer/freezes/holdings.ts';
import { assertRegistry } from '../../../domain/information/rows.ts';
import { mineWhere, proposingCompanyOf, registryWhere, selectProposals, toProposalRow, visibleWhere, type ProposalDbRow } from './proposal-repository.ts';

const tags = ['information'];
const auditStep = stepOf(methodologyCollectLifecycle, 'methodologyCollectAudit');
/** Who reads a proposal: the registry's reviewers (019) any submitted one, a proposer (115) the own. */
const readers = [fc.methodology, fc.methodologyPropose];

/** ccerMethodologyCollect.bpmn as a chain: 提交建议, the registry's review, the end. */
const proposalChain = linearChain(methodologyCollectLifecycle, {
  start: { activityId: 'proposalSubmitted', zh: '提交建议', en: 'Submitted' },
  end: { activityIds: ['acceptedEnd', 'rejectedEnd'], zh: '办结', en: 'Closed' },
});

/** The outbox tells the proposal the instance reviewing it once the start is accepted (build-app.ts). */
export const methodologyCollectStartedRecords: Record<string, StartedRecord> = {
  [METHODOLOGY_COLLECT_BUSINESS]: { table: 'methodology_proposal' },
};

/** The proposal a review instance belongs to: the row's instance, else the outbox's start of it (the hook not yet run). */
const proposalOfInstance = async (db: Knex, processInstanceId: string) =>
  (await db('methodology_proposal').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id'))?.id ??
  (await db('outbox').where({ kind: 'start', business_type: METHODOLOGY_COLLECT_BUSINESS, process_instance_id: processInstanceId }).first<{ business_key: string } | undefined>('business_key'))
    ?.business_key;

/** The next proposal number: FX, the China day, six digits of a sequence. */
async function nextProposalNo(trx: Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('methodology_proposal_no_seq')`)).rows;
  return `FX${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
}

type Fields = z.infer<typeof methodologyCollectDraftBody>;
const columnsOf = (b: Fields) => ({
  title: b.title,
  field_code: b.fieldCode ?? null,
  project_types: [...new Set(b.projectTypes)],
  summary: b.summary ?? null,
  contact_name: b.contactName ?? null,
  contact_phone: b.contactPhone ?? null,
  contact_email: b.contactEmail ?? null,
});

/** Whether the operator is on the proposer's side of the row (a company's representatives, or the person alone). */
const isMine = (op: Operator, r: Pick<ProposalDbRow, 'cust_id' | 'proposer_operator_id'>) => {
  const company = proposingCompanyOf(op);
  return company ? r.cust_id === company : r.cust_id === null && r.proposer_operator_id === op.operatorId;
};

/**
 * Methodology proposals (方法学征集; 115 propose, 019 review; issue 14): the proposer's draft, submission (the row and
 * the outbox's start of ccerMethodologyCollect in one transaction), withdrawal (the instance ended through the outbox)
 * and own list; the registry's list, the detail with the caller's open task, the progress along the chain, and the
 * review as a lifecycle step (My Tasks' 办理 completes it alike). The outcome is written by the
 * methodology-collect-result worker.
 */
export const methodologyCollectRoutes: FastifyPluginAsyncZod = async (app) => {
  // the registry's calls (its list, the review): an operator bound to a company is refused (403) whatever its role
  // holds, before the body is read, as on every other call of the information back office (../index.ts)
  const registryCalls: ReadonlySet<string> = new Set([paths.list, paths.audit]);
  app.addHook('onRequest', async (request) => {
    if (request.operator && registryCalls.has(request.routeOptions.url ?? '')) assertRegistry(request);
  });

  /**
   * Saves the proposer's fields on a new row or on the own editable one (in the caller's transaction); returns its id.
   * A submission checks the documents the business requires; a draft keeps whatever files it holds.
   */
  async function write(trx: Knex.Transaction, request: FastifyRequest, body: Fields, submit: boolean): Promise<{ id: string; before: string | null }> {
    const op = request.operator!;
    const lang = langOf(request.headers['accept-language']);
    let id = body.id;
    let before: string | null = null;
    if (id) {
      const row = await mineWhere(trx('methodology_proposal as p'), op).where('p.id', id).forUpdate().first<ProposalDbRow | undefined>('p.*');
      if (!row) throw notFound('mcNotFound');
      if (!methodologyCollectEditable.includes(row.status)) throw new AppError(409, 'CONFLICT', 'mcNotEditable');
      if (body.version !== undefined && body.version !== row.version) throw new AppError(409, 'CONFLICT', 'staleVersion');
      before = row.status;
      await trx('methodology_proposal')
        .where({ id })
        .update({ ...columnsOf(body), status: 'draft', version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    } else {
      id = randomUUID();
      await trx('methodology_proposal').insert({ id, proposal_no: await nextProposalNo(trx), proposer_operator_id: op.operatorId, cust_id: proposingCompanyOf(op), ...columnsOf(body), status: 'draft' });
    }
    const target = { businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id };
    if (submit) {
      const missing = await handInDocuments(trx, body.fileIds, target, op.operatorId, methodologyCollectDocumentBusiness, lang);
      if (missing.length > 0) throw badRequest(missing);
    } else if (body.fileIds) {
      await linkDocuments(trx, body.fileIds, target.businessType, id, op.operatorId, methodologyCollectDocumentBusiness);
    }
    return { id, before };
  }

  // ---- the proposer's side (115) -----------------------------------------------------------------------------
  app.post(paths.save, {
    config: { access: { func: [fc.methodologyPropose] } },
    schema: { tags, summary: 'Save a methodology proposal as a draft (new, or the own draft or withdrawn proposal)', body: methodologyCollectDraftBody, response: { 200: ok(methodologyCollectDetailSchema) } },
    handler: async (request) => {
      const id = await app.db.transaction(async (trx) => {
        const { id, before } = await write(trx, request, request.body, false);
        await writeOperationLog(trx, request, { abstract: 'information.methodology-collect-save', businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, before: before ? { status: before } : undefined, after: { ...request.body, status: 'draft' } });
        return id;
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.submit, {
    config: { access: { func: [fc.methodologyPropose] } },
    schema: { tags, summary: 'Save and submit a methodology proposal for the registry’s review (starts ccerMethodologyCollect)', body: methodologyCollectSubmitBody, response: { 200: ok(methodologyCollectDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const id = await app.db.transaction(async (trx) => {
        const { id, before } = await write(trx, request, request.body, true);
        const [row] = await trx('methodology_proposal')
          .where({ id })
          .update({ status: 'auditing', submitted_at: trx.fn.now(), process_instance_id: null, review_opinion: null, reviewer_operator_id: null, reviewed_at: null, withdrawn_at: null, version: trx.raw('version + 1') })
          .returning(['proposal_no', 'title', 'cust_id', 'version']);
        const target = await resolveProcessFor(trx, METHODOLOGY_COLLECT_BUSINESS);
        await enqueue(trx, { kind: 'start', ...target, businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, variables: { proposalId: id, custId: row.cust_id, initiator: op.loginName } });
        await insertStepNotices(trx, {
          lifecycle: methodologyCollectLifecycle,
          step: auditStep,
          businessKey: id,
          activation: String(row.version),
          parties: applicantParties(row.cust_id, op.operatorId),
          project: `${row.proposal_no}（${row.title}）`,
        });
        await writeOperationLog(trx, request, { abstract: 'information.methodology-collect-submit', businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, before: before ? { status: before } : undefined, after: { ...request.body, status: 'auditing' } });
        return id;
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.withdraw, {
    config: { access: { func: [fc.methodologyPropose] } },
    schema: { tags, summary: 'Withdraw the own methodology proposal still in review (its review instance is ended)', body: methodologyCollectWithdrawBody, response: { 200: ok(methodologyCollectDetailSchema) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      const ending = await app.db.transaction(async (trx) => {
        const row = await mineWhere(trx('methodology_proposal as p'), request.operator!).where('p.id', id).forUpdate().first<ProposalDbRow | undefined>('p.*');
        if (!row) throw notFound('mcNotFound');
        if (row.status !== 'auditing') throw new AppError(409, 'CONFLICT', 'mcNotWithdrawable');
        // a start not yet sent never reaches the engine (the dispatcher holds the row while it sends)
        await trx('outbox')
          .where({ business_type: METHODOLOGY_COLLECT_BUSINESS, business_key: id, status: 'pending', kind: 'start' })
          .update({ status: 'done', last_error: 'cancelled: withdrawn by the proposer', done_at: trx.fn.now() });
        const text = reason || translate('mcWithdrawReason', 'zh');
        await trx('methodology_proposal').where({ id }).update({ status: 'withdrawn', withdrawn_at: trx.fn.now(), review_opinion: text, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'information.methodology-collect-withdraw', businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, before: { status: row.status }, after: { status: 'withdrawn', reason: text } });
        // read after the outbox update, which waited for a start being sent right now: its instance is found here
        const running = (await app.engine.processInstances({ businessKey: id })).map((p) => p.id);
        if (running.length > 0) {
          await enqueue(trx, { kind: 'end', processKey: methodologyCollectLifecycle.processKey, businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, processInstanceIds: running, reason: `撤回：${text}` });
        }
        return running;
      });
      await app.outbox.endNow(ending);
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.remove, {
    config: { access: { func: [fc.methodologyPropose] } },
    schema: { tags, summary: 'Delete the own draft methodology proposal (its documents unlinked)', body: methodologyCollectIdBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await mineWhere(trx('methodology_proposal as p'), request.operator!).where('p.id', id).forUpdate().first<ProposalDbRow | undefined>('p.*');
        if (!row) throw notFound('mcNotFound');
        if (row.status !== 'draft') throw new AppError(409, 'CONFLICT', 'mcNotDeletable');
        await trx('attachment').where({ business_type: METHODOLOGY_COLLECT_BUSINESS, business_code: id }).update({ business_type: null, business_code: null });
        await trx('methodology_proposal').where({ id }).delete();
        await writeOperationLog(trx, request, { abstract: 'information.methodology-collect-delete', businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: id, before: { proposalNo: row.proposal_no, title: row.title, status: row.status } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.post(paths.mine, {
    config: { access: { func: [fc.methodologyPropose] } },
    schema: { tags, summary: 'The own methodology proposals (the company’s, or the person’s), one page, latest change first', body: methodologyCollectMineQuery, response: { 200: okList(methodologyCollectRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, status } = request.body;
      const filtered = (q: Knex.QueryBuilder) => {
        mineWhere(q, op);
        if (status) q.where('p.status', status);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filtered(selectProposals(app.db)).orderBy('p.updated_at', 'desc').orderBy('p.id').limit(pageSize).offset((pageNumber - 1) * pageSize),
        filtered(app.db('methodology_proposal as p')).count({ count: '*' }),
      ]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total: Number(count), dataInfo: (rows as ProposalDbRow[]).map((r) => toProposalRow(r, lang)) };
    },
  });

  // ---- the registry's side (019) -----------------------------------------------------------------------------
  /** The caller's open review tasks of the rows, by proposal id (openStepTasks); never of the caller's own proposal. */
  const openTasks = async (op: Operator, rows: readonly ProposalDbRow[]): Promise<Map<string, string>> =>
    taskIdsByRow(rows, await openStepTasks(app, op, methodologyCollectLifecycle, rows, { skip: (row) => row.proposer_operator_id === op.operatorId }));

  async function detailOf(request: FastifyRequest, id: string): Promise<MethodologyCollectDetail> {
    const op = request.operator!;
    const lang = langOf(request.headers['accept-language']);
    const row = (await visibleWhere(selectProposals(app.db), op).where('p.id', id).first()) as ProposalDbRow | undefined;
    if (!row) throw notFound('mcNotFound');
    const [tasks, docs] = await Promise.all([openTasks(op, [row]), documentsOf(app.db, METHODOLOGY_COLLECT_BUSINESS, [id])]);
    return {
      ...toProposalRow(row, lang, tasks.get(id) ?? null),
      summary: row.summary,
      contactName: row.contact_name,
      contactPhone: row.contact_phone,
      contactEmail: row.contact_email,
      documents: docs.get(id) ?? [],
      mine: isMine(op, row),
    };
  }

  app.post(paths.list, {
    config: { access: { func: [fc.methodology] } },
    schema: { tags, summary: 'Submitted methodology proposals, one page (number, title, proposer, field, status, submission days)', body: methodologyCollectListQuery, response: { 200: okList(methodologyCollectRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, ...f } = request.body;
      const filtered = (q: Knex.QueryBuilder) => {
        registryWhere(q, op);
        if (f.proposalNo) q.whereILike('p.proposal_no', likeText(f.proposalNo));
        if (f.title) q.whereILike('p.title', likeText(f.title));
        if (f.proposer) {
          const like = likeText(f.proposer);
          q.where((w) => w.whereILike('c.cust_name', like).orWhereILike('po.operator_name', like).orWhereILike('po.login_name', like));
        }
        if (f.fieldCode) q.where('p.field_code', f.fieldCode);
        if (f.status) q.where('p.status', f.status);
        // China days: from the start of the first to the end of the last
        if (f.submittedStart) q.whereRaw(`p.submitted_at >= (?::date)::timestamp at time zone '${REGISTRY_TIME_ZONE}'`, [f.submittedStart]);
        if (f.submittedEnd) q.whereRaw(`p.submitted_at < ((?::date) + 1)::timestamp at time zone '${REGISTRY_TIME_ZONE}'`, [f.submittedEnd]);
        return q;
      };
      const counted = app.db('methodology_proposal as p').leftJoin('customer as c', 'c.cust_id', 'p.cust_id').leftJoin('operator as po', 'po.operator_id', 'p.proposer_operator_id');
      const [rows, [{ count }]] = await Promise.all([
        filtered(selectProposals(app.db)).orderBy('p.submitted_at', 'desc').orderBy('p.id').limit(pageSize).offset((pageNumber - 1) * pageSize),
        filtered(counted).count({ count: '*' }),
      ]);
      const tasks = await openTasks(op, rows as ProposalDbRow[]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total: Number(count), dataInfo: (rows as ProposalDbRow[]).map((r) => toProposalRow(r, lang, tasks.get(r.id) ?? null)) };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One methodology proposal: its fields, documents, the opinion and the caller’s open review task', querystring: methodologyCollectIdQuery, response: { 200: ok(methodologyCollectDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  app.get(paths.progress, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'A methodology proposal’s progress along its chain: each step’s person, time, result and opinion', querystring: methodologyCollectIdQuery, response: { 200: ok(chainProgressSchema) } },
    handler: async (request) => {
      const row = await visibleWhere(app.db('methodology_proposal as p'), request.operator!).where('p.id', request.query.id).first<{ id: string; status: string; process_instance_id: string | null } | undefined>('p.id', 'p.status', 'p.process_instance_id');
      if (!row) throw notFound('mcNotFound');
      return { flag: 1 as const, dataInfo: await progressAlong(app, langOf(request.headers['accept-language']), row, proposalChain) };
    },
  });

  // ---- the review (the lifecycle step) ----------------------------------------------------------------------
  const audit: StepHandler<StepDecisionBody> = {
    step: auditStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request }, trx) => {
      const row = await trx('methodology_proposal').where({ id: businessKey }).forUpdate().first<ProposalDbRow | undefined>();
      if (!row || row.status !== 'auditing') throw new AppError(409, 'CONFLICT', 'mcDecided');
      // maker-checker: the proposer never reviews the own proposal
      if (row.proposer_operator_id === request.operator!.operatorId) throw new AppError(409, 'CONFLICT', 'mcOwnProposal');
    },
  };
  registerStep(app, methodologyCollectLifecycle, audit, proposalOfInstance);
};
