import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  langOf,
  ok,
  okList,
  methodologyLibraryStatusName,
  portalBannerSchema,
  portalColumnSchema,
  portalIdQuery,
  portalLatestQuery,
  portalLatestSchema,
  portalMethodologiesQuery,
  portalMethodologyDetailSchema,
  portalMethodologyRowSchema,
  portalPaths,
  portalReleaseDetailSchema,
  portalReleaseRowSchema,
  portalReleasesQuery,
  projectTypes,
  businessTypes,
  informationDocumentTypes as docTypes,
  type Lang,
  type PortalColumn,
  type PortalFile,
  type PortalMethodologyRow,
  type PortalReleaseRow,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import { selectReleases, wherePublicBanner, wherePublicRelease } from '../../domain/portal/visibility.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { isoNonNull } from '../../domain/timestamps.ts';

const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
const tags = ['portal'];
/** Public calls need no token: the OpenAPI says so (security: none). */
const open = { tags, security: [] };

/** The visible columns as a tree: a hidden column hides its subtree. */
export async function visibleColumnTree(db: Knex, lang: Lang): Promise<PortalColumn[]> {
  const rows = await db('info_column').where({ visible: true }).orderBy([{ column: 'sort' }, { column: 'id' }]).select('id', 'parent_id', 'code', 'name_zh', 'name_en', 'sort');
  const nodes = new Map<string, PortalColumn>();
  for (const r of rows) {
    nodes.set(String(r.id), {
      id: String(r.id),
      parentId: r.parent_id === null ? null : String(r.parent_id),
      code: r.code,
      name: lang === 'en' ? r.name_en || r.name_zh : r.name_zh,
      nameZh: r.name_zh,
      nameEn: r.name_en,
      sort: r.sort,
      children: [],
    });
  }
  const roots: PortalColumn[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}

const releaseColumns = ['r.id', 'r.column_id', 'r.title', 'r.summary', 'r.source', 'r.cover_attachment_id', 'cf.store_key as cover_path', 'r.pinned', 'r.publish_at', 'r.view_count', 'c.code as column_code', 'c.name_zh as column_name_zh', 'c.name_en as column_name_en'];

function toReleaseRow(r: Record<string, any>, lang: Lang): PortalReleaseRow {
  return {
    id: String(r.id),
    columnId: String(r.column_id),
    columnCode: r.column_code,
    columnName: lang === 'en' ? r.column_name_en || r.column_name_zh : r.column_name_zh,
    title: r.title,
    summary: r.summary ?? null,
    source: r.source ?? null,
    coverPath: r.cover_path ?? null,
    pinned: Boolean(r.pinned),
    publishAt: isoNonNull(r.publish_at),
    viewCount: Number(r.view_count),
  };
}

/** The files of types `typeNos` linked to a row of a business (attachment.business_type + business_code), in upload order. */
async function filesOf(db: Knex, businessType: string, id: string, typeNos: readonly string[]): Promise<PortalFile[]> {
  const rows = await db('attachment')
    .where({ business_type: businessType, business_code: id })
    .whereIn('type_no', typeNos)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('id', 'original_name', 'type_no', 'size', 'mime', 'store_key');
  return rows.map((f: Record<string, any>) => ({ fileId: f.id, fileName: f.original_name, typeNo: f.type_no, size: Number(f.size), mime: f.mime, path: f.store_key }));
}

function toMethodologyRow(m: Record<string, any>, lang: Lang): PortalMethodologyRow {
  const types: string[] = m.project_types ?? [];
  return {
    id: String(m.id),
    code: m.code,
    fieldCode: m.field_code,
    name: lang === 'en' ? m.name_en || m.name_zh : m.name_zh,
    nameZh: m.name_zh,
    nameEn: m.name_en ?? null,
    projectTypes: types,
    projectTypeNames: types.map((t) => {
      const type = projectTypes.find((p) => p.typeId === t);
      return type ? (lang === 'en' ? type.typeNameEn : type.typeName) : t;
    }),
    versionNo: m.version_no,
    status: m.status,
    statusName: methodologyLibraryStatusName(m.status, lang),
    effectiveDate: m.effective_date ?? null,
    withdrawnDate: m.withdrawn_date ?? null,
    summary: m.summary ?? null,
  };
}

/**
 * The public portal's reading calls (contracts/src/portal/portal.ts). Access public: no token is read, no 401 ever.
 * A release that is not public (draft, withdrawn, scheduled, in a hidden column) answers 404 as an unknown one does.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(portalPaths.columns, {
    config: { access: 'public' },
    schema: { ...open, summary: 'The visible columns of the portal, nested, in order (public)', response: { 200: ok(portalColumnSchema.array()) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await visibleColumnTree(app.db, langOfRequest(request)) }),
  });

  app.get(portalPaths.releases, {
    config: { access: 'public' },
    schema: { ...open, summary: "A column's public releases, pinned first then newest first, one page (public)", querystring: portalReleasesQuery, response: { 200: okList(portalReleaseRowSchema) } },
    handler: async (request) => {
      const { columnCode, columnId, keyword, pageNumber, pageSize } = request.query;
      const column = await app.db('info_column').where(columnId !== undefined ? { id: columnId } : { code: columnCode }).first('id');
      if (!column) throw new AppError(404, 'NOT_FOUND', 'portalColumnNotFound');
      const filter = (q: Knex.QueryBuilder) => {
        wherePublicRelease(q).where('r.column_id', column.id);
        if (keyword) q.whereILike('r.title', likeText(keyword));
        return q;
      };
      // the partial index info_release_public (column_id, pinned desc, publish_at desc, id desc) serves this order
      const { rows, total } = await pageAndCount(
        filter(selectReleases(app.db))
          .orderBy([{ column: 'r.pinned', order: 'desc' }, { column: 'r.publish_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
          .select(releaseColumns),
        { pageNumber, pageSize },
      );
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toReleaseRow(r, lang)), total };
    },
  });

  app.get(portalPaths.latest, {
    config: { access: 'public' },
    schema: { ...open, summary: 'The newest public releases of each visible top-level column (public; the home page)', querystring: portalLatestQuery, response: { 200: ok(portalLatestSchema) } },
    handler: async (request) => {
      const lang = langOfRequest(request);
      const roots = await visibleColumnTree(app.db, lang);
      const ids = roots.map((c) => c.id);
      // per column, its newest (not pinned first: the home page shows what is new) — one query over the partial index
      const rows = ids.length
        ? await app.db
            .select('*')
            .from(
              wherePublicRelease(selectReleases(app.db).whereIn('r.column_id', ids))
                .select([...releaseColumns, app.db.raw('row_number() over (partition by r.column_id order by r.publish_at desc, r.id desc) as rank')])
                .as('x'),
            )
            .where('x.rank', '<=', request.query.perColumn)
            .orderBy([{ column: 'x.publish_at', order: 'desc' }, { column: 'x.id', order: 'desc' }])
        : [];
      return {
        flag: 1 as const,
        dataInfo: roots.map((column) => ({ column, releases: rows.filter((r: Record<string, any>) => String(r.column_id) === column.id).map((r: Record<string, any>) => toReleaseRow(r, lang)) })),
      };
    },
  });

  app.get(portalPaths.release, {
    config: { access: 'public' },
    schema: { ...open, summary: 'One public release with its body and attachments; its view count rises by one (public)', querystring: portalIdQuery, response: { 200: ok(portalReleaseDetailSchema) } },
    handler: async (request) => {
      const { id } = request.query;
      // counted in one statement, only when public: concurrent readers never lose a view
      const counted = await app
        .db('info_release')
        .where('id', id)
        .whereExists(wherePublicRelease(selectReleases(app.db).whereRaw('r.id = info_release.id')).select(app.db.raw('1')))
        .increment('view_count', 1)
        .returning('view_count');
      if (counted.length === 0) throw new AppError(404, 'NOT_FOUND', 'portalReleaseNotFound');
      const r = await selectReleases(app.db).where('r.id', id).first([...releaseColumns, 'r.body_html']);
      // this reader's own count, not one raised meanwhile by others
      r.view_count = counted[0].view_count;
      const lang = langOfRequest(request);
      // the attachments only: the cover and the body's images are shown in place
      const attachments = await filesOf(app.db, businessTypes.infoRelease, String(id), [docTypes.releaseAttachment]);
      return { flag: 1 as const, dataInfo: { ...toReleaseRow(r, lang), bodyHtml: r.body_html ?? '', attachments } };
    },
  });

  app.get(portalPaths.banners, {
    config: { access: 'public' },
    schema: { ...open, summary: 'The banners shown now (enabled, within their validity period), in order (public)', response: { 200: ok(portalBannerSchema.array()) } },
    handler: async () => {
      const rows = await wherePublicBanner(app.db('info_banner as b').leftJoin('attachment as f', 'f.id', 'b.image_attachment_id'))
        .orderBy([{ column: 'b.sort' }, { column: 'b.id' }])
        .select('b.id', 'b.title', 'b.alt_text', 'f.store_key as image_path', 'b.link_url', 'b.sort');
      return {
        flag: 1 as const,
        dataInfo: rows.map((b: Record<string, any>) => ({ id: String(b.id), title: b.title, altText: b.alt_text, imagePath: b.image_path ?? null, linkUrl: b.link_url ?? null, sort: b.sort })),
      };
    },
  });

  app.get(portalPaths.methodologies, {
    config: { access: 'public' },
    schema: { ...open, summary: 'The methodology library, one page: by number, name, field or status (public)', querystring: portalMethodologiesQuery, response: { 200: okList(portalMethodologyRowSchema) } },
    handler: async (request) => {
      const { keyword, fieldCode, status, pageNumber, pageSize } = request.query;
      const filter = (q: Knex.QueryBuilder) => {
        if (keyword) {
          const like = likeText(keyword);
          q.where((w) => w.whereILike('m.code', like).orWhereILike('m.name_zh', like).orWhereILike('m.name_en', like));
        }
        if (fieldCode) q.where('m.field_code', fieldCode);
        if (status) q.where('m.status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(app.db('methodology as m'))
          .orderBy([{ column: 'm.status' }, { column: 'm.field_code' }, { column: 'm.seq' }, { column: 'm.version_no', order: 'desc' }])
          .select('m.*'),
        { pageNumber, pageSize },
      );
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((m: Record<string, any>) => toMethodologyRow(m, lang)), total };
    },
  });

  app.get(portalPaths.methodology, {
    config: { access: 'public' },
    schema: { ...open, summary: 'One methodology of the library with its documents (public)', querystring: portalIdQuery, response: { 200: ok(portalMethodologyDetailSchema) } },
    handler: async (request) => {
      const m = await app.db('methodology').where({ id: request.query.id }).first();
      if (!m) throw new AppError(404, 'NOT_FOUND', 'portalMethodologyNotFound');
      const documents = await filesOf(app.db, businessTypes.methodology, String(m.id), [docTypes.methodologyDocument]);
      return { flag: 1 as const, dataInfo: { ...toMethodologyRow(m, langOfRequest(request)), documents } };
    },
  });
};
