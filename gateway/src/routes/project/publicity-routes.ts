import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  functionCodes as fc,
  langOf,
  messageNames,
  modifyPublicityPeriodBody,
  opinionListQuery,
  opinionRowSchema,
  projectDocumentBusinesses,
  projectDocumentTypes,
  projectLifecycle,
  projectStatuses,
  publicDocumentSchema,
  publicityPaths,
  publicityPauseBody,
  publicityPeriodSchema,
  recallApplyBody,
  recallListQuery,
  recallRowSchema,
  recallStatusName,
  recallStatuses,
  statusName,
  uploadInPubBody,
  type Lang,
} from '@ccer/contracts';
import { badRequest, notFound } from '../../errors.ts';
import { statusNotAllowed } from '../../domain/lifecycle/status-conflict.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue } from '../../domain/outbox.ts';
import { isoDay } from '../../domain/server-time.ts';
import { likeText } from '../../domain/like-text.ts';
import { endOfRegistryDay, registryIso } from '../../domain/calendar/deadlines.ts';
import { remainingPublicityDays } from '../../domain/lifecycle/publicity-days.ts';
import { linkDocuments } from '../../domain/files/document-rules.ts';
import { notifyProjectStep } from '@ccer/workers/topics/action-notices';
import { publicityPeriod } from './step-routes.ts';
import { publicPublicityRoutes, publishedDocuments } from './public-publicity-routes.ts';

const BUSINESS = projectLifecycle.businessType;
const PROCESS = projectLifecycle.processKey;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);


type ApplyRow = Record<string, any>;

/**
 * The application of a publicity change, checked: unknown (or not the caller's: `visible`) answers 404, a status
 * outside `allowed` 409. Read once before the engine is asked, and again locked in the change's transaction.
 */
async function checkedApply(db: Knex | Knex.Transaction, id: string, allowed: readonly string[], lang: Lang, visible: (row: ApplyRow) => boolean = () => true, lock = false) {
  const q = db('project_apply').where({ id });
  const row: ApplyRow | undefined = await (lock ? q.forUpdate() : q).first();
  if (!row || !visible(row)) throw notFound('applyNotFound');
  if (!allowed.includes(row.status)) throw statusNotAllowed(projectLifecycle, row.status, lang);
  return row;
}

const periodOf = (row: Record<string, any>) => ({
  id: row.id as string,
  status: row.status,
  publicityStartDate: row.publicity_start_date ?? null,
  publicityEndDate: row.publicity_end_date ?? null,
  publicityRemainingDays: row.publicity_remaining_days ?? null,
});

function toRecallRow(r: Record<string, any>, lang: Lang) {
  return {
    id: r.id,
    applyId: r.apply_id,
    applyNo: r.apply_no,
    projectName: r.project_name,
    custName: r.cust_name ?? null,
    reason: r.reason,
    status: r.status,
    statusName: recallStatusName(r.status, lang),
    opinion: r.opinion ?? null,
    auditorName: r.auditor_name ?? null,
    auditedAt: iso(r.audited_at),
    createdAt: iso(r.created_at)!,
  };
}

/**
 * Publicity management (registry spec §7; the measures' 20 working days of publicity): the owner's recall
 * request (053), the registry's period change, pause and resume (079), the comments list (025), the named
 * validation body's material during publicity (073). Each change writes the business row and the engine's
 * message in one transaction (the outbox), then the operation log; the chain waits in its event gateway.
 */
export const publicityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicPublicityRoutes);

  app.post(publicityPaths.recallApply, {
    config: { access: { func: [fc.projectAdd] } },
    schema: { tags: ['project'], summary: 'Ask to withdraw an application in publicity (recall audit follows)', body: recallApplyBody, response: { 200: ok(recallRowSchema) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      const op = request.operator!;
      const lang = langOfRequest(request);
      // another company's application (or another operator's, for one acting without a company) does not exist for the caller
      const own = (row: ApplyRow) => (op.custId ? row.cust_id === op.custId : row.owner_operator_id === op.operatorId);
      await checkedApply(app.db, id, [projectStatuses.publicity], lang, own);
      const recallId = await app.db.transaction(async (trx) => {
        const row = await checkedApply(trx, id, [projectStatuses.publicity], lang, own, true);
        const [recall] = await trx('project_recall').insert({ apply_id: id, reason, status: recallStatuses.pending.code, applicant_operator_id: op.operatorId }).returning('id');
        await trx('project_apply').where({ id }).update({ status: projectStatuses.recallPending, version: row.version + 1, updated_at: trx.fn.now() });
        await notifyProjectStep(trx, { applyId: id, from: row.status, to: projectStatuses.recallPending, activation: String(row.version + 1) });
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: messageNames.projectRecallRequested, variables: { recallReason: reason } });
        await writeOperationLog(trx, request, {
          abstract: 'project-publicity.recall-apply',
          businessType: BUSINESS,
          businessKey: id,
          before: { status: row.status },
          after: { status: projectStatuses.recallPending, reason },
        });
        return recall.id as string;
      });
      // sent before answering, so the next change (a resume after a pause) finds the chain waiting for it
      await app.outbox.kick();
      const saved = await recallQuery(app.db).where('r.id', recallId).first();
      return { flag: 1 as const, dataInfo: toRecallRow(saved, lang) };
    },
  });

  app.post(publicityPaths.recallList, {
    config: { access: { func: [fc.projectAdd, fc.projectPubAudit] } },
    schema: { tags: ['project'], summary: 'Recall requests, one page (owners: their company only)', body: recallListQuery, response: { 200: okList(recallRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status, applyId } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        if (op.custId) q.where('a.cust_id', op.custId);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        if (status) q.where('r.status', status);
        if (applyId) q.where('r.apply_id', applyId);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(recallQuery(app.db)).orderBy('r.created_at', 'desc').orderBy('r.id').limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(app.db('project_recall as r').join('project_apply as a', 'a.id', 'r.apply_id')).count({ count: '*' }),
      ]);
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toRecallRow(r, lang)), total: Number(count) };
    },
  });

  app.post(publicityPaths.modifyPeriod, {
    config: { access: { func: [fc.publicityManage] } },
    schema: { tags: ['project'], summary: 'Change the last day of a running publicity', body: modifyPublicityPeriodBody, response: { 200: ok(publicityPeriodSchema) } },
    handler: async (request) => {
      const { id, publicityEndDate } = request.body;
      const lang = langOfRequest(request);
      // the server's date judges "after today", as the form's own check does with the server time
      if (publicityEndDate <= isoDay()) throw badRequest([{ field: 'publicityEndDate', message: 'publicityEndAfterToday' }]);
      await checkedApply(app.db, id, [projectStatuses.publicity], lang);
      const after = await app.db.transaction(async (trx) => {
        const row = await checkedApply(trx, id, [projectStatuses.publicity], lang, undefined, true);
        if (row.publicity_end_date === publicityEndDate) throw badRequest([{ field: 'publicityEndDate', message: 'publicityEndUnchanged' }]);
        const publicityEndAt = registryIso(endOfRegistryDay(publicityEndDate));
        const [updated] = await trx('project_apply')
          .where({ id })
          .update({ publicity_end_date: publicityEndDate, version: row.version + 1, updated_at: trx.fn.now() })
          .returning('*');
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: messageNames.projectPublicityModified, variables: { publicityEndDate, publicityEndAt } });
        await writeOperationLog(trx, request, {
          abstract: 'project-publicity.modify-period',
          businessType: BUSINESS,
          businessKey: id,
          before: { publicityEndDate: row.publicity_end_date },
          after: { publicityEndDate },
        });
        return updated;
      });
      // sent before answering, so the next change (a resume after a pause) finds the chain waiting for it
      await app.outbox.kick();
      return { flag: 1 as const, dataInfo: periodOf(after) };
    },
  });

  app.post(publicityPaths.pause, {
    config: { access: { func: [fc.publicityManage] } },
    schema: { tags: ['project'], summary: 'Pause a running publicity, or resume a paused one', body: publicityPauseBody, response: { 200: ok(publicityPeriodSchema) } },
    handler: async (request) => {
      const { id, action, reason } = request.body;
      const lang = langOfRequest(request);
      const today = isoDay();
      const from = action === 'pause' ? projectStatuses.publicity : projectStatuses.publicityPaused;
      await checkedApply(app.db, id, [from], lang);
      const after = await app.db.transaction(async (trx) => {
        const row = await checkedApply(trx, id, [from], lang, undefined, true);
        if (action === 'pause') {
          // the working days still to run are kept, so a resume gives them back
          const remaining = await remainingPublicityDays(trx, request.log, today, row.publicity_end_date ?? today);
          const [updated] = await trx('project_apply')
            .where({ id })
            .update({ status: projectStatuses.publicityPaused, publicity_paused_at: trx.fn.now(), publicity_remaining_days: remaining, version: row.version + 1, updated_at: trx.fn.now() })
            .returning('*');
          await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: messageNames.projectPublicityPaused, variables: { pauseReason: reason } });
          await writeOperationLog(trx, request, {
            abstract: 'project-publicity.pause',
            businessType: BUSINESS,
            businessKey: id,
            before: { status: row.status, publicityEndDate: row.publicity_end_date },
            after: { status: projectStatuses.publicityPaused, publicityRemainingDays: remaining, reason },
          });
          return updated;
        }
        const { publicityEndDate, publicityEndAt } = await publicityPeriod(app, trx, row.publicity_remaining_days ?? 0, today);
        const [updated] = await trx('project_apply')
          .where({ id })
          .update({
            status: projectStatuses.publicity,
            publicity_end_date: publicityEndDate,
            publicity_paused_at: null,
            publicity_remaining_days: null,
            version: row.version + 1,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: messageNames.projectPublicityResumed, variables: { publicityEndDate, publicityEndAt, resumeReason: reason } });
        await writeOperationLog(trx, request, {
          abstract: 'project-publicity.resume',
          businessType: BUSINESS,
          businessKey: id,
          before: { status: row.status, publicityEndDate: row.publicity_end_date, publicityRemainingDays: row.publicity_remaining_days },
          after: { status: projectStatuses.publicity, publicityEndDate, reason },
        });
        return updated;
      });
      // sent before answering, so the next change (a resume after a pause) finds the chain waiting for it
      await app.outbox.kick();
      return { flag: 1 as const, dataInfo: periodOf(after) };
    },
  });

  app.post(publicityPaths.opinionList, {
    // the registry (025); the owner and the named validation body read the comments on their applications
    config: { access: { func: [fc.publicityOpinions, fc.projectAdd, fc.projectAuthorise] } },
    schema: { tags: ['project'], summary: 'Public comments on applications, one page', body: opinionListQuery, response: { 200: okList(opinionRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, applyId, projectName } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        if (op.custId) q.where((w) => w.where('a.cust_id', op.custId).orWhere('a.approval_authority', op.custId));
        if (applyId) q.where('o.apply_id', applyId);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        return q;
      };
      const base = () => app.db('project_opinion as o').join('project_apply as a', 'a.id', 'o.apply_id');
      const [rows, [{ count }]] = await Promise.all([
        filter(base())
          .select('o.*', 'a.apply_no', 'a.project_name')
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        filter(base()).count({ count: '*' }),
      ]);
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: r.id,
          applyId: r.apply_id,
          applyNo: r.apply_no,
          projectName: r.project_name,
          content: r.content,
          commenterName: r.commenter_name ?? null,
          contact: r.contact ?? null,
          createdAt: iso(r.created_at)!,
        })),
        total: Number(count),
      };
    },
  });

  /**
   * The named validation body's material during publicity (type P03, business projectPubUpload): upload-in-pub adds
   * the given uploads to what the application has, upload-in-pub-save makes them the whole set.
   */
  const uploadInPub = (replace: boolean) => async (request: FastifyRequest<{ Body: z.infer<typeof uploadInPubBody> }>) => {
    const { id, fileIds } = request.body;
    const op = request.operator!;
    const lang = langOfRequest(request);
    await app.db.transaction(async (trx) => {
      const row = await trx('project_apply').where({ id }).forUpdate().first();
      if (!row || !op.custId || row.approval_authority !== op.custId) throw notFound('applyNotFound');
      if (row.status !== projectStatuses.publicity) throw statusNotAllowed(projectLifecycle, row.status, lang);
      const kept = replace
        ? []
        : (await trx('attachment').where({ business_type: BUSINESS, business_code: id, type_no: projectDocumentTypes.publicityMaterial }).select('id')).map((r: { id: string }) => r.id);
      await linkDocuments(trx, [...kept, ...fileIds], BUSINESS, id, op.operatorId, projectDocumentBusinesses.publicityUpload);
      await writeOperationLog(trx, request, { abstract: replace ? 'project-publicity.upload-save' : 'project-publicity.upload', businessType: BUSINESS, businessKey: id, after: { fileIds } });
    });
    const docs = await publishedDocuments(app.db, id, [projectDocumentTypes.publicityMaterial], lang);
    return { flag: 1 as const, dataInfo: docs };
  };
  for (const [url, replace, summary] of [
    [publicityPaths.uploadInPub, false, 'Add material to an application in publicity (the named validation body)'],
    [publicityPaths.uploadInPubSave, true, 'Save the whole set of material of an application in publicity'],
  ] as const) {
    app.post(url, {
      config: { access: { func: [fc.projectAuthorise] } },
      schema: { tags: ['project'], summary, body: uploadInPubBody, response: { 200: ok(z.array(publicDocumentSchema)) } },
      handler: uploadInPub(replace),
    });
  }
};

function recallQuery(db: Knex) {
  return db('project_recall as r')
    .join('project_apply as a', 'a.id', 'r.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .select('r.*', 'a.apply_no', 'a.project_name', 'c.cust_name');
}
