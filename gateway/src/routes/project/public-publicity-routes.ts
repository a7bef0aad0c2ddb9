import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  cancelFlags,
  opinionAddBody,
  projectLifecycle,
  projectStatuses,
  publicDocumentQuery,
  publicityDetailQuery,
  publicityListQuery,
  publicityPaths,
  publicityStatuses,
  publicProjectDetailSchema,
  publicProjectRowSchema,
  unregisterSearchQuery,
  type Lang,
  type PublicDocument,
  type PublicityAreaPaths,
  type PublicProjectRow,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { likeText } from '../../domain/like-text.ts';
import { selectPublicApplies, wherePublic } from '../../domain/lifecycle/public-projects.ts';
import { attachmentBusinesses } from '../../domain/files/owners.ts';
import { LocalFileStore } from '../../domain/files/file-store.ts';
import { sendDownload } from '../../domain/files/download.ts';
import { requireCaptcha } from '../session/captcha.ts';
import { DEFAULT_FILE_STORE_DIR } from '../file/index.ts';
import { toApplyRow } from './apply-repository.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { iso } from '../../domain/timestamps.ts';

const BUSINESS = projectLifecycle.businessType;
const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A public application row → what the public sees of it in lists (names of codes in the language asked). */
function toPublicRow(r: Record<string, any>, lang: Lang): PublicProjectRow {
  const a = toApplyRow(r, lang);
  return {
    id: a.id,
    applyNo: a.applyNo,
    projectName: a.projectName,
    projectCode: r.project_code ?? null,
    custName: a.custName,
    approvalAuthorityName: a.approvalAuthorityName,
    provinceName: a.provinceName,
    parentProjectTypeName: a.parentProjectTypeName,
    methodologyNum: a.methodologyNum ?? null,
    methodologyName: a.methodologyName ?? null,
    expectYearNum: a.expectYearNum ?? null,
    publicityStartDate: r.publicity_start_date ?? null,
    publicityEndDate: r.publicity_end_date ?? null,
    publicityRemainingDays: r.publicity_remaining_days ?? null,
    registrationTime: iso(r.registration_time),
    status: a.status,
    statusName: a.statusName,
  };
}

/** The documents of types `typeNos` linked to an application (of `businessType`), with their type names, in type and upload order. */
export async function publishedDocuments(db: Knex, applyId: string, typeNos: readonly string[], lang: Lang, businessType: string = BUSINESS): Promise<PublicDocument[]> {
  const rows = await db('attachment as f')
    .leftJoin('electronic_doc_type as t', 't.type_no', 'f.type_no')
    .where({ 'f.business_type': businessType, 'f.business_code': applyId })
    .whereIn('f.type_no', typeNos)
    .orderBy([{ column: 'f.type_no' }, { column: 'f.created_at' }, { column: 'f.id' }])
    .select('f.id', 'f.type_no', 'f.original_name', 'f.store_key', 'f.size', 'f.created_at', 't.type_name', 't.type_name_en');
  return rows.map((r: Record<string, any>) => ({
    fileId: r.id,
    typeNo: r.type_no,
    typeName: (lang === 'en' ? r.type_name_en || r.type_name : r.type_name) ?? r.type_no,
    fileName: r.original_name,
    path: r.store_key,
    size: Number(r.size),
    uploadedAt: iso(r.created_at)!,
  }));
}

const publicRule = attachmentBusinesses[BUSINESS].publicRead!;

/**
 * What the public pages of an area share: the download of a published document (the file module's public rule of the
 * area's business, owners.ts) and the comment on an application in publicity (captcha, per-address limit). The
 * project's and the certification's public pages each register it with their paths.
 */
export interface PublicCommentArea {
  businessType: string;
  paths: Pick<PublicityAreaPaths, 'publicDocument' | 'opinionAdd'>;
  /** OpenAPI summaries name the area's thing (project, reduction application). */
  noun: string;
  logPrefix: string;
  /** The application's status when it is public now (undefined otherwise), read with a share lock in the comment's transaction. */
  lockPublicStatus(trx: Knex.Transaction, applyId: string): Promise<string | undefined>;
  /** The status in which comments are taken (in publicity, not paused). */
  openStatus: string;
}

export const publicCommentRoutesFor = (area: PublicCommentArea): FastifyPluginAsyncZod => async (app) => {
  const store = new LocalFileStore(app.config.FILE_STORE_DIR ?? DEFAULT_FILE_STORE_DIR);
  const rule = attachmentBusinesses[area.businessType].publicRead!;

  app.get(area.paths.publicDocument, {
    config: { access: 'public' },
    schema: { tags: ['public'], summary: `Download a published document of a public ${area.noun} (public)`, querystring: publicDocumentQuery },
    handler: async (request, reply) => {
      const { id, path } = request.query;
      const row = await app.db('attachment')
        .where({ store_key: path, business_type: area.businessType, business_code: id })
        .whereIn('type_no', rule.typeNos)
        .first('store_key', 'original_name', 'mime');
      const data = row && (await rule.isPublic(app.db, id)) ? await store.get(row.store_key) : undefined;
      if (!row || !data) throw new AppError(404, 'NOT_FOUND', 'attachmentNotFound');
      return sendDownload(reply, { name: row.original_name, contentType: row.mime, body: data });
    },
  });

  app.post(area.paths.opinionAdd, {
    config: { access: 'public', rateLimit: { max: app.config.OPINION_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['public'], summary: `Comment on a ${area.noun} in publicity (public; captcha; limited per address)`, body: opinionAddBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { applyId, content, commenterName, contact, code, captchaId } = request.body;
      await requireCaptcha(app.db, app.config, captchaId, code);
      await app.db.transaction(async (trx) => {
        // read with a share lock: a pause or the end of the publicity waits for the comment, or the comment sees them
        const status = await area.lockPublicStatus(trx, applyId);
        if (status === undefined) throw new AppError(404, 'NOT_FOUND', 'projectNotPublic');
        if (status !== area.openStatus) throw new AppError(409, 'CONFLICT', 'opinionClosed');
        const [row] = await trx('project_opinion')
          .insert({ apply_id: applyId, business_type: area.businessType, content, commenter_name: commenterName ?? null, contact: contact ?? null, ip: request.ip })
          .returning('id');
        await writeOperationLog(trx, request, { abstract: `${area.logPrefix}.opinion-add`, businessType: area.businessType, businessKey: applyId, after: { opinionId: row.id } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};

/** The project's public comments and documents. */
const projectPublicComments: PublicCommentArea = {
  businessType: BUSINESS,
  paths: publicityPaths,
  noun: 'project',
  logPrefix: 'project-publicity',
  lockPublicStatus: async (trx, applyId) => {
    const apply = await wherePublic(trx('project_apply as a').leftJoin('project_info as i', 'i.apply_id', 'a.id').where('a.id', applyId))
      .forShare('a')
      .first('a.status');
    return apply?.status;
  },
  openStatus: projectStatuses.publicity,
};

/**
 * The public pages' calls (/projectPublicity; access public, so a 401 never appears): the publicity list by tab,
 * an application's public detail and its published documents, comments during publicity (captcha, per-address
 * limit), and the search of projects in publicity or registered. What is public is one rule
 * (domain/lifecycle/public-projects.ts); the documents are read through the file module's public rule (owners.ts).
 */
export const publicPublicityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicCommentRoutesFor(projectPublicComments));

  const listHandler = async (request: FastifyRequest, query: z.infer<typeof publicityListQuery>) => {
    const { tab, projectName, pageNumber, pageSize } = query;
    // the reduction tabs are the certification's own call (routes/certified/publicity-routes.ts); here they answer empty lists
    if (tab !== 'publicity' && tab !== 'registered') return { flag: 1 as const, dataInfo: [], total: 0 };
    const filter = (q: Knex.QueryBuilder) => {
      if (tab === 'publicity') q.whereIn('a.status', publicityStatuses);
      else q.whereNotNull('i.id').andWhere('i.cancel_flag', cancelFlags.active);
      if (projectName) q.whereILike('a.project_name', likeText(projectName));
      return q;
    };
    const order = tab === 'publicity' ? [{ column: 'a.publicity_end_date', order: 'desc' }, { column: 'a.id' }] : [{ column: 'i.registration_time', order: 'desc' }, { column: 'a.id' }];
    const { rows, total } = await pageAndCount(
      filter(selectPublicApplies(app.db)).orderBy(order),
      { pageNumber, pageSize },
      filter(app.db('project_apply as a').leftJoin('project_info as i', 'i.apply_id', 'a.id')),
    );
    const lang = langOfRequest(request);
    return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toPublicRow(r, lang)), total };
  };
  const listSchema = { tags: ['public'], summary: 'Projects in publicity or registered, one page (public)', response: { 200: okList(publicProjectRowSchema) } };
  app.get(publicityPaths.publicList, { config: { access: 'public' }, schema: { ...listSchema, querystring: publicityListQuery }, handler: (request) => listHandler(request, request.query) });
  app.post(publicityPaths.publicList, { config: { access: 'public' }, schema: { ...listSchema, body: publicityListQuery }, handler: (request) => listHandler(request, request.body) });

  const detailHandler = async (request: FastifyRequest, id: string) => {
    const lang = langOfRequest(request);
    const r = await wherePublic(selectPublicApplies(app.db).where('a.id', id)).first();
    if (!r) throw new AppError(404, 'NOT_FOUND', 'projectNotPublic');
    const a = toApplyRow(r, lang);
    return {
      flag: 1 as const,
      dataInfo: {
        ...toPublicRow(r, lang),
        projectLocation: a.projectLocation ?? null,
        longitude: a.longitude ?? null,
        latitude: a.latitude ?? null,
        otherProofMethodName: a.otherProofMethodName,
        commencementDate: a.commencementDate ?? null,
        conclusionDate: num(a.conclusionDate),
        firstReckonDate: a.firstReckonDate ?? null,
        endReckonDate: a.endReckonDate ?? null,
        expectMaxNum: num(a.expectMaxNum),
        basicInformation: a.basicInformation ?? null,
        technologiesMeasures: a.technologiesMeasures ?? null,
        opinionOpen: r.status === projectStatuses.publicity,
        documents: await publishedDocuments(app.db, id, publicRule.typeNos, lang),
      },
    };
  };
  const detailSchema = { tags: ['public'], summary: "A public project's fields and published documents (public)", response: { 200: ok(publicProjectDetailSchema) } };
  app.get(publicityPaths.publicDetail, { config: { access: 'public' }, schema: { ...detailSchema, querystring: publicityDetailQuery }, handler: (request) => detailHandler(request, request.query.id) });
  app.post(publicityPaths.publicDetail, { config: { access: 'public' }, schema: { ...detailSchema, body: publicityDetailQuery }, handler: (request) => detailHandler(request, request.body.id) });

  const searchHandler = async (request: FastifyRequest, query: z.infer<typeof unregisterSearchQuery>) => {
    const { keyword, pageNumber, pageSize } = query;
    const filter = (q: Knex.QueryBuilder) => {
      wherePublic(q);
      if (keyword) {
        const like = likeText(keyword);
        q.where((w) => w.whereILike('a.project_name', like).orWhereILike('i.project_code', like).orWhereILike('a.apply_no', like));
      }
      return q;
    };
    const { rows, total } = await pageAndCount(
      filter(selectPublicApplies(app.db)).orderBy('a.updated_at', 'desc').orderBy('a.id'),
      { pageNumber, pageSize },
      filter(app.db('project_apply as a').leftJoin('project_info as i', 'i.apply_id', 'a.id')),
    );
    const lang = langOfRequest(request);
    return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toPublicRow(r, lang)), total };
  };
  const searchSchema = { tags: ['public'], summary: 'Projects in publicity or registered, by name or code (public)', response: { 200: okList(publicProjectRowSchema) } };
  app.get(publicityPaths.unregisterSearch, { config: { access: 'public' }, schema: { ...searchSchema, querystring: unregisterSearchQuery }, handler: (request) => searchHandler(request, request.query) });
  app.post(publicityPaths.unregisterSearch, { config: { access: 'public' }, schema: { ...searchSchema, body: unregisterSearchQuery }, handler: (request) => searchHandler(request, request.body) });
};
