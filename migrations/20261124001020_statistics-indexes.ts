import type { Knex } from 'knex';

/**
 * Indexes of the statistics reports (issue 14; gateway/src/domain/statistics/figures.ts). The reports aggregate the
 * records themselves; these keep each aggregate on an index read instead of the whole table:
 * - the ledger's counted entries (issue, transfer, retire, cancel) by kind and time, carrying what the sums read
 *   (partial: reservations, releases, freezes and trading moves, most of a busy ledger, are left out, and postings of
 *   those kinds pay nothing);
 * - project applications by status with province, type and submission time (the project report, an index-only scan);
 * - retired offsets by retirement time are indexed already (ccer_offset_retired).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index ledger_entry_stat on ledger_entry (kind, created_at) include (project_code, vintage, quantity, batch, business_key)
    where kind in ('issue', 'transfer', 'retire', 'cancel')`);
  await knex.raw(`create index project_apply_stat on project_apply (status, province_id, parent_project_type, submitted_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists project_apply_stat');
  await knex.raw('drop index if exists ledger_entry_stat');
}
