import type { Knex } from 'knex';

/** The project application of the publicity-audit chain (registry spec §3 Project). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence project_apply_no_seq');
  await knex.schema.createTable('project_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('cust_id').references('customer.cust_id');
    t.uuid('owner_operator_id').notNullable().references('operator.operator_id');
    t.string('status', 2).notNullable().defaultTo('00');
    t.string('project_name', 256).notNullable();
    t.string('project_location', 256);
    t.string('province_id', 12);
    t.string('parent_project_type', 16);
    t.string('longitude', 16);
    t.string('latitude', 16);
    t.string('methodology_num', 64);
    t.date('commencement_date');
    t.date('first_reckon_date');
    t.date('end_reckon_date');
    t.bigInteger('expect_year_num');
    t.bigInteger('expect_max_num');
    t.text('basic_information');
    t.string('technologies_measures', 256);
    t.text('remark_desc');
    t.text('audit_opinion');
    t.string('process_instance_id', 64);
    t.integer('submit_count').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'updated_at']);
    t.index(['status', 'updated_at']);
    t.index(['process_instance_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_apply');
  await knex.raw('drop sequence if exists project_apply_no_seq');
}
