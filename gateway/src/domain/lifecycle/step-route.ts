import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import { langOf, ok, type LifecycleDeclaration, type StepDeclaration } from '@ccer/contracts';
import { completeVisibleDecision, loadVisibleTask } from '../tasks.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handInDocuments } from '../files/document-rules.ts';
import { writeOperationLog } from '../../audit-log.ts';
import type { EngineTask } from '../../engine/types.ts';

/** What a step's call does besides completing its task, declared per step (routes/<area>/step-routes.ts). */
export interface StepHandler<B extends { taskId: string }> {
  step: StepDeclaration;
  body: z.ZodType<B>;
  /** A plain decision (approve or return with an opinion): the inbox's generic 办理 may complete it too. */
  decisionOnly?: boolean;
  /** The decision the body carries; steps that only hand something in are always "approved". */
  decision(body: B): { approved: boolean; opinion?: string };
  /**
   * Business writes made before the task completes, in one transaction (linking documents, an expert's
   * report), and the variables the completion carries (deadlines, the body's fields). A throw here leaves
   * the task open and nothing written.
   */
  prepare?(ctx: StepContext<B>, trx: Knex.Transaction): Promise<Record<string, unknown> | void>;
  /**
   * The row a step's documents (the step's documentBusiness) belong to; absent: the lifecycle's business row. An
   * expert's report is the expert's own (one report per expert and round).
   */
  documentsRow?(ctx: StepContext<B>, trx: Knex.Transaction): Promise<{ businessType: string; businessKey: string }>;
}

export interface StepContext<B> {
  app: FastifyInstance;
  request: FastifyRequest;
  body: B;
  task: EngineTask;
  /** The business row behind the task (the instance's business key). */
  businessKey: string;
}

/**
 * Registers one step's call: POST /api{step.call} with the step's function code. The task must be visible
 * to the operator (the engine's candidate groups and assignee: the owner's company, the named body, the
 * appointed expert, the registry) and of the step's workflowType; the business row is the process
 * instance's business key. Every call writes the operation log.
 */
export function registerStep<B extends { taskId: string }>(
  app: FastifyInstance,
  lifecycle: LifecycleDeclaration,
  handler: StepHandler<B>,
  businessKeyOf: (db: Knex, processInstanceId: string) => Promise<string | undefined>,
) {
  const { step } = handler;
  stepsByType.set(stepKey(lifecycle.processKey, step.workflowType), { lifecycle, handler: handler as StepHandler<any>, businessKeyOf });
  rememberStepNames(lifecycle);
  lifecycleProcessKeys.add(lifecycle.processKey);
  app.post(`/api${step.call}`, {
    config: { access: { func: [step.funcCode] } },
    schema: { tags: [lifecycle.area], summary: `${step.zh} (${step.workflowType})`, body: handler.body, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const body = request.body as B;
      const task = await loadVisibleTask(app, request.operator!, body.taskId);
      const meta = await app.processMeta.get(task.processDefinitionId);
      // the step's own chain and type: a task of the same workflowType in another area's chain is not this call's
      if (processKeyOf(task.processDefinitionId) !== lifecycle.processKey || meta.tasks[task.taskDefinitionKey]?.workflowType !== step.workflowType) throw notFound('taskNotFound');
      await runStep(app, request, task, body);
      return { flag: 1 as const, dataInfo: null };
    },
  });
}

interface RegisteredStep {
  lifecycle: LifecycleDeclaration;
  handler: StepHandler<any>;
  businessKeyOf: (db: Knex, processInstanceId: string) => Promise<string | undefined>;
}
/**
 * Steps by their chain and workflowType: the areas share the spec's workflowTypes (a publicity audit is
 * ccerProjectPubApply in the project's chain and in the certification's), so the chain's key tells them apart.
 */
const stepsByType = new Map<string, RegisteredStep>();
const lifecycleProcessKeys = new Set<string>();
/** Every registered lifecycle's steps by `<area>.<taskKey>`: the operation log names a decision by its step. */
const stepNames = new Map<string, { zh: string; en: string }>();
const stepKey = (processKey: string, workflowType: string) => `${processKey}\u0000${workflowType}`;
/** A definition id is `<key>:<version>:<id>`. */
/** A definition id's process key (`key:version:id`). */
export const processKeyOf = (processDefinitionId: string) => processDefinitionId.split(':')[0];

/** Whether a task belongs to a lifecycle's process (its definition id starts with the key): only those can be steps. */
export const inLifecycleProcess = (processDefinitionId: string | null | undefined) =>
  Boolean(processDefinitionId) && lifecycleProcessKeys.has(processKeyOf(processDefinitionId!));

/** The lifecycle step of a task of `processDefinitionId` and `workflowType`, when one is declared (the inbox's generic completion asks). */
export const registeredStep = (processDefinitionId: string, workflowType: string | null | undefined) =>
  workflowType ? stepsByType.get(stepKey(processKeyOf(processDefinitionId), workflowType)) : undefined;

/**
 * Completes a lifecycle step's task (already loaded and checked visible and of the step's type): the
 * business writes and the completion's variables first, in one transaction, then the engine, then the log.
 */
export async function runStep(app: FastifyInstance, request: FastifyRequest, task: EngineTask, body: { taskId: string }) {
  const workflowType = (await app.processMeta.get(task.processDefinitionId)).tasks[task.taskDefinitionKey]?.workflowType;
  const registered = registeredStep(task.processDefinitionId, workflowType);
  if (!registered) throw notFound('taskNotFound');
  const { lifecycle, handler, businessKeyOf } = registered;
  const businessKey = await businessKeyOf(app.db, task.processInstanceId);
  if (!businessKey) throw notFound('applyNotFound');
  const decision = handler.decision(body);
  const ctx: StepContext<any> = { app, request, body, task, businessKey };
  const variables = await app.db.transaction(async (trx) => {
    // the step's documents first: a missing or refused file leaves the task open and nothing written
    const documentBusiness = handler.step.documentBusiness;
    if (documentBusiness) {
      const row = handler.documentsRow ? await handler.documentsRow(ctx, trx) : { businessType: lifecycle.businessType, businessKey };
      const fileIds = (body as { fileIds?: string[] }).fileIds;
      const errors = await handInDocuments(trx, fileIds, row, request.operator!.operatorId, documentBusiness, langOf(request.headers['accept-language']));
      if (errors.length > 0) throw badRequest(errors);
    }
    return (await handler.prepare?.(ctx, trx)) ?? {};
  });
  await completeVisibleDecision(app, request.operator!, task, decision, undefined, undefined, variables);
  await writeOperationLog(app.db, request, {
    // the task's own key: one handler may serve two tasks of a workflowType (an offset's company and registry confirmation)
    abstract: `${lifecycle.area}.${task.taskDefinitionKey}.${decision.approved ? 'approve' : 'return'}`,
    businessType: lifecycle.businessType,
    businessKey,
    after: { ...decision, ...variables },
  });
}

/** Keeps a lifecycle's step names for the operation log (registerStep does, for every lifecycle it serves). */
export function rememberStepNames(lifecycle: Pick<LifecycleDeclaration, 'area' | 'steps'>): void {
  for (const s of lifecycle.steps) stepNames.set(`${lifecycle.area}.${s.taskKey}`, s);
}

/** The operation log's name of a step's decision (`<area>.<taskKey>.approve|return`, written above), if it is one. */
export function stepDecisionName(abstract: string, lang: 'zh' | 'en'): string | undefined {
  const m = /^(.+)\.(approve|return)$/.exec(abstract);
  const step = m ? stepNames.get(m[1]) : undefined;
  if (!m || !step) return undefined;
  return lang === 'en' ? `${step.en}: ${m[2] === 'approve' ? 'approved' : 'returned'}` : `${step.zh}（${m[2] === 'approve' ? '通过' : '退回'}）`;
}

// the routes take a step's declaration from here, beside registerStep; the rule itself is the contracts' one
export { stepOf } from '@ccer/contracts';
