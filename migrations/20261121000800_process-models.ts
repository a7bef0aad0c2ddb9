import type { Knex } from 'knex';

/**
 * Process models (流程模型): the draft BPMN and its form-js forms as designed, and what was last
 * deployed from them. The engine keeps every deployed version; this row keeps the draft.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('process_model', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('model_key', 64).notNullable().unique(); // = the BPMN process id
    t.string('name', 100).notNullable();
    t.string('category', 64);
    t.string('description', 500);
    t.string('business_type', 64);
    t.text('bpmn_xml').notNullable();
    t.jsonb('forms').notNullable().defaultTo('{}'); // form-js schemas by form id
    t.string('status', 16).notNullable().defaultTo('unpublished'); // unpublished | published | modified
    t.integer('deployed_version');
    t.string('deployment_id', 64);
    t.integer('version').notNullable().defaultTo(1); // optimistic lock
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('created_by', 64);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('updated_by', 64);
    t.timestamp('published_at', { useTz: true });
    t.string('published_by', 64);
    t.index(['updated_at']);
    t.index(['status', 'updated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('process_model');
}
