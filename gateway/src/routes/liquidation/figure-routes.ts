import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  clearingCustomerBalanceQuery,
  clearingCustomerBalanceRowSchema,
  clearingExchangeBalanceQuery,
  clearingExchangeBalanceRowSchema,
  clearingPaths as paths,
  clearingPortionListQuery,
  clearingPortionRowSchema,
  clearingReportQuery,
  clearingReportRowSchema,
  clearingStatusName,
  clearingTradeListQuery,
  clearingTradeRowSchema,
  functionCodes as fc,
  langOf,
  okList,
  type ClearingStatus,
  type Lang,
} from '@ccer/contracts';
import { likeText } from '../../domain/like-text.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { dayOf } from './clearing-repository.ts';

const tags = ['liquidation'];
const access = { func: [fc.clearingManage] };
const num = (v: unknown) => Number(v ?? 0);

/** A trading-day range on the batch (`b`). */
function inTradeDays(q: Knex.QueryBuilder, f: { tradeDateFrom?: string; tradeDateTo?: string }) {
  if (f.tradeDateFrom) q.where('b.trade_date', '>=', f.tradeDateFrom);
  if (f.tradeDateTo) q.where('b.trade_date', '<=', f.tradeDateTo);
  return q;
}

/** The batches (`b`) whose rows a list shows: trading days, one batch by id (the rows' `batchColumn`) or number. */
function inBatches(q: Knex.QueryBuilder, f: { tradeDateFrom?: string; tradeDateTo?: string; batchId?: string; batchNo?: string }, batchColumn: string) {
  inTradeDays(q, f);
  if (f.batchId) q.where(batchColumn, f.batchId);
  if (f.batchNo) q.whereILike('b.batch_no', likeText(f.batchNo));
  return q;
}

/** The batch a trade or a portion belongs to, as its row shows it (selected as batch_no, batch_status, trade_day). */
const ofBatch = (r: Record<string, any>, lang: Lang) => ({
  batchId: r.batch_id as string,
  batchNo: r.batch_no as string,
  tradeDate: r.trade_day as string,
  batchStatus: r.batch_status as ClearingStatus,
  batchStatusName: clearingStatusName(r.batch_status, lang),
});
const batchColumns = (db: Knex) => ['b.batch_no', 'b.status as batch_status', db.raw(`${dayOf('b.trade_date')} as trade_day`)];

/**
 * The registry's account as of the exchange's account number (`customer.cust_no`), and its units on the trading platform
 * in the ledger now, beside the exchange's balances in its latest settled batch (a full statement of every account:
 * a line it leaves out is nought). One row per account, project and vintage that either side holds.
 */
const balanceLines = (db: Knex) =>
  db.raw(`(
    with latest as (
      select id, batch_no, ${dayOf('trade_date')} as trade_day from clearing_batch
       where status = 'settled' order by trade_date desc, settled_at desc limit 1
    ),
    registry as (
      select c.cust_id, c.cust_no, c.cust_name, u.project_code, u.vintage, sum(u.serial_end - u.serial_start + 1) as quantity
        from unit_block u join customer c on c.cust_id = u.holder_id
       where u.state = 'trading'
       group by c.cust_id, c.cust_no, c.cust_name, u.project_code, u.vintage
    ),
    exchange as (
      select cb.account_no, cb.project_code, cb.vintage, cb.quantity from clearing_balance cb join latest on cb.batch_id = latest.id
    )
    select coalesce(r.cust_id, c.cust_id) as cust_id,
           coalesce(r.cust_no, e.account_no) as account_no,
           coalesce(r.cust_name, c.cust_name) as cust_name,
           coalesce(r.project_code, e.project_code) as project_code,
           coalesce(r.vintage, e.vintage) as vintage,
           coalesce(r.quantity, 0) as registry_quantity,
           case when (select id from latest) is null then null else coalesce(e.quantity, 0) end as exchange_quantity,
           (select trade_day from latest) as reported_trade_day,
           (select batch_no from latest) as reported_batch_no
      from registry r
      full join exchange e on e.account_no = r.cust_no and e.project_code = r.project_code and e.vintage = r.vintage
      left join customer c on r.cust_id is null and c.cust_no = e.account_no
  ) as l`);

/** 清算报表, 清算份额, 客户余额, 交易所余额 and the trades behind them (contracts/src/exchange/clearing.ts). */
export const clearingFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(paths.tradeList, {
    config: { access },
    schema: { tags, summary: 'The trades of a batch or of trading days', body: clearingTradeListQuery, response: { 200: okList(clearingTradeRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      const filtered = (q: Knex.QueryBuilder) => {
        inBatches(q, f, 't.batch_id');
        if (f.accountNo) q.where((w) => w.where('t.seller_account_no', f.accountNo!).orWhere('t.buyer_account_no', f.accountNo!));
        if (f.projectCode) q.whereILike('t.project_code', likeText(f.projectCode));
        return q;
      };
      const from = () => db('clearing_trade as t').join('clearing_batch as b', 'b.id', 't.batch_id');
      const { rows, total } = await pageAndCount(
        filtered(from())
          .leftJoin('customer as s', 's.cust_no', 't.seller_account_no')
          .leftJoin('customer as y', 'y.cust_no', 't.buyer_account_no')
          .select('t.*', ...batchColumns(db), 's.cust_name as seller_name', 'y.cust_name as buyer_name')
          .orderBy('b.trade_date', 'desc')
          .orderBy('b.batch_no')
          .orderBy('t.seq'),
        { pageNumber, pageSize },
        filtered(from()),
      );
      const lang = langOf(request.headers['accept-language']);
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => ({
          ...ofBatch(r, lang),
          id: String(r.id),
          tradeNo: r.trade_no,
          sellerAccountNo: r.seller_account_no,
          sellerName: r.seller_name ?? null,
          buyerAccountNo: r.buyer_account_no,
          buyerName: r.buyer_name ?? null,
          projectCode: r.project_code,
          vintage: r.vintage,
          quantity: num(r.quantity),
          price: r.price,
          amount: r.amount,
        })),
      };
    },
  });

  app.post(paths.report, {
    config: { access },
    schema: { tags, summary: 'The clearing report: per trading day, batches, trades, tonnes and yuan, all and settled (清算报表)', body: clearingReportQuery, response: { 200: okList(clearingReportRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      const settled = `b.status = 'settled'`;
      const days = inTradeDays(db('clearing_batch as b'), f);
      const traders = (side: 'sold' | 'bought') =>
        `(select count(distinct p.account_no) from clearing_portion p join clearing_batch x on x.id = p.batch_id where x.trade_date = b.trade_date and p.${side} > 0)`;
      const { rows, total } = await pageAndCount(
        inTradeDays(db('clearing_batch as b'), f)
          .groupBy('b.trade_date')
          .select(
            db.raw(`${dayOf('b.trade_date')} as trade_day`),
            db.raw('count(*) as batches'),
            db.raw(`count(*) filter (where ${settled}) as settled_batches`),
            db.raw('sum(b.trade_count) as trades'),
            db.raw(`coalesce(sum(b.trade_count) filter (where ${settled}), 0) as settled_trades`),
            db.raw('sum(b.total_quantity) as quantity'),
            db.raw(`coalesce(sum(b.total_quantity) filter (where ${settled}), 0) as settled_quantity`),
            db.raw('sum(b.total_amount) as amount'),
            db.raw(`coalesce(sum(b.total_amount) filter (where ${settled}), 0) as settled_amount`),
            db.raw(`${traders('sold')} as sellers`),
            db.raw(`${traders('bought')} as buyers`),
          )
          .orderBy('b.trade_date', 'desc'),
        { pageNumber, pageSize },
        db.from(days.distinct('b.trade_date').as('d')),
      );
      const money = (v: unknown) => Number(v ?? 0).toFixed(2);
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => ({
          tradeDate: r.trade_day,
          batches: num(r.batches),
          settledBatches: num(r.settled_batches),
          trades: num(r.trades),
          settledTrades: num(r.settled_trades),
          quantity: num(r.quantity),
          settledQuantity: num(r.settled_quantity),
          amount: money(r.amount),
          settledAmount: money(r.settled_amount),
          sellers: num(r.sellers),
          buyers: num(r.buyers),
        })),
      };
    },
  });

  app.post(paths.portionList, {
    config: { access },
    schema: { tags, summary: 'Each account’s net portion per batch, project and vintage (清算份额)', body: clearingPortionListQuery, response: { 200: okList(clearingPortionRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      const filtered = (q: Knex.QueryBuilder) => {
        inBatches(q, f, 'p.batch_id');
        if (f.accountNo) q.where('p.account_no', f.accountNo);
        if (f.custName) q.whereILike('c.cust_name', likeText(f.custName));
        if (f.projectCode) q.whereILike('p.project_code', likeText(f.projectCode));
        return q;
      };
      const from = () => db('clearing_portion as p').join('clearing_batch as b', 'b.id', 'p.batch_id').leftJoin('customer as c', 'c.cust_no', 'p.account_no');
      const { rows, total } = await pageAndCount(
        filtered(from())
          .select('p.*', ...batchColumns(db), 'c.cust_name')
          .orderBy('b.trade_date', 'desc')
          .orderBy('b.batch_no')
          .orderBy('p.project_code')
          .orderBy('p.vintage')
          .orderBy('p.account_no'),
        { pageNumber, pageSize },
        filtered(from()),
      );
      const lang = langOf(request.headers['accept-language']);
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => ({
          ...ofBatch(r, lang),
          id: String(r.id),
          accountNo: r.account_no,
          custName: r.cust_name ?? null,
          projectCode: r.project_code,
          vintage: r.vintage,
          bought: num(r.bought),
          sold: num(r.sold),
          net: num(r.net),
          paid: r.paid,
          received: r.received,
        })),
      };
    },
  });

  app.post(paths.customerBalanceList, {
    config: { access },
    schema: { tags, summary: 'Each account’s units on the trading platform: the registry’s ledger beside the exchange’s latest settled statement (客户余额)', body: clearingCustomerBalanceQuery, response: { 200: okList(clearingCustomerBalanceRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      const filtered = () => {
        const q = db.from(balanceLines(db));
        if (f.accountNo) q.whereILike('l.account_no', likeText(f.accountNo));
        if (f.custName) q.whereILike('l.cust_name', likeText(f.custName));
        if (f.projectCode) q.whereILike('l.project_code', likeText(f.projectCode));
        if (f.differencesOnly) q.whereRaw('l.registry_quantity is distinct from coalesce(l.exchange_quantity, 0)');
        return q;
      };
      const { rows, total } = await pageAndCount(filtered().select('l.*').orderBy(['l.account_no', 'l.cust_id', 'l.project_code', 'l.vintage']), { pageNumber, pageSize }, filtered());
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => {
          const exchangeQuantity = r.exchange_quantity === null ? null : num(r.exchange_quantity);
          return {
            id: `${r.account_no ?? r.cust_id}|${r.project_code}|${r.vintage}`,
            custId: r.cust_id ?? null,
            accountNo: r.account_no ?? null,
            custName: r.cust_name ?? null,
            projectCode: r.project_code,
            vintage: r.vintage,
            registryQuantity: num(r.registry_quantity),
            exchangeQuantity,
            difference: num(r.registry_quantity) - (exchangeQuantity ?? 0),
            reportedTradeDate: r.reported_trade_day ?? null,
            reportedBatchNo: r.reported_batch_no ?? null,
          };
        }),
      };
    },
  });

  app.post(paths.exchangeBalanceList, {
    config: { access },
    schema: { tags, summary: 'Units on the trading platform per project and vintage: the registry’s ledger beside the exchange’s latest settled statement (交易所余额)', body: clearingExchangeBalanceQuery, response: { 200: okList(clearingExchangeBalanceRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      const grouped = () => {
        const q = db
          .from(balanceLines(db))
          .groupBy('l.project_code', 'l.vintage')
          .select('l.project_code', 'l.vintage', db.raw('count(*) as accounts'), db.raw('sum(l.registry_quantity) as registry_quantity'), db.raw('coalesce(sum(l.exchange_quantity), 0) as exchange_quantity'));
        if (f.projectCode) q.whereILike('l.project_code', likeText(f.projectCode));
        if (f.differencesOnly) q.havingRaw('sum(l.registry_quantity) <> coalesce(sum(l.exchange_quantity), 0)');
        return q;
      };
      const { rows, total } = await pageAndCount(db.from(grouped().as('g')).select('g.*').orderBy(['g.project_code', 'g.vintage']), { pageNumber, pageSize });
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: `${r.project_code}|${r.vintage}`,
          projectCode: r.project_code,
          vintage: r.vintage,
          accounts: num(r.accounts),
          registryQuantity: num(r.registry_quantity),
          exchangeQuantity: num(r.exchange_quantity),
          difference: num(r.registry_quantity) - num(r.exchange_quantity),
        })),
      };
    },
  });
};
