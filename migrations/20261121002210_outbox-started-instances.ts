import type { Knex } from 'knex';

/**
 * The outbox's done starts are the registry's record of which business started which process instance
 * (business type and key per instance, kept after the instance ends and after a resubmission starts a
 * new one). The lists name the business of a page's instances from them in one indexed query, without
 * asking the engine (gateway/src/domain/tasks/business-lookups.ts). Done start rows are therefore kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index if not exists outbox_started_instance_idx on outbox (process_instance_id) where kind = 'start' and status = 'done'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists outbox_started_instance_idx');
}
