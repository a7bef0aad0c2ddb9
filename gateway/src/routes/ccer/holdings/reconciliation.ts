import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  functionCodes as fc,
  holdingPaths,
  ledgerCheckDetailQuery,
  ledgerCheckListQuery,
  ledgerCheckRowSchema,
  ledgerInvariantNames,
  REGISTRY_OFFSET_MS,
  type Lang,
  type LedgerCheckRow,
} from '@ccer/contracts';
import { checkLedger } from '@ccer/workers/ledger/invariants';
import { AppError, notFound } from '../../../errors.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { registryDayStart } from '../../../domain/calendar/registry-days.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { iso } from '../../../domain/timestamps.ts';

type Trigger = 'manual' | 'nightly';

function toCheckRow(r: Record<string, any>, lang: Lang): LedgerCheckRow {
  const results = (r.results ?? []) as Array<{ name: string; ok: boolean; problems: string[] }>;
  return {
    id: String(r.id),
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at),
    trigger: r.trigger,
    ok: r.ok === true,
    operatorName: r.operator_name ?? null,
    blocks: Number(r.blocks),
    entries: Number(r.entries),
    units: Number(r.units),
    broken: results.filter((x) => !x.ok).map((x) => x.name),
    error: r.error ?? null,
    results: results.map((x) => ({ ...x, title: ledgerInvariantNames[x.name as keyof typeof ledgerInvariantNames]?.[lang] ?? x.name })),
  };
}

let running: Promise<unknown> | null = null;

/**
 * One run of the ledger's invariants (workers/src/ledger/invariants.ts checkLedger), recorded in ledger_check: the row
 * is written first (a run that fails keeps its error), then its counts and each invariant's result. One run at a time
 * in a gateway.
 */
export async function runLedgerCheck(db: Knex, trigger: Trigger, operator?: { operatorId: string; name: string | null }): Promise<Record<string, any>> {
  if (running) throw new AppError(409, 'CONFLICT', 'ledgerCheckRunning');
  const run = (async () => {
    const [row] = await db('ledger_check').insert({ trigger, operator_id: operator?.operatorId ?? null, operator_name: operator?.name ?? null }).returning('id');
    try {
      const result = await checkLedger(db);
      const [done] = await db('ledger_check')
        .where({ id: row.id })
        .update({ finished_at: db.fn.now(), ok: result.ok, blocks: result.blocks, entries: result.entries, units: result.units, results: JSON.stringify(result.results) })
        .returning('*');
      return done;
    } catch (e) {
      const [failed] = await db('ledger_check')
        .where({ id: row.id })
        .update({ finished_at: db.fn.now(), ok: false, error: e instanceof Error ? e.message : String(e) })
        .returning('*');
      return failed;
    }
  })();
  running = run;
  try {
    return await run;
  } finally {
    running = null;
  }
}

/** Milliseconds from `now` to the next `hh:mm` China time (UTC+8, no daylight saving). */
export function msUntilChinaTime(hhmm: string, now = Date.now()): number {
  const [h, m] = hhmm.split(':').map(Number);
  const china = new Date(now + REGISTRY_OFFSET_MS);
  let next = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), h, m) - REGISTRY_OFFSET_MS;
  if (next <= now) next += 86400_000;
  return next - now;
}

/**
 * The nightly run (LEDGER_CHECK_AT, China time; 'off' turns it off, as it is in tests unless set): a timer the gateway
 * starts once it listens. A day already checked nightly (another gateway, a restart) is not checked again.
 */
export class LedgerCheckScheduler {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Knex,
    private readonly at: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.at === 'off') return;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    this.timer = setTimeout(() => void this.fire(), msUntilChinaTime(this.at));
    this.timer.unref();
  }

  async fire(): Promise<void> {
    try {
      const today = isoDay();
      const done = await this.db('ledger_check')
        .where({ trigger: 'nightly' })
        .where('started_at', '>=', registryDayStart(today))
        .first('id');
      if (!done) {
        const row = await runLedgerCheck(this.db, 'nightly');
        if (row.ok) this.log.info({ ledgerCheck: row.id }, 'nightly ledger check: every invariant holds');
        else this.log.error({ ledgerCheck: row.id, error: row.error }, 'nightly ledger check: an invariant is broken');
      }
    } catch (e) {
      this.log.warn({ err: e }, 'nightly ledger check failed');
    } finally {
      if (this.timer) this.schedule();
    }
  }
}

/** The reconciliation page's calls (function 112 账本对账, menu 2220 日终对账): run now, the runs, one run. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [fc.ledgerCheck] };
  const langOfRequest = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);

  const scheduler = new LedgerCheckScheduler(app.db, app.config.LEDGER_CHECK_AT ?? (app.config.NODE_ENV === 'test' ? 'off' : '00:30'), app.log);
  // only a listening gateway runs the nightly check (not an app built for inject tests or tools)
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  app.post(holdingPaths.reconciliationRun, {
    config: { access },
    schema: { tags: ['ccer'], summary: "Check the ledger's invariants now and record the run", response: { 200: ok(ledgerCheckRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const row = await runLedgerCheck(app.db, 'manual', { operatorId: op.operatorId, name: op.operatorName ?? op.loginName });
      return { flag: 1 as const, dataInfo: toCheckRow(row, langOfRequest(request)) };
    },
  });

  app.post(holdingPaths.reconciliationList, {
    config: { access },
    schema: { tags: ['ccer'], summary: "The ledger's reconciliation runs, newest first", body: ledgerCheckListQuery, response: { 200: okList(ledgerCheckRowSchema) } },
    handler: async (request) => {
      const { ok: okFilter } = request.body;
      const q = app.db('ledger_check');
      if (okFilter) q.where('ok', okFilter === 'true');
      const { rows, total } = await pageAndCount(q.select('*').orderBy([{ column: 'started_at', order: 'desc' }, { column: 'id', order: 'desc' }]), request.body);
      const lang = langOfRequest(request);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, any>) => toCheckRow(r, lang)), total };
    },
  });

  app.post(holdingPaths.reconciliationDetail, {
    config: { access },
    schema: { tags: ['ccer'], summary: "One reconciliation run with each invariant's result", body: ledgerCheckDetailQuery, response: { 200: ok(ledgerCheckRowSchema) } },
    handler: async (request) => {
      const row = await app.db('ledger_check').where({ id: request.body.id }).first();
      if (!row) throw notFound('ledgerCheckNotFound');
      return { flag: 1 as const, dataInfo: toCheckRow(row, langOfRequest(request)) };
    },
  });
};
