import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  functionCodes as fc,
  isIssuable,
  issuanceLifecycle,
  issuancePaths as paths,
  issuanceStatuses,
  issueApplyBody,
  issueInfoQuery,
  issueListQuery,
  issueReadyQuery,
  issueReadyRowSchema,
  issueRowSchema,
  publicIssuedQuery,
  publicIssuedRowSchema,
  stepDecisionBody,
  type IssueRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { registerStep, stepOf, type StepHandler } from '../../../domain/lifecycle/step-route.ts';
import { openStepTasks, type WaitingRow } from '../../../domain/lifecycle/open-step-tasks.ts';
import { loadRegisteredCertified } from '../../certified/registered-repository.ts';
import { applicantParties, notifyApplicationStep } from '@ccer/workers/topics/action-notices';
import {
  HOLDING_STATUSES,
  approvedIssueLines,
  balances,
  issueColumns,
  linesOf,
  readyColumns,
  selectIssues,
  selectReady,
  toIssueRow,
  toReadyRow,
  usedByVintage,
  whereIssues,
} from './issuance-repository.ts';
import { vintagesOf } from '../../../domain/lifecycle/vintages.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';

const TYPE = issuanceLifecycle.businessType;
const confirmStep = stepOf(issuanceLifecycle, 'issueConfirm');
const PENDING = issuanceStatuses.pending.code;
/** Who reads the applications and records: the registry's applicants and confirmers; a company its own (holdings, 100). */
const readers = [fc.issueApply, fc.issueConfirm, fc.holdingView];

/** The outbox's start of an issuance's confirmation writes its instance id on the application. */
export const issuanceStartedRecords: Record<string, StartedRecord> = {
  [TYPE]: { table: 'ccer_issue_apply' },
};

const issueOfInstance = async (db: Knex, processInstanceId: string) =>
  (await db('ccer_issue_apply').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id'))?.id;

/**
 * Issuance (/ccer/issued; 083 apply, 084 confirm): the registered reductions ready to issue with what each vintage has
 * left (ready-list), the application (apply: the lines checked against the registered reduction, locked; the row and
 * the outbox's start of ccerIssuedConfirm in one transaction), the applications and records (list, info: lines and,
 * once issued, their serial ranges) and the confirmation by a second registry operator (confirm: a lifecycle step, so
 * My Tasks' 办理 completes it alike; the applicant's own is refused). The worker topic ccer-issue issues the units.
 */
export const issuanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.readyList, {
    config: { access: { func: [fc.issueApply, fc.issueConfirm] } },
    schema: { tags: ['ccer'], summary: 'Registered reductions ready to issue, with the quantity left per vintage', body: issueReadyQuery, response: { 200: okList(issueReadyRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, projectName, projectCode, registrationNo, certifiedInfoId, all } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        scopeToCompany(q, op, 'x.cust_id');
        if (projectName) q.whereILike('p.project_name', likeText(projectName));
        if (projectCode) q.whereILike('i.project_code', likeText(projectCode));
        if (registrationNo) q.whereILike('r.registration_no', likeText(registrationNo));
        if (certifiedInfoId) q.where('r.id', certifiedInfoId);
        if (!all) {
          q.where({ 'r.status': '0', 'r.cancel_flag': '0' });
          const used = app.db('ccer_issue_apply as a').whereRaw('a.certified_info_id = r.id').whereIn('a.status', HOLDING_STATUSES).select(app.db.raw('coalesce(sum(a.quantity), 0)'));
          q.whereRaw('r.registered_num > (?)', [used]);
        }
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectReady(app.db)).select(...readyColumns).orderBy('r.registration_time', 'desc').orderBy('r.id'),
        { pageNumber, pageSize },
      );
      const used = await usedByVintage(app.db, rows.map((r: { id: string }) => r.id));
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toReadyRow(r, used.get(r.id as string))), total };
    },
  });

  app.post(paths.apply, {
    config: { access: { func: [fc.issueApply] } },
    schema: { tags: ['ccer'], summary: 'Apply to issue registered reductions, per vintage (a second registry operator confirms)', body: issueApplyBody, response: { 200: ok(issueRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { certifiedInfoId, vintages, remark } = request.body;
      const id = await app.db.transaction(async (trx) => {
        // the registered reduction locked: two applications of it take turns, so none goes beyond its registered quantity
        const info = await loadRegisteredCertified(trx, op, certifiedInfoId, true);
        if (!isIssuable({ status: info.status, cancelFlag: info.cancel_flag })) throw new AppError(409, 'CONFLICT', 'issueNotIssuable');
        if (!info.cust_id) throw new AppError(409, 'CONFLICT', 'issueNoOwner');
        const r = await trx('certified_info as r').join('project_info as i', 'i.id', 'r.project_info_id').where('r.id', certifiedInfoId).first('r.vintages', 'r.project_info_id', 'i.project_code');
        if (!r.project_code) throw new AppError(409, 'CONFLICT', 'issueNoProjectCode');
        const left = balances(vintagesOf(r.vintages), (await usedByVintage(trx, [certifiedInfoId])).get(certifiedInfoId));
        const errors = vintages.flatMap((v, i) => {
          const b = left.find((x) => x.year === v.year);
          if (!b) return [{ field: `vintages.${i}.year`, message: `issueVintageUnknown:${v.year}` }];
          if (v.quantity > b.remaining) return [{ field: `vintages.${i}.quantity`, message: `issueOverRegistered:${v.year}:${b.remaining}` }];
          return [];
        });
        if (errors.length > 0) throw badRequest(errors);
        const [{ nextval }] = (await trx.raw(`select nextval('ccer_issue_no_seq')`)).rows;
        const quantity = vintages.reduce((s, v) => s + v.quantity, 0);
        const [row] = await trx('ccer_issue_apply')
          .insert({
            apply_no: `QF${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            certified_info_id: certifiedInfoId,
            project_info_id: r.project_info_id,
            cust_id: info.cust_id,
            quantity,
            status: PENDING,
            remark: remark || null,
            applicant_operator_id: op.operatorId,
          })
          .returning('id');
        await trx('ccer_issue_line').insert(vintages.map((v) => ({ issue_id: row.id, vintage: v.year, quantity: v.quantity })));
        // the business-process association decides what starts (refused when hung up: nothing is written)
        const target = await resolveProcessFor(trx, TYPE);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: TYPE,
          businessKey: row.id,
          variables: { issueId: row.id, projectName: info.project_name, registrationNo: info.registration_no, quantity, initiator: op.loginName, initiatorCustId: info.cust_id },
        });
        // the registry staff who confirm (084) are told that an issuance waits for them
        await notifyApplicationStep(trx, {
          lifecycle: issuanceLifecycle,
          status: PENDING,
          businessKey: row.id,
          activation: '1',
          parties: applicantParties(info.cust_id, op.operatorId),
          project: info.project_name ?? '',
        });
        await writeOperationLog(trx, request, { abstract: 'ccer.issue-apply', businessType: TYPE, businessKey: row.id, after: { certifiedInfoId, vintages, remark } });
        return row.id as string;
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: (await loadIssues(request, { id }))[0] };
    },
  });

  /** The applications of a page, with the open confirmation task the caller may complete (never on their own). */
  async function loadIssues(request: FastifyRequest, filters: Omit<z.infer<typeof issueListQuery>, 'pageNumber' | 'pageSize'>, page = { pageNumber: 1, pageSize: 1 }) {
    const op = request.operator!;
    const rows = await scopeToCompany(whereIssues(selectIssues(app.db), filters), op, 'x.cust_id')
      .select(...issueColumns)
      .orderBy('x.created_at', 'desc')
      .orderBy('x.id')
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize);
    const lang = langOf(request.headers['accept-language']);
    const lines = await linesOf(app.db, rows.map((r: { id: string }) => r.id));
    const tasks = await openTasks(op, rows);
    return rows.map((r: Record<string, unknown>): IssueRow => ({ ...toIssueRow(r, lines.get(r.id as string) ?? [], lang), taskId: tasks.get(r.process_instance_id as string) ?? null }));
  }

  /** The caller's open confirmation tasks, by instance (openStepTasks); never the applicant's own application. */
  const openTasks = async (op: Operator, rows: readonly (WaitingRow & { applicant_operator_id?: string })[]) =>
    new Map([...(await openStepTasks(app, op, issuanceLifecycle, rows, { skip: (row) => row.applicant_operator_id === op.operatorId }))].map(([instance, t]) => [instance, t.taskId]));

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags: ['ccer'], summary: 'Issuance applications and records, one page', body: issueListQuery, response: { 200: okList(issueRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      const [rows, [{ count }]] = await Promise.all([
        loadIssues(request, filters, { pageNumber, pageSize }),
        scopeToCompany(whereIssues(selectIssues(app.db), filters), request.operator!, 'x.cust_id').count({ count: '*' }),
      ]);
      return { flag: 1 as const, dataInfo: rows, total: Number(count) };
    },
  });

  app.post(paths.info, {
    config: { access: { func: readers } },
    schema: { tags: ['ccer'], summary: 'One issuance application with its vintages and, once issued, its serial ranges', body: issueInfoQuery, response: { 200: ok(issueRowSchema) } },
    handler: async (request) => {
      const [row] = await loadIssues(request, { id: request.body.id });
      if (!row) throw notFound('issueNotFound');
      return { flag: 1 as const, dataInfo: row };
    },
  });

  // the second registry operator's decision; only an application under confirmation, never the applicant's own
  const confirm: StepHandler<StepDecisionBody> = {
    step: confirmStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey, request, body }, trx) => {
      const row = await trx('ccer_issue_apply as x')
        .join('certified_info as r', 'r.id', 'x.certified_info_id')
        .where('x.id', businessKey)
        .forUpdate('x')
        .first<{ status: string; applicant_operator_id: string | null; info_status: string; cancel_flag: string } | undefined>('x.status', 'x.applicant_operator_id', 'r.status as info_status', 'r.cancel_flag');
      if (!row || row.status !== PENDING) throw new AppError(409, 'CONFLICT', 'issueNotFound');
      if (row.applicant_operator_id === request.operator!.operatorId) throw new AppError(409, 'CONFLICT', 'issueOwnConfirm');
      // stopped or withdrawn since the application: it can only be returned
      if (body.approved && !isIssuable({ status: row.info_status, cancelFlag: row.cancel_flag })) throw new AppError(409, 'CONFLICT', 'issueNotIssuable');
    },
  };
  registerStep(app, issuanceLifecycle, confirm, issueOfInstance);
};

/** 已签发减排量 on the public publicity list: one row per vintage of every issuance (public, no 401). */
export const issuancePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (query: z.infer<typeof publicIssuedQuery>) => {
    const { projectName } = query;
    const q = approvedIssueLines(app.db);
    if (projectName) q.whereILike('p.project_name', likeText(projectName));
    const { rows, total } = await pageAndCount(
      q.select('l.id', 'l.vintage', 'l.quantity', 'x.issued_at', 'r.registration_no', 'i.project_code', 'p.project_name', 'c.cust_name').orderBy('x.issued_at', 'desc').orderBy('l.id'),
      query,
    );
    return {
      flag: 1 as const,
      dataInfo: rows.map((r: Record<string, unknown>) => ({
        id: String(r.id),
        projectName: r.project_name as string,
        projectCode: (r.project_code as string | null) ?? null,
        owner: (r.cust_name as string | null) ?? null,
        registrationNo: r.registration_no as string,
        vintage: Number(r.vintage),
        quantity: Number(r.quantity),
        issuedAt: new Date(r.issued_at as string).toISOString(),
      })),
      total,
    };
  };
  const schema = { tags: ['public'], summary: 'Issued reductions per vintage, one page (public)', response: { 200: okList(publicIssuedRowSchema) } };
  app.get(paths.publicList, { config: { access: 'public' }, schema: { ...schema, querystring: publicIssuedQuery }, handler: (request) => handler(request.query) });
  app.post(paths.publicList, { config: { access: 'public' }, schema: { ...schema, body: publicIssuedQuery }, handler: (request) => handler(request.body) });
};
