import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  cancelFlags,
  certifiedDocumentBusinesses,
  certifiedDocumentTypes,
  certifiedLifecycle,
  certifiedPublicDocumentTypes,
  certifiedPublicityPaths,
  certifiedStatuses,
  functionCodes as fc,
  messageNames,
  publicityDetailQuery,
  publicityStatuses,
  publicReductionDetailSchema,
  publicReductionRowSchema,
  reductionPublicityListQuery,
  type Lang,
  type PublicReductionRow,
} from '@ccer/contracts';
import { notifyCertifiedStep } from '@ccer/workers/topics/action-notices';
import { AppError } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import { wherePublicReduction } from '../../domain/lifecycle/public-reductions.ts';
import { publicityRoutesFor, type PublicityArea } from '../project/publicity-routes.ts';
import { publicCommentRoutesFor, publishedDocuments, type PublicCommentArea } from '../project/public-publicity-routes.ts';
import { selectCertified, toCertifiedRow } from './certified-repository.ts';
import { vintagesOf } from '../../domain/lifecycle/vintages.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { iso } from '../../domain/timestamps.ts';

const BUSINESS = certifiedLifecycle.businessType;
const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The certification's publicity (the monitoring report's 20 working days, issue 11) on the project's mechanism: the
 * owner's recall (056, own company), the registry's period change, pause and resume (079 公示管理, the same registry
 * function as for projects: one publicity rule for both areas), the comments (025, the owner, the named verification
 * body), the verification body's material (075, type R03). Recall requests and comments share the project's tables.
 */
export const certifiedPublicityArea: PublicityArea = {
  lifecycle: certifiedLifecycle,
  table: 'certified_apply',
  paths: certifiedPublicityPaths,
  tag: 'certified',
  logPrefix: 'certified-publicity',
  messages: {
    recall: messageNames.certifiedRecallRequested,
    modified: messageNames.certifiedPublicityModified,
    paused: messageNames.certifiedPublicityPaused,
    resumed: messageNames.certifiedPublicityResumed,
  },
  funcs: {
    recallApply: [fc.certifiedAdd],
    // the owner's company, the registry's publicity audit (057) and recall audit (058)
    recallList: [fc.certifiedAdd, fc.certifiedPubAudit, fc.certifiedWithdraw],
    manage: [fc.publicityManage],
    opinions: [fc.publicityOpinions, fc.certifiedAdd, fc.certifiedAuthorise],
    uploadInPub: [fc.certifiedAuthorise],
  },
  bodyColumn: 'verification_agency',
  joinName: (q) => q.join('project_info as pi', 'pi.id', 'a.project_info_id').join('project_apply as pa', 'pa.id', 'pi.apply_id'),
  nameColumn: 'pa.project_name',
  publicityMaterial: { typeNo: certifiedDocumentTypes.publicityMaterial, business: certifiedDocumentBusinesses.publicityUpload },
  notifyStep: notifyCertifiedStep,
};

const certifiedPublicComments: PublicCommentArea = {
  businessType: BUSINESS,
  paths: certifiedPublicityPaths,
  noun: 'reduction application',
  logPrefix: 'certified-publicity',
  lockPublicStatus: async (trx, applyId) => {
    const row = await wherePublicReduction(trx('certified_apply as x').leftJoin('certified_info as ci', 'ci.apply_id', 'x.id').where('x.id', applyId))
      .forShare('x')
      .first('x.status');
    return row?.status;
  },
  openStatus: certifiedStatuses.publicity,
};

/** Reduction applications with their project, owner, verifier and, when registered, the registered reductions (ci). */
const selectPublicReductions = (db: Knex) =>
  selectCertified(db)
    .leftJoin('certified_info as ci', 'ci.apply_id', 'x.id')
    .select('ci.id as certified_info_id', 'ci.registration_no', 'ci.registration_time', 'ci.registered_num', 'ci.vintages as registered_vintages', 'ci.cancel_flag');

function toPublicReductionRow(r: Record<string, any>, lang: Lang): PublicReductionRow {
  const c = toCertifiedRow(r, lang);
  return {
    id: c.id,
    applyNo: c.applyNo,
    projectName: c.projectName,
    projectCode: c.projectCode,
    custName: c.custName,
    verificationAgencyName: c.verificationAgencyName,
    parentProjectTypeName: c.parentProjectTypeName,
    regAppStartDate: c.regAppStartDate ?? null,
    regAppEndDate: c.regAppEndDate ?? null,
    certifiedNum: c.certifiedNum ?? null,
    publicityStartDate: c.publicityStartDate,
    publicityEndDate: c.publicityEndDate,
    publicityRemainingDays: r.publicity_remaining_days ?? null,
    registrationNo: r.registration_no ?? null,
    registrationTime: iso(r.registration_time),
    registeredNum: num(r.registered_num),
    status: c.status,
    statusName: c.statusName,
  };
}

/**
 * The portal's reduction tabs (公示中减排量: in publicity, running or paused; 已登记减排量: registered, not withdrawn), a
 * reduction application's public detail with its published documents (monitoring report, verification report,
 * publicity material) and the public comments during publicity. Access public: no 401 ever.
 */
export const certifiedPublicPublicityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicCommentRoutesFor(certifiedPublicComments));

  const listHandler = async (request: FastifyRequest, query: z.infer<typeof reductionPublicityListQuery>) => {
    const { tab, projectName, pageNumber, pageSize } = query;
    const filter = (q: Knex.QueryBuilder) => {
      if (tab === 'publicityReduction') q.whereIn('x.status', publicityStatuses);
      else q.whereNotNull('ci.id').andWhere('ci.cancel_flag', cancelFlags.active);
      if (projectName) q.whereILike('p.project_name', likeText(projectName));
      return q;
    };
    const order =
      tab === 'publicityReduction' ? [{ column: 'x.publicity_end_date', order: 'desc' }, { column: 'x.id' }] : [{ column: 'ci.registration_time', order: 'desc' }, { column: 'x.id' }];
    const counted = () =>
      app.db('certified_apply as x').join('project_info as i', 'i.id', 'x.project_info_id').join('project_apply as p', 'p.id', 'i.apply_id').leftJoin('certified_info as ci', 'ci.apply_id', 'x.id');
    const { rows, total } = await pageAndCount(filter(selectPublicReductions(app.db)).orderBy(order), { pageNumber, pageSize }, filter(counted()));
    const lang = langOfRequest(request);
    return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toPublicReductionRow(r, lang)), total };
  };
  const listSchema = { tags: ['public'], summary: 'Reductions in publicity or registered, one page (public)', response: { 200: okList(publicReductionRowSchema) } };
  const list = certifiedPublicityPaths.publicList;
  app.get(list, { config: { access: 'public' }, schema: { ...listSchema, querystring: reductionPublicityListQuery }, handler: (request) => listHandler(request, request.query) });
  app.post(list, { config: { access: 'public' }, schema: { ...listSchema, body: reductionPublicityListQuery }, handler: (request) => listHandler(request, request.body) });

  const detailHandler = async (request: FastifyRequest, id: string) => {
    const lang = langOfRequest(request);
    const r = await wherePublicReduction(selectPublicReductions(app.db).where('x.id', id)).first();
    if (!r) throw new AppError(404, 'NOT_FOUND', 'projectNotPublic');
    const c = toCertifiedRow(r, lang);
    return {
      flag: 1 as const,
      dataInfo: {
        ...toPublicReductionRow(r, lang),
        provinceName: c.provinceName,
        certificationPeriodNo: c.certificationPeriodNo ?? null,
        verifiedNum: c.verifiedNum,
        verifiedVintages: c.vintages,
        registeredVintages: vintagesOf(r.registered_vintages),
        opinionOpen: r.status === certifiedStatuses.publicity,
        documents: await publishedDocuments(app.db, id, certifiedPublicDocumentTypes, lang, BUSINESS),
      },
    };
  };
  const detailSchema = { tags: ['public'], summary: "A public reduction application's fields and published documents (public)", response: { 200: ok(publicReductionDetailSchema) } };
  const detail = certifiedPublicityPaths.publicDetail;
  app.get(detail, { config: { access: 'public' }, schema: { ...detailSchema, querystring: publicityDetailQuery }, handler: (request) => detailHandler(request, request.query.id) });
  app.post(detail, { config: { access: 'public' }, schema: { ...detailSchema, body: publicityDetailQuery }, handler: (request) => detailHandler(request, request.body.id) });
};

/** The certification's publicity management and its public pages. */
export const certifiedPublicityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicityRoutesFor(certifiedPublicityArea));
  await app.register(certifiedPublicPublicityRoutes);
};
