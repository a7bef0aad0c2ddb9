import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  INFO_BANNER_BUSINESS,
  bannerListQuery,
  bannerRowSchema,
  bannerSaveBody,
  functionCodes as fc,
  infoIdQuery,
  infoIdVersionBody,
  informationDocumentBusinesses as ib,
  informationPaths as paths,
  langOf,
  ok,
  okList,
  type BannerRow,
} from '@ccer/contracts';
import { badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { likeText } from '../../domain/like-text.ts';
import { checkBusinessDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { assertVersion, fileById, toBannerRow, whereBannerState, type BannerDbRow } from '../../domain/information/rows.ts';
import { iso } from '../../domain/timestamps.ts';

const tags = ['information'];
const access = { func: [fc.bannerChart] };

const snapshot = (b: BannerDbRow) => ({
  title: b.title,
  altText: b.alt_text,
  imageFileId: b.image_attachment_id,
  linkUrl: b.link_url,
  sort: b.sort,
  validFrom: iso(b.valid_from),
  validTo: iso(b.valid_to),
  enabled: b.enabled,
});

/**
 * 轮播图 (/information/rotationChart, 020): the portal home's banners — image (I04) with its required text alternative,
 * link, order, validity period, enabled; the portal shows the enabled ones within their period, in order.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  async function bannerOf(request: FastifyRequest, id: number): Promise<BannerRow> {
    const b = await app.db('info_banner').where({ id }).first<BannerDbRow | undefined>();
    if (!b) throw notFound('infoBannerNotFound');
    return toBannerRow(b, await fileById(app.db, b.image_attachment_id), langOf(request.headers['accept-language']));
  }

  app.post(paths.bannerList, {
    config: { access },
    schema: { tags, summary: 'Banners, one page, in their order (title, state: showing, not started, expired, disabled)', body: bannerListQuery, response: { 200: okList(bannerRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, title, state } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const filter = (q: Knex.QueryBuilder) => {
        if (title) q.whereILike('b.title', likeText(title));
        if (state) whereBannerState(q, state);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(app.db('info_banner as b').select('b.*')).orderBy([{ column: 'b.sort' }, { column: 'b.id', order: 'desc' }]).limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(app.db('info_banner as b')).count({ count: '*' }),
      ]);
      const images = await app.db('attachment').whereIn('id', (rows as BannerDbRow[]).map((r) => r.image_attachment_id).filter((v): v is string => !!v)).select('id', 'type_no', 'original_name', 'store_key', 'size');
      const byId = new Map(images.map((f: Record<string, any>) => [f.id, { fileId: f.id, typeNo: f.type_no, fileName: f.original_name, path: f.store_key, size: Number(f.size) }]));
      return { flag: 1 as const, total: Number(count), dataInfo: (rows as BannerDbRow[]).map((r) => toBannerRow(r, (r.image_attachment_id && byId.get(r.image_attachment_id)) || null, lang)) };
    },
  });

  app.get(paths.bannerDetail, {
    config: { access },
    schema: { tags, summary: 'One banner with its image', querystring: infoIdQuery, response: { 200: ok(bannerRowSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await bannerOf(request, request.query.id) }),
  });

  app.post(paths.bannerSave, {
    config: { access },
    schema: { tags, summary: 'Add a banner (no id) or edit one (id and version): image, alt text, link, order, validity period, enabled', body: bannerSaveBody, response: { 200: ok(bannerRowSchema) } },
    handler: async (request) => {
      const b = request.body;
      const op = request.operator!;
      const lang = langOf(request.headers['accept-language']);
      const id = await app.db.transaction(async (trx) => {
        const before = b.id ? await trx('info_banner').where({ id: b.id }).forUpdate().first<BannerDbRow | undefined>() : undefined;
        if (b.id && !before) throw notFound('infoBannerNotFound');
        if (before) assertVersion(before, b.version);
        const values = {
          title: b.title,
          alt_text: b.altText,
          image_attachment_id: b.imageFileId,
          link_url: b.linkUrl,
          sort: b.sort,
          valid_from: b.validFrom ?? null,
          valid_to: b.validTo ?? null,
          enabled: b.enabled,
        };
        let rowId: number;
        if (before) {
          rowId = b.id!;
          await trx('info_banner').where({ id: rowId }).update({ ...values, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        } else {
          const [row] = await trx('info_banner').insert({ ...values, created_by: op.operatorId }).returning('id');
          rowId = Number(row.id);
        }
        const key = String(rowId);
        await linkDocuments(trx, [b.imageFileId], INFO_BANNER_BUSINESS, key, op.operatorId, ib.bannerImage);
        const missing = await checkBusinessDocuments(trx, ib.bannerImage, INFO_BANNER_BUSINESS, key, lang);
        if (missing.length) throw badRequest(missing);
        const after = await trx('info_banner').where({ id: rowId }).first<BannerDbRow>();
        await writeOperationLog(trx, request, {
          abstract: before ? 'information.banner-edit' : 'information.banner-add',
          businessType: INFO_BANNER_BUSINESS,
          businessKey: key,
          before: before ? snapshot(before) : undefined,
          after: snapshot(after),
        });
        return rowId;
      });
      return { flag: 1 as const, dataInfo: await bannerOf(request, id) };
    },
  });

  app.post(paths.bannerRemove, {
    config: { access },
    schema: { tags, summary: 'Remove a banner; its image is unlinked', body: infoIdVersionBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id, version } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await trx('info_banner').where({ id }).forUpdate().first<BannerDbRow | undefined>();
        if (!row) throw notFound('infoBannerNotFound');
        assertVersion(row, version);
        await trx('info_banner').where({ id }).delete();
        await trx('attachment').where({ business_type: INFO_BANNER_BUSINESS, business_code: String(id) }).update({ business_type: null, business_code: null });
        await writeOperationLog(trx, request, { abstract: 'information.banner-remove', businessType: INFO_BANNER_BUSINESS, businessKey: String(id), before: snapshot(row) });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
