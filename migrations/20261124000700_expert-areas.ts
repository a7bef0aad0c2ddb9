import type { Knex } from 'knex';

/**
 * Expert draws and appointments serve both lifecycle areas (projects and reduction-volume applications): their
 * apply_id is the id of either application (both are UUIDs, never the same), so it no longer references
 * project_apply alone; the routes of each area check the row in their own table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_expert', (t) => t.dropForeign(['apply_id']));
  await knex.schema.alterTable('expert_draw', (t) => t.dropForeign(['apply_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_expert', (t) => t.foreign('apply_id').references('project_apply.id'));
  await knex.schema.alterTable('expert_draw', (t) => t.foreign('apply_id').references('project_apply.id'));
}
