import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  businessTypes,
  functionCodes as fc,
  langOf,
  ok,
  okList,
  token,
  transferAccountBody,
  transferAccountSchema,
  transferAccountsQuery,
  transferConfirmBody,
  transferDetailSchema,
  transferIdQuery,
  transferListQuery,
  transferOwnBody,
  transferPaths as paths,
  transferPositionSchema,
  transferPositionsQuery,
  transferRowSchema,
  type Lang,
  type TransferDetail,
  type TransferKind,
} from '@ccer/contracts';
import { moveUnits } from '@ccer/workers/ledger/postings';
import type { Operator } from '../../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { requireOwnCompany } from '../../../domain/access/company-scope.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { refuseIfRestricted } from '../../../domain/ledger/account-restriction.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { completeVisibleDecision } from '../../../domain/tasks.ts';
import { sendDownload } from '../../../domain/files/download.ts';
import { selectTransfers, toTransferRow, transferRanges, visibleTransfers, type TransferDbRow } from './transfer-repository.ts';
import { noticeFileName, renderTransferNotice } from './transfer-notice.ts';
import { confirmingRepresentativeOf } from '../confirming-representative.ts';
import { freePositions } from '../holdings/holdings-repository.ts';
import { tellExchange } from './exchange-notice.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { issuerName } from '../../../domain/institution/institution.ts';

const TYPE = businessTypes.ccerTransfer;
const CONFIRM_TASK = 'transferConfirm';
const CONFIRM_WORKFLOW = 'ccerTransferConfirm';
const tags = ['ccer'];

/** The outbox tells the transfer its process instance once the start is accepted (build-app.ts). */
export const transferStartedRecords: Record<string, StartedRecord> = {
  [TYPE]: { table: 'ccer_transfer' },
};

/** The company the caller moves units for: a representative's own; the registry moves none (403). */
const companyOf = (op: Operator): string => requireOwnCompany(op, 'transferNoCompany');

/** The next transfer number: HZ, the China day, six digits of a sequence. */
async function nextTransferNo(trx: Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('ccer_transfer_no_seq')`)).rows;
  return `HZ${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
}

/**
 * Holdings transfers (持有量划转, /ccer/transfer; 085 to transfer, 086 to confirm; issue 12). Between accounts: the
 * initiating representative applies, the quantity is reserved in the ledger under the transfer (the claim) in the same
 * transaction as the row and the outbox start of ccerTransferConfirm; the company's confirming representative confirms
 * or rejects; the worker ccer-transfer-result posts the reservation to the receiver or releases it. To and back from
 * the trading platform: the holder's own units, posted at once with a record (no change of owner).
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const lang = (h: string | undefined): Lang => langOf(h);

  /** One transfer the caller may see, or 404. */
  async function loadVisible(op: Operator, id: string): Promise<TransferDbRow> {
    const row = await visibleTransfers(selectTransfers(app.db), op).where('t.id', id).first();
    if (!row) throw notFound('transferNotFound');
    return row as TransferDbRow;
  }

  /** The caller's open confirmation tasks of the transfers, by transfer id (one engine call). */
  async function openTasks(op: Operator, rows: readonly TransferDbRow[]): Promise<Map<string, string>> {
    const keys = rows.filter((r) => r.status === 'confirming' && r.confirmer_operator_id === op.operatorId).map((r) => r.id);
    if (keys.length === 0) return new Map();
    const tasks = await app.engine.queryTasks({ assignee: op.loginName, processInstanceBusinessKeyIn: keys, taskDefinitionKey: CONFIRM_TASK, active: true });
    // a task names its instance; the transfer learns its instance when the start is accepted (transferStartedRecords)
    const byInstance = new Map(rows.filter((r) => r.process_instance_id).map((r) => [r.process_instance_id!, r.id]));
    const out = new Map<string, string>();
    for (const t of tasks) {
      const key = byInstance.get(t.processInstanceId) ?? (keys.length === 1 ? keys[0] : undefined);
      if (key) out.set(key, t.id);
    }
    return out;
  }

  async function detailOf(op: Operator, row: TransferDbRow, l: Lang): Promise<TransferDetail> {
    const [tasks, ranges] = await Promise.all([openTasks(op, [row]), transferRanges(app.db, row)]);
    return { ...toTransferRow(row, l, tasks.get(row.id) ?? null), ranges };
  }

  const detailById = async (op: Operator, id: string, l: Lang) => detailOf(op, (await selectTransfers(app.db).where('t.id', id).first()) as TransferDbRow, l);

  // ---- 账户间划转 -------------------------------------------------------------------------------------------------
  app.post(paths.account, {
    config: { access: { func: [fc.holdingTransfer] } },
    schema: { tags, summary: 'Transfer units to another registry account (reserved now, posted when the confirming representative confirms)', body: transferAccountBody, response: { 200: ok(transferDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const custId = companyOf(op);
      const { projectCode, vintage, quantity, toCustId, remark } = request.body;
      const receiver = await app.db('customer').where({ cust_id: toCustId }).first<{ cust_id: string; status: string } | undefined>('cust_id', 'status');
      if (toCustId === custId) throw badRequest([{ field: 'toCustId', message: token('transferReceiverSelf') }]);
      if (!receiver) throw badRequest([{ field: 'toCustId', message: token('transferReceiverNotFound') }]);
      if (receiver.status !== '1') throw badRequest([{ field: 'toCustId', message: token('transferReceiverNotOpen') }]);
      const id = randomUUID();
      await app.db.transaction(async (trx) => {
        await refuseIfRestricted(trx, custId);
        const confirmer = await confirmingRepresentativeOf(trx, custId, op.operatorId);
        if (!confirmer) throw new AppError(409, 'CONFLICT', 'transferNoConfirmer');
        await trx('ccer_transfer').insert({
          id,
          transfer_no: await nextTransferNo(trx),
          kind: 'account',
          status: 'confirming',
          cust_id: custId,
          to_cust_id: toCustId,
          project_code: projectCode,
          vintage,
          quantity,
          remark: remark || null,
          applicant_operator_id: op.operatorId,
          confirmer_operator_id: confirmer.operator_id,
        });
        // the quantity is reserved from now to the posting or the rejection (too few free units: 409 on quantity)
        const from = { holderId: custId, state: 'available' as const, claimId: null };
        await moveUnits(
          trx,
          { kind: 'reserve', from, to: { ...from, claimId: id }, quantity, scope: { projectCode, vintage } },
          { businessType: TYPE, businessKey: id, operatorId: op.operatorId, reason: remark || null },
        );
        const target = await resolveProcessFor(trx, TYPE);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: TYPE,
          businessKey: id,
          variables: { transferId: id, custId, toCustId, quantity, initiator: op.loginName, confirmer: confirmer.login_name },
        });
        await writeOperationLog(trx, request, {
          abstract: 'ccer.transfer-account',
          businessType: TYPE,
          businessKey: id,
          after: { projectCode, vintage, quantity, toCustId, confirmer: confirmer.login_name },
        });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: await detailById(op, id, lang(request.headers['accept-language'])) };
    },
  });

  // ---- 划转至交易平台 / 转回持有账户: the holder's own units, posted at once --------------------------------------
  const own = (kind: Exclude<TransferKind, 'account'>, path: string, summary: string) =>
    app.post(path, {
      config: { access: { func: [fc.holdingTransfer] } },
      schema: { tags, summary, body: transferOwnBody, response: { 200: ok(transferDetailSchema) } },
      handler: async (request) => {
        const op = request.operator!;
        const custId = companyOf(op);
        const { projectCode, vintage, quantity, remark } = request.body;
        const id = randomUUID();
        const [fromState, toState] = kind === 'platform' ? (['available', 'trading'] as const) : (['trading', 'available'] as const);
        await app.db.transaction(async (trx) => {
          // to the trading platform is a move out of the account (a restricted one sends nothing); back from it is not
          if (kind === 'platform') await refuseIfRestricted(trx, custId);
          const transferNo = await nextTransferNo(trx);
          await trx('ccer_transfer').insert({
            id,
            transfer_no: transferNo,
            kind,
            status: 'posted',
            cust_id: custId,
            to_cust_id: custId,
            project_code: projectCode,
            vintage,
            quantity,
            remark: remark || null,
            applicant_operator_id: op.operatorId,
            decided_operator_id: op.operatorId,
            decided_at: trx.fn.now(),
          });
          const posting = await moveUnits(
            trx,
            {
              kind: kind === 'platform' ? 'toTrading' : 'fromTrading',
              from: { holderId: custId, state: fromState, claimId: null },
              to: { holderId: custId, state: toState, claimId: null },
              quantity,
              scope: { projectCode, vintage },
            },
            { businessType: TYPE, businessKey: id, operatorId: op.operatorId, reason: remark || null },
          );
          // the exchange is told what came onto or left its platform, with the serials (contracts/src/exchange/link.ts)
          await tellExchange(trx, { kind: kind === 'platform' ? 'deposit' : 'withdrawal', transferId: id, transferNo, custId, projectCode, vintage, quantity, ranges: posting.ranges });
          await writeOperationLog(trx, request, { abstract: `ccer.transfer-${kind}`, businessType: TYPE, businessKey: id, after: { projectCode, vintage, quantity } });
        });
        void app.outbox.kick();
        return { flag: 1 as const, dataInfo: await detailById(op, id, lang(request.headers['accept-language'])) };
      },
    });
  own('platform', paths.platform, "Move the company's own units to the trading platform (posted at once)");
  own('holding', paths.holding, "Move the company's own units back from the trading platform (posted at once)");

  // ---- the form's pickers ------------------------------------------------------------------------------------
  app.get(paths.positions, {
    config: { access: { func: [fc.holdingTransfer] } },
    schema: { tags, summary: "The caller's company's free units by project and vintage (available, or in the trading system)", querystring: transferPositionsQuery, response: { 200: okList(transferPositionSchema) } },
    handler: async (request) => {
      const custId = companyOf(request.operator!);
      const positions = await freePositions(app.db, custId, request.query.state ?? 'available');
      const dataInfo = positions.map(({ projectCode, projectName, vintage, state, quantity }) => ({ projectCode, projectName, vintage, state, quantity }));
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });

  app.get(paths.accounts, {
    config: { access: { func: [fc.holdingTransfer] } },
    schema: { tags, summary: 'Open registry accounts a transfer may name as receiver (by name or account number; the caller’s own excluded)', querystring: transferAccountsQuery, response: { 200: okList(transferAccountSchema) } },
    handler: async (request) => {
      const custId = companyOf(request.operator!);
      const { keyword } = request.query;
      const q = app.db('customer').where({ status: '1' }).whereNot({ cust_id: custId });
      if (keyword) q.where((w) => w.whereILike('cust_name', likeText(keyword)).orWhereILike('cust_no', likeText(keyword)));
      const rows = await q.orderBy('cust_name').limit(20).select('cust_id', 'cust_no', 'cust_name');
      const dataInfo = rows.map((r: Record<string, any>) => ({ custId: r.cust_id, custNo: r.cust_no ?? null, custName: r.cust_name }));
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });

  // ---- lists ---------------------------------------------------------------------------------------------------
  const list = async (op: Operator, body: z.infer<typeof transferListQuery>, acceptLanguage: string | undefined, confirmOnly: boolean) => {
    const { pageNumber, pageSize, kind, status, projectCode, transferNo, id } = body;
    const filter = (q: Knex.QueryBuilder) => {
      visibleTransfers(q, op);
      // the confirming representative's list: the transfers waiting for (or decided by) them
      if (confirmOnly) q.where('t.confirmer_operator_id', op.operatorId);
      if (kind) q.where('t.kind', kind);
      if (status) q.where('t.status', status);
      if (projectCode) q.whereILike('t.project_code', likeText(projectCode));
      if (transferNo) q.whereILike('t.transfer_no', likeText(transferNo));
      if (id) q.where('t.id', id);
      return q;
    };
    const { rows, total } = await pageAndCount(filter(selectTransfers(app.db)).orderBy('t.created_at', 'desc').orderBy('t.id'), { pageNumber, pageSize }, filter(app.db('ccer_transfer as t')));
    const l = lang(acceptLanguage);
    const tasks = await openTasks(op, rows as TransferDbRow[]);
    return { flag: 1 as const, total, dataInfo: (rows as TransferDbRow[]).map((r) => toTransferRow(r, l, tasks.get(r.id) ?? null)) };
  };

  app.post(paths.record, {
    config: { access: { func: [fc.holdingTransfer, fc.transferConfirm] } },
    schema: { tags, summary: 'Transfer records: sent, and received between accounts once posted (the registry: all), one page', body: transferListQuery, response: { 200: okList(transferRowSchema) } },
    handler: async (request) => list(request.operator!, request.body, request.headers['accept-language'], false),
  });

  app.post(paths.confirmList, {
    config: { access: { func: [fc.transferConfirm] } },
    schema: { tags, summary: "The confirming representative's transfers to confirm (and decided), one page", body: transferListQuery, response: { 200: okList(transferRowSchema) } },
    handler: async (request) => list(request.operator!, request.body, request.headers['accept-language'], true),
  });

  app.get(paths.confirmDetail, {
    config: { access: { func: [fc.holdingTransfer, fc.transferConfirm] } },
    schema: { tags, summary: 'One transfer with its serial ranges and, for its confirming representative, the open confirmation task', querystring: transferIdQuery, response: { 200: ok(transferDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const row = await loadVisible(op, request.query.id);
      return { flag: 1 as const, dataInfo: await detailOf(op, row, lang(request.headers['accept-language'])) };
    },
  });

  app.post(paths.confirm, {
    config: { access: { func: [fc.transferConfirm] } },
    schema: { tags, summary: "The confirming representative's decision on a transfer (confirmed: posted to the receiver; rejected: the reservation released)", body: transferConfirmBody, response: { 200: ok(transferDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { id, approved, opinion } = request.body;
      const row = await loadVisible(op, id);
      if (row.kind !== 'account') throw notFound('transferNotFound');
      if (row.applicant_operator_id === op.operatorId) throw new AppError(403, 'FORBIDDEN', 'transferConfirmOwn');
      if (row.confirmer_operator_id !== op.operatorId) throw new AppError(403, 'FORBIDDEN', 'transferNotConfirmer');
      if (row.status !== 'confirming') throw new AppError(409, 'CONFLICT', 'transferDecided');
      // an account restricted since it applied sends nothing: its transfer can only be rejected now
      if (approved) await app.db.transaction((trx) => refuseIfRestricted(trx, row.cust_id));
      const [task] = await app.engine.queryTasks({ assignee: op.loginName, processInstanceBusinessKey: id, taskDefinitionKey: CONFIRM_TASK, active: true }, { maxResults: 1 });
      if (!task) throw new AppError(409, 'CONFLICT', 'taskNotFound');
      await completeVisibleDecision(app, op, task, { approved, opinion }, { workflowType: CONFIRM_WORKFLOW });
      return { flag: 1 as const, dataInfo: await detailOf(op, await loadVisible(op, id), lang(request.headers['accept-language'])) };
    },
  });

  // ---- 划转通知书 -------------------------------------------------------------------------------------------------
  app.get(paths.notice, {
    config: { access: { func: [fc.holdingTransfer, fc.transferConfirm] } },
    schema: { tags, summary: 'The transfer notice (划转通知书, PDF) of a posted transfer: both parties, serial ranges, China time', querystring: transferIdQuery },
    handler: async (request, reply) => {
      const op = request.operator!;
      const row = await loadVisible(op, request.query.id);
      if (row.status !== 'posted') throw new AppError(409, 'CONFLICT', 'transferNotPosted');
      const detail = await detailOf(op, row, 'zh');
      return sendDownload(reply, { name: noticeFileName(detail), contentType: 'application/pdf', body: await renderTransferNotice(detail, await issuerName(app.db)) });
    },
  });
};
