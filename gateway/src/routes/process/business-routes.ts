import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  token,
  langOf,
  functionCodes,
  businessProcessListQuery,
  businessProcessRowSchema,
  businessAssociateBody,
  businessStatusBody,
  deployedProcessSchema,
  definitionVersionsQuery,
  definitionVersionRowSchema,
  definitionMigrateBody,
  definitionMigrateResultSchema,
  type BusinessProcessStatus,
  type DefinitionVersionRow,
} from '@ccer/contracts';
import { EngineError } from '../../engine/engine-client.ts';
import { ENGINE_FANOUT, mapBounded } from '../../engine/bounded.ts';
import type { EngineProcessDefinition } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { describePlanReport, readableMigrationFailure, toBusinessProcessRow } from '../../domain/business-process.ts';
import { likeText } from '../../domain/like-text.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';

const BUSINESS_PROCESS = 'businessProcess';
const PROCESS_DEFINITION = 'processDefinition';
const who = (request: FastifyRequest) => request.operator?.loginName ?? null;

/** Locks a business row at the version the screen read (409 when someone changed it since). */
async function lockBusiness(trx: Knex.Transaction, businessType: string, version?: number) {
  const row = await trx('business_process').where({ business_type: businessType }).forUpdate().first();
  if (!row) throw notFound('businessTypeNotFound');
  if (version !== undefined && version !== row.version) throw conflict('STALE_VERSION', 'staleVersion');
  return row;
}

/** One definition of a key by its version (one engine call). */
async function definitionOf(app: FastifyInstance, key: string, version: number): Promise<EngineProcessDefinition | undefined> {
  const [d] = await app.engine.processDefinitions({ key, version });
  return d;
}

const summary = (r: Record<string, unknown>) => ({ processKey: r.process_key, processDefinitionId: r.process_definition_id, processVersion: r.process_version, status: r.status });

/**
 * 业务流程关联 (/system/process/business, menu 402010, function code 096) and 版本管理
 * (/system/process/businessInstance): associate a business with a deployed process (latest or one
 * version), hang up / activate its new starts, list a key's versions with their running instances,
 * migrate running instances between versions.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.businessProcessManage] };

  app.post('/api/process/business/list', {
    config: { access },
    schema: { tags: ['process'], summary: 'Businesses and their associated processes, one page', body: businessProcessListQuery, response: { 200: okList(businessProcessRowSchema) } },
    handler: async (request) => {
      const { businessName, processKey, associated, status } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        if (businessName) q.where((w) => w.whereILike('business_name', likeText(businessName)).orWhereILike('business_name_en', likeText(businessName)));
        if (processKey) q.whereILike('process_key', likeText(processKey));
        if (associated === '1') q.whereNotNull('process_key');
        if (associated === '0') q.whereNull('process_key');
        if (status) q.where('status', status);
        return q;
      };
      const [{ rows, total }, latest] = await Promise.all([
        pageAndCount(filter(app.db('business_process')).orderBy('sort').orderBy('business_type'), request.body),
        // the latest definition of every key, in one call, for the page's names and versions
        app.engine.processDefinitions({ latestVersion: true }),
      ]);
      const byKey = new Map(latest.map((d) => [d.key, d]));
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toBusinessProcessRow(r, byKey.get(r.process_key as string), lang)), total };
    },
  });

  app.get('/api/process/business/definitions', {
    config: { access },
    schema: { tags: ['process'], summary: 'Deployed processes (latest version of each key), for the association dialog', response: { 200: ok(z.array(deployedProcessSchema)) } },
    handler: async () => {
      const defs = await app.engine.processDefinitions({ latestVersion: true, sortBy: 'key', sortOrder: 'asc' });
      return { flag: 1 as const, dataInfo: defs.map((d) => ({ processKey: d.key, name: d.name, latestVersion: d.version })) };
    },
  });

  app.post('/api/process/business/associate', {
    config: { access },
    schema: { tags: ['process'], summary: 'Associate a business with a deployed process key, optionally pinned to one version', body: businessAssociateBody, response: { 200: ok(businessProcessRowSchema) } },
    handler: async (request) => {
      const { businessType, processKey, processVersion, version } = request.body;
      // the key (and the version) must exist in the engine: a start would fail otherwise
      const [latest] = await app.engine.processDefinitions({ key: processKey, latestVersion: true });
      if (!latest) throw badRequest([{ field: 'processKey', message: token('processKeyNotDeployed', processKey) }]);
      let pinned: EngineProcessDefinition | undefined;
      if (processVersion) {
        pinned = await definitionOf(app, processKey, processVersion);
        if (!pinned) throw badRequest([{ field: 'processVersion', message: token('processVersionNotFound', processKey, processVersion) }]);
      }
      const saved = await app.db.transaction(async (trx) => {
        const current = await lockBusiness(trx, businessType, version);
        const [row] = await trx('business_process')
          .where({ business_type: businessType })
          .update({
            process_key: processKey,
            process_definition_id: pinned?.id ?? null,
            process_version: pinned?.version ?? null,
            associated_at: trx.fn.now(),
            associated_by: who(request),
            version: current.version + 1,
            updated_at: trx.fn.now(),
            updated_by: who(request),
          })
          .returning('*');
        await writeOperationLog(trx, request, { abstract: 'business-process.associate', businessType: BUSINESS_PROCESS, businessKey: businessType, before: summary(current), after: summary(row) });
        return row;
      });
      return { flag: 1 as const, dataInfo: toBusinessProcessRow(saved, latest, langOf(request.headers['accept-language'])) };
    },
  });

  const setStatus = (status: BusinessProcessStatus, abstract: string) => async (request: FastifyRequest<{ Body: z.infer<typeof businessStatusBody> }>) => {
    const { businessType, version } = request.body;
    const saved = await app.db.transaction(async (trx) => {
      const current = await lockBusiness(trx, businessType, version);
      if (current.status === status) return current;
      const [row] = await trx('business_process')
        .where({ business_type: businessType })
        .update({ status, version: current.version + 1, updated_at: trx.fn.now(), updated_by: who(request) })
        .returning('*');
      await writeOperationLog(trx, request, { abstract, businessType: BUSINESS_PROCESS, businessKey: businessType, before: summary(current), after: summary(row) });
      return row;
    });
    const [latest] = saved.process_key ? await app.engine.processDefinitions({ key: saved.process_key, latestVersion: true }) : [];
    return { flag: 1 as const, dataInfo: toBusinessProcessRow(saved, latest, langOf(request.headers['accept-language'])) };
  };

  app.post('/api/process/business/suspend', {
    config: { access },
    schema: { tags: ['process'], summary: 'Hang up a business process: new starts are refused, running instances go on', body: businessStatusBody, response: { 200: ok(businessProcessRowSchema) } },
    handler: setStatus('suspended', 'business-process.suspend'),
  });

  app.post('/api/process/business/activate', {
    config: { access },
    schema: { tags: ['process'], summary: 'Activate a hung-up business process', body: businessStatusBody, response: { 200: ok(businessProcessRowSchema) } },
    handler: setStatus('active', 'business-process.activate'),
  });

  app.get('/api/process/definition/versions', {
    config: { access },
    schema: { tags: ['process'], summary: 'Every deployed version of a key with its running instances (newest first)', querystring: definitionVersionsQuery, response: { 200: ok(z.array(definitionVersionRowSchema)) } },
    handler: async (request) => {
      const { processKey } = request.query;
      // only this key's versions; the engine's statistics call would count the instances of every
      // definition of every key, and its deployment list holds every deployment ever made
      const of = await app.engine.definitionsOfKey(processKey);
      if (of.length === 0) throw notFound('modelNotFound');
      const deploymentIds = [...new Set(of.map((d) => d.deploymentId))];
      const [instances, deployments] = await Promise.all([
        mapBounded(of, ENGINE_FANOUT, (d) => app.engine.countRunningInstancesOf(d.id)),
        mapBounded(deploymentIds, ENGINE_FANOUT, (id) => app.engine.deployment(id)),
      ]);
      const times = new Map(deployments.map((d) => [d.id, d.deploymentTime]));
      const rows: DefinitionVersionRow[] = of.map((d, i) => ({
        id: d.id,
        processKey: d.key,
        name: d.name,
        version: d.version,
        deploymentId: d.deploymentId,
        deploymentTime: times.get(d.deploymentId) ?? null,
        instances: instances[i],
        suspended: d.suspended,
        latest: i === 0,
      }));
      return { flag: 1 as const, dataInfo: rows };
    },
  });

  app.post('/api/process/definition/migrate', {
    config: { access },
    schema: { tags: ['process'], summary: 'Migrate every (or the selected) running instance of one version to another version of the same key', body: definitionMigrateBody, response: { 200: ok(definitionMigrateResultSchema) } },
    handler: async (request) => {
      const { processKey, sourceVersion, targetVersion, processInstanceIds } = request.body;
      if (sourceVersion === targetVersion) throw badRequest([{ field: 'targetVersion', message: token('migrateSameVersion') }]);
      const [source, target] = await Promise.all([definitionOf(app, processKey, sourceVersion), definitionOf(app, processKey, targetVersion)]);
      if (!source) throw badRequest([{ field: 'sourceVersion', message: token('processVersionNotFound', processKey, sourceVersion) }]);
      if (!target) throw badRequest([{ field: 'targetVersion', message: token('processVersionNotFound', processKey, targetVersion) }]);

      const selected = processInstanceIds?.length ? [...new Set(processInstanceIds)] : undefined;
      const ids = await app.engine.runningInstanceIds(source.id, selected);
      if (selected) {
        const missing = selected.filter((id) => !ids.includes(id));
        if (missing.length) throw badRequest([{ field: 'processInstanceIds', message: token('migrateInstancesNotInSource', missing.slice(0, 5).join('，')) }]);
      }
      if (ids.length === 0) throw badRequest([{ field: 'sourceVersion', message: token('migrateNoInstances', sourceVersion) }]);

      const plan = await app.engine.generateMigrationPlan(source.id, target.id);
      // the plan itself (instructions, variables): the engine's report, one line per refused instruction
      const report = await app.engine.validateMigrationPlan(plan);
      const planFailures = describePlanReport(report);
      if (planFailures.length) throw badRequest([{ field: 'targetVersion', message: token('migratePlanInvalid', planFailures.join('；')) }]);
      try {
        await app.engine.executeMigration(plan, ids);
      } catch (e) {
        // instances the plan cannot carry (e.g. waiting in an activity the target lacks): all or none migrate
        if (e instanceof EngineError && e.status === 400) {
          throw new AppError(400, 'BAD_REQUEST', token('migrateInstanceInvalid', readableMigrationFailure(e.message)), [
            { field: 'targetVersion', message: token('migrateInstanceInvalid', readableMigrationFailure(e.message)) },
          ]);
        }
        throw e;
      }
      await writeOperationLog(app.db, request, {
        abstract: 'process-definition.migrate',
        businessType: PROCESS_DEFINITION,
        businessKey: processKey,
        before: { processDefinitionId: source.id, version: sourceVersion },
        after: { processDefinitionId: target.id, version: targetVersion, migrated: ids.length },
        message: ids.length > 50 ? `${ids.length} instances` : ids.join(','),
      });
      return { flag: 1 as const, dataInfo: { migrated: ids.length, sourceDefinitionId: source.id, targetDefinitionId: target.id } };
    },
  });
};
