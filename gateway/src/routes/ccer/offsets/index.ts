import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  OFFSET_BUSINESS,
  functionCodes as fc,
  langOf,
  offsetDetailSchema,
  offsetIdQuery,
  offsetLifecycle,
  offsetListQuery,
  offsetPaths as paths,
  offsetPositionSchema,
  offsetRowSchema,
  offsetStepWaitingIn,
  ok,
  okList,
  stepDecisionBody,
  type OffsetApplyBody,
  type OffsetDetail,
  type OffsetListQuery,
  type OffsetStep,
  type StepDecisionBody,
  offsetApplyBody,
  offsetKindMenus,
  menuAllowedForAccount,
} from '@ccer/contracts';
import { moveUnits } from '@ccer/workers/ledger/postings';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { requireOwnCompany } from '../../../domain/access/company-scope.ts';
import { bindingInForce } from '../../../domain/ledger/national-binding.ts';
import { issuerName } from '../../../domain/institution/institution.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { refuseIfRestricted } from '../../../domain/ledger/account-restriction.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { openStepTasks } from '../../../domain/lifecycle/open-step-tasks.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { confirmingRepresentativeOf } from '../confirming-representative.ts';
import { offsetRanges, selectOffsets, toOffsetRow, visibleOffsets, type OffsetDbRow } from './offset-repository.ts';
import { freePositions, projectNames } from '../holdings/holdings-repository.ts';
import { eligibilityErrors, offsetRuleRoutes } from './offset-rules.ts';
import { offsetPublicRoutes } from './offset-public.ts';
import { offsetProgressRoutes } from './offset-progress.ts';
import { certificateFileName, certificateVerifyUrl, renderOffsetCertificate } from './offset-certificate.ts';
import { sendDownload } from '../../../domain/files/download.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const tags = ['ccer'];
/** Who reads offsets: the holder's representatives (087, 089: their company's own) and the registry (088, 089: all). */
const readers = [fc.offsetApply, fc.offsetAudit, fc.offsetConfirm];

/** The outbox tells the offset its process instance once the start is accepted (build-app.ts). */
export const offsetStartedRecords: Record<string, StartedRecord> = {
  [OFFSET_BUSINESS]: { table: 'ccer_offset' },
};

const offsetOfInstance = async (db: Knex, processInstanceId: string) =>
  (await db('ccer_offset').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id'))?.id;

/** The company the caller offsets for: a representative's own; the registry offsets none (403). */
const companyOf = (op: Operator): string => requireOwnCompany(op, 'offsetNoCompany');

/** The next offset number: DX, the China day, six digits of a sequence. */
async function nextOffsetNo(trx: Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('ccer_offset_no_seq')`)).rows;
  return `DX${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
}

/** The kind's own fields of an application, kept as its details (the voluntary cancellation's are columns). */
function detailsOf(body: OffsetApplyBody): Record<string, unknown> {
  const { kind, projectCode, vintage, quantity, remark, ...rest } = body;
  if (body.kind === 'logout') return {};
  return rest;
}

/**
 * Offsets and voluntary cancellation (/ccer/offset; 087 apply, 088 audit, 089 confirm; issue 13): the application
 * (the eligibility rules checked, the quantity reserved in the ledger under the offset, the row and the outbox's start
 * of ccerOffset in one transaction), the lists and the detail with the caller's open task, the chain's steps as
 * lifecycle steps (the company's and the registry's confirmation on one call, the audit on another; My Tasks' 办理
 * completes them alike, with the same guards), the eligibility rules and the public list of retirements.
 */
export const offsetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(offsetRuleRoutes);
  await app.register(offsetPublicRoutes);
  await app.register(offsetProgressRoutes);

  // ---- the application ---------------------------------------------------------------------------------------
  app.post(paths.apply, {
    config: { access: { func: [fc.offsetApply] } },
    schema: { tags, summary: 'Apply to offset or cancel units of one project and vintage (reserved now; retired once the registry confirms)', body: offsetApplyBody, response: { 200: ok(offsetDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const custId = companyOf(op);
      const body = request.body;
      // a kind the company's account types do not open (全国碳市场抵销 for a project owner) is refused as its menu is hidden
      if (!menuAllowedForAccount(offsetKindMenus[body.kind], op.operatorType, op.custType)) throw new AppError(403, 'FORBIDDEN', 'offsetKindNotForAccount');
      const id = randomUUID();
      await app.db.transaction(async (trx) => {
        // an account that is not open, or restricted by a bad-behaviour record, offsets nothing
        await refuseIfRestricted(trx, custId);
        const project = await trx.from(projectNames(trx).as('pn')).where('pn.project_code', body.projectCode).first<{ parent_project_type: string | null } | undefined>('pn.parent_project_type');
        const refused = await eligibilityErrors(trx, body, project?.parent_project_type ?? null);
        if (refused.length > 0) throw badRequest(refused);
        const confirmer = await confirmingRepresentativeOf(trx, custId, op.operatorId);
        if (!confirmer) throw new AppError(409, 'CONFLICT', 'offsetNoConfirmer');
        // a national market offset serves the company's national carbon market account (账户绑定) when one is bound
        const national = body.kind === 'country' ? (await bindingInForce(trx, custId))?.national_account_no : undefined;
        await trx('ccer_offset').insert({
          id,
          offset_no: await nextOffsetNo(trx),
          kind: body.kind,
          status: 'confirming',
          cust_id: custId,
          project_code: body.projectCode,
          vintage: body.vintage,
          quantity: body.quantity,
          details: JSON.stringify({ ...detailsOf(body), ...(national ? { nationalAccountNo: national } : {}) }),
          purpose: body.kind === 'logout' ? body.purpose : null,
          beneficiary: body.kind === 'logout' ? body.beneficiary : null,
          is_public: body.kind === 'logout' ? body.isPublic : false,
          remark: body.remark || null,
          applicant_operator_id: op.operatorId,
          // the company's confirming representative, named now (the task's assignee)
          company_confirmer_operator_id: confirmer.operator_id,
        });
        // the quantity is reserved from now to the retirement or the rejection (too few free units: 409 on quantity)
        const from = { holderId: custId, state: 'available' as const, claimId: null };
        await moveUnits(
          trx,
          { kind: 'reserve', from, to: { ...from, claimId: id }, quantity: body.quantity, scope: { projectCode: body.projectCode, vintage: body.vintage } },
          { businessType: OFFSET_BUSINESS, businessKey: id, operatorId: op.operatorId, reason: body.remark || null },
        );
        const target = await resolveProcessFor(trx, OFFSET_BUSINESS);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: OFFSET_BUSINESS,
          businessKey: id,
          variables: { offsetId: id, kind: body.kind, custId, quantity: body.quantity, initiator: op.loginName, companyConfirmer: confirmer.login_name },
        });
        await writeOperationLog(trx, request, { abstract: `ccer.offset-${body.kind}`, businessType: OFFSET_BUSINESS, businessKey: id, after: { ...body, companyConfirmer: confirmer.login_name } });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.get(paths.positions, {
    config: { access: { func: [fc.offsetApply] } },
    schema: { tags, summary: "The caller's company's free available units by project and vintage, with the project's type (the form's picker)", response: { 200: okList(offsetPositionSchema) } },
    handler: async (request) => {
      const custId = companyOf(request.operator!);
      const positions = await freePositions(app.db, custId, 'available');
      const dataInfo = positions.map(({ projectCode, projectName, projectType, vintage, quantity }) => ({ projectCode, projectName, projectType, vintage, quantity }));
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });

  // ---- lists and the detail ------------------------------------------------------------------------------------
  /** The lists' conditions: what the caller may see, the search, and `waiting` (the offsets waiting in a step for them). */
  const where = (q: Knex.QueryBuilder, op: Operator, f: Omit<OffsetListQuery, 'pageNumber' | 'pageSize'>) => {
    visibleOffsets(q, op);
    if (f.kind) q.where('o.kind', f.kind);
    if (f.status) q.where('o.status', f.status);
    if (f.projectCode) q.whereILike('o.project_code', likeText(f.projectCode));
    if (f.offsetNo) q.whereILike('o.offset_no', likeText(f.offsetNo));
    if (f.id) q.where('o.id', f.id);
    if (f.waiting) {
      q.where('o.status', stepOf(offsetLifecycle, f.waiting).activeStatus);
      // the company's confirmation waits for its named confirming representative only
      if (f.waiting === 'companyConfirm') q.where('o.company_confirmer_operator_id', op.operatorId);
    }
    return q;
  };

  /** The caller's open tasks of the offsets, by offset id (openStepTasks); never the applicant's, nor the registry confirmation of the offset's auditor. */
  async function openTasks(op: Operator, rows: readonly OffsetDbRow[]): Promise<Map<string, { id: string; step: OffsetStep }>> {
    const open = await openStepTasks(app, op, offsetLifecycle, rows, {
      skip: (row, step) => row.applicant_operator_id === op.operatorId || (step.taskKey === 'offsetConfirm' && row.auditor_operator_id === op.operatorId),
    });
    const out = new Map<string, { id: string; step: OffsetStep }>();
    for (const row of rows) {
      const task = row.process_instance_id ? open.get(row.process_instance_id) : undefined;
      if (task) out.set(row.id, { id: task.taskId, step: task.step.taskKey as OffsetStep });
    }
    return out;
  }

  async function detailOf(request: FastifyRequest, id: string): Promise<OffsetDetail> {
    const op = request.operator!;
    const row = (await visibleOffsets(selectOffsets(app.db), op).where('o.id', id).first()) as OffsetDbRow | undefined;
    if (!row) throw notFound('offsetNotFound');
    const [tasks, ranges] = await Promise.all([openTasks(op, [row]), offsetRanges(app.db, [row])]);
    return { ...toOffsetRow(row, langOf(request.headers['accept-language']), tasks.get(row.id) ?? null), ranges: ranges.get(row.id) ?? [] };
  }

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Offsets and voluntary cancellations (a company its own, the registry all), one page; `waiting` for the ones a step waits in', body: offsetListQuery, response: { 200: okList(offsetRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount(
        where(selectOffsets(app.db), op, filters).orderBy('o.created_at', 'desc').orderBy('o.id'),
        { pageNumber, pageSize },
        where(app.db('ccer_offset as o'), op, filters),
      );
      const tasks = await openTasks(op, rows as OffsetDbRow[]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: (rows as OffsetDbRow[]).map((r) => toOffsetRow(r, lang, tasks.get(r.id) ?? null)) };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One offset with its serial ranges and the caller’s open task of it', querystring: offsetIdQuery, response: { 200: ok(offsetDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  app.get(paths.certificate, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'The certificate (抵销证明, PDF) of a retired offset: its number, the serial ranges, China time, a QR code to its public verification', querystring: offsetIdQuery },
    handler: async (request, reply) => {
      const detail = await detailOf(request, request.query.id);
      if (detail.status !== 'retired' || !detail.certificateNo) throw new AppError(409, 'CONFLICT', 'offsetNotRetired');
      const pdf = await renderOffsetCertificate(detail, certificateVerifyUrl(app.config.PUBLIC_SITE_URL, detail.certificateNo), await issuerName(app.db));
      return sendDownload(reply, { name: certificateFileName(detail), contentType: 'application/pdf', body: pdf });
    },
  });

  // ---- the chain's steps ---------------------------------------------------------------------------------------
  /** The offset of a step's task, locked, in the status its step waits in; else 409. */
  const lockWaiting = async (trx: Knex.Transaction, id: string, step: OffsetStep) => {
    const row = await trx('ccer_offset').where({ id }).forUpdate().first<OffsetDbRow | undefined>();
    if (!row || offsetStepWaitingIn(row.status) !== step) throw new AppError(409, 'CONFLICT', 'offsetDecided');
    return row;
  };

  // the company's confirming representative (companyConfirm) and the registry's second person (offsetConfirm)
  const confirm: StepHandler<StepDecisionBody> = {
    step: stepOf(offsetLifecycle, 'offsetConfirm'),
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request, task, body }, trx) => {
      const op = request.operator!;
      const step = task.taskDefinitionKey as OffsetStep;
      const row = await lockWaiting(trx, businessKey, step);
      if (row.applicant_operator_id === op.operatorId) throw new AppError(409, 'CONFLICT', 'offsetOwnDecision');
      if (step === 'offsetConfirm' && row.auditor_operator_id === op.operatorId) throw new AppError(409, 'CONFLICT', 'offsetSameReviewer');
      // an account restricted since it applied offsets nothing: its offset can only be rejected now
      if (body.approved) await refuseIfRestricted(trx, row.cust_id);
      if (step === 'offsetConfirm') await trx('ccer_offset').where({ id: businessKey }).update({ confirmer_operator_id: op.operatorId, updated_at: trx.fn.now() });
    },
  };
  registerStep(app, offsetLifecycle, confirm, offsetOfInstance);

  const audit: StepHandler<StepDecisionBody> = {
    step: stepOf(offsetLifecycle, 'offsetAudit'),
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request, body }, trx) => {
      const op = request.operator!;
      const row = await lockWaiting(trx, businessKey, 'offsetAudit');
      if (row.applicant_operator_id === op.operatorId) throw new AppError(409, 'CONFLICT', 'offsetOwnDecision');
      if (body.approved) await refuseIfRestricted(trx, row.cust_id);
      await trx('ccer_offset').where({ id: businessKey }).update({ auditor_operator_id: op.operatorId, updated_at: trx.fn.now() });
    },
  };
  registerStep(app, offsetLifecycle, audit, offsetOfInstance);
};
