import type { Knex } from 'knex';
import { offsetKindCodes, offsetKindName, type Lang, type OffsetKind, type WeeklyRow } from '@ccer/contracts';
import { isoWeekLabel } from './weeks.ts';
import { addCalendarDays, registryDayStart } from '../../calendar/registry-days.ts';

/**
 * The weekly report's figures, counted from the records for a run of weeks (contracts/src/statistics/weekly-report.ts
 * says what each one counts). One grouped query per figure over [first Monday 00:00, last Monday + 7 days 00:00) China
 * time; each row's week is the Monday of its time in China time.
 */
const WEEK = `to_char(date_trunc('week', (??) at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`;

interface Counted {
  week: string;
  count: number;
  tonnes: number;
  kind?: string;
}

export async function weeklyFigures(db: Knex | Knex.Transaction, mondays: readonly string[], lang: Lang): Promise<WeeklyRow[]> {
  if (mondays.length === 0) return [];
  const sorted = [...mondays].sort();
  const from = registryDayStart(sorted[0]);
  const to = registryDayStart(addCalendarDays(sorted[sorted.length - 1], 7));

  /** Rows of `table` whose time column falls in the range, per week: count(*) and sum(`tonnes`) when given. */
  const perWeek = (table: string, column: string, opts: { tonnes?: string; distinct?: string; where?: (q: Knex.QueryBuilder) => void; kind?: string } = {}) => {
    const q = db(table)
      .where(column, '>=', from)
      .where(column, '<', to)
      .select(db.raw(`${WEEK} as week`, [column]), db.raw(`${opts.distinct ? `count(distinct ${opts.distinct})` : 'count(*)'}::int as count`), db.raw(`coalesce(sum(${opts.tonnes ?? '0'}), 0)::bigint as tonnes`))
      .groupByRaw(WEEK, [column]);
    if (opts.kind) q.select(db.raw('?? as kind', [opts.kind])).groupBy(opts.kind);
    opts.where?.(q);
    return q.then((rows: Array<Record<string, unknown>>) => rows.map((r) => ({ week: String(r.week), count: Number(r.count), tonnes: Number(r.tonnes), kind: r.kind as string | undefined })));
  };
  const ledger = (kind: string) => perWeek('ledger_entry', 'created_at', { tonnes: 'quantity', distinct: `business_type || ':' || coalesce(business_key, tx_id::text)`, where: (q) => q.where({ kind }) });

  const [accounts, projectsSubmitted, projectsRegistered, projectsCancelled, reductionsSubmitted, reductionsRegistered, issued, transferred, retired, cancelled] = await Promise.all([
    perWeek('customer', 'created_at'),
    perWeek('project_apply', 'submitted_at'),
    perWeek('project_info', 'registration_time'),
    perWeek('project_info', 'cancelled_at', { where: (q) => q.where({ cancel_flag: '1' }) }),
    perWeek('certified_apply', 'submitted_at'),
    perWeek('certified_info', 'registration_time', { tonnes: 'registered_num' }),
    ledger('issue'),
    ledger('transfer'),
    perWeek('ccer_offset', 'retired_at', { tonnes: 'quantity', kind: 'kind', where: (q) => q.where({ status: 'retired' }) }),
    ledger('cancel'),
  ]);

  const byWeek = (rows: Counted[]) => new Map(rows.map((r) => [r.week, r]));
  const [a, ps, pr, pc, rs, rr, is, tr, ca] = [accounts, projectsSubmitted, projectsRegistered, projectsCancelled, reductionsSubmitted, reductionsRegistered, issued, transferred, cancelled].map(byWeek);
  const quantity = (m: Map<string, Counted>, week: string) => ({ count: m.get(week)?.count ?? 0, tonnes: m.get(week)?.tonnes ?? 0 });
  const count = (m: Map<string, Counted>, week: string) => m.get(week)?.count ?? 0;

  return mondays.map((week) => {
    const offsets = offsetKindCodes.map((kind: OffsetKind) => {
      const r = retired.find((x) => x.week === week && x.kind === kind);
      return { kind, kindName: offsetKindName(kind, lang), count: r?.count ?? 0, tonnes: r?.tonnes ?? 0 };
    });
    return {
      weekStart: week,
      weekEnd: addCalendarDays(week, 6),
      label: isoWeekLabel(week),
      newAccounts: count(a, week),
      projectsSubmitted: count(ps, week),
      projectsRegistered: count(pr, week),
      projectsCancelled: count(pc, week),
      reductionsSubmitted: count(rs, week),
      reductionsRegistered: quantity(rr, week),
      issued: quantity(is, week),
      transferred: quantity(tr, week),
      retired: offsets,
      retiredTotal: { count: offsets.reduce((s, o) => s + o.count, 0), tonnes: offsets.reduce((s, o) => s + o.tonnes, 0) },
      cancelled: quantity(ca, week),
    };
  });
}
