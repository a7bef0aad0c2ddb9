import type { Knex } from 'knex';

/**
 * Recall requests and public comments serve both lifecycle areas (projects and reduction-volume applications, issue 11):
 * their apply_id is the id of either application (both UUIDs, never the same), so it no longer references project_apply
 * alone; business_type says whose row it is (projectApply, certifiedApply). The routes of each area join their own table.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['project_recall', 'project_opinion']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropForeign(['apply_id']);
      t.string('business_type', 32).notNullable().defaultTo('projectApply');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['project_recall', 'project_opinion']) {
    await knex(table).where('business_type', '<>', 'projectApply').delete();
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('business_type');
      t.foreign('apply_id').references('project_apply.id');
    });
  }
}
