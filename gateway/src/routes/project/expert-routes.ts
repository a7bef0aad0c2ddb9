import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  appointApplyListQuery,
  appointApplyRowSchema,
  appointExpertBody,
  appointExpertRandomBody,
  appointInfoSchema,
  appointWays,
  expertApplyBody,
  expertCandidateSchema,
  expertExclusionReasonName,
  expertPaths,
  functionCodes as fc,
  langOf,
  messageNames,
  operatorTypes,
  projectExpertSchema,
  projectExpertStatuses,
  projectLifecycle,
  projectStatuses,
  setExpertFeeBody,
  statusName,
  applyRowSchema,
  type DrawnExpert,
  type ExpertAreaPaths,
  type ExpertExclusionReason,
  type Lang,
  type LifecycleDeclaration,
  type ProjectStatus,
} from '@ccer/contracts';
import { badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue } from '../../domain/outbox.ts';
import { likeText } from '../../domain/like-text.ts';
import { statusNotAllowed } from '../../domain/lifecycle/status-conflict.ts';
import { tokenArg } from '../../domain/settings/time-slices.ts';
import { drawExperts, exclusionOf, newDrawSeed, type ApplicationTies, type ExpertCandidate } from '../../domain/lifecycle/expert-draw.ts';
import { selectApplies, toApplyRow } from './apply-repository.ts';
import { selectExpertDraws, selectProjectExperts, toExpertDraw, toProjectExpert } from './expert-repository.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';

const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);

/**
 * A lifecycle area whose applications get experts (the project's; the certification's, routes/certified): its
 * declaration, its application table, its calls, the message the chain waits for, and where a row's ties are.
 * project_expert and expert_draw hold the rows of both areas (apply ids are UUIDs of either table).
 */
export interface ExpertArea {
  lifecycle: LifecycleDeclaration;
  table: string;
  paths: ExpertAreaPaths;
  messageName: string;
  /** The registry's review function besides 029 (appoint-info is read while reviewing). */
  reviewFunc: string;
  /** The applications as `a` with id, apply_no, project_name, parent_project_type, status, expert_round, updated_at, cust_id, body_cust_id. */
  applications(db: Knex | Knex.Transaction): Knex.QueryBuilder;
  /** The columns of the project name and of the body's customer in applications(). */
  nameColumn: string;
  bodyColumn: string;
  /** The application an appointed expert evaluates, as the area's row (report-apply). */
  applyRow: { schema: z.ZodType; load: (db: Knex, id: string, lang: Lang) => Promise<unknown | undefined> };
}

export const projectExpertArea: ExpertArea = {
  lifecycle: projectLifecycle,
  table: 'project_apply',
  paths: expertPaths,
  messageName: messageNames.projectExpertsAppointed,
  reviewFunc: fc.projectRegistryReview,
  applications: (db) =>
    db('project_apply as a').select('a.id', 'a.apply_no', 'a.project_name', 'a.parent_project_type', 'a.status', 'a.expert_round', 'a.updated_at', 'a.cust_id', 'a.approval_authority as body_cust_id'),
  nameColumn: 'a.project_name',
  bodyColumn: 'a.approval_authority',
  applyRow: {
    schema: applyRowSchema,
    load: async (db, id, lang) => {
      const row = await selectApplies(db).where('a.id', id).first();
      return row && toApplyRow(row, lang);
    },
  },
};
/** Both areas await experts in status 12 (their status codes are the same). */
const AWAITING = projectStatuses.awaitingExperts;


/** The application locked for an appointment change, with its project type, owner's and body's names; 404 unknown, 409 other statuses. */
async function lockApply(area: ExpertArea, trx: Knex.Transaction, id: string, allowed: readonly string[], lang: Lang) {
  const locked = await trx(area.table).where({ id }).forUpdate().first('id');
  const row = locked && (await area.applications(trx).where('a.id', id).first());
  if (!row) throw notFound('applyNotFound');
  if (!allowed.includes(row.status)) throw statusNotAllowed(area.lifecycle, row.status, lang);
  const names = await trx('customer').whereIn('cust_id', [row.cust_id, row.body_cust_id].filter(Boolean)).select('cust_id', 'cust_name');
  const nameOf = (custId: string | null) => names.find((n: { cust_id: string }) => n.cust_id === custId)?.cust_name ?? null;
  return { row: row as Record<string, any>, ownerName: nameOf(row.cust_id), bodyName: nameOf(row.body_cust_id) };
}

/** The round proposals go to: the next one while the application awaits experts, else the last appointed. */
const workingRound = (row: { status: string; expert_round: number }) => (row.status === AWAITING ? row.expert_round + 1 : row.expert_round);

/** The experts already proposed (or appointed) in a round. */
async function proposedIn(trx: Knex.Transaction, applyId: string, round: number): Promise<Set<string>> {
  const rows = await trx('project_expert').where({ apply_id: applyId, round }).select('expert_operator_id');
  return new Set(rows.map((r: { expert_operator_id: string }) => r.expert_operator_id));
}

const candidateColumns = ['operator_id', 'login_name', 'operator_name', 'work_unit', 'cust_id', 'operator_field', 'status', 'operator_type'];
const toCandidate = (r: Record<string, any>): ExpertCandidate => ({
  expertId: r.operator_id,
  loginName: r.login_name,
  expertName: r.operator_name ?? null,
  workUnit: r.work_unit ?? null,
  custId: r.cust_id ?? null,
  operatorField: r.operator_field ?? null,
  status: r.status,
  operatorType: r.operator_type,
});
const drawn = (e: ExpertCandidate): DrawnExpert => ({ expertId: e.expertId, loginName: e.loginName, expertName: e.expertName, workUnit: e.workUnit });

/**
 * The experts of the application's field for the round being prepared: the eligible ones, and the tied or already
 * proposed ones with their reason (experts of other fields are no candidates at all).
 */
async function classifyExperts(trx: Knex.Transaction, locked: Awaited<ReturnType<typeof lockApply>>) {
  const { row, ownerName, bodyName } = locked;
  const round = workingRound(row as { status: string; expert_round: number });
  const ties: ApplicationTies = {
    parentProjectType: row.parent_project_type,
    ownerCustId: row.cust_id,
    ownerName,
    bodyCustId: row.body_cust_id,
    bodyName,
    proposed: await proposedIn(trx, row.id, round),
  };
  const experts = (await trx('operator').where({ operator_type: operatorTypes.expert, status: '1' }).select(candidateColumns)).map(toCandidate);
  const eligible: ExpertCandidate[] = [];
  const excluded: Array<DrawnExpert & { reason: ExpertExclusionReason }> = [];
  for (const e of experts) {
    const reason = exclusionOf(e, ties);
    if (!reason) eligible.push(e);
    else if (reason !== 'fieldMismatch') excluded.push({ ...drawn(e), reason });
  }
  return { round, ties, eligible: eligible.sort(byId), excluded: excluded.sort(byId) };
}
const byId = (a: { expertId: string }, b: { expertId: string }) => (a.expertId < b.expertId ? -1 : a.expertId > b.expertId ? 1 : 0);

/** The application's experts (every round) and draws, newest round first. */
async function appointInfo(db: Knex | Knex.Transaction, row: Record<string, any>, lang: Lang) {
  const [experts, draws] = await Promise.all([
    selectProjectExperts(db).where('pe.apply_id', row.id).orderBy([{ column: 'pe.round', order: 'desc' }, { column: 'pe.created_at' }, { column: 'pe.id' }]),
    selectExpertDraws(db).where('d.apply_id', row.id).orderBy('d.created_at', 'desc'),
  ]);
  return {
    applyId: row.id as string,
    status: row.status as ProjectStatus,
    round: workingRound(row as { status: string; expert_round: number }),
    experts: experts.map((e: Record<string, any>) => toProjectExpert(e, lang)),
    draws: draws.map((d: Record<string, any>) => toExpertDraw(d, lang)),
  };
}

/**
 * Expert appointment (registry spec §7; function 029 指派专家) of an area: the random draw among the experts whose
 * field covers the project type and who have no tie to the owner or the validation (verification) body (recorded with
 * its seed so it can be replayed), the named proposal under the same rules, the fees, and the appointment, which hands
 * the experts to the engine (one evaluation task each) through the outbox in the same transaction.
 */
export const expertRoutesFor = (area: ExpertArea): FastifyPluginAsyncZod => async (app) => {
  const BUSINESS = area.lifecycle.businessType;
  const PROCESS = area.lifecycle.processKey;
  const TAG = area.lifecycle.area;
  app.post(area.paths.applyList, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: 'Applications awaiting experts or under evaluation, one page', body: appointApplyListQuery, response: { 200: okList(appointApplyRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status } = request.body;
      const lang = langOfRequest(request);
      const filter = (q: Knex.QueryBuilder) => {
        q.whereIn('a.status', status ? [status] : [AWAITING, projectStatuses.expertEvaluation]);
        if (projectName) q.whereILike(area.nameColumn, likeText(projectName));
        return q;
      };
      const proposed = app.db('project_expert as pe')
        .whereRaw('pe.apply_id = a.id and pe.round = a.expert_round + 1')
        .where('pe.status', projectExpertStatuses.proposed.code)
        .count('*');
      const { rows, total } = await pageAndCount(
        filter(area.applications(app.db))
          .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
          .leftJoin('customer as v', 'v.cust_id', area.bodyColumn)
          .select('c.cust_name', 'v.cust_name as body_name', proposed.as('proposed_count'))
          .orderBy('a.updated_at', 'desc')
          .orderBy('a.id'),
        { pageNumber, pageSize },
        filter(area.applications(app.db)),
      );
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: r.id,
          applyNo: r.apply_no,
          projectName: r.project_name,
          custName: r.cust_name ?? null,
          parentProjectType: r.parent_project_type ?? null,
          approvalAuthorityName: r.body_name ?? null,
          status: r.status,
          statusName: statusName(area.lifecycle, r.status, lang),
          expertRound: r.expert_round,
          proposedCount: Number(r.proposed_count),
          updatedAt: new Date(r.updated_at).toISOString(),
        })),
        total,
      };
    },
  });

  app.post(area.paths.appointInfo, {
    config: { access: { func: [fc.expertAppoint, area.reviewFunc] } },
    schema: { tags: [TAG], summary: "An application's experts of every round and its recorded draws", body: expertApplyBody, response: { 200: ok(appointInfoSchema) } },
    handler: async (request) => {
      const row = await app.db(area.table).where({ id: request.body.id }).first('id', 'status', 'expert_round');
      if (!row) throw notFound('applyNotFound');
      return { flag: 1 as const, dataInfo: await appointInfo(app.db, row, langOfRequest(request)) };
    },
  });

  app.post(area.paths.candidates, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: "The experts of an application's field for the next round, eligible or with the reason they are not", body: expertApplyBody, response: { 200: ok(z.array(expertCandidateSchema)) } },
    handler: async (request) => {
      const lang = langOfRequest(request);
      // read in a transaction of its own, with the same lock and rules as a proposal
      const list = await app.db.transaction(async (trx) => {
        const { eligible, excluded } = await classifyExperts(trx, await lockApply(area, trx, request.body.id, [AWAITING], lang));
        return [
          ...eligible.map((e) => ({ ...drawn(e), reason: null, reasonName: null })),
          ...excluded.map((e) => ({ ...e, reasonName: expertExclusionReasonName(e.reason, lang) })),
        ];
      });
      return { flag: 1 as const, dataInfo: list };
    },
  });

  app.post(area.paths.appointRandom, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: 'Draw experts at random for the next round (the draw is recorded)', body: appointExpertRandomBody, response: { 200: ok(appointInfoSchema) } },
    handler: async (request) => {
      const { id, count } = request.body;
      const lang = langOfRequest(request);
      const op = request.operator!;
      const info = await app.db.transaction(async (trx) => {
        const locked = await lockApply(area, trx, id, [AWAITING], lang);
        const { row } = locked;
        // the candidates are the experts of the field; the tied and the already proposed are set aside with their reason
        const { round, eligible, excluded } = await classifyExperts(trx, locked);
        if (eligible.length < count) throw badRequest([{ field: 'count', message: `expertTooFewCandidates:${eligible.length}:${count}` }]);
        const seed = newDrawSeed();
        const chosenIds = drawExperts(seed, eligible.map((e) => e.expertId), count);
        const chosen = chosenIds.map((cid) => drawn(eligible.find((e) => e.expertId === cid)!));
        const [draw] = await trx('expert_draw')
          .insert({
            apply_id: id,
            round,
            seed,
            candidates: JSON.stringify(eligible.map(drawn)),
            excluded: JSON.stringify(excluded),
            chosen: JSON.stringify(chosen),
            drawn_by: op.operatorId,
          })
          .returning('id');
        await trx('project_expert').insert(
          chosen.map((c) => ({ apply_id: id, round, expert_operator_id: c.expertId, draw_id: draw.id, appoint_way: appointWays.random, status: projectExpertStatuses.proposed.code })),
        );
        await writeOperationLog(trx, request, {
          abstract: `${TAG}-experts.draw`,
          businessType: BUSINESS,
          businessKey: id,
          after: { round, seed, count, chosen: chosen.map((c) => c.loginName), excluded: excluded.map((e) => ({ loginName: e.loginName, reason: e.reason })) },
        });
        return appointInfo(trx, row, lang);
      });
      return { flag: 1 as const, dataInfo: info };
    },
  });

  app.post(area.paths.appointNamed, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: 'Propose experts by name for the next round (same eligibility as the draw)', body: appointExpertBody, response: { 200: ok(appointInfoSchema) } },
    handler: async (request) => {
      const { id, expertIds } = request.body;
      const lang = langOfRequest(request);
      const info = await app.db.transaction(async (trx) => {
        const locked = await lockApply(area, trx, id, [AWAITING], lang);
        const { row } = locked;
        const { round, ties } = await classifyExperts(trx, locked);
        const found = new Map(
          (await trx('operator').whereIn('operator_id', expertIds).select(candidateColumns)).map((r: Record<string, any>) => [r.operator_id as string, toCandidate(r)]),
        );
        // every refusal names the expert and the reason; nothing is proposed unless all may be
        const refusals = expertIds.flatMap((eid, i) => {
          const e = found.get(eid);
          const reason = e ? exclusionOf(e, ties) : 'notExpert';
          if (!reason) return [];
          const name = e?.expertName ?? e?.loginName ?? eid;
          return [{ field: `expertIds.${i}`, message: `expertRefused:${tokenArg(name)}:${tokenArg(expertExclusionReasonName(reason, lang))}` }];
        });
        if (refusals.length > 0) throw badRequest(refusals);
        await trx('project_expert').insert(
          expertIds.map((eid) => ({ apply_id: id, round, expert_operator_id: eid, appoint_way: appointWays.named, status: projectExpertStatuses.proposed.code })),
        );
        await writeOperationLog(trx, request, {
          abstract: `${TAG}-experts.name`,
          businessType: BUSINESS,
          businessKey: id,
          after: { round, experts: expertIds.map((eid) => found.get(eid)!.loginName) },
        });
        return appointInfo(trx, row, lang);
      });
      return { flag: 1 as const, dataInfo: info };
    },
  });

  app.post(area.paths.setFee, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: "Set one expert's fee for the application's current round", body: setExpertFeeBody, response: { 200: ok(projectExpertSchema) } },
    handler: async (request) => {
      const { id, expertId, fee } = request.body;
      const lang = langOfRequest(request);
      const updated = await app.db.transaction(async (trx) => {
        const row = await trx(area.table).where({ id }).forUpdate().first('id', 'status', 'expert_round');
        if (!row) throw notFound('applyNotFound');
        const round = workingRound(row);
        const before = await trx('project_expert').where({ apply_id: id, round, expert_operator_id: expertId }).first('id', 'fee');
        if (!before) throw badRequest([{ field: 'expertId', message: 'expertNotProposed' }]);
        await trx('project_expert').where({ id: before.id }).update({ fee: fee.toFixed(2) });
        await writeOperationLog(trx, request, {
          abstract: `${TAG}-experts.fee`,
          businessType: BUSINESS,
          businessKey: id,
          before: { expertId, round, fee: before.fee === null ? null : Number(before.fee) },
          after: { expertId, round, fee },
        });
        return selectProjectExperts(trx).where('pe.id', before.id).first();
      });
      return { flag: 1 as const, dataInfo: toProjectExpert(updated, lang) };
    },
  });

  app.post(area.paths.appoint, {
    config: { access: { func: [fc.expertAppoint] } },
    schema: { tags: [TAG], summary: 'Appoint the proposed experts: one evaluation task each', body: expertApplyBody, response: { 200: ok(appointInfoSchema) } },
    handler: async (request) => {
      const { id } = request.body;
      const lang = langOfRequest(request);
      // the worker writes the status just before the chain waits for the appointment: a message sent in that moment
      // is held by the outbox until the chain waits (a correlation finding nothing waiting is tried again)
      const info = await app.db.transaction(async (trx) => {
        const { row } = await lockApply(area, trx, id, [AWAITING], lang);
        const round = row.expert_round + 1;
        const proposed = await selectProjectExperts(trx).where({ 'pe.apply_id': id, 'pe.round': round, 'pe.status': projectExpertStatuses.proposed.code }).orderBy('pe.created_at').orderBy('pe.id');
        if (proposed.length === 0) throw badRequest([{ field: 'expertIds', message: 'expertNoneProposed' }]);
        const loginNames = proposed.map((p: Record<string, any>) => p.login_name as string);
        await trx('project_expert').whereIn('id', proposed.map((p: Record<string, any>) => p.id)).update({ status: projectExpertStatuses.appointed.code });
        const [updated] = await trx(area.table).where({ id }).update({ expert_round: round, version: trx.raw('version + 1'), updated_at: trx.fn.now() }).returning('*');
        await enqueue(trx, {
          kind: 'correlate',
          processKey: PROCESS,
          businessType: BUSINESS,
          businessKey: id,
          messageName: area.messageName,
          variables: { expertsJson: JSON.stringify(loginNames) },
        });
        await writeOperationLog(trx, request, {
          abstract: `${TAG}-experts.appoint`,
          businessType: BUSINESS,
          businessKey: id,
          before: { expertRound: row.expert_round },
          after: { expertRound: round, experts: loginNames },
        });
        return appointInfo(trx, updated, lang);
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: info };
    },
  });
};

export const expertRoutes = expertRoutesFor(projectExpertArea);
