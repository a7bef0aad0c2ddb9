import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  token,
  functionCodes,
  modelListQuery,
  modelRowSchema,
  modelDetailSchema,
  modelDeploymentSchema,
  modelSaveBody,
  modelUploadBody,
  modelKeyQuery,
  modelDeployBody,
  modelDeleteBody,
  type ModelDeployment,
  type ModelForms,
  type ModelRow,
} from '@ccer/contracts';
import { EngineError } from '../../engine/engine-client.ts';
import { ENGINE_FANOUT, mapBounded } from '../../engine/bounded.ts';
import type { EngineDeploymentRow, EngineProcessDefinition } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { checkForms, checkModelBpmn, checkUploadedKey, deploymentFiles, initialBpmn, readBpmn } from '../../domain/models/bpmn-document.ts';
import { draftStatus, engineOnlyRow, filterModels, matchesEngineRow, pageOfUnion, toModelRow } from '../../domain/models/model-repository.ts';
import { SHIPPED_DEPLOYMENT_SOURCE } from '../../engine/engine-client.ts';

const MODEL = 'processModel';
const arg = (s: string) => s.replace(/:/g, '：').replace(/\s+/g, ' ').slice(0, 300);

/** The latest deployed definition of each process key (one engine call; one row per key). */
async function latestDefinitions(app: FastifyInstance): Promise<EngineProcessDefinition[]> {
  return app.engine.processDefinitions({ latestVersion: true, sortBy: 'key', sortOrder: 'asc' });
}
async function latestDefinitionOf(app: FastifyInstance, key: string): Promise<EngineProcessDefinition | undefined> {
  const [d] = await app.engine.processDefinitions({ key, latestVersion: true });
  return d;
}

/** Locks the model row of `key` at the version the screen read (409 when someone changed it since). */
async function lockModel(trx: Knex.Transaction, key: string, version?: number) {
  const row = await trx('process_model').where({ model_key: key }).forUpdate().first();
  if (!row) throw notFound('modelNotFound');
  if (version !== undefined && version !== row.version) throw conflict('STALE_VERSION', 'staleVersion');
  return row;
}

/** The .form resources of a deployment, by form id (for a definition that has no model row yet). */
async function formsOfDeployment(app: FastifyInstance, deploymentId: string): Promise<ModelForms> {
  const resources = (await app.engine.deploymentResources(deploymentId)).filter((r) => r.name.endsWith('.form'));
  // the engine serves one resource's content per call: read a few at once, not one after another
  const texts = await mapBounded(resources, ENGINE_FANOUT, (r) => app.engine.deploymentResourceText(deploymentId, r.id).catch(() => ''));
  const forms: ModelForms = {};
  resources.forEach((r, i) => {
    try {
      const schema = JSON.parse(texts[i]) as Record<string, unknown>;
      forms[typeof schema.id === 'string' ? schema.id : r.name.replace(/^.*\//, '').replace(/\.form$/, '')] = schema;
    } catch {
      // a form that is not JSON is not editable here; the designer still opens the diagram
    }
  });
  return forms;
}

const who = (request: FastifyRequest) => request.operator?.loginName ?? null;
const summary = (r: Record<string, unknown>) => ({
  name: r.name,
  category: r.category,
  description: r.description,
  businessType: r.business_type,
  status: r.status,
  deployedVersion: r.deployed_version,
  forms: Object.keys((r.forms as object | null) ?? {}),
});

/**
 * 流程模型 (/system/process/model, menu 402001, function code 095): draft BPMN models with their
 * form-js forms, published (deployed) to the engine as one deployment named by the key.
 */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.modelManage] };

  app.post('/api/process/model/list', {
    config: { access },
    schema: { tags: ['process'], summary: 'Process models, one page (models, then deployed definitions without a model)', body: modelListQuery, response: { 200: okList(modelRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filter } = request.body;
      const [definitions, keys, [{ count }]] = await Promise.all([
        latestDefinitions(app),
        app.db('process_model').pluck('model_key'),
        filterModels(app.db('process_model'), filter).count({ count: '*' }),
      ]);
      const modelled = new Set<string>(keys);
      const engineOnly = definitions.filter((d) => !modelled.has(d.key)).map(engineOnlyRow).filter((r) => matchesEngineRow(r, filter));
      const modelCount = Number(count);
      const page = pageOfUnion(modelCount, pageNumber, pageSize);
      const models = page.modelLimit
        ? await filterModels(app.db('process_model'), filter)
            .select('id', 'model_key', 'name', 'category', 'description', 'business_type', 'status', 'deployed_version', 'deployment_id', 'updated_at', 'updated_by', 'version')
            .orderBy('updated_at', 'desc')
            .orderBy('id')
            .limit(page.modelLimit)
            .offset(page.modelOffset)
        : [];
      const rows: ModelRow[] = [...models.map(toModelRow), ...engineOnly.slice(page.engineOffset, page.engineOffset + page.engineLimit)];
      return { flag: 1 as const, dataInfo: rows, total: modelCount + engineOnly.length };
    },
  });

  app.get('/api/process/model/detail', {
    config: { access },
    schema: { tags: ['process'], summary: 'One model: its draft BPMN XML and forms (or the deployed definition without a model)', querystring: modelKeyQuery, response: { 200: ok(modelDetailSchema) } },
    handler: async (request) => {
      const { modelKey } = request.query;
      const row = await app.db('process_model').where({ model_key: modelKey }).first();
      if (row) return { flag: 1 as const, dataInfo: { model: toModelRow(row), bpmnXml: row.bpmn_xml, forms: row.forms ?? {} } };
      const def = await latestDefinitionOf(app, modelKey);
      if (!def) throw notFound('modelNotFound');
      const [xml, forms] = await Promise.all([app.engine.processDefinitionXml(def.id), formsOfDeployment(app, def.deploymentId)]);
      return { flag: 1 as const, dataInfo: { model: engineOnlyRow(def), bpmnXml: xml.bpmn20Xml, forms } };
    },
  });

  app.post('/api/process/model/save', {
    config: { access },
    schema: { tags: ['process'], summary: 'Create a model or save its draft (status unpublished, or modified once published)', body: modelSaveBody, response: { 200: ok(modelRowSchema) } },
    handler: async (request) => {
      const { id, version, modelKey, name, category, description, businessType, bpmnXml, forms } = request.body;
      const fields = { name, category: category ?? null, description: description ?? null, business_type: businessType ?? null };
      const saved = await app.db.transaction(async (trx) => {
        if (id) {
          const current = await trx('process_model').where({ id }).forUpdate().first();
          if (!current) throw notFound('modelNotFound');
          if (current.model_key !== modelKey) throw badRequest([{ field: 'modelKey', message: token('modelKeyImmutable') }]);
          if (version !== undefined && version !== current.version) throw conflict('STALE_VERSION', 'staleVersion');
          const xml = bpmnXml ?? current.bpmn_xml;
          const newForms = forms ?? current.forms ?? {};
          const errors = [...checkModelBpmn(xml, modelKey), ...checkForms(newForms)];
          if (errors.length) throw badRequest(errors);
          const [row] = await trx('process_model')
            .where({ id })
            .update({ ...fields, bpmn_xml: xml, forms: JSON.stringify(newForms), status: draftStatus(current.deployed_version), version: current.version + 1, updated_at: trx.fn.now(), updated_by: who(request) })
            .returning('*');
          await writeOperationLog(trx, request, { abstract: 'process-model.save', businessType: MODEL, businessKey: modelKey, before: summary(current), after: summary(row) });
          return row;
        }
        if (await trx('process_model').where({ model_key: modelKey }).first('id')) throw conflict('CONFLICT', 'modelKeyExists');
        // a key the engine already knows: the designer may adopt its definition (it sends the XML);
        // the new-model form (no XML) may not take it over
        const deployed = await latestDefinitionOf(app, modelKey);
        if (deployed && !bpmnXml) throw conflict('CONFLICT', 'modelKeyExists');
        const xml = bpmnXml ?? initialBpmn(modelKey, name);
        const newForms = forms ?? {};
        const errors = [...checkModelBpmn(xml, modelKey), ...checkForms(newForms)];
        if (errors.length) throw badRequest(errors);
        const [row] = await trx('process_model')
          .insert({
            ...fields,
            model_key: modelKey,
            bpmn_xml: xml,
            forms: JSON.stringify(newForms),
            status: draftStatus(deployed?.version),
            deployed_version: deployed?.version ?? null,
            deployment_id: deployed?.deploymentId ?? null,
            created_by: who(request),
            updated_by: who(request),
          })
          .returning('*');
        await writeOperationLog(trx, request, { abstract: 'process-model.add', businessType: MODEL, businessKey: modelKey, after: summary(row) });
        return row;
      });
      return { flag: 1 as const, dataInfo: toModelRow(saved) };
    },
  });

  app.post('/api/process/model/upload', {
    config: { access },
    schema: { tags: ['process'], summary: 'Upload a BPMN file: key and name from its process; a new model or a new draft of an existing one', body: modelUploadBody, response: { 200: ok(modelRowSchema) } },
    handler: async (request) => {
      const { bpmnXml, category, description, businessType, fileName } = request.body;
      const read = readBpmn(bpmnXml);
      if (!read.ok) throw badRequest([read.error]);
      const keyErrors = checkUploadedKey(read.process.processId);
      if (keyErrors.length) throw badRequest(keyErrors);
      const modelKey = read.process.processId;
      const errors = checkModelBpmn(bpmnXml, modelKey);
      if (errors.length) throw badRequest(errors);
      const name = (read.process.name ?? modelKey).slice(0, 100);
      const saved = await app.db.transaction(async (trx) => {
        const current = await trx('process_model').where({ model_key: modelKey }).forUpdate().first();
        const described = { ...(category ? { category } : {}), ...(description ? { description } : {}), ...(businessType ? { business_type: businessType } : {}) };
        if (current) {
          const [row] = await trx('process_model')
            .where({ id: current.id })
            .update({ ...described, name, bpmn_xml: bpmnXml, status: draftStatus(current.deployed_version), version: current.version + 1, updated_at: trx.fn.now(), updated_by: who(request) })
            .returning('*');
          await writeOperationLog(trx, request, { abstract: 'process-model.upload', businessType: MODEL, businessKey: modelKey, before: summary(current), after: summary(row), message: fileName });
          return row;
        }
        const deployed = await latestDefinitionOf(app, modelKey);
        const [row] = await trx('process_model')
          .insert({
            ...described,
            model_key: modelKey,
            name,
            bpmn_xml: bpmnXml,
            status: draftStatus(deployed?.version),
            deployed_version: deployed?.version ?? null,
            deployment_id: deployed?.deploymentId ?? null,
            created_by: who(request),
            updated_by: who(request),
          })
          .returning('*');
        await writeOperationLog(trx, request, { abstract: 'process-model.upload', businessType: MODEL, businessKey: modelKey, after: summary(row), message: fileName });
        return row;
      });
      return { flag: 1 as const, dataInfo: toModelRow(saved) };
    },
  });

  app.post('/api/process/model/deploy', {
    config: { access },
    schema: { tags: ['process'], summary: 'Publish (deploy) the draft: the BPMN and its forms in one engine deployment named by the key', body: modelDeployBody, response: { 200: ok(modelRowSchema) } },
    handler: async (request) => {
      const { modelKey, version } = request.body;
      const saved = await app.db.transaction(async (trx) => {
        const current = await lockModel(trx, modelKey, version);
        const forms = (current.forms ?? {}) as ModelForms;
        const errors = [...checkModelBpmn(current.bpmn_xml, modelKey), ...checkForms(forms)];
        if (errors.length) throw badRequest(errors);
        let deployment;
        try {
          deployment = await app.engine.deployTogether(modelKey, deploymentFiles(modelKey, current.bpmn_xml, forms));
        } catch (e) {
          // the engine's parser names what is wrong in the diagram (e.g. a user task without a name)
          if (e instanceof EngineError && e.status === 400) throw badRequest([{ field: 'bpmnXml', message: token('modelDeployFailed', arg(e.message)) }]);
          throw e;
        }
        // duplicate filtering returns no new definition when nothing changed since the last deployment
        const def = Object.values(deployment.deployedProcessDefinitions ?? {}).find((d) => d.key === modelKey) ?? (await latestDefinitionOf(app, modelKey));
        if (!def) throw new AppError(502, 'INTERNAL', 'serverError');
        const [row] = await trx('process_model')
          .where({ id: current.id })
          .update({
            status: 'published',
            deployed_version: def.version,
            deployment_id: def.deploymentId,
            version: current.version + 1,
            published_at: trx.fn.now(),
            published_by: who(request),
            updated_at: trx.fn.now(),
            updated_by: who(request),
          })
          .returning('*');
        await writeOperationLog(trx, request, {
          abstract: 'process-model.deploy',
          businessType: MODEL,
          businessKey: modelKey,
          before: { status: current.status, deployedVersion: current.deployed_version },
          after: { status: 'published', deployedVersion: def.version, deploymentId: def.deploymentId, definitionId: def.id },
        });
        return row;
      });
      return { flag: 1 as const, dataInfo: toModelRow(saved) };
    },
  });

  app.get('/api/process/model/download', {
    config: { access },
    schema: { tags: ['process'], summary: 'Download the BPMN XML (the draft; the deployed definition when there is no model)', querystring: modelKeyQuery },
    handler: async (request, reply) => {
      const { modelKey } = request.query;
      const row = await app.db('process_model').where({ model_key: modelKey }).first('bpmn_xml');
      let xml: string | undefined = row?.bpmn_xml;
      if (xml === undefined) {
        const def = await latestDefinitionOf(app, modelKey);
        if (!def) throw notFound('modelNotFound');
        xml = (await app.engine.processDefinitionXml(def.id)).bpmn20Xml;
      }
      reply.header('Content-Type', 'application/xml; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${modelKey}.bpmn`)}`);
      return reply.send(xml);
    },
  });

  app.post('/api/process/model/delete', {
    config: { access },
    schema: { tags: ['process'], summary: 'Delete a model; with cascade also its engine deployments (refused while instances run)', body: modelDeleteBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { modelKey, version, cascade } = request.body;
      // The database first, the engine after the commit: an engine call inside the transaction cannot be undone
      // by its rollback (a failed write after it would leave a model whose deployments are gone).
      const { current, deployments } = await app.db.transaction(async (trx) => {
        const current = await lockModel(trx, modelKey, version);
        let deployments: EngineDeploymentRow[] = [];
        if (cascade) {
          const running = await app.engine.countProcessInstances({ processDefinitionKey: modelKey });
          if (running > 0) throw new AppError(409, 'CONFLICT', token('modelHasInstances', running));
          // only the deployments this model made (named by its key); processes/ deploys under another name.
          // The model's own deployment last: a refusal part-way leaves the one the restored row points at.
          deployments = (await app.engine.deployments({ name: modelKey, sortBy: 'deploymentTime', sortOrder: 'asc' })).sort(
            (a, b) => Number(a.id === current.deployment_id) - Number(b.id === current.deployment_id),
          );
        }
        await trx('process_model').where({ id: current.id }).delete();
        await writeOperationLog(trx, request, { abstract: 'process-model.delete', businessType: MODEL, businessKey: modelKey, before: summary(current), after: { deletedDeployments: deployments.map((d) => d.id) } });
        return { current, deployments };
      });
      const deleted: string[] = [];
      try {
        for (const d of deployments) {
          await app.engine.deleteDeployment(d.id);
          deleted.push(d.id);
        }
      } catch (e) {
        // the engine refused (an instance started since the check) or is away: the model comes back as it was
        await restoreModel(request, current, deleted, e);
        const running = await app.engine.countProcessInstances({ processDefinitionKey: modelKey }).catch(() => 0);
        if (running > 0) throw new AppError(409, 'CONFLICT', token('modelHasInstances', running));
        throw e;
      }
      return { flag: 1 as const, dataInfo: null };
    },
  });

  /** Compensation of a cascade delete the engine did not complete: the deleted model row again, logged. */
  async function restoreModel(request: FastifyRequest, row: Record<string, unknown>, deletedDeployments: string[], cause: unknown) {
    try {
      await app.db.transaction(async (trx) => {
        await trx('process_model').insert({ ...row, forms: JSON.stringify(row.forms ?? {}) });
        await writeOperationLog(trx, request, {
          abstract: 'process-model.delete-undone',
          businessType: MODEL,
          businessKey: String(row.model_key),
          after: summary(row),
          message: arg(`deleted before the refusal: ${deletedDeployments.join(',') || 'none'}; ${(cause as Error)?.message ?? cause}`),
        });
      });
    } catch (e) {
      // a new model of the same key since the delete: the engine's definitions show as its deployed versions
      request.log.error({ err: e, modelKey: row.model_key }, 'model not restored after the engine refused to delete its deployments');
    }
  }

  app.get('/api/process/model/deployments', {
    config: { access },
    schema: { tags: ['process'], summary: 'Deployment history of a key: every deployed version, newest first', querystring: modelKeyQuery, response: { 200: ok(z.array(modelDeploymentSchema)) } },
    handler: async (request) => {
      const { modelKey } = request.query;
      // three calls whatever the number of versions: the definitions of the key, the deployments named by it (the
      // designer's) and the system's own (one per area folder of processes/ and change, named by the area)
      const [definitions, named, shipped] = await Promise.all([
        app.engine.processDefinitions({ key: modelKey, sortBy: 'version', sortOrder: 'desc' }),
        app.engine.deployments({ name: modelKey, sortBy: 'deploymentTime', sortOrder: 'desc' }),
        app.engine.deployments({ source: SHIPPED_DEPLOYMENT_SOURCE }),
      ]);
      const deploymentById = new Map([...shipped, ...named].map((d) => [d.id, d]));
      const rows: ModelDeployment[] = definitions.map((def) => {
        const d = deploymentById.get(def.deploymentId);
        return {
          deploymentId: def.deploymentId,
          deploymentName: d?.name ?? null,
          deploymentTime: d?.deploymentTime ?? null,
          source: d?.source ?? null,
          definitionId: def.id,
          definitionVersion: def.version,
        };
      });
      return { flag: 1 as const, dataInfo: rows };
    },
  });
};
