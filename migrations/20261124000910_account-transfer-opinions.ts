import type { Knex } from 'knex';

/**
 * An account transfer's confirmation and audit opinions come from the lifecycle's decision body, which takes up to 2,000
 * characters; the columns took 500, so a longer opinion passed the gateway and then failed in the worker. They take
 * what the body takes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ccer_account_transfer alter column confirm_opinion type varchar(2000), alter column audit_opinion type varchar(2000)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ccer_account_transfer alter column confirm_opinion type varchar(500), alter column audit_opinion type varchar(500)');
}
