import type { Knex } from 'knex';

/**
 * Registered reductions after registration (issue 11; contracts lifecycle/certified-registered.ts): the registry's
 * edits of a registered reduction kept in its change log, the time a withdrawal took effect, and the withdrawal
 * applications (核证减排量撤回, ccerCertifiedCancel; only one under audit per registered reduction).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certified_info', (t) => {
    t.timestamp('cancelled_at', { useTz: true });
  });

  await knex.schema.createTable('certified_change_log', (t) => {
    t.bigIncrements('id');
    t.uuid('certified_info_id').notNullable().references('certified_info.id');
    t.string('param_id', 64).notNullable();
    t.string('param_name', 128).notNullable();
    t.text('before_value');
    t.text('current_value');
    t.text('upd_param_detail'); // the explanation given with the change
    t.uuid('operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('operator_name', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['certified_info_id', 'created_at']);
  });

  await knex.raw('create sequence certified_cancel_no_seq');
  await knex.schema.createTable('certified_cancel_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('certified_info_id').notNullable().references('certified_info.id');
    t.uuid('cust_id').references('customer.cust_id');
    t.text('reason').notNullable();
    t.string('initiated_by', 8).notNullable(); // owner or registry
    t.uuid('applicant_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('status', 2).notNullable().defaultTo('01');
    t.text('opinion');
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['certified_info_id', 'created_at']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`create unique index certified_cancel_one_pending on certified_cancel_apply (certified_info_id) where status = '01'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certified_cancel_apply');
  await knex.raw('drop sequence if exists certified_cancel_no_seq');
  await knex.schema.dropTableIfExists('certified_change_log');
  await knex.schema.alterTable('certified_info', (t) => t.dropColumn('cancelled_at'));
}
