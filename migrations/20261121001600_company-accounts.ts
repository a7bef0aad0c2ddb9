import type { Knex } from 'knex';

/**
 * Company (enterprise) accounts (accounts spec §3.8, §7.4): the §3.8 identity columns on customer (the
 * whole form kept as jsonb beside them), the account applications that go through approval, and the
 * representatives linked to each company (an operator may represent several companies: GET /api/cust/list).
 */
const customerColumns = (knex: Knex): Array<[string, (t: Knex.AlterTableBuilder) => void]> => [
  ['cust_no', (t) => t.string('cust_no', 32).unique()],
  ['certificate_type', (t) => t.string('certificate_type', 8)],
  ['certificate_no', (t) => t.string('certificate_no', 40)],
  ['legal_type', (t) => t.string('legal_type', 8)],
  ['status', (t) => t.string('status', 2).notNullable().defaultTo('1')],
  ['company_form', (t) => t.jsonb('company_form')],
  ['updated_at', (t) => t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())],
];

export async function up(knex: Knex): Promise<void> {
  for (const [column, add] of customerColumns(knex)) {
    if (!(await knex.schema.hasColumn('customer', column))) await knex.schema.alterTable('customer', (t) => add(t));
  }
  // one company account per unified social credit code
  await knex.raw('create unique index if not exists customer_certificate_no_uq on customer (certificate_no) where certificate_no is not null');
  await knex.raw('create index if not exists customer_cust_name_idx on customer (cust_name)');
  await knex.raw('create sequence if not exists customer_no_seq start 4001');

  await knex.schema.createTable('company_account_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    // draft, confirming, auditing, rejected, opened
    t.string('status', 16).notNullable().defaultTo('draft');
    t.string('cust_name', 80);
    t.string('certificate_no', 40);
    t.jsonb('form').notNullable().defaultTo('{}');
    // the initiating representative is the applicant; the confirming one is named by login name
    t.uuid('applicant_operator_id').notNullable().references('operator.operator_id');
    t.uuid('confirmer_operator_id').references('operator.operator_id');
    t.string('opinion', 2000);
    t.uuid('cust_id').references('customer.cust_id');
    t.string('process_instance_id', 64);
    t.integer('submit_count').notNullable().defaultTo(0);
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('decided_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['applicant_operator_id', 'updated_at']);
    t.index(['confirmer_operator_id']);
    t.index(['status', 'updated_at']);
    t.index(['cust_name']);
    t.index(['certificate_no']);
  });
  await knex.raw(
    `alter table company_account_apply add constraint company_account_apply_status_check check (status in ('draft', 'confirming', 'auditing', 'rejected', 'opened'))`,
  );
  await knex.raw('create sequence if not exists company_account_apply_no_seq');

  await knex.schema.createTable('customer_representative', (t) => {
    t.uuid('cust_id').notNullable().references('customer.cust_id').onDelete('CASCADE');
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    // initiating or confirming (§3.8 registry-system representatives)
    t.string('represent_role', 16).notNullable();
    t.string('status', 2).notNullable().defaultTo('1');
    t.uuid('apply_id').references('company_account_apply.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['cust_id', 'operator_id']);
    t.index(['operator_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('customer_representative');
  await knex.schema.dropTableIfExists('company_account_apply');
  await knex.raw('drop sequence if exists company_account_apply_no_seq');
  await knex.raw('drop sequence if exists customer_no_seq');
  await knex.raw('drop index if exists customer_certificate_no_uq');
  await knex.raw('drop index if exists customer_cust_name_idx');
  for (const [column] of customerColumns(knex).reverse()) {
    if (await knex.schema.hasColumn('customer', column)) await knex.schema.alterTable('customer', (t) => t.dropColumn(column));
  }
}
