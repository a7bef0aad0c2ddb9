import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { functionCodes, langOf, ok, okList, paramListBody, paramModifyBody, paramRowSchema, settingsPaths, type ParamRow } from '@ccer/contracts';
import { z } from 'zod';
import { badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { checkParamValue } from '../../../domain/settings/param-values.ts';
import { paramDefaults } from '../../../domain/settings/params.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const BUSINESS_TYPE = 'sys-param';

/**
 * 系统参数 (/system/params, menu 4030, function 064; accounts spec §7.6): POST /api/sys/key-value lists the
 * parameters, PUT /api/sys/key-value changes one value, checked against its value type. The system reads each
 * parameter when it uses it (domain/settings/params.ts): a change applies to the next use, no restart.
 */
export const paramRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const access = { func: [functionCodes.paramsManage] };
  const tags = ['sys-param'];
  const defaults = paramDefaults(app.config);

  const toParamRow = (r: Record<string, unknown>, lang: 'zh' | 'en'): ParamRow => {
    const key = String(r.param_key);
    const stored = (r.param_value as string | null) ?? null;
    const defaultValue = defaults[key] ?? null;
    return {
      paramKey: key,
      paramName: String(lang === 'en' ? r.param_name_en : r.param_name),
      paramValue: stored,
      defaultValue,
      effectiveValue: stored?.trim() ? stored : defaultValue,
      valueType: r.value_type as ParamRow['valueType'],
      minValue: (r.min_value as number | null) ?? null,
      maxValue: (r.max_value as number | null) ?? null,
      remark: (r.remark as string | null) ?? null,
      updatedAt: r.updated_at ? new Date(r.updated_at as string).toISOString() : null,
      updatedBy: (r.updated_by_name as string | null) ?? null,
    };
  };

  app.post(settingsPaths.paramList, {
    config: { access },
    schema: { tags, summary: 'System parameters, paginated; search by key or name (contains)', body: paramListBody, response: { 200: okList(paramRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, paramKey, paramName } = request.body;
      const filter = <Q extends Knex.QueryBuilder>(q: Q): Q => {
        if (paramKey) q.whereILike('p.param_key', likeText(paramKey));
        if (paramName) q.where((w) => w.whereILike('p.param_name', likeText(paramName)).orWhereILike('p.param_name_en', likeText(paramName)));
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(db('sys_param as p').leftJoin('operator as o', 'o.operator_id', 'p.updated_by').select('p.*', db.raw('coalesce(o.operator_name, o.login_name) as updated_by_name')))
          .orderBy([{ column: 'p.sort' }, { column: 'p.param_key' }]),
        { pageNumber, pageSize },
        filter(db('sys_param as p')),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: rows.map((r) => toParamRow(r, lang)), total };
    },
  });

  app.put(settingsPaths.paramModify, {
    config: { access },
    schema: { tags, summary: 'Change one parameter value (checked against its value type; empty clears it to the default)', body: paramModifyBody, response: { 200: ok(z.object({ paramKey: z.string() })) } },
    handler: async (request) => {
      const { paramKey, paramValue, remark } = request.body;
      await db.transaction(async (trx) => {
        const current = await trx('sys_param').where({ param_key: paramKey }).forUpdate().first();
        if (!current) throw notFound('paramNotFound');
        const problem = checkParamValue(
          { valueType: current.value_type, minValue: current.min_value, maxValue: current.max_value, hasDefault: paramKey in defaults },
          paramValue,
        );
        if (problem) throw badRequest([{ field: 'paramValue', message: problem }]);
        const changes: Record<string, unknown> = { param_value: paramValue === '' ? null : paramValue, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId };
        if (remark !== undefined) changes.remark = remark || null;
        await trx('sys_param').where({ param_key: paramKey }).update(changes);
        await writeOperationLog(trx, request, {
          abstract: 'sys-param.modify',
          businessType: BUSINESS_TYPE,
          businessKey: paramKey,
          before: { paramValue: current.param_value, remark: current.remark },
          after: { paramValue: changes.param_value, remark: remark === undefined ? current.remark : remark || null },
        });
      });
      return { flag: 1 as const, dataInfo: { paramKey } };
    },
  });
};
