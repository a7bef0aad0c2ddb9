import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import {
  OFFSET_SYNC_BUSINESS,
  functionCodes as fc,
  langOf,
  ok,
  okList,
  offsetSyncPaths as paths,
  syncApplyListQuery,
  syncListQuery,
  syncRequestDetailSchema,
  syncRequestIdQuery,
  syncRequestRowSchema,
  syncResendBody,
  syncRowSchema,
  syncStatusName,
  token,
  type SyncMarket,
} from '@ccer/contracts';
import type { Config } from '../../../config.ts';
import { AppError, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type Deliverer } from '../../../domain/outbox.ts';
import { actsForRegistry } from '../../../domain/access/company-scope.ts';
import type { Operator } from '../../../plugins/auth.ts';
import { offsetSyncDeliverer } from './offset-deliverer.ts';
import { REQUEST_ROW_COLUMNS, selectRequests, selectSyncs, toRequestDetail, toRequestRow, toSyncRow, whereRequests, whereSyncs } from './offset-sync-repository.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const tags = ['ccer'];
/**
 * The registry's offset staff read the sync records (088 audit, 089 confirm); only the auditor's function re-sends. The
 * national registry link (102, /ccer/abutment operate and requestLog) reads and re-sends the national market's.
 */
const readers = [fc.offsetAudit, fc.offsetConfirm, fc.abutmentManage];
const resenders = [fc.offsetAudit, fc.abutmentManage];

/**
 * The market a caller's records are kept to: none for the offset staff (`everyMarket`: 088 or 089 to read, 088 to
 * re-send), the national market's for the link (102) alone.
 */
function marketScope(op: Operator, everyMarket: readonly string[] = [fc.offsetAudit, fc.offsetConfirm]): SyncMarket | undefined {
  return everyMarket.some((f) => op.funcs.has(f)) ? undefined : 'national';
}
/** How long a re-send waits for its delivery before it answers. */
const RESEND_WAIT_MS = 3000;

/** The outbox's deliverer of the reports (build-app.ts); none when this gateway is not told where the markets are. */
export function offsetSyncDeliverers(db: Knex, config: Config): Record<string, Deliverer> {
  return config.MARKET_SYNC_URL ? { [OFFSET_SYNC_BUSINESS]: offsetSyncDeliverer(db, config) } : {};
}

/** The reports to the markets are the registry's business: a company's representative (who may hold 089) gets 403. */
function registryOnly(request: FastifyRequest): void {
  if (!actsForRegistry(request.operator!)) throw new AppError(403, 'FORBIDDEN', 'offsetSyncRegistryOnly');
}

/**
 * Sync records (/ccer/offset/syncRecordApplyList and syncRecordList, issue 13): the reports of retired compliance
 * offsets to their markets' systems, every request and answer, and the re-send of a failed report (a new delivery of
 * the same report through the outbox; the market sees the same Idempotency-Key).
 */
export const offsetSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.applyList, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'The reports of retired compliance offsets to their markets: status, attempts, receipt, last error', body: syncApplyListQuery, response: { 200: okList(syncRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { pageNumber, pageSize, ...asked } = request.body;
      const filters = { ...asked, market: marketScope(request.operator!) ?? asked.market };
      const { rows, total } = await pageAndCount(
        whereSyncs(selectSyncs(app.db), filters).orderBy('s.created_at', 'desc').orderBy('s.id'),
        { pageNumber, pageSize },
        whereSyncs(app.db('ccer_offset_sync as s').join('ccer_offset as o', 'o.id', 's.offset_id'), filters),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r: Record<string, unknown>) => toSyncRow(r, lang)) };
    },
  });

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Every request to the markets and its answer, newest first (statusCode 0: no answer)', body: syncListQuery, response: { 200: okList(syncRequestRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { pageNumber, pageSize, ...asked } = request.body;
      const filters = { ...asked, market: marketScope(request.operator!) ?? asked.market };
      const { rows, total } = await pageAndCount(
        whereRequests(selectRequests(app.db), filters).orderBy('q.id', 'desc').select(REQUEST_ROW_COLUMNS),
        { pageNumber, pageSize },
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r: Record<string, unknown>) => toRequestRow(r, lang)) };
    },
  });

  app.get(paths.request, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One request to a market: its headers (never the secret), body and answer', querystring: syncRequestIdQuery, response: { 200: ok(syncRequestDetailSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const row = await selectRequests(app.db).where('q.id', request.query.id).first([...REQUEST_ROW_COLUMNS, 'q.request_headers', 'q.request_body', 'q.response_body']);
      const scope = marketScope(request.operator!);
      if (!row || (scope && row.market !== scope)) throw notFound('offsetSyncRequestNotFound');
      return { flag: 1 as const, dataInfo: toRequestDetail(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post(paths.resend, {
    config: { access: { func: resenders } },
    schema: { tags, summary: 'Send a failed report again (a new delivery, the same Idempotency-Key and body)', body: syncResendBody, response: { 200: ok(syncRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { id } = request.body;
      const lang = langOf(request.headers['accept-language']);
      await app.db.transaction(async (trx) => {
        const sync = await trx('ccer_offset_sync').where({ id }).forUpdate().first<{ status: string; attempts: number; last_error: string | null; market: string } | undefined>('status', 'attempts', 'last_error', 'market');
        const scope = marketScope(request.operator!, [fc.offsetAudit]);
        if (!sync || (scope && sync.market !== scope)) throw notFound('offsetSyncNotFound');
        if (sync.status !== 'failed') throw new AppError(409, 'CONFLICT', token('offsetSyncNotFailed', syncStatusName(sync.status, lang)));
        await trx('ccer_offset_sync').where({ id }).update({ status: 'pending', updated_at: trx.fn.now() });
        await enqueue(trx, { kind: 'deliver', businessType: OFFSET_SYNC_BUSINESS, businessKey: id });
        await writeOperationLog(trx, request, { abstract: 'ccer.offset-sync-resend', businessType: OFFSET_SYNC_BUSINESS, businessKey: id, before: sync, after: { status: 'pending' } });
      });
      // the answer shows the outcome when the market answers at once; a slow one leaves it pending here
      await Promise.race([app.outbox.deliverNow(), new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_MS).unref())]);
      const row = await selectSyncs(app.db).where('s.id', id).first();
      return { flag: 1 as const, dataInfo: toSyncRow(row, lang) };
    },
  });
};
