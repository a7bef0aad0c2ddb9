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
  uploadInPubBody,
  type Lang,
  type LifecycleDeclaration,
  type PublicityAreaPaths,
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
import { pageAndCount } from '../../domain/page-and-count.ts';
import { ownCompanyOf, ownsApplication, scopeToCompany, withinCompany } from '../../domain/access/company-scope.ts';
import { iso } from '../../domain/timestamps.ts';
const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);



/**
 * A lifecycle area whose applications run a publicity (the project's; the certification's, routes/certified): its
 * declaration and application table, its calls and function codes, the chain's messages, the named body's column,
 * where the project name is, the publicity material's type and document business, and the step notices.
 * project_recall and project_opinion hold the rows of both areas (business_type says whose).
 */
export interface PublicityArea {
  lifecycle: LifecycleDeclaration;
  table: string;
  paths: PublicityAreaPaths;
  /** OpenAPI tag and the operation log's prefix (`<prefix>.recall-apply` …). */
  tag: string;
  logPrefix: string;
  messages: { recall: string; modified: string; paused: string; resumed: string };
  funcs: { recallApply: string[]; recallList: string[]; manage: string[]; opinions: string[]; uploadInPub: string[] };
  /** The column of the named body (validation or verification) on the application. */
  bodyColumn: string;
  /** Joins what `nameColumn` needs to a query holding the application as `a`. */
  joinName(q: Knex.QueryBuilder): Knex.QueryBuilder;
  nameColumn: string;
  publicityMaterial: { typeNo: string; business: string };
  notifyStep(trx: Knex.Transaction, change: { applyId: string; from: string; to: string; activation: string }): Promise<unknown>;
}

export const projectPublicityArea: PublicityArea = {
  lifecycle: projectLifecycle,
  table: 'project_apply',
  paths: publicityPaths,
  tag: 'project',
  logPrefix: 'project-publicity',
  messages: {
    recall: messageNames.projectRecallRequested,
    modified: messageNames.projectPublicityModified,
    paused: messageNames.projectPublicityPaused,
    resumed: messageNames.projectPublicityResumed,
  },
  funcs: {
    recallApply: [fc.projectAdd],
    recallList: [fc.projectAdd, fc.projectPubAudit],
    manage: [fc.publicityManage],
    // the registry (025); the owner and the named validation body read the comments on their applications
    opinions: [fc.publicityOpinions, fc.projectAdd, fc.projectAuthorise],
    uploadInPub: [fc.projectAuthorise],
  },
  bodyColumn: 'approval_authority',
  joinName: (q) => q,
  nameColumn: 'a.project_name',
  publicityMaterial: { typeNo: projectDocumentTypes.publicityMaterial, business: projectDocumentBusinesses.publicityUpload },
  notifyStep: notifyProjectStep,
};

/** Both areas' status codes are the same: publicity 02, paused 04, recall under audit 05. */
const st = projectStatuses;

type ApplyRow = Record<string, any>;

/**
 * The application of a publicity change, checked: unknown (or not the caller's: `visible`) answers 404, a status
 * outside `allowed` 409. Read once before the engine is asked, and again locked in the change's transaction.
 */
async function checkedApply(area: PublicityArea, db: Knex | Knex.Transaction, id: string, allowed: readonly string[], lang: Lang, visible: (row: ApplyRow) => boolean = () => true, lock = false) {
  const q = db(area.table).where({ id });
  const row: ApplyRow | undefined = await (lock ? q.forUpdate() : q).first();
  if (!row || !visible(row)) throw notFound('applyNotFound');
  if (!allowed.includes(row.status)) throw statusNotAllowed(area.lifecycle, row.status, lang);
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
 * Publicity management of an area (registry spec §7; the measures' 20 working days of publicity): the owner's recall
 * request (project 053, certification 056), the registry's period change, pause and resume (079), the comments list
 * (025), the named body's material during publicity (073 / 075). Each change writes the business row and the engine's
 * message in one transaction (the outbox), then the operation log; the chain waits in its event gateway.
 */
export const publicityRoutesFor = (area: PublicityArea): FastifyPluginAsyncZod => async (app) => {
  const BUSINESS = area.lifecycle.businessType;
  const PROCESS = area.lifecycle.processKey;
  const paths = area.paths;
  const tags = [area.tag];
  const log = (action: string) => `${area.logPrefix}.${action}`;
  const recallQuery = (db: Knex) =>
    area
      .joinName(db('project_recall as r').join(`${area.table} as a`, 'a.id', 'r.apply_id'))
      .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
      .select('r.*', 'a.apply_no', `${area.nameColumn} as project_name`, 'c.cust_name');

  app.post(paths.recallApply, {
    config: { access: { func: area.funcs.recallApply } },
    schema: { tags, summary: 'Ask to withdraw an application in publicity (recall audit follows)', body: recallApplyBody, response: { 200: ok(recallRowSchema) } },
    handler: async (request) => {
      const { id, reason } = request.body;
      const op = request.operator!;
      const lang = langOfRequest(request);
      // another company's application (or another operator's, for one acting without a company) does not exist for the caller
      const own = (row: ApplyRow) => ownsApplication(op, row as { cust_id: string | null; owner_operator_id: string | null });
      await checkedApply(area, app.db, id, [st.publicity], lang, own);
      const recallId = await app.db.transaction(async (trx) => {
        const row = await checkedApply(area, trx, id, [st.publicity], lang, own, true);
        const [recall] = await trx('project_recall').insert({ apply_id: id, business_type: BUSINESS, reason, status: recallStatuses.pending.code, applicant_operator_id: op.operatorId }).returning('id');
        await trx(area.table).where({ id }).update({ status: st.recallPending, version: row.version + 1, updated_at: trx.fn.now() });
        await area.notifyStep(trx, { applyId: id, from: row.status, to: st.recallPending, activation: String(row.version + 1) });
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: area.messages.recall, variables: { recallReason: reason } });
        await writeOperationLog(trx, request, {
          abstract: log('recall-apply'),
          businessType: BUSINESS,
          businessKey: id,
          before: { status: row.status },
          after: { status: st.recallPending, reason },
        });
        return recall.id as string;
      });
      // sent before answering, so the next change (a resume after a pause) finds the chain waiting for it
      await app.outbox.kick();
      const saved = await recallQuery(app.db).where('r.id', recallId).first();
      return { flag: 1 as const, dataInfo: toRecallRow(saved, lang) };
    },
  });

  app.post(paths.recallList, {
    config: { access: { func: area.funcs.recallList } },
    schema: { tags, summary: 'Recall requests, one page (owners: their company only)', body: recallListQuery, response: { 200: okList(recallRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status, applyId } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        scopeToCompany(q, op, 'a.cust_id');
        if (projectName) q.whereILike(area.nameColumn, likeText(projectName));
        if (status) q.where('r.status', status);
        if (applyId) q.where('r.apply_id', applyId);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(recallQuery(app.db)).orderBy('r.created_at', 'desc').orderBy('r.id'),
        { pageNumber, pageSize },
        filter(area.joinName(app.db('project_recall as r').join(`${area.table} as a`, 'a.id', 'r.apply_id'))),
      );
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toRecallRow(r, lang)), total };
    },
  });

  app.post(paths.modifyPeriod, {
    config: { access: { func: area.funcs.manage } },
    schema: { tags, summary: 'Change the last day of a running publicity', body: modifyPublicityPeriodBody, response: { 200: ok(publicityPeriodSchema) } },
    handler: async (request) => {
      const { id, publicityEndDate } = request.body;
      const lang = langOfRequest(request);
      // the server's date judges "after today", as the form's own check does with the server time
      if (publicityEndDate <= isoDay()) throw badRequest([{ field: 'publicityEndDate', message: 'publicityEndAfterToday' }]);
      await checkedApply(area, app.db, id, [st.publicity], lang);
      const after = await app.db.transaction(async (trx) => {
        const row = await checkedApply(area, trx, id, [st.publicity], lang, undefined, true);
        if (row.publicity_end_date === publicityEndDate) throw badRequest([{ field: 'publicityEndDate', message: 'publicityEndUnchanged' }]);
        const publicityEndAt = registryIso(endOfRegistryDay(publicityEndDate));
        const [updated] = await trx(area.table)
          .where({ id })
          .update({ publicity_end_date: publicityEndDate, version: row.version + 1, updated_at: trx.fn.now() })
          .returning('*');
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: area.messages.modified, variables: { publicityEndDate, publicityEndAt } });
        await writeOperationLog(trx, request, {
          abstract: log('modify-period'),
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

  app.post(paths.pause, {
    config: { access: { func: area.funcs.manage } },
    schema: { tags, summary: 'Pause a running publicity, or resume a paused one', body: publicityPauseBody, response: { 200: ok(publicityPeriodSchema) } },
    handler: async (request) => {
      const { id, action, reason } = request.body;
      const lang = langOfRequest(request);
      const today = isoDay();
      const from = action === 'pause' ? st.publicity : st.publicityPaused;
      await checkedApply(area, app.db, id, [from], lang);
      const after = await app.db.transaction(async (trx) => {
        const row = await checkedApply(area, trx, id, [from], lang, undefined, true);
        if (action === 'pause') {
          // the working days still to run are kept, so a resume gives them back
          const remaining = await remainingPublicityDays(trx, request.log, today, row.publicity_end_date ?? today);
          const [updated] = await trx(area.table)
            .where({ id })
            .update({ status: st.publicityPaused, publicity_paused_at: trx.fn.now(), publicity_remaining_days: remaining, version: row.version + 1, updated_at: trx.fn.now() })
            .returning('*');
          await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: area.messages.paused, variables: { pauseReason: reason } });
          await writeOperationLog(trx, request, {
            abstract: log('pause'),
            businessType: BUSINESS,
            businessKey: id,
            before: { status: row.status, publicityEndDate: row.publicity_end_date },
            after: { status: st.publicityPaused, publicityRemainingDays: remaining, reason },
          });
          return updated;
        }
        const { publicityEndDate, publicityEndAt } = await publicityPeriod(app, trx, row.publicity_remaining_days ?? 0, today);
        const [updated] = await trx(area.table)
          .where({ id })
          .update({
            status: st.publicity,
            publicity_end_date: publicityEndDate,
            publicity_paused_at: null,
            publicity_remaining_days: null,
            version: row.version + 1,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        await enqueue(trx, { kind: 'correlate', processKey: PROCESS, businessType: BUSINESS, businessKey: id, messageName: area.messages.resumed, variables: { publicityEndDate, publicityEndAt, resumeReason: reason } });
        await writeOperationLog(trx, request, {
          abstract: log('resume'),
          businessType: BUSINESS,
          businessKey: id,
          before: { status: row.status, publicityEndDate: row.publicity_end_date, publicityRemainingDays: row.publicity_remaining_days },
          after: { status: st.publicity, publicityEndDate, reason },
        });
        return updated;
      });
      // sent before answering, so the next change (a resume after a pause) finds the chain waiting for it
      await app.outbox.kick();
      return { flag: 1 as const, dataInfo: periodOf(after) };
    },
  });

  app.post(paths.opinionList, {
    config: { access: { func: area.funcs.opinions } },
    schema: { tags, summary: 'Public comments on applications, one page', body: opinionListQuery, response: { 200: okList(opinionRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, applyId, projectName } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        withinCompany(q, ownCompanyOf(op), (w, own) => w.where((x) => x.where('a.cust_id', own).orWhere(`a.${area.bodyColumn}`, own)));
        if (applyId) q.where('o.apply_id', applyId);
        if (projectName) q.whereILike(area.nameColumn, likeText(projectName));
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(area.joinName(app.db('project_opinion as o').join(`${area.table} as a`, 'a.id', 'o.apply_id')))
          .select('o.*', 'a.apply_no', `${area.nameColumn} as project_name`)
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id'),
        { pageNumber, pageSize },
      );
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
        total,
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
      const row = await trx(area.table).where({ id }).forUpdate().first();
      if (!row || !op.custId || row[area.bodyColumn] !== op.custId) throw notFound('applyNotFound');
      if (row.status !== st.publicity) throw statusNotAllowed(area.lifecycle, row.status, lang);
      const kept = replace
        ? []
        : (await trx('attachment').where({ business_type: BUSINESS, business_code: id, type_no: area.publicityMaterial.typeNo }).select('id')).map((r: { id: string }) => r.id);
      await linkDocuments(trx, [...kept, ...fileIds], BUSINESS, id, op.operatorId, area.publicityMaterial.business);
      await writeOperationLog(trx, request, { abstract: log(replace ? 'upload-save' : 'upload'), businessType: BUSINESS, businessKey: id, after: { fileIds } });
    });
    const docs = await publishedDocuments(app.db, id, [area.publicityMaterial.typeNo], lang, BUSINESS);
    return { flag: 1 as const, dataInfo: docs };
  };
  for (const [url, replace, summary] of [
    [paths.uploadInPub, false, 'Add material to an application in publicity (the named validation body)'],
    [paths.uploadInPubSave, true, 'Save the whole set of material of an application in publicity'],
  ] as const) {
    app.post(url, {
      config: { access: { func: area.funcs.uploadInPub } },
      schema: { tags, summary, body: uploadInPubBody, response: { 200: ok(z.array(publicDocumentSchema)) } },
      handler: uploadInPub(replace),
    });
  }
};

/** The project's publicity management and the public pages (/projectPublicity). */
export const publicityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicPublicityRoutes);
  await app.register(publicityRoutesFor(projectPublicityArea));
};
