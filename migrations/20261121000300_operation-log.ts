import type { Knex } from 'knex';

/**
 * Every mutating call and every worker side effect writes here: who, when, IP, what, before and after.
 * external_task_id makes a worker's write idempotent: a redelivered task finds its row and does nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('operation_log', (t) => {
    t.bigIncrements('log_id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('operator_id');
    t.string('operator_name', 64);
    t.string('ip', 64);
    t.string('abstract', 128).notNullable(); // what was done, e.g. project-apply.submit
    t.string('business_type', 32);
    t.string('business_key', 64);
    t.string('result', 8).notNullable().defaultTo('success');
    t.text('message');
    t.jsonb('before_value');
    t.jsonb('after_value');
    t.string('request_id', 64);
    t.string('external_task_id', 64).unique();
    t.index(['business_type', 'business_key']);
    t.index(['at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('operation_log');
}
