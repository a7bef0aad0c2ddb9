import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { declaredBusinessName, declaredOperationName, functionCodes, langOf, logDetailBody, logDetailSchema, logListBody, logRowSchema, ok, okList, settingsPaths, type LogRow } from '@ccer/contracts';
import { stepDecisionName } from '../../../domain/lifecycle/step-route.ts';
import { notFound } from '../../../errors.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { registryDayEnd, registryDayStart } from '../../../domain/calendar/registry-days.ts';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

const toLogRow = (r: Raw, lang: 'zh' | 'en'): LogRow => ({
  logId: String(r.log_id),
  at: new Date(r.at as string).toISOString(),
  operatorId: str(r.operator_id),
  operatorLoginName: str(r.login_name),
  operatorName: str(r.operator_name),
  ip: str(r.ip),
  abstract: String(r.abstract),
  operationName: declaredOperationName(String(r.abstract), lang) ?? stepDecisionName(String(r.abstract), lang) ?? String(r.abstract),
  businessType: str(r.business_type),
  businessTypeName: r.business_type ? (declaredBusinessName(String(r.business_type), lang) ?? String(r.business_type)) : null,
  businessKey: str(r.business_key),
  result: String(r.result),
});

const ROW_COLUMNS = ['l.log_id', 'l.at', 'l.operator_id', 'o.login_name', 'l.operator_name', 'l.ip', 'l.abstract', 'l.business_type', 'l.business_key', 'l.result'];

/**
 * 操作日志 (/system/log and /system/logDetail, menu 4045, function 067; accounts spec §7.6). Rows are written by
 * audit-log.ts and the workers. Every filter is served by an index (migrations 000300 and 001900): the operator
 * filter is resolved to operator ids first (operator is small, operation_log is not), the others are exact,
 * and the date range is a range on `at`. Newest first.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const access = { func: [functionCodes.logView] };
  const tags = ['operation-log'];

  app.post(settingsPaths.logList, {
    config: { access },
    schema: {
      tags,
      summary: 'The operation log, paginated, newest first; filters: operator (login name or name, contains), operation, business type and key, date range',
      body: logListBody,
      response: { 200: okList(logRowSchema) },
    },
    handler: async (request) => {
      const { pageNumber, pageSize, operator, abstract, businessType, businessKey, dateStart, dateEnd } = request.body;
      const filter = <Q extends Knex.QueryBuilder>(q: Q): Q => {
        if (operator) {
          const like = likeText(operator);
          q.whereIn('l.operator_id', db('operator').select('operator_id').whereILike('login_name', like).orWhereILike('operator_name', like));
        }
        if (abstract) q.where('l.abstract', abstract);
        if (businessType) q.where('l.business_type', businessType);
        if (businessKey) q.where('l.business_key', businessKey);
        if (dateStart) q.where('l.at', '>=', registryDayStart(dateStart));
        if (dateEnd) q.where('l.at', '<', registryDayEnd(dateEnd));
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(db('operation_log as l').leftJoin('operator as o', 'o.operator_id', 'l.operator_id').select(ROW_COLUMNS))
          .orderBy([{ column: 'l.at', order: 'desc' }, { column: 'l.log_id', order: 'desc' }]),
        { pageNumber, pageSize },
        filter(db('operation_log as l')),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: rows.map((r) => toLogRow(r, lang)), total };
    },
  });

  app.post(settingsPaths.logDetail, {
    config: { access },
    schema: { tags, summary: 'One operation-log entry with its before and after values and request info', body: logDetailBody, response: { 200: ok(logDetailSchema) } },
    handler: async (request) => {
      const row: Raw | undefined = await db('operation_log as l')
        .leftJoin('operator as o', 'o.operator_id', 'l.operator_id')
        .where('l.log_id', request.body.logId)
        .first([...ROW_COLUMNS, 'l.message', 'l.before_value', 'l.after_value', 'l.request_id', 'l.external_task_id']);
      if (!row) throw notFound('logNotFound');
      return {
        flag: 1 as const,
        dataInfo: {
          ...toLogRow(row, langOf(request.headers['accept-language'])),
          message: str(row.message),
          beforeValue: row.before_value ?? null,
          afterValue: row.after_value ?? null,
          requestId: str(row.request_id),
          externalTaskId: str(row.external_task_id),
        },
      };
    },
  });
};
