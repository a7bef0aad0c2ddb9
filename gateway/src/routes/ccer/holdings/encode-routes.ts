import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ok,
  okList,
  langOf,
  blockRowSchema,
  blockStates,
  encodeDetailQuery,
  encodeDetailSchema,
  encodeListQuery,
  functionCodes as fc,
  holdingPaths,
  ledgerKinds,
  OFFSET_BUSINESS,
  offsetKindName,
  publicSerialQuery,
  publicSerialSchema,
  serialText,
  type BlockState,
  type LedgerKind,
  type Lang,
  type SerialHistoryRow,
} from '@ccer/contracts';
import { notFound } from '../../../errors.ts';
import { likeText } from '../../../domain/like-text.ts';
import { holdingSerial, selectBlocks, serialOrBadRequest, toBlockRow } from './holdings-repository.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { inCompanyScope, scopeToCompany } from '../../../domain/access/company-scope.ts';

const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
const stateName = (state: string | null, lang: Lang) => (state ? (blockStates[state as BlockState]?.[lang] ?? state) : null);

/**
 * /ccer/encode and /ccer/encodeDetail (function 100): every block with its serial text, state and holder (a company
 * its own blocks), search by one serial; a serial's full history from the ledger. And the public serial lookup
 * (/api/public/serial/lookup, no sign-in, limited per address): project, vintage, issuance date and state, the holder
 * only once the serial is retired; never the block's range (it would tell a holder's quantity).
 */
export const encodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [fc.holdingView] };

  app.post(holdingPaths.encodeList, {
    config: { access },
    schema: { tags: ['ccer'], summary: 'Every unit block with its serial text, state and holder; search by any single serial', body: encodeListQuery, response: { 200: okList(blockRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, serial, projectCode, vintage, state, holderName } = request.body;
      const op = request.operator!;
      const at = serial ? serialOrBadRequest(serial) : undefined;
      const filter = <T extends import('knex').Knex.QueryBuilder>(q: T): T => {
        scopeToCompany(q, op, 'b.holder_id');
        if (at) holdingSerial(q, at);
        if (projectCode) q.whereILike('b.project_code', likeText(projectCode));
        if (vintage) q.where('b.vintage', vintage);
        if (state === 'reserved') q.where('b.state', 'available').whereNotNull('b.claim_id');
        else if (state === 'available') q.where('b.state', 'available').whereNull('b.claim_id');
        else if (state) q.where('b.state', state);
        if (holderName) q.whereILike('c.cust_name', likeText(holderName));
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectBlocks(app.db)).orderBy([{ column: 'b.project_code' }, { column: 'b.serial_start' }]),
        { pageNumber, pageSize },
        filter(app.db('unit_block as b').leftJoin('customer as c', 'c.cust_id', 'b.holder_id')),
      );
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toBlockRow(r, lang)), total };
    },
  });

  app.post(holdingPaths.encodeDetail, {
    config: { access },
    schema: { tags: ['ccer'], summary: "One serial's block and its full history from the ledger (issued, each move, freeze, retirement)", body: encodeDetailQuery, response: { 200: ok(encodeDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const at = serialOrBadRequest(request.body.serial);
      const block = await holdingSerial(selectBlocks(app.db), at).first();
      // a company traces only the serials it holds
      if (!block || !inCompanyScope(op, block.holder_id)) throw notFound('serialNotFound');
      const entries = await app
        .db('ledger_entry as e')
        .leftJoin('customer as f', 'f.cust_id', 'e.from_holder')
        .leftJoin('customer as t', 't.cust_id', 'e.to_holder')
        .leftJoin('operator as o', 'o.operator_id', 'e.operator_id')
        .where('e.project_code', at.projectCode)
        .whereRaw(`int8range(e.serial_start, e.serial_end, '[]') @> ?::int8`, [at.serial])
        .orderBy('e.id')
        .select('e.*', 'f.cust_name as from_name', 't.cust_name as to_name', 'o.operator_name', 'o.login_name');
      const lang = langOfRequest(request);
      const history: SerialHistoryRow[] = entries.map((e: Record<string, any>) => ({
        entryId: String(e.id),
        txId: e.tx_id,
        kind: e.kind,
        kindName: ledgerKinds[e.kind as LedgerKind]?.[lang] ?? e.kind,
        serialText: serialText({ projectCode: e.project_code, vintage: e.vintage, batch: e.batch, serialStart: Number(e.serial_start), serialEnd: Number(e.serial_end) }),
        quantity: Number(e.quantity),
        fromHolderName: e.from_name ?? null,
        toHolderName: e.to_name ?? null,
        fromState: e.from_state ?? null,
        toState: e.to_state,
        fromStateName: stateName(e.from_state, lang),
        toStateName: stateName(e.to_state, lang)!,
        reason: e.reason ?? null,
        businessType: e.business_type ?? null,
        businessKey: e.business_key ?? null,
        processInstanceId: e.process_instance_id ?? null,
        operatorName: e.operator_name ?? e.login_name ?? null,
        createdAt: new Date(e.created_at).toISOString(),
      }));
      return {
        flag: 1 as const,
        dataInfo: { serial: `CCER-${at.projectCode}-${at.serial}`, projectCode: at.projectCode, serialNumber: at.serial, block: toBlockRow(block, lang), history },
      };
    },
  });

  app.get(holdingPaths.publicSerial, {
    config: { access: 'public', rateLimit: { max: app.config.SERIAL_LOOKUP_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags: ['public'],
      summary: "A serial's project, vintage, issuance date and state; the holder's name only once retired (public; limited per address)",
      querystring: publicSerialQuery,
      response: { 200: ok(publicSerialSchema) },
    },
    handler: async (request) => {
      const at = serialOrBadRequest(request.query.serial);
      const block = await holdingSerial(selectBlocks(app.db), at).first();
      if (!block) throw notFound('serialNotFound');
      const issued = await app
        .db('ledger_entry')
        .where({ project_code: at.projectCode, kind: 'issue' })
        .whereRaw(`int8range(serial_start, serial_end, '[]') @> ?::int8`, [at.serial])
        .first('created_at');
      const lang = langOfRequest(request);
      const state = block.state as BlockState;
      // a retired serial names the offset that retired it (its retirement entry's business row)
      const retiredBy =
        state === 'retired'
          ? await app
              .db('ledger_entry as e')
              .joinRaw('join ccer_offset as o on o.id::text = e.business_key')
              .where({ 'e.project_code': at.projectCode, 'e.kind': 'retire', 'e.business_type': OFFSET_BUSINESS })
              .whereRaw(`int8range(e.serial_start, e.serial_end, '[]') @> ?::int8`, [at.serial])
              .first('o.offset_no', 'o.certificate_no', 'o.kind', 'o.retired_at', 'o.is_public', 'o.beneficiary', 'o.purpose')
          : undefined;
      return {
        flag: 1 as const,
        dataInfo: {
          serial: `CCER-${at.projectCode}-${at.serial}`,
          projectCode: at.projectCode,
          projectName: block.project_name ?? null,
          vintage: block.vintage,
          batch: block.batch,
          issuedAt: issued ? new Date(issued.created_at).toISOString() : null,
          state,
          stateName: blockStates[state][lang],
          holderName: state === 'retired' ? (block.cust_name ?? null) : null,
          retirement: retiredBy
            ? {
                offsetNo: retiredBy.offset_no,
                certificateNo: retiredBy.certificate_no ?? null,
                kind: retiredBy.kind,
                kindName: offsetKindName(retiredBy.kind, lang),
                retiredAt: retiredBy.retired_at ? new Date(retiredBy.retired_at).toISOString() : null,
                beneficiary: retiredBy.is_public ? retiredBy.beneficiary : null,
                purpose: retiredBy.is_public ? retiredBy.purpose : null,
              }
            : null,
        },
      };
    },
  });
};
