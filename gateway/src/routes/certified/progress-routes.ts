import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  langOf,
  functionCodes as fc,
  applyIdBody,
  applyTaskQuery,
  applyTaskSchema,
  certifiedLifecycle,
  certifiedPaths,
  progressSchema,
  statusCountQuery,
  statusCountSchema,
  type CertifiedStatus,
} from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import { openTaskOf, progressAlong } from '../../domain/lifecycle/progress-of.ts';
import { registrationChains } from '../../domain/lifecycle/registration-chain.ts';
import { inCompanyScope, scopeToCompany } from '../../domain/access/company-scope.ts';
import { namedBodyOf } from '../../domain/lifecycle/named-body.ts';

/** The certification chain's progress over processes/certified/ccerCertifiedApply.bpmn (its activity ids are the project chain's). */
export const certifiedChain = registrationChains(certifiedLifecycle).main;

/** Who follows an application: its company and its verification body; the registry's staff any. */
const progressFuncs = [fc.certifiedAdd, fc.certifiedPubAudit, fc.ownerConfirm, fc.certifiedRegister, fc.certifiedAuthorise, fc.certifiedRegistryReview];
const stepFuncs = [...new Set(certifiedLifecycle.steps.map((s) => s.funcCode))];

async function readableCertified(db: Knex, request: FastifyRequest, id: string) {
  const op = request.operator!;
  const row = await db('certified_apply').where({ id }).first('id', 'status', 'cust_id', 'verification_agency', 'process_instance_id');
  if (!row || !inCompanyScope(op, row.cust_id, namedBodyOf(row, row.verification_agency))) throw notFound('applyNotFound');
  return row as { id: string; status: CertifiedStatus; cust_id: string; verification_agency: string | null; process_instance_id: string | null };
}

/** Status counts, progress and the caller's open task of a reduction-volume application. */
export const certifiedProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(certifiedPaths.statusCount, {
    config: { access: { func: progressFuncs } },
    schema: { tags: ['certified'], summary: "Counts of reduction-volume applications per status tab, in the caller's scope", body: statusCountQuery, response: { 200: ok(statusCountSchema) } },
    handler: async (request) => {
      const { projectName } = request.body;
      const op = request.operator!;
      const q = app.db('certified_apply as x').join('project_info as i', 'i.id', 'x.project_info_id').join('project_apply as p', 'p.id', 'i.apply_id').select('x.status').count({ count: '*' }).groupBy('x.status');
      scopeToCompany(q, op, 'x.cust_id');
      if (projectName) q.whereILike('p.project_name', likeText(projectName));
      const rows = (await q) as Array<{ status: string; count: string | number }>;
      const statuses = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
      const tabs = Object.fromEntries(certifiedLifecycle.tabs.map((t) => [t.key, t.statuses.reduce((n, s) => n + (statuses[s] ?? 0), 0)]));
      return { flag: 1 as const, dataInfo: { tabs, statuses } };
    },
  });

  app.post(certifiedPaths.progress, {
    config: { access: { func: progressFuncs } },
    schema: { tags: ['certified'], summary: 'Progress of one reduction-volume application: the steps done and to come', body: applyIdBody, response: { 200: ok(progressSchema) } },
    handler: async (request) => {
      const apply = await readableCertified(app.db, request, request.body.id);
      return { flag: 1 as const, dataInfo: await progressAlong(app, langOf(request.headers['accept-language']), apply, certifiedChain) };
    },
  });

  app.post(certifiedPaths.applyTask, {
    config: { access: { func: stepFuncs } },
    schema: { tags: ['certified'], summary: "The caller's open task of a reduction-volume application (the step pages open it)", body: applyTaskQuery, response: { 200: ok(applyTaskSchema) } },
    handler: async (request) => {
      const { id, workflowTypes } = request.body;
      const apply = await app.db('certified_apply').where({ id }).first('process_instance_id');
      return { flag: 1 as const, dataInfo: await openTaskOf(app, request.operator!, apply?.process_instance_id ?? null, workflowTypes) };
    },
  });
};
