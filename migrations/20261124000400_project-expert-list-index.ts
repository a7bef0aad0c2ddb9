import type { Knex } from 'knex';

/** The registry's expert report list (/api/expert/assess/report/list) sorts every appointment newest first. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index project_expert_created_idx on project_expert (created_at desc, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists project_expert_created_idx');
}
