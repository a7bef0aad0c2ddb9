import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  applyIdBody,
  applyTaskQuery,
  applyTaskSchema,
  functionCodes as fc,
  langOf,
  orgApplyListQuery,
  orgApplyRowSchema,
  progressSchema,
  projectLifecycle,
  projectStatuses,
  statusCountQuery,
  statusCountSchema,
  type ApplyRow,
  type Lang,
  type ProjectStatus,
} from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import type { Chain } from '../../domain/lifecycle/progress-nodes.ts';
import { openTaskOf, progressAlong } from '../../domain/lifecycle/progress-of.ts';
import { projectChain, projectRecallChain } from './progress-chains.ts';
import { overdueColumns, selectApplies, toApplyRow } from './apply-repository.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { inCompanyScope, scopeToCompany } from '../../domain/access/company-scope.ts';
import { namedBodyOf } from '../../domain/lifecycle/named-body.ts';
import { iso } from '../../domain/timestamps.ts';

/** Who reads an application's progress: its owner, its validation body, the registry's step functions. */
const progressFuncs = [fc.projectAdd, fc.projectPubAudit, fc.ownerConfirm, fc.projectRegister, fc.projectAuthorise, fc.projectRegistryReview];
/** The step functions of the chain (apply-task opens the caller's task on the step pages). */
const stepFuncs = [...new Set(projectLifecycle.steps.map((s) => s.funcCode))];


/**
 * An application the caller may follow: the owner's company, the validation body it names once submitted, or any for the
 * registry (ownCompanyOf). Others get 404, as for an application that does not exist.
 */
async function readableApply(db: Knex, request: FastifyRequest, id: string) {
  const op = request.operator!;
  const row = await db('project_apply').where({ id }).first('id', 'status', 'cust_id', 'approval_authority', 'process_instance_id');
  if (!row || !inCompanyScope(op, row.cust_id, namedBodyOf(row, row.approval_authority))) throw notFound('applyNotFound');
  return row as { id: string; status: ProjectStatus; cust_id: string; approval_authority: string | null; process_instance_id: string | null };
}

/** The progress along a chain of an application the caller may follow. */
async function progressOf(app: FastifyInstance, request: FastifyRequest, id: string, chain: Chain) {
  const apply = await readableApply(app.db, request, id);
  return { flag: 1 as const, dataInfo: await progressAlong(app, langOf(request.headers['accept-language']), apply, chain) };
}

/** An application row (apply-list, org-apply-list) with the lifecycle's dates and overdue flags (rows selected with overdueColumns). */
export function toLifecycleRow(r: Record<string, unknown>, lang: Lang): ApplyRow {
  return {
    ...toApplyRow(r, lang),
    publicityStartDate: r.publicity_start_date ? String(r.publicity_start_date) : null,
    publicityEndDate: r.publicity_end_date ? String(r.publicity_end_date) : null,
    validationDueAt: iso(r.validation_due_at),
    acceptanceDueAt: iso(r.acceptance_due_at),
    validationOverdue: r.validation_overdue === true,
    acceptanceOverdue: r.acceptance_overdue === true,
  };
}

/** Status counts, progress, the validation body's list and the caller's open task of an application. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/projectmanage/getProjectApplyStatusCount', {
    config: { access: { func: [fc.projectAdd, fc.projectPubAudit, fc.projectRegistryReview, fc.ownerConfirm, fc.projectRegister] } },
    schema: { tags: ['project'], summary: 'Counts of project applications per status tab, in the caller\'s scope', body: statusCountQuery, response: { 200: ok(statusCountSchema) } },
    handler: async (request) => {
      const { projectName, provinceId } = request.body;
      const op = request.operator!;
      const q = app.db('project_apply as a').select('a.status').count({ count: '*' }).groupBy('a.status');
      // owners count their company's applications; the registry counts all
      scopeToCompany(q, op, 'a.cust_id');
      if (projectName) q.whereILike('a.project_name', likeText(projectName));
      if (provinceId) q.where('a.province_id', provinceId);
      const rows = (await q) as Array<{ status: string; count: string | number }>;
      const statuses = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
      const tabs = Object.fromEntries(projectLifecycle.tabs.map((t) => [t.key, t.statuses.reduce((n, s) => n + (statuses[s] ?? 0), 0)]));
      return { flag: 1 as const, dataInfo: { tabs, statuses } };
    },
  });

  for (const url of ['/api/project-manage/apply-process', '/api/projectmanage/process_nodes']) {
    app.post(url, {
      config: { access: { func: progressFuncs } },
      schema: { tags: ['project'], summary: 'Progress of one application: the steps done and to come', body: applyIdBody, response: { 200: ok(progressSchema) } },
      handler: (request) => progressOf(app, request, request.body.id, projectChain),
    });
  }

  app.post('/api/projectmanage/process_nodes_recall', {
    config: { access: { func: progressFuncs } },
    schema: { tags: ['project'], summary: 'Progress of an application\'s recall: requested, audited, recalled', body: applyIdBody, response: { 200: ok(progressSchema) } },
    handler: (request) => progressOf(app, request, request.body.id, projectRecallChain),
  });

  app.post('/api/project-manage/apply-task', {
    config: { access: { func: stepFuncs } },
    schema: { tags: ['project'], summary: 'The caller\'s open task of an application (the step pages open it)', body: applyTaskQuery, response: { 200: ok(applyTaskSchema) } },
    handler: async (request) => {
      const { id, workflowTypes } = request.body;
      const apply = await app.db('project_apply').where({ id }).first('process_instance_id');
      return { flag: 1 as const, dataInfo: await openTaskOf(app, request.operator!, apply?.process_instance_id ?? null, workflowTypes) };
    },
  });

  app.post('/api/project-manage/org-apply-list', {
    config: { access: { func: [fc.projectAuthorise] } },
    schema: { tags: ['project'], summary: 'The applications a validation body is named on, one page', body: orgApplyListQuery, response: { 200: okList(orgApplyRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status, overdue, id } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        // a body sees the submitted applications naming it; the registry every one that names a body
        q.whereNotNull('a.approval_authority');
        scopeToCompany(q, op, 'a.approval_authority');
        q.whereNot('a.status', projectStatuses.draft);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        if (status) q.where('a.status', status);
        if (overdue) q.where('a.status', projectStatuses.awaitingValidation).where('a.validation_due_at', '<', app.db.fn.now());
        if (id) q.where('a.id', id);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectApplies(app.db).select(...overdueColumns(app.db)))
          .orderBy('a.updated_at', 'desc')
          .orderBy('a.id'),
        { pageNumber, pageSize },
        filter(app.db('project_apply as a')),
      );
      const lang = langOf(request.headers['accept-language']);
      const dataInfo = rows.map((r: Record<string, unknown>) => ({ ...toLifecycleRow(r, lang), validationConclusion: (r.validation_conclusion as string | null) ?? null }));
      return { flag: 1 as const, dataInfo, total };
    },
  });
};
