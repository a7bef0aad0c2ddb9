import type { Knex } from 'knex';

/**
 * The ledger's figures folded by period (issue 14, statistics speed; gateway/src/domain/statistics/ledger-fold.ts).
 * The reports sum issued, transferred, retired and cancelled quantities over a million entries and more; summing them
 * afresh on every call cost 0.6–1 s. The entries stay the truth and append-only; a fold adds what is new to
 * `ledger_figure` and moves a watermark, and a report reads the folded rows plus the entries past the watermark in one
 * statement, so it is exact at every moment without a trigger on the postings (which would serialise them).
 *
 * - `ledger_entry.xact`: the id of the transaction that wrote the entry. Entries are folded by transaction, not by
 *   id: ids are taken before commit, so a later id can be visible before an earlier one; every transaction older than
 *   the oldest still running has ended, so its entries are all visible or never will be.
 * - `ledger_figure`: per grain (1 year, 2 month, 3 China day), the period's first China day (days since 1970-01-01),
 *   project and vintage: the counted quantities. An entry is folded into all three grains, so a date range is read
 *   as whole years, then whole months, then days; a partition per grain.
 * - `ledger_fold`: the watermark, `folded_below` (every entry of a transaction below it is in `ledger_figure`).
 */
export async function up(knex: Knex): Promise<void> {
  // existing entries get the migration's own transaction id (the column's default is evaluated per row on the rewrite)
  await knex.raw('alter table ledger_entry add column xact xid8 not null default pg_current_xact_id()');
  await knex.raw('create index ledger_entry_xact on ledger_entry (xact)');
  await knex.raw(`create table ledger_figure (
    grain smallint not null check (grain in (1, 2, 3)),
    day integer not null,
    project_code varchar(32) not null,
    vintage integer not null,
    issued bigint not null default 0,
    transferred bigint not null default 0,
    retired bigint not null default 0,
    -- retirements of voluntary cancellations (offsets of kind logout) and forced cancellations (kind cancel)
    voluntary_cancelled bigint not null default 0,
    cancelled bigint not null default 0,
    primary key (grain, day, project_code, vintage)
  ) partition by list (grain)`);
  // a partition per grain: a report reads whole years from a small table of its own
  for (const [grain, name] of [[1, 'year'], [2, 'month'], [3, 'day']] as const) {
    await knex.raw(`create table ledger_figure_${name} partition of ledger_figure for values in (${grain})`);
  }
  await knex.raw(`create table ledger_fold (
    name varchar(32) primary key,
    folded_below xid8 not null,
    folded_at timestamptz
  )`);
  await knex.raw(`insert into ledger_fold (name, folded_below) values ('ledger', '0')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists ledger_fold');
  await knex.raw('drop table if exists ledger_figure');
  await knex.raw('drop index if exists ledger_entry_xact');
  await knex.raw('alter table ledger_entry drop column if exists xact');
}
