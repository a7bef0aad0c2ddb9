import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okList, functionCodes, processApplyListQuery, processApplyRowSchema, processApplyDetailQuery, instanceDetailSchema, type ProcessApplyListQuery, type ProcessApplyRow } from '@ccer/contracts';
import { AppError, notFound } from '../../errors.ts';
import { actsForRegistry } from '../../domain/access/company-scope.ts';
import { instanceRows } from './instance-rows.ts';
import { buildInstanceDetail, loadInstance } from './instance-detail.ts';
import {
  INITIATOR_CUST_VARIABLE,
  INITIATOR_VARIABLE,
  applyInstanceQuery,
  canSeeApplication,
  currentStepsByInstance,
  instanceWorkflowType,
  processKeysOfType,
} from './process-lists-view.ts';

/** Open tasks read for a page of running instances (a page holds at most 200 instances). */
const MAX_OPEN_TASKS = 2000;

/**
 * 我的申请 (/system/process/apply, 097) and 企业申请 (/system/process/companyApply, 098): the
 * instances the operator, or its company, started — found by the `initiator` / `initiatorCustId`
 * variables the gateway passes at start — with status and current steps, in a fixed number of calls.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = [
    { url: '/api/process/apply/list', func: functionCodes.myApplications, summary: 'My applications (instances I started), one page', variable: INITIATOR_VARIABLE, valueOf: (op: { loginName: string }) => op.loginName },
    { url: '/api/process/company-apply/list', func: functionCodes.companyApplications, summary: "Company applications (instances started by my company), one page", variable: INITIATOR_CUST_VARIABLE, valueOf: (op: { custId: string | null }) => op.custId },
  ] as const;

  for (const list of lists) {
    app.post(list.url, {
      config: { access: { func: [list.func] } },
      schema: { tags: ['process'], summary: list.summary, body: processApplyListQuery, response: { 200: okList(processApplyRowSchema) } },
      handler: async (request) => {
        const value = list.valueOf(request.operator!);
        // an operator without a company has no company applications
        if (!value) return { flag: 1 as const, dataInfo: [], total: 0 };
        return { flag: 1 as const, ...(await applicationPage(app, { variable: list.variable, value }, request.body)) };
      },
    });
  }

  app.get('/api/process/apply/detail', {
    config: { access: { func: [functionCodes.myApplications, functionCodes.companyApplications] } },
    schema: { tags: ['process'], summary: 'One of my (or my company’s) applications: diagram, approval history, variables', querystring: processApplyDetailQuery, response: { 200: ok(instanceDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const h = await loadInstance(app, request.query.processInstanceId).catch((e) => {
        // someone else's instance and a missing one answer alike
        throw e instanceof AppError && e.status === 404 ? notFound('processApplyNotFound') : e;
      });
      const detail = await buildInstanceDetail(app, h);
      const value = (name: string) => detail.variables.find((v) => v.name === name)?.value ?? null;
      const allowed = canSeeApplication(op, { initiator: value(INITIATOR_VARIABLE), initiatorCustId: value(INITIATOR_CUST_VARIABLE) }, { mine: functionCodes.myApplications, company: functionCodes.companyApplications });
      if (!allowed) throw notFound('processApplyNotFound');
      // the variables are the engine's working data (ids, flags, due dates): the registry's staff read them, a
      // company sees its application's steps and history only
      return { flag: 1 as const, dataInfo: actsForRegistry(op) ? detail : { ...detail, variables: [] } };
    },
  });
};

/** One page of instances started by a user or company, with business name, workflowType and open steps. */
async function applicationPage(app: FastifyInstance, by: { variable: string; value: string }, body: ProcessApplyListQuery) {
  const { pageNumber, pageSize, workflowType, status, processName } = body;
  const query = applyInstanceQuery(by, { status, processName }, workflowType ? processKeysOfType(workflowType, app.processMeta.processKeysFor(workflowType)) : undefined);
  const [page, total] = await Promise.all([
    app.engine.queryHistoricProcessInstances(query, { firstResult: (pageNumber - 1) * pageSize, maxResults: pageSize }),
    app.engine.countHistoricProcessInstances(query),
  ]);
  const openIds = page.filter((h) => !h.endTime).map((h) => h.id);
  const [rows, openTasks, metas] = await Promise.all([
    instanceRows(app, page),
    openIds.length ? app.engine.queryTasks({ processInstanceIdIn: openIds }, { maxResults: MAX_OPEN_TASKS }) : Promise.resolve([]),
    Promise.all(page.map((h) => app.processMeta.get(h.processDefinitionId))),
  ]);
  const steps = currentStepsByInstance(openTasks);
  const dataInfo: ProcessApplyRow[] = page.map((h, i) => ({
    ...rows[i],
    workflowType: instanceWorkflowType(h.processDefinitionKey, metas[i]),
    currentSteps: steps.get(h.id) ?? [],
  }));
  return { dataInfo, total };
}
