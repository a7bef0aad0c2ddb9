import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  companyHoldingQuery,
  companyHoldingRowSchema,
  functionCodes as fc,
  holdingDetailQuery,
  holdingDetailSchema,
  holdingListQuery,
  holdingPaths,
  holdingRowSchema,
  holdingStatementQuery,
  type HoldingRow,
  type Lang,
} from '@ccer/contracts';
import { badRequest, notFound } from '../../../errors.ts';
import { likeText } from '../../../domain/like-text.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { sendDownload } from '../../../domain/files/download.ts';
import { HOLDING_SUMS, holderScope, projectNames, selectBlocks, toBlockRow, toQuantities } from './holdings-repository.ts';
import { holdingStatement, statementFileName, statementPdf, statementXlsx } from './statement.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';

const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);

/** Holdings by holder, project and vintage (one row each), filtered; `holder` null: every holder. */
function holdingsQuery(db: Knex, holder: string | null, filter: { projectCode?: string; vintage?: number }) {
  const grouped = db('unit_block').select('holder_id', 'project_code', 'vintage', db.raw(HOLDING_SUMS)).groupBy('holder_id', 'project_code', 'vintage');
  if (holder) grouped.where('holder_id', holder);
  if (filter.projectCode) grouped.whereILike('project_code', likeText(filter.projectCode));
  if (filter.vintage) grouped.where('vintage', filter.vintage);
  return db
    .from(grouped.as('h'))
    .leftJoin('customer as c', 'c.cust_id', 'h.holder_id')
    .leftJoin(projectNames(db).as('p'), 'p.project_code', 'h.project_code');
}

const toHoldingRow = (r: Record<string, any>): HoldingRow => ({
  custId: r.holder_id,
  custName: r.cust_name ?? null,
  projectCode: r.project_code,
  projectName: r.project_name ?? null,
  vintage: r.vintage,
  ...toQuantities(r),
});

/**
 * /ccer/holding (+ detail), /ccer/companyHolding and the holding statements (function 100): a company reads its own
 * units, the registry any company's (and every company's by company).
 */
export const holdingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [fc.holdingView] };

  app.post(holdingPaths.list, {
    config: { access },
    schema: { tags: ['ccer'], summary: "A holder's units by project and vintage, a quantity per state (a company its own; the registry any)", body: holdingListQuery, response: { 200: okList(holdingRowSchema) } },
    handler: async (request) => {
      const { custId, projectCode, projectName, vintage } = request.body;
      const holder = holderScope(request.operator!, custId);
      if (holder === false) return { flag: 1 as const, dataInfo: [], total: 0 };
      const q = holdingsQuery(app.db, holder, { projectCode, vintage });
      if (projectName) q.whereILike('p.project_name', likeText(projectName));
      const { rows, total } = await pageAndCount(
        q.select('h.*', 'c.cust_name', 'p.project_name').orderBy([{ column: 'h.project_code' }, { column: 'h.vintage' }, { column: 'c.cust_name' }, { column: 'h.holder_id' }]),
        request.body,
      );
      return { flag: 1 as const, dataInfo: rows.map(toHoldingRow), total };
    },
  });

  app.post(holdingPaths.detail, {
    config: { access },
    schema: { tags: ['ccer'], summary: "The serial blocks of one project and vintage of a holder, with their states", body: holdingDetailQuery, response: { 200: ok(holdingDetailSchema) } },
    handler: async (request) => {
      const { custId, projectCode, vintage } = request.body;
      const op = request.operator!;
      const holder = holderScope(op, custId);
      if (!holder) throw holder === false ? notFound('holdingNotFound') : badRequest([{ field: 'custId', message: 'required' }]);
      const blocks = await selectBlocks(app.db).where({ 'b.holder_id': holder, 'b.project_code': projectCode, 'b.vintage': vintage }).orderBy('b.serial_start');
      if (blocks.length === 0) throw notFound('holdingNotFound');
      const [sums] = await holdingsQuery(app.db, holder, { vintage }).where('h.project_code', projectCode).select('h.*', 'c.cust_name', 'p.project_name');
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: { ...toHoldingRow(sums), blocks: blocks.map((b: Record<string, any>) => toBlockRow(b, lang)) } };
    },
  });

  app.post(holdingPaths.companyList, {
    config: { access },
    schema: { tags: ['ccer'], summary: "Every company's units, one row per company (the registry; a company sees its own row)", body: companyHoldingQuery, response: { 200: okList(companyHoldingRowSchema) } },
    handler: async (request) => {
      const { custName } = request.body;
      const op = request.operator!;
      const grouped = app.db('unit_block').select('holder_id', app.db.raw('count(distinct project_code)::int as projects'), app.db.raw(HOLDING_SUMS)).groupBy('holder_id');
      scopeToCompany(grouped, op, 'holder_id');
      const q = app.db.from(grouped.as('h')).leftJoin('customer as c', 'c.cust_id', 'h.holder_id');
      if (custName) q.whereILike('c.cust_name', likeText(custName));
      const { rows, total } = await pageAndCount(q.select('h.*', 'c.cust_name').orderBy([{ column: 'h.total', order: 'desc' }, { column: 'h.holder_id' }]), request.body);
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, any>) => ({ custId: r.holder_id, custName: r.cust_name ?? null, projects: Number(r.projects), ...toQuantities(r) })),
        total,
      };
    },
  });

  /** The statement's holder: a company itself; the registry names one (400 without, 404 for an unknown one). */
  async function statementHolder(request: FastifyRequest, custId: string | undefined) {
    const holder = holderScope(request.operator!, custId);
    if (holder === false) throw notFound('holdingCompanyNotFound');
    if (holder === null) throw badRequest([{ field: 'custId', message: 'required' }]);
    const cust = await app.db('customer').where({ cust_id: holder }).first('cust_id', 'cust_name');
    if (!cust) throw notFound('holdingCompanyNotFound');
    return { custId: cust.cust_id as string, custName: (cust.cust_name as string | null) ?? '' };
  }

  for (const [path, ext] of [
    [holdingPaths.statementXlsx, 'xlsx'],
    [holdingPaths.statementPdf, 'pdf'],
  ] as const) {
    app.get(path, {
      config: { access },
      schema: { tags: ['ccer'], summary: `A holding statement at a date (China time, default today), replayed from the ledger, as ${ext}`, querystring: holdingStatementQuery },
      handler: async (request, reply) => {
        const { date, custId } = request.query;
        const cust = await statementHolder(request, custId);
        const lang = langOfRequest(request);
        const statement = await holdingStatement(app.db, cust, date ?? isoDay());
        const body = ext === 'xlsx' ? await statementXlsx(statement, lang) : await statementPdf(statement, lang);
        return sendDownload(reply, {
          name: statementFileName(statement, lang, ext),
          contentType: ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf',
          body,
        });
      },
    });
  }
};
