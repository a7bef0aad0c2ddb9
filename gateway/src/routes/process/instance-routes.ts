import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okList,
  functionCodes,
  instanceListQuery,
  instanceRowSchema,
  instanceIdQuery,
  instanceIdBody,
  instanceEndBody,
  instanceDetailSchema,
} from '@ccer/contracts';
import type { HistoricProcessInstance, HistoricProcessInstanceQuery } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError } from '../../errors.ts';
import { returnApplyToDraft } from '../project/instance-ended.ts';
import { endInstanceWith } from '../../domain/instance-end.ts';
import { instanceStatus, statusFilter } from './instance-view.ts';
import { instanceRows } from './instance-rows.ts';
import { STARTER_VARIABLE, buildInstanceDetail, loadInstance } from './instance-detail.ts';
import { likeText } from '../../domain/like-text.ts';
import { refuseOutsideItsBusiness } from '../../domain/task-actions/common.ts';

/** The instance must be in one of these states for the action; otherwise the screen is stale (409). */
async function requireState(app: FastifyInstance, id: string, allowed: HistoricProcessInstance['state'][]) {
  const h = await loadInstance(app, id);
  if (!allowed.includes(h.state)) throw new AppError(409, 'CONFLICT', 'instanceStateChanged');
  return h;
}

/**
 * 流程实例 (registry spec §4): every instance from the engine's history, with its starter and
 * business record; hang up (挂起), recover (恢复) and end (终止) a running one.
 */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { func: [functionCodes.instanceView] };
  const manage = { func: [functionCodes.instanceManage] };

  app.post('/api/process/instance/list', {
    config: { access: view },
    schema: { tags: ['process'], summary: 'Process instances, one page', body: instanceListQuery, response: { 200: okList(instanceRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, processName, businessKey, status, starter } = request.body;
      const query: HistoricProcessInstanceQuery = { ...statusFilter(status), sorting: [{ sortBy: 'startTime', sortOrder: 'desc' }] };
      if (processName) query.processDefinitionNameLike = likeText(processName);
      if (businessKey) query.processInstanceBusinessKeyLike = likeText(businessKey);
      if (starter) query.variables = [{ name: STARTER_VARIABLE, operator: 'eq', value: starter }];
      const [page, total] = await Promise.all([
        app.engine.queryHistoricProcessInstances(query, { firstResult: (pageNumber - 1) * pageSize, maxResults: pageSize }),
        app.engine.countHistoricProcessInstances(query),
      ]);
      return { flag: 1 as const, dataInfo: await instanceRows(app, page), total };
    },
  });

  app.get('/api/process/instance/detail', {
    config: { access: view },
    schema: { tags: ['process'], summary: 'One process instance: diagram, step states, approval history, variables', querystring: instanceIdQuery, response: { 200: ok(instanceDetailSchema) } },
    handler: async (request) => {
      const h = await loadInstance(app, request.query.id);
      return { flag: 1 as const, dataInfo: await buildInstanceDetail(app, h) };
    },
  });

  for (const [action, suspended] of [['suspend', true], ['activate', false]] as const) {
    app.post(`/api/process/instance/${action}`, {
      config: { access: manage },
      schema: { tags: ['process'], summary: suspended ? 'Hang up (suspend) a running instance' : 'Recover (activate) a suspended instance', body: instanceIdBody, response: { 200: ok(z.null()) } },
      handler: async (request) => {
        const { id } = request.body;
        const before = await requireState(app, id, [suspended ? 'ACTIVE' : 'SUSPENDED']);
        await app.engine.setSuspended(id, suspended);
        await writeOperationLog(app.db, request, {
          abstract: `process-instance.${action}`,
          businessType: 'processInstance',
          businessKey: id,
          before: { status: instanceStatus(before.state) },
          after: { status: suspended ? 'suspended' : 'running' },
        });
        return { flag: 1 as const, dataInfo: null };
      },
    });
  }

  app.post('/api/process/instance/end', {
    config: { access: manage },
    schema: { tags: ['process'], summary: 'End (terminate) an instance with a reason, kept as its delete reason', body: instanceEndBody, response: { 200: ok(instanceRowSchema) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      const before = await requireState(app, id, ['ACTIVE', 'SUSPENDED']);
      refuseOutsideItsBusiness(before.processDefinitionKey);
      // the application goes back to draft in the transaction that enqueues the end (domain/instance-end.ts)
      const { result: draftApplyId, ended: after } = await endInstanceWith(app, before, reason, (trx) => returnApplyToDraft(trx, id, reason));
      await writeOperationLog(app.db, request, {
        abstract: 'process-instance.end',
        businessType: 'processInstance',
        businessKey: id,
        before: { status: instanceStatus(before.state) },
        after: { status: instanceStatus(after.state), reason, ...(draftApplyId ? { projectApplyBackToDraft: draftApplyId } : {}) },
      });
      const [row] = await instanceRows(app, [after]);
      return { flag: 1 as const, dataInfo: row };
    },
  });
};
