/**
 * PostgreSQL's side of a benchmark, statement by statement (pg_stat_statements): what each kind of statement cost
 * per operation of a phase, execution and planning, in both databases (the registry's and the engine's). A phase's
 * figures are the difference of two readings, summed over its rounds, like cpu-use.ts's CPU.
 * The embedded PostgreSQL loads the extension only when asked (`pgStatementSettings` before the stack starts).
 */
import type { Knex } from 'knex';

/** EMBEDDED_POSTGRES_SETTINGS for a stack whose statements are profiled. */
export const pgStatementSettings = 'shared_preload_libraries=pg_stat_statements pg_stat_statements.track_planning=on pg_stat_statements.max=5000';

interface Statement {
  database: string;
  query: string;
  calls: number;
  /** Times planned: a prepared statement on its generic plan is executed without one. */
  plans: number;
  /** Milliseconds of execution and of planning. */
  exec: number;
  plan: number;
}
export type StatementReading = Map<string, Statement>;

export async function enableStatements(db: Knex): Promise<void> {
  await db.raw('create extension if not exists pg_stat_statements');
}

export async function readStatements(db: Knex): Promise<StatementReading> {
  const { rows } = await db.raw<{ rows: { database: string; key: string; query: string; calls: string; plans: string; exec: number; plan: number }[] }>(
    `select d.datname as database, s.dbid || ':' || s.queryid as key, s.query, s.calls, s.plans, s.total_exec_time as exec, s.total_plan_time as plan
       from pg_stat_statements s join pg_database d on d.oid = s.dbid`,
  );
  return new Map(rows.map((r) => [r.key, { database: r.database, query: r.query, calls: Number(r.calls), plans: Number(r.plans), exec: r.exec, plan: r.plan }]));
}

/** Adds what happened between two readings to `into`. */
export function addStatementsUsed(into: StatementReading, before: StatementReading, after: StatementReading): void {
  for (const [key, now] of after) {
    const then = before.get(key);
    const used = {
      ...now,
      calls: now.calls - (then?.calls ?? 0),
      plans: now.plans - (then?.plans ?? 0),
      exec: now.exec - (then?.exec ?? 0),
      plan: now.plan - (then?.plan ?? 0),
    };
    if (used.calls <= 0) continue;
    const sum = into.get(key);
    into.set(key, sum ? { ...sum, calls: sum.calls + used.calls, plans: sum.plans + used.plans, exec: sum.exec + used.exec, plan: sum.plan + used.plan } : used);
  }
}

/** Every statement with its whole text and its cost per operation, costliest first (for a file beside the run). */
export function statementRows(used: StatementReading, operations: number) {
  return [...used.values()]
    .map((s) => ({ database: s.database, msPerOperation: (s.exec + s.plan) / operations, callsPerOperation: s.calls / operations, plansPerOperation: s.plans / operations, planMs: s.plan / operations, query: s.query }))
    .sort((a, b) => b.msPerOperation - a.msPerOperation);
}

/** The costliest statements per operation, and the totals per database, as printable lines. */
export function statementLines(used: StatementReading, operations: number, top = 15): string[] {
  const all = [...used.values()];
  const perDatabase = new Map<string, { calls: number; plans: number; ms: number; planMs: number }>();
  for (const s of all) {
    const d = perDatabase.get(s.database) ?? { calls: 0, plans: 0, ms: 0, planMs: 0 };
    perDatabase.set(s.database, { calls: d.calls + s.calls, plans: d.plans + s.plans, ms: d.ms + s.exec + s.plan, planMs: d.planMs + s.plan });
  }
  const per = (n: number, digits: number) => (n / operations).toFixed(digits);
  const totals = [...perDatabase]
    .map(([db, d]) => `${db} ${per(d.calls, 1)} statements ${per(d.ms, 2)} ms (${per(d.plans, 1)} planned, ${per(d.planMs, 2)} ms of it planning)`)
    .join(', ');
  const lines = [`per operation: ${totals}`];
  for (const s of all.sort((a, b) => b.exec + b.plan - (a.exec + a.plan)).slice(0, top)) {
    const query = s.query.replace(/\s+/g, ' ').slice(0, 110);
    const planned = `${per(s.plans, 2)} planned`.padStart(12);
    lines.push(`${((s.exec + s.plan) / operations).toFixed(3).padStart(7)} ms ${per(s.calls, 2).padStart(5)}× ${planned} ${s.database.padEnd(8)} ${query}`);
  }
  return lines;
}
