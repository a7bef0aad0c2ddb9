import type { Knex } from 'knex';

/**
 * Business-process association (业务流程关联): which process each business starts, optionally pinned
 * to one deployed version, and whether new starts are hung up. The rows are seeded from
 * contracts/src/business-processes.ts on every start (gateway/src/bootstrap/seed.ts).
 * The outbox learns to start by definition id when a version is pinned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_process', (t) => {
    t.string('business_type', 64).primary(); // code, e.g. projectApply
    t.string('business_name', 100).notNullable();
    t.string('business_name_en', 200).notNullable();
    t.string('func_code', 8);
    t.string('process_key', 64); // null: not associated
    t.string('process_definition_id', 64); // null: the latest version starts
    t.integer('process_version'); // the pinned definition's version, for display without the engine
    t.string('status', 16).notNullable().defaultTo('active'); // active | suspended
    t.timestamp('associated_at', { useTz: true });
    t.string('associated_by', 64);
    t.integer('sort').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1); // optimistic lock
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('updated_by', 64);
    t.index(['sort']);
    t.index(['process_key']);
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.string('process_definition_id', 64); // set: start this definition (a pinned version), not the key's latest
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('process_definition_id');
  });
  await knex.schema.dropTableIfExists('business_process');
}
