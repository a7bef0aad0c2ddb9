import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  availableHoldingSchema,
  freezeApplyBody,
  freezeDocumentBusiness,
  freezeListQuery,
  freezePaths,
  freezeRowSchema,
  freezeStatuses,
  freezeStatusName,
  functionCodes as fc,
  holderRowSchema,
  holderSearchBody,
  holdingsQueryBody,
  unfreezeBody,
  FREEZE_BUSINESS,
  type FreezeRow,
  type Lang,
} from '@ccer/contracts';
import { moveUnits } from '@ccer/workers/ledger/postings';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { handInDocuments } from '../../../domain/files/document-rules.ts';
import { availableHoldings, documentsOf, holdersWithUnits, projectNameJoin } from './holdings.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';
import { iso } from '../../../domain/timestamps.ts';

/**
 * Freezes (冻结记录 /ccer/freezeRecord, function 101; contracts/src/ledger/freezes.ts). The registry freezes a quantity
 * of a holder's available units of one project and vintage with a reason and the freeze document; the record's id is
 * the claim of the frozen blocks. Unfreezing releases the whole freeze. Both are ledger postings in the transaction
 * that writes the record, and both are in the operation log. A holder (function 100) lists its own freezes.
 */
const FROZEN = freezeStatuses.frozen.code;
const UNFROZEN = freezeStatuses.unfrozen.code;

function selectFreezes(db: Knex) {
  return projectNameJoin(db('ccer_freeze as f'), 'f.project_code')
    .leftJoin('customer as c', 'c.cust_id', 'f.cust_id')
    .leftJoin('operator as fo', 'fo.operator_id', 'f.frozen_by')
    .leftJoin('operator as uo', 'uo.operator_id', 'f.unfrozen_by');
}
const FREEZE_COLUMNS = [
  'f.*',
  'c.cust_name',
  'pa.project_name',
  'fo.operator_name as frozen_by_name',
  'uo.operator_name as unfrozen_by_name',
] as const;

const toRow = (r: Record<string, unknown>, lang: Lang, documents: FreezeRow['documents']): FreezeRow => ({
  id: r.id as string,
  freezeNo: r.freeze_no as string,
  status: r.status as FreezeRow['status'],
  statusName: freezeStatusName(r.status as string, lang),
  custId: r.cust_id as string,
  custName: (r.cust_name as string | null) ?? null,
  projectCode: r.project_code as string,
  projectName: (r.project_name as string | null) ?? null,
  vintage: Number(r.vintage),
  quantity: Number(r.quantity),
  reason: r.reason as string,
  unfreezeReason: (r.unfreeze_reason as string | null) ?? null,
  frozenBy: (r.frozen_by_name as string | null) ?? null,
  unfrozenBy: (r.unfrozen_by_name as string | null) ?? null,
  frozenAt: iso(r.frozen_at)!,
  unfrozenAt: iso(r.unfrozen_at),
  documents,
});

export const freezeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function loadRows(ids: string[], lang: Lang): Promise<FreezeRow[]> {
    const rows = await selectFreezes(app.db).whereIn('f.id', ids).select(...FREEZE_COLUMNS);
    const docs = await documentsOf(app.db, FREEZE_BUSINESS, ids);
    return rows.map((r: Record<string, unknown>) => toRow(r, lang, docs.get(r.id as string) ?? []));
  }

  app.post(freezePaths.list, {
    config: { access: { func: [fc.holdingFreeze, fc.holdingView] } },
    schema: { tags: ['ccer'], summary: 'Freeze records (冻结记录): the registry every holder’s, a holder its own', body: freezeListQuery, response: { 200: okList(freezeRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, status, custName, projectCode, vintage, id } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        // a company sees its own freezes only; the registry every one
        scopeToCompany(q, op, 'f.cust_id');
        if (status) q.where('f.status', status);
        if (custName) q.whereILike('c.cust_name', likeText(custName));
        if (projectCode) q.whereILike('f.project_code', likeText(projectCode));
        if (vintage) q.where('f.vintage', vintage);
        if (id) q.where('f.id', id);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectFreezes(app.db)).select(...FREEZE_COLUMNS).orderBy('f.frozen_at', 'desc').orderBy('f.id'),
        { pageNumber, pageSize },
        filter(app.db('ccer_freeze as f').leftJoin('customer as c', 'c.cust_id', 'f.cust_id')),
      );
      const lang = langOf(request.headers['accept-language']);
      const docs = await documentsOf(app.db, FREEZE_BUSINESS, rows.map((r: Record<string, unknown>) => r.id as string));
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toRow(r, lang, docs.get(r.id as string) ?? [])), total };
    },
  });

  app.post(freezePaths.apply, {
    config: { access: { func: [fc.holdingFreeze] } },
    schema: { tags: ['ccer'], summary: 'Freeze a quantity of a holder’s available units of one project and vintage (judicial freeze, with its document)', body: freezeApplyBody, response: { 200: ok(freezeRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { custId, projectCode, vintage, quantity, reason, fileIds } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const id = await app.db.transaction(async (trx) => {
        const holder = await trx('customer').where({ cust_id: custId }).first('cust_id');
        if (!holder) throw badRequest([{ field: 'custId', message: 'holderNotFound' }]);
        const [{ nextval }] = (await trx.raw(`select nextval('ccer_freeze_no_seq')`)).rows;
        const [row] = await trx('ccer_freeze')
          .insert({
            freeze_no: `DJ${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            cust_id: custId,
            project_code: projectCode,
            vintage,
            quantity,
            reason,
            status: FROZEN,
            frozen_by: op.operatorId,
          })
          .returning('id');
        const freezeId = row.id as string;
        // the freeze document is required (business-document setting ccerFreeze: F01)
        const missing = await handInDocuments(trx, fileIds, { businessType: FREEZE_BUSINESS, businessKey: freezeId }, op.operatorId, freezeDocumentBusiness, lang);
        if (missing.length > 0) throw badRequest(missing);
        // available and unclaimed units only: reserved (claimed) or already frozen units are not taken
        const posting = await moveUnits(
          trx,
          {
            kind: 'freeze',
            from: { holderId: custId, state: 'available', claimId: null },
            to: { holderId: custId, state: 'frozen', claimId: freezeId },
            quantity,
            scope: { projectCode, vintage },
          },
          { businessType: FREEZE_BUSINESS, businessKey: freezeId, operatorId: op.operatorId, reason },
        );
        await writeOperationLog(trx, request, {
          abstract: 'ccer.freeze',
          businessType: FREEZE_BUSINESS,
          businessKey: freezeId,
          after: { custId, projectCode, vintage, quantity, reason, fileIds, txId: posting.txId },
        });
        return freezeId;
      });
      const [row] = await loadRows([id], lang);
      return { flag: 1 as const, dataInfo: row };
    },
  });

  app.post(freezePaths.unfreeze, {
    config: { access: { func: [fc.holdingFreeze] } },
    schema: { tags: ['ccer'], summary: 'Unfreeze one freeze: all its frozen units become available again', body: unfreezeBody, response: { 200: ok(freezeRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { id, reason } = request.body;
      const lang = langOf(request.headers['accept-language']);
      await app.db.transaction(async (trx) => {
        const row = await trx('ccer_freeze').where({ id }).forUpdate().first<{ status: string; cust_id: string; quantity: string } | undefined>('status', 'cust_id', 'quantity');
        if (!row) throw notFound('freezeNotFound');
        if (row.status !== FROZEN) throw new AppError(409, 'CONFLICT', 'freezeNotFrozen');
        const posting = await moveUnits(
          trx,
          { kind: 'unfreeze', from: { holderId: row.cust_id, state: 'frozen', claimId: id }, to: { holderId: row.cust_id, state: 'available', claimId: null } },
          { businessType: FREEZE_BUSINESS, businessKey: id, operatorId: op.operatorId, reason: reason || null },
        );
        await trx('ccer_freeze')
          .where({ id })
          .update({ status: UNFROZEN, unfreeze_reason: reason || null, unfrozen_by: op.operatorId, unfrozen_at: trx.fn.now(), version: trx.raw('version + 1') });
        await writeOperationLog(trx, request, {
          abstract: 'ccer.unfreeze',
          businessType: FREEZE_BUSINESS,
          businessKey: id,
          before: { status: FROZEN },
          after: { status: UNFROZEN, reason, quantity: posting.quantity, txId: posting.txId },
        });
      });
      const [row] = await loadRows([id], lang);
      return { flag: 1 as const, dataInfo: row };
    },
  });

  app.post(freezePaths.holders, {
    config: { access: { func: [fc.holdingFreeze, fc.accountTransfer] } },
    schema: { tags: ['ccer'], summary: 'Companies holding available units, by name (the registry’s freeze and account-transfer forms)', body: holderSearchBody, response: { 200: ok(z.array(holderRowSchema)) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await holdersWithUnits(app.db, request.body.keyword) }),
  });

  app.post(freezePaths.holdings, {
    config: { access: { func: [fc.holdingFreeze, fc.accountTransfer] } },
    schema: { tags: ['ccer'], summary: 'A company’s available units by project and vintage (the registry’s freeze and account-transfer forms)', body: holdingsQueryBody, response: { 200: ok(z.array(availableHoldingSchema)) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await availableHoldings(app.db, request.body.custId) }),
  });
};
