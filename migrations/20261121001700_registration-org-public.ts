import type { Knex } from 'knex';

/**
 * Visitor registration, public accounts (accounts spec §3.5) and organisation accounts (§3.7) with the change
 * log of important fields (registry-operations §3). Status codes: contracts/src/registration.ts, org-accounts.ts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists visitor_operator_code_seq');
  await knex.raw('create sequence if not exists account_apply_no_seq');

  await knex.schema.createTable('public_account', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    t.string('operator_type', 2).notNullable();
    t.string('real_name', 80).notNullable();
    t.string('org_name', 80);
    t.string('certificate_type', 8).notNullable();
    t.string('certificate_type_cn', 64);
    t.string('certificate_no', 64).notNullable();
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.string('status', 2).notNullable();
    t.string('opinion', 500);
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('reviewed_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['operator_id']);
  });
  await knex.raw(`alter table public_account add constraint public_account_type_check check (operator_type in ('10', '11'))`);
  await knex.raw(`alter table public_account add constraint public_account_status_check check (status in ('1', '2', '3', '4', '5'))`);
  // one live application or account per visitor
  await knex.raw(`create unique index public_account_live_uq on public_account (operator_id) where status in ('1', '2', '5')`);

  await knex.schema.createTable('org_account', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    t.uuid('cust_id').references('customer.cust_id');
    // searchable copies of form values; the whole form is in `form`
    t.string('cust_name', 80);
    t.string('certificate_no', 64);
    t.string('enterprise_type', 2);
    t.jsonb('form').notNullable().defaultTo('{}');
    t.string('status', 2).notNullable();
    t.string('opinion', 500);
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('reviewed_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['operator_id']);
  });
  // the administrators' list: what was once submitted, newest first
  await knex.raw('create index org_account_submitted_idx on org_account (created_at desc) where submitted_at is not null');
  await knex.raw(`alter table org_account add constraint org_account_status_check check (status in ('0', '1', '2', '3', '4', '5'))`);
  // one draft, application or account per visitor
  await knex.raw(`create unique index org_account_live_uq on org_account (operator_id) where status in ('0', '1', '2', '5')`);

  await knex.schema.createTable('account_change_log', (t) => {
    t.bigIncrements('id');
    t.string('business_type', 16).notNullable(); // org | public
    t.uuid('business_id').notNullable();
    t.string('param_id', 64).notNullable();
    t.string('param_name', 64).notNullable();
    t.text('before_value');
    t.text('current_value');
    t.text('upd_param_detail').notNullable();
    t.uuid('operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('operator_name', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['business_type', 'business_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_change_log');
  await knex.schema.dropTableIfExists('org_account');
  await knex.schema.dropTableIfExists('public_account');
  await knex.raw('drop sequence if exists account_apply_no_seq');
  await knex.raw('drop sequence if exists visitor_operator_code_seq');
}
