import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportBody, exportUrl, langOf, EXPORT_PAGE_SIZE } from '@ccer/contracts';
import { AppError, badRequest, forbidden } from '../../errors.ts';
import { exportTargetOf, exportFileName } from '../../domain/export/export-targets.ts';
import { buildXlsx } from '../../domain/export/xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /api/common/export: runs the list call named by funcid INSIDE the gateway with the caller's
 * own Authorization (so that list's function-code check and row filters apply unchanged), page 1 of
 * 9999, and answers its rows as an xlsx. Any refusal of the list (403, 400) is passed on as it is.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(exportUrl, {
    config: { access: 'signedIn' },
    schema: { tags: ['common'], summary: 'Export a list query as an xlsx file (expHeads, funcid, jsonParams)', body: exportBody },
    handler: async (request, reply) => {
      const { expHeads, funcid, jsonParams } = request.body;
      const target = exportTargetOf(funcid);
      if (!target) throw badRequest([{ field: 'funcid', message: 'exportFuncidInvalid' }]);
      if ('func' in target && !request.operator!.funcs.has(target.func)) throw forbidden();
      const inner = await app.inject({
        method: 'POST',
        url: target.url,
        headers: {
          authorization: request.headers.authorization ?? '',
          'accept-language': request.headers['accept-language'] ?? 'zh-cn',
          'content-type': 'application/json',
          'x-request-id': `${request.id}-export`,
        },
        payload: { ...jsonParams, pageNumber: 1, pageSize: EXPORT_PAGE_SIZE },
      });
      if (inner.statusCode !== 200) {
        return reply.status(inner.statusCode).type('application/json; charset=utf-8').send(inner.body);
      }
      const rows = (inner.json() as { dataInfo?: unknown }).dataInfo;
      if (!Array.isArray(rows)) throw new AppError(500, 'INTERNAL', 'serverError');
      const name = target.sheet[langOf(request.headers['accept-language'])];
      const file = await buildXlsx(name, expHeads, rows);
      reply.header('Content-Type', XLSX_TYPE);
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(exportFileName(name))}`);
      return reply.send(file);
    },
  });
};
