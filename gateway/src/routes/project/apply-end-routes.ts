import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  langOf,
  abortApplyBody,
  deleteApplyBody,
  functionCodes as fc,
  projectAbortableStatuses,
  projectLifecycle,
  projectStatuses,
  type ProjectStatus,
} from '@ccer/contracts';
import { AppError, notFound } from '../../errors.ts';
import { statusNotAllowed } from '../../domain/lifecycle/status-conflict.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { endInstanceWith } from '../../domain/instance-end.ts';
import { PROJECT_APPLY } from './apply-routes.ts';
import { ownsApplication } from '../../domain/access/company-scope.ts';

/** The owner's application (locked in a transaction): their company's (a representative) or their own (an operator without a company). */
async function ownApplication(db: Knex | Knex.Transaction, request: FastifyRequest, id: string) {
  const op = request.operator!;
  const q = db('project_apply').where({ id }).first();
  if (db.isTransaction) q.forUpdate();
  const row = await q;
  if (!row || !ownsApplication(op, row)) throw notFound('applyNotFound');
  return row;
}

const notAllowed = (status: string, request: FastifyRequest) => statusNotAllowed(projectLifecycle, status, langOf(request.headers['accept-language']));

/**
 * The owner's end of an application: abort (终止) a submitted one before it is registered, which ends its
 * process instance with the reason; delete a draft that was never submitted.
 */
export const applyEndRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/project-manage/abort-apply', {
    config: { access: { func: [fc.projectAdd] } },
    schema: { tags: ['project'], summary: 'Abort a submitted project application (ends its process)', body: abortApplyBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      const first = await ownApplication(app.db, request, id);
      if (!projectAbortableStatuses.includes(first.status as ProjectStatus)) throw notAllowed(first.status, request);
      if (!first.process_instance_id) throw new AppError(409, 'CONFLICT', 'applyNotStarted');
      const instance = { id: first.process_instance_id as string, processDefinitionKey: projectLifecycle.processKey };
      // status 17 and the instance's end commit together (the outbox sends the end after the commit)
      await endInstanceWith(app, instance, reason, async (trx) => {
        const current = await ownApplication(trx, request, id);
        if (!projectAbortableStatuses.includes(current.status as ProjectStatus)) throw notAllowed(current.status, request);
        if (current.process_instance_id !== instance.id) throw new AppError(409, 'CONFLICT', 'staleVersion');
        await trx('project_apply')
          .where({ id })
          .update({ status: projectStatuses.aborted, abort_reason: reason, version: current.version + 1, updated_at: trx.fn.now() });
        // a recall still under audit ends with the application
        await trx('project_recall').where({ apply_id: id, status: '01' }).update({ status: '03', opinion: reason, audited_at: trx.fn.now() });
        await writeOperationLog(trx, request, {
          abstract: 'project-apply.abort',
          businessType: PROJECT_APPLY,
          businessKey: id,
          before: { status: current.status },
          after: { status: projectStatuses.aborted, reason, processInstanceId: instance.id },
        });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.post('/api/project-manage/delete-apply', {
    config: { access: { func: [fc.projectAdd, fc.projectDelete] } },
    schema: { tags: ['project'], summary: 'Delete a draft that was never submitted', body: deleteApplyBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id } = request.body;
      await app.db.transaction(async (trx) => {
        const current = await ownApplication(trx, request, id);
        if (current.status !== projectStatuses.draft || current.process_instance_id || current.submit_count > 0) {
          throw new AppError(409, 'CONFLICT', 'applyNotDeletable');
        }
        // its uploads go back to unlinked (their uploader's), the row goes
        await trx('attachment').where({ business_type: PROJECT_APPLY, business_code: id }).update({ business_type: null, business_code: null });
        await trx('project_apply').where({ id }).delete();
        await writeOperationLog(trx, request, {
          abstract: 'project-apply.delete',
          businessType: PROJECT_APPLY,
          businessKey: id,
          before: { applyNo: current.apply_no, projectName: current.project_name, status: current.status },
        });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
