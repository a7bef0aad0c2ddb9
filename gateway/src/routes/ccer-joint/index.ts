import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXCHANGE_MESSAGE_BUSINESS,
  exchangeCallDetailSchema,
  exchangeCallIdQuery,
  exchangeCallListQuery,
  exchangeCallRowSchema,
  exchangeLinkPaths as paths,
  exchangeMessageStatusName,
  exchangeResendBody,
  exchangeSignListQuery,
  exchangeSignRowSchema,
  functionCodes as fc,
  langOf,
  ok,
  okList,
  token,
} from '@ccer/contracts';
import { AppError, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue } from '../../domain/outbox.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { CALL_ROW_COLUMNS, SIGN_ROW_COLUMNS, selectCalls, toCallDetail, toCallRow, toSignRow, whereCalls, whereSignatures } from './call-repository.ts';

const tags = ['exchange'];
/** The link's logs: the exchange's administrators (104) and the registry's clearing staff (106). */
const readers = [fc.tradingLinkView, fc.clearingManage];
/** How long a re-send waits for its delivery before it answers. */
const RESEND_WAIT_MS = 3000;

/** 交易系统对接 (/ccerJoint): the call log, the signature log, a failed message sent again (contracts/src/exchange/link.ts). */
export const ccerJointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.callList, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Every call between the registry and the exchange, newest first (接口调用日志)', body: exchangeCallListQuery, response: { 200: okList(exchangeCallRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount(
        whereCalls(selectCalls(app.db), filters).select(CALL_ROW_COLUMNS).orderBy('k.id', 'desc'),
        { pageNumber, pageSize },
        whereCalls(app.db('exchange_call as k'), filters),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r: Record<string, unknown>) => toCallRow(r, lang)) };
    },
  });

  app.get(paths.callDetail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One call with its headers, body and answer', querystring: exchangeCallIdQuery, response: { 200: ok(exchangeCallDetailSchema) } },
    handler: async (request) => {
      const row = await selectCalls(app.db).where('k.id', request.query.id).first('k.*', 'm.status as message_status');
      if (!row) throw notFound('exchangeCallNotFound');
      return { flag: 1 as const, dataInfo: toCallDetail(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post(paths.signList, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Every signature made or checked on the link, newest first (签名日志)', body: exchangeSignListQuery, response: { 200: okList(exchangeSignRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      const { rows, total } = await pageAndCount(
        whereSignatures(app.db('exchange_call as k'), filters).select(SIGN_ROW_COLUMNS).orderBy('k.id', 'desc'),
        { pageNumber, pageSize },
        whereSignatures(app.db('exchange_call as k'), filters),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r: Record<string, unknown>) => toSignRow(r, lang)) };
    },
  });

  app.post(paths.resend, {
    config: { access: { func: [fc.clearingManage] } },
    schema: { tags, summary: 'Send a failed message to the exchange again (a new delivery, the same Idempotency-Key and body)', body: exchangeResendBody, response: { 200: ok(z.object({ status: z.string(), statusName: z.string() })) } },
    handler: async (request) => {
      const { messageId } = request.body;
      const lang = langOf(request.headers['accept-language']);
      await app.db.transaction(async (trx) => {
        const message = await trx('exchange_message').where({ id: messageId }).forUpdate().first<{ status: string; attempts: number; last_error: string | null } | undefined>('status', 'attempts', 'last_error');
        if (!message) throw notFound('exchangeMessageNotFound');
        if (message.status !== 'failed') throw new AppError(409, 'CONFLICT', token('exchangeMessageNotFailed', exchangeMessageStatusName(message.status, lang)));
        await trx('exchange_message').where({ id: messageId }).update({ status: 'pending', updated_at: trx.fn.now() });
        await enqueue(trx, { kind: 'deliver', businessType: EXCHANGE_MESSAGE_BUSINESS, businessKey: messageId });
        await writeOperationLog(trx, request, { abstract: 'exchange.message-resend', businessType: EXCHANGE_MESSAGE_BUSINESS, businessKey: messageId, before: message, after: { status: 'pending' } });
      });
      // the answer shows the outcome when the exchange answers at once; a slow one leaves it pending here
      await Promise.race([app.outbox.deliverNow(), new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_MS).unref())]);
      const { status } = await app.db('exchange_message').where({ id: messageId }).first('status');
      return { flag: 1 as const, dataInfo: { status, statusName: exchangeMessageStatusName(status, lang) } };
    },
  });
};
