import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  INFO_RELEASE_BUSINESS,
  functionCodes as fc,
  infoIdQuery,
  infoIdVersionBody,
  informationDocumentBusinesses as ib,
  informationDocumentTypes as it,
  informationPaths as paths,
  langOf,
  ok,
  okList,
  releaseDetailSchema,
  releaseListQuery,
  releasePinBody,
  releasePublishBody,
  releaseRowSchema,
  releaseSaveBody,
  type ReleaseDetail,
} from '@ccer/contracts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { likeText } from '../../domain/like-text.ts';
import { checkBusinessDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { ownImagePaths, sanitizeReleaseHtml } from '../../domain/information/sanitize-html.ts';
import { assertVersion, fileById, filesOf, releaseState, selectReleases, toReleaseRow, whereReleaseState, type ReleaseDbRow } from '../../domain/information/rows.ts';
import { iso } from '../../domain/timestamps.ts';

const tags = ['information'];
const editors = { func: [fc.infoPublish] };
const readers = { func: [fc.infoPublish, fc.infoDelete] };
/** A publish time this far in the past is still "now" (the form's clock and the server's differ a little). */
const PUBLISH_AT_SLACK_MS = 60_000;

/** What the operation log keeps of a release (the body too: the log is the record of what was published). */
const snapshot = (r: Pick<ReleaseDbRow, 'column_id' | 'title' | 'summary' | 'source' | 'status' | 'publish_at' | 'pinned' | 'cover_attachment_id' | 'body_html'>) => ({
  columnId: Number(r.column_id),
  title: r.title,
  summary: r.summary,
  source: r.source,
  status: r.status,
  publishAt: iso(r.publish_at),
  pinned: r.pinned,
  coverFileId: r.cover_attachment_id,
  bodyHtml: r.body_html,
});

/**
 * 信息发布 (/information/release, 021; removal 022): articles in a column with a sanitised rich-text body, cover image,
 * attachments and body images (linked to the release through the file module), draft → published (now or at a future
 * time: scheduled) → withdrawn (and published again), pinned; every change in the operation log with before and after.
 */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  async function detailOf(request: FastifyRequest, id: number): Promise<ReleaseDetail> {
    const lang = langOf(request.headers['accept-language']);
    const r = (await selectReleases(app.db, lang).where('r.id', id).first()) as ReleaseDbRow | undefined;
    if (!r) throw notFound('infoReleaseNotFound');
    const [cover, files] = await Promise.all([fileById(app.db, r.cover_attachment_id), filesOf(app.db, INFO_RELEASE_BUSINESS, [id], [it.releaseAttachment])]);
    return { ...toReleaseRow(r, lang), bodyHtml: r.body_html, cover, attachments: files.get(String(id)) ?? [], createdAt: iso(r.created_at)!, createdByName: r.created_by_name ?? null };
  }

  /** A release row for change, locked, at the version the caller read. */
  async function lockRelease(trx: Knex.Transaction, id: number, version: number | undefined): Promise<ReleaseDbRow> {
    const row = await trx('info_release').where({ id }).forUpdate().first<ReleaseDbRow | undefined>();
    if (!row) throw notFound('infoReleaseNotFound');
    assertVersion(row, version);
    return row;
  }

  app.post(paths.releaseList, {
    config: { access: readers },
    schema: { tags, summary: 'Releases, one page (title, column, state), latest change first', body: releaseListQuery, response: { 200: okList(releaseRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, title, columnId, state } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const filter = (q: Knex.QueryBuilder) => {
        if (title) q.whereILike('r.title', likeText(title));
        // a top-level column's list includes its sub-columns' releases
        if (columnId) q.where((w) => w.where('r.column_id', columnId).orWhereIn('r.column_id', app.db('info_column').select('id').where('parent_id', columnId)));
        if (state) whereReleaseState(q, state);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(selectReleases(app.db, lang)).orderBy([{ column: 'r.updated_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]).limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(app.db('info_release as r')).count({ count: '*' }),
      ]);
      return { flag: 1 as const, total: Number(count), dataInfo: (rows as ReleaseDbRow[]).map((r) => toReleaseRow(r, lang)) };
    },
  });

  app.get(paths.releaseDetail, {
    config: { access: readers },
    schema: { tags, summary: 'One release: its sanitised body, cover and attachments', querystring: infoIdQuery, response: { 200: ok(releaseDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  app.post(paths.releaseSave, {
    config: { access: editors },
    schema: {
      tags,
      summary: 'Add a release (a draft) or edit one (id and version; its status stays): the body is sanitised with an allow-list, the files become the release’s',
      body: releaseSaveBody,
      response: { 200: ok(releaseDetailSchema) },
    },
    handler: async (request) => {
      const b = request.body;
      const op = request.operator!;
      const lang = langOf(request.headers['accept-language']);
      const bodyHtml = sanitizeReleaseHtml(b.bodyHtml);
      const id = await app.db.transaction(async (trx) => {
        if (!(await trx('info_column').where({ id: b.columnId }).first('id'))) throw badRequest([{ field: 'columnId', message: 'infoColumnNotFound' }]);
        const before = b.id ? await lockRelease(trx, b.id, b.version) : undefined;
        const values = { column_id: b.columnId, title: b.title, summary: b.summary, source: b.source, body_html: bodyHtml, updated_by: op.operatorId };
        let rowId: number;
        if (before) {
          rowId = b.id!;
          await trx('info_release').where({ id: rowId }).update({ ...values, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        } else {
          const [row] = await trx('info_release').insert({ ...values, status: 'draft', created_by: op.operatorId }).returning('id');
          rowId = Number(row.id);
        }
        const key = String(rowId);
        if (b.fileIds !== undefined) await linkDocuments(trx, b.fileIds, INFO_RELEASE_BUSINESS, key, op.operatorId, ib.releaseAttachment);
        if (b.coverFileId !== undefined) {
          await linkDocuments(trx, b.coverFileId ? [b.coverFileId] : [], INFO_RELEASE_BUSINESS, key, op.operatorId, ib.releaseCover);
          await trx('info_release').where({ id: rowId }).update({ cover_attachment_id: b.coverFileId ?? null });
        }
        // the body's own images: the editor's uploads (or the release's already) become its body images; others are not linked
        const paths = ownImagePaths(bodyHtml);
        const images = paths.length
          ? await trx('attachment')
              .whereIn('store_key', paths)
              .where('type_no', it.releaseImage)
              .where((w) => w.where((o) => o.whereNull('business_type').where('uploaded_by', op.operatorId)).orWhere((o) => o.where({ business_type: INFO_RELEASE_BUSINESS, business_code: key })))
              .pluck('id')
          : [];
        await linkDocuments(trx, images, INFO_RELEASE_BUSINESS, key, op.operatorId, ib.releaseImage);
        const missing = (await Promise.all([ib.releaseAttachment, ib.releaseCover, ib.releaseImage].map((c) => checkBusinessDocuments(trx, c, INFO_RELEASE_BUSINESS, key, lang)))).flat();
        if (missing.length) throw badRequest(missing);
        const after = await trx('info_release').where({ id: rowId }).first<ReleaseDbRow>();
        await writeOperationLog(trx, request, {
          abstract: before ? 'information.release-edit' : 'information.release-add',
          businessType: INFO_RELEASE_BUSINESS,
          businessKey: key,
          before: before ? snapshot(before) : undefined,
          after: { ...snapshot(after), fileIds: b.fileIds },
        });
        return rowId;
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.releasePublish, {
    config: { access: editors },
    schema: { tags, summary: 'Publish a draft or withdrawn release now, or schedule it at a future publishAt (China time without a zone)', body: releasePublishBody, response: { 200: ok(releaseDetailSchema) } },
    handler: async (request) => {
      const { id, version, publishAt } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await lockRelease(trx, id, version);
        const now = Date.now();
        const at = publishAt ? new Date(publishAt) : new Date(now);
        if (at.getTime() < now - PUBLISH_AT_SLACK_MS) throw badRequest([{ field: 'publishAt', message: 'infoPublishAtPast' }]);
        // a scheduled release may be given another time; a live one is already out
        if (releaseState(row, now) === 'published') throw new AppError(409, 'CONFLICT', 'infoAlreadyPublished');
        await trx('info_release')
          .where({ id })
          .update({ status: 'published', publish_at: at, withdrawn_at: null, updated_by: request.operator!.operatorId, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        await writeOperationLog(trx, request, {
          abstract: at.getTime() > now ? 'information.release-schedule' : 'information.release-publish',
          businessType: INFO_RELEASE_BUSINESS,
          businessKey: String(id),
          before: { status: row.status, publishAt: iso(row.publish_at) },
          after: { status: 'published', publishAt: at.toISOString() },
        });
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.releaseWithdraw, {
    config: { access: editors },
    schema: { tags, summary: 'Withdraw a published (or scheduled) release: the portal no longer shows it', body: infoIdVersionBody, response: { 200: ok(releaseDetailSchema) } },
    handler: async (request) => {
      const { id, version } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await lockRelease(trx, id, version);
        if (row.status !== 'published') throw new AppError(409, 'CONFLICT', 'infoNotPublished');
        await trx('info_release')
          .where({ id })
          .update({ status: 'withdrawn', withdrawn_at: trx.fn.now(), updated_by: request.operator!.operatorId, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        await writeOperationLog(trx, request, {
          abstract: 'information.release-withdraw',
          businessType: INFO_RELEASE_BUSINESS,
          businessKey: String(id),
          before: { status: row.status, publishAt: iso(row.publish_at) },
          after: { status: 'withdrawn' },
        });
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.releasePin, {
    config: { access: editors },
    schema: { tags, summary: 'Pin a release to the top of its column, or unpin it', body: releasePinBody, response: { 200: ok(releaseDetailSchema) } },
    handler: async (request) => {
      const { id, version, pinned } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await lockRelease(trx, id, version);
        await trx('info_release').where({ id }).update({ pinned, updated_by: request.operator!.operatorId, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        await writeOperationLog(trx, request, { abstract: 'information.release-pin', businessType: INFO_RELEASE_BUSINESS, businessKey: String(id), before: { pinned: row.pinned }, after: { pinned } });
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.releaseRemove, {
    config: { access: { func: [fc.infoDelete] } },
    schema: { tags, summary: 'Remove a draft or withdrawn release (a published one is withdrawn first); its files are unlinked', body: infoIdVersionBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id, version } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await lockRelease(trx, id, version);
        if (row.status === 'published') throw new AppError(409, 'CONFLICT', 'infoRemovePublished');
        await trx('info_release').where({ id }).delete();
        // the files stay their uploader's only (no row makes them anyone else's)
        await trx('attachment').where({ business_type: INFO_RELEASE_BUSINESS, business_code: String(id) }).update({ business_type: null, business_code: null });
        await writeOperationLog(trx, request, { abstract: 'information.release-remove', businessType: INFO_RELEASE_BUSINESS, businessKey: String(id), before: snapshot(row) });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
