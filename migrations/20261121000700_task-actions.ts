import type { Knex } from 'knex';

/**
 * Task actions of the workflow centre (registry spec §4 "Approval actions"): every action a
 * reviewer takes on a task (task_action, shown in the instance's approval history) and the
 * carbon copies (抄送) sent to other operators (task_cc, listed as "抄送我的").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_action', (t) => {
    t.bigIncrements('id').primary();
    t.string('action', 32).notNullable();
    /** add-sign mode: before, after, parallel. */
    t.string('mode', 16);
    t.string('task_id', 64).notNullable();
    t.string('task_name', 256);
    t.string('activity_id', 256);
    t.string('process_instance_id', 64);
    t.uuid('operator_id');
    t.string('operator_login', 64).notNullable();
    t.string('operator_name', 64);
    t.jsonb('target_users').notNullable().defaultTo('[]');
    /** A signature's decision: approved / returned (add-sign signers, a parallel-sign assignee). */
    t.string('result', 16);
    t.text('opinion');
    t.jsonb('attachment_ids').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['process_instance_id', 'created_at']);
    t.index(['task_id', 'action']);
  });
  await knex.schema.createTable('task_cc', (t) => {
    t.bigIncrements('id').primary();
    t.string('task_id', 64).notNullable();
    t.string('task_name', 256);
    t.string('process_instance_id', 64);
    t.string('process_definition_id', 128);
    t.string('process_name', 256);
    t.string('business_key', 64);
    t.string('from_login', 64).notNullable();
    t.string('from_name', 64);
    t.string('to_login', 64).notNullable();
    t.text('opinion');
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['to_login', 'created_at']);
    t.index(['to_login', 'read_at']);
    t.index(['task_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('task_cc');
  await knex.schema.dropTableIfExists('task_action');
}
