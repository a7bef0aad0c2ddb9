import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  businessTypes,
  certifiedEditableFields,
  certifiedFieldLabels,
  certifiedInfoCancelFlags,
  certifiedInfoEditBody,
  certifiedInfoListQuery,
  certifiedInfoQuery,
  certifiedInfoRowSchema,
  certifiedInfoSchema,
  certifiedRegisteredPaths as paths,
  certifiedStopBody,
  functionCodes as fc,
  takesArchiveCode,
  token,
} from '@ccer/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { editLogValues, logValue, stopRouteFor, toChangeLogRow, writeChangeLog, type StopArea } from '../project/registered-routes.ts';
import { selectCertified, toCertifiedColumns, toCertifiedRow, toCertifiedValues } from './certified-repository.ts';
import {
  certifiedInfoColumns,
  loadRegisteredCertified,
  selectCertifiedInfo,
  selectWithdrawals,
  toCertifiedInfoRow,
  toWithdrawalRow,
  whereCertifiedInfo,
  withdrawalColumns,
} from './registered-repository.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { actsForRegistry, ownCompanyOf } from '../../domain/access/company-scope.ts';

const BUSINESS = businessTypes.certifiedApply;
/** Who reads registered reductions: the owner (056, 074), the registry's registration, stop and withdrawal staff, and whoever queries them (117). */
const readers = [fc.certifiedAdd, fc.certifiedRegister, fc.certifiedRegistryReview, fc.certifiedStop, fc.certifiedCancel, fc.certifiedQuery];

/** Stop / resume of registered reductions (/certified/stop, 077) on the project's mechanism: a stopped one is not issued. */
const certifiedStopArea: StopArea = {
  path: paths.stop,
  func: fc.certifiedStop,
  tag: 'certified',
  summary: 'Stop (暂停) or resume registered reductions (a stopped one is not issued)',
  body: certifiedStopBody,
  idField: 'certifiedInfoId',
  table: 'certified_info',
  load: (trx, op, id) => loadRegisteredCertified(trx, op, id, true),
  messages: { cancelled: 'certifiedWithdrawn', alreadyStopped: 'certifiedAlreadyStopped', notStopped: 'certifiedNotStopped' },
  logArea: 'certified',
  businessType: BUSINESS,
};

/**
 * Registered reductions (certified_info, registry spec §2 /certified/query, stop, insideEdit): the list in the caller's
 * scope (certified-list), one with its application, change log and withdrawals (certified-info), the registry's edit of
 * its descriptive fields kept in the change log (certified-info-edit, 080) and stop / resume (stop, 077).
 */
export const certifiedRegisteredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags: ['certified'], summary: 'Registered reductions, one page', body: certifiedInfoListQuery, response: { 200: okList(certifiedInfoRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      // representatives see their company's registered reductions; the registry every one
      const criteria = { companyId: ownCompanyOf(request.operator!), ...filters };
      const { rows, total } = await pageAndCount(
        whereCertifiedInfo(selectCertifiedInfo(app.db), criteria)
          .select(...certifiedInfoColumns(app.db))
          .orderBy('r.registration_time', 'desc')
          .orderBy('r.id'),
        { pageNumber, pageSize },
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toCertifiedInfoRow(r, lang)), total };
    },
  });

  app.post(paths.info, {
    config: { access: { func: readers } },
    schema: {
      tags: ['certified'],
      summary: 'One registered reduction with its application, vintages, change log and withdrawals',
      body: certifiedInfoQuery,
      response: { 200: ok(certifiedInfoSchema) },
    },
    handler: async (request) => {
      const { id } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const found = await loadRegisteredCertified(app.db, request.operator!, id);
      const [row, apply, changeLog, withdrawals] = await Promise.all([
        selectCertifiedInfo(app.db).where('r.id', id).first(...certifiedInfoColumns(app.db)),
        selectCertified(app.db).where('x.id', found.apply_id).first(),
        app.db('certified_change_log').where({ certified_info_id: id }).orderBy('created_at', 'desc').orderBy('id', 'desc'),
        selectWithdrawals(app.db).where('x.certified_info_id', id).select(...withdrawalColumns).orderBy('x.created_at', 'desc').orderBy('x.id'),
      ]);
      return {
        flag: 1 as const,
        dataInfo: {
          info: toCertifiedInfoRow(row, lang),
          apply: toCertifiedRow(apply, lang),
          changeLog: changeLog.map(toChangeLogRow),
          withdrawals: withdrawals.map((w: Record<string, unknown>) => toWithdrawalRow(w, lang)),
        },
      };
    },
  });

  app.post(paths.edit, {
    config: { access: { func: [fc.certifiedRegistryReview] } },
    schema: { tags: ['certified'], summary: "The registry's edit of a registered reduction, kept in its change log", body: certifiedInfoEditBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const op = request.operator!;
      // the registry's edit: a company's representative holding 080 still edits nothing
      if (!actsForRegistry(op)) throw forbidden();
      const { id, changes, modifyExplanation } = request.body;
      await app.db.transaction(async (trx) => {
        const info = await loadRegisteredCertified(trx, op, id, true);
        if (info.cancel_flag === certifiedInfoCancelFlags.cancelled) throw new AppError(409, 'CONFLICT', 'certifiedWithdrawn');
        const current = await trx('certified_apply').where({ id: info.apply_id }).forUpdate().first();
        if (!current) throw notFound('certifiedInfoNotFound');
        // the archive code stays required for a project whose parent type asks for it
        if (changes.archiveCode === '' && takesArchiveCode(info.parent_project_type)) throw badRequest([{ field: 'changes.archiveCode', message: token('required') }]);
        const before = toCertifiedValues(current);
        const changed = certifiedEditableFields
          .filter((f) => f in changes && logValue(before[f]) !== logValue(changes[f]))
          .map((f) => ({ field: f, before: logValue(before[f]), after: logValue(changes[f]) }));
        if (changed.length === 0) throw new AppError(400, 'BAD_REQUEST', 'projectNoChange');
        const values = Object.fromEntries(changed.map((c) => [c.field, changes[c.field] ?? '']));
        await trx('certified_apply')
          .where({ id: info.apply_id })
          .update({ ...toCertifiedColumns(values), modify_explanation: modifyExplanation, version: current.version + 1, updated_at: trx.fn.now() });
        await trx('certified_info').where({ id }).update({ version: info.version + 1, updated_at: trx.fn.now() });
        await writeChangeLog(trx, 'certified_change_log', { certified_info_id: id }, changed, certifiedFieldLabels, modifyExplanation, op);
        await writeOperationLog(trx, request, { abstract: 'certified.inside-edit', businessType: BUSINESS, businessKey: info.apply_id, ...editLogValues(changed, modifyExplanation) });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  await app.register(stopRouteFor(certifiedStopArea));
};
