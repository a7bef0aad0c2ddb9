import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { chinaDaySql } from './buckets.ts';

/**
 * Folds the ledger's new entries into its figures (ledger_figure, migration 20261125000100): every entry of the
 * transactions that ended since the last fold, summed per grain (year, month, China day), project and vintage, added
 * to the rows there, and the watermark moved, in one transaction. Readers add the entries past the watermark
 * (ledgerSums in figures.ts), so a fold changes no figure, only how fast it is read.
 *
 * Which entries: those of transactions below the oldest one still running (pg_snapshot_xmin), from the last watermark
 * on. Every such transaction has ended, so its entries are all visible now, or were rolled back; a later fold cannot
 * meet one of them again. The row lock on the watermark lets one fold run at a time across gateways (another skips).
 */
const DAY = chinaDaySql('e.created_at');
/** The first day of the year and of the month of a day number (dates count days since 1970-01-01). */
const startOf = (unit: 'year' | 'month') => `(date_trunc('${unit}', date '1970-01-01' + ${DAY})::date - date '1970-01-01')`;

/** An entry's quantity in each counted figure; a retirement of a voluntary cancellation (offset kind logout) is a cancellation. */
export const VOLUNTARY = `coalesce(e.business_key in (select o.id::text from ccer_offset o where o.kind = 'logout'), false)`;
export const ENTRY_FIGURES = `case when e.kind = 'issue' then e.quantity else 0 end as issued,
  case when e.kind = 'transfer' then e.quantity else 0 end as transferred,
  case when e.kind = 'retire' and not ${VOLUNTARY} then e.quantity else 0 end as retired,
  case when e.kind = 'retire' and ${VOLUNTARY} then e.quantity else 0 end as voluntary_cancelled,
  case when e.kind = 'cancel' then e.quantity else 0 end as cancelled`;
export const COUNTED_KINDS = `('issue', 'transfer', 'retire', 'cancel')`;
const FIGURE_COLUMNS = ['issued', 'transferred', 'retired', 'voluntary_cancelled', 'cancelled'] as const;

/** Folds what is new; answers how many entries were folded, or null when another fold holds the watermark. */
export async function foldLedgerFigures(db: Knex): Promise<number | null> {
  return db.transaction(async (trx) => {
    const mark = await trx.raw(`select folded_below::text as below, pg_snapshot_xmin(pg_current_snapshot())::text as upto
      from ledger_fold where name = 'ledger' for update skip locked`);
    const [row] = mark.rows as Array<{ below: string; upto: string }>;
    if (!row) return null;
    const sums = FIGURE_COLUMNS.map((c) => `sum(${c})`).join(', ');
    const folded = await trx.raw(
      `with e as (
         select ${DAY} as day, ${startOf('month')} as month, ${startOf('year')} as year, e.project_code, e.vintage, ${ENTRY_FIGURES}
           from ledger_entry e
          where e.xact >= ?::xid8 and e.xact < ?::xid8 and e.kind in ${COUNTED_KINDS}
       ), counted as (select count(*)::int as n from e),
       rows as (
         select 3 as grain, day, project_code, vintage, ${sums} from e group by day, project_code, vintage
         union all select 2, month, project_code, vintage, ${sums} from e group by month, project_code, vintage
         union all select 1, year, project_code, vintage, ${sums} from e group by year, project_code, vintage
       ), written as (
         insert into ledger_figure (grain, day, project_code, vintage, ${FIGURE_COLUMNS.join(', ')})
         select * from rows
         on conflict (grain, day, project_code, vintage) do update set
           ${FIGURE_COLUMNS.map((c) => `${c} = ledger_figure.${c} + excluded.${c}`).join(', ')}
       )
       select n from counted`,
      [row.below, row.upto],
    );
    await trx.raw(`update ledger_fold set folded_below = ?::xid8, folded_at = now() where name = 'ledger'`, [row.upto]);
    return (folded.rows[0] as { n: number }).n;
  });
}

/** Runs the fold every interval (started by the server, like the outbox); a failed fold is logged and tried again. */
export class LedgerFolder {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  kick(): Promise<void> {
    this.running ??= foldLedgerFigures(this.db)
      .then((n) => {
        if (n) this.log.debug({ entries: n }, 'ledger figures folded');
      })
      .catch((e) => this.log.warn({ err: e }, 'ledger figures fold failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
