import type { Knex } from 'knex';

/**
 * Reduction-volume applications (certification, issue 11; contracts lifecycle/certified.ts, certified-apply.ts): one
 * monitoring period of a registered project, its verification body, the quantity applied for and, from the
 * verification report, the verified quantity per vintage; the chain's dates and deadlines as for projects. Registered
 * reductions (certified_info) keep the registered quantity per vintage that issuance will use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence certified_apply_no_seq');
  await knex.schema.createTable('certified_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('project_info_id').notNullable().references('project_info.id');
    t.uuid('cust_id').references('customer.cust_id');
    t.uuid('owner_operator_id').notNullable().references('operator.operator_id');
    t.string('status', 2).notNullable().defaultTo('00');
    t.uuid('verification_agency').references('customer.cust_id');
    t.string('additional_type', 8);
    t.date('reg_app_start_date');
    t.date('reg_app_end_date');
    t.string('lulucf', 8);
    t.string('certification_period_no', 8);
    t.bigInteger('certified_num');
    t.string('country_id', 12);
    t.string('ccer_unit_type_name', 64);
    t.string('initial_commitment_period', 32);
    t.string('applicable_commitment_period', 32);
    t.string('archive_code', 32);
    t.text('remark_desc');
    t.text('modify_explanation');
    // the chain, as for projects
    t.text('audit_opinion');
    t.string('process_instance_id', 64);
    t.integer('submit_count').notNullable().defaultTo(0);
    t.date('publicity_start_date');
    t.date('publicity_end_date');
    t.timestamp('publicity_paused_at', { useTz: true });
    t.integer('publicity_remaining_days');
    t.timestamp('verification_due_at', { useTz: true }); // publicity start + 100 calendar days (overdue flag)
    // the verification report: conclusion, verified quantity, per vintage [{ year, quantity }], comments handled
    t.string('verification_conclusion', 1);
    t.bigInteger('verified_num');
    t.jsonb('vintages');
    t.text('comment_handling');
    t.timestamp('acceptance_due_at', { useTz: true });
    t.text('abort_reason');
    t.integer('expert_round').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'updated_at']);
    t.index(['status', 'updated_at']);
    t.index(['process_instance_id']);
    // the overlap check reads the periods of one project
    t.index(['project_info_id', 'status']);
    t.index(['verification_agency', 'status']);
  });
  await knex.raw(`alter table certified_apply add constraint certified_apply_period_check check (reg_app_start_date is null or reg_app_end_date is null or reg_app_start_date <= reg_app_end_date)`);
  await knex.raw(`alter table certified_apply add constraint certified_apply_num_check check (certified_num is null or (certified_num > 0 and certified_num <= 1000000000))`);

  await knex.raw('create sequence certified_code_seq');
  await knex.schema.createTable('certified_info', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().unique().references('certified_apply.id');
    t.uuid('project_info_id').notNullable().references('project_info.id');
    t.string('registration_no', 32).notNullable().unique();
    t.timestamp('registration_time', { useTz: true }).notNullable();
    t.bigInteger('registered_num').notNullable();
    t.jsonb('vintages').notNullable();
    t.string('status', 1).notNullable().defaultTo('0'); // 0 normal, 1 stopped
    t.string('cancel_flag', 1).notNullable().defaultTo('0'); // 1 withdrawn, for ever
    t.text('stop_reason');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['project_info_id', 'registration_time']);
    t.index(['cancel_flag', 'status', 'registration_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certified_info');
  await knex.raw('drop sequence if exists certified_code_seq');
  await knex.schema.dropTableIfExists('certified_apply');
  await knex.raw('drop sequence if exists certified_apply_no_seq');
}
