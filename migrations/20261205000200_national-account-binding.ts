import type { Knex } from 'knex';

/**
 * national_account_binding (contracts/src/ledger/national-binding.ts, 账户绑定): a company's binding of its registry
 * account to its account in the national carbon market's registry. One binding in force per company and per national
 * account (the two partial unique indexes decide a race); an unbinding keeps the row with who, when and why.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('national_account_binding', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('national_account_no', 32).notNullable();
    t.string('emitter_name', 200).notNullable();
    t.string('status', 8).notNullable().defaultTo('bound');
    t.uuid('bound_by').notNullable().references('operator.operator_id');
    t.timestamp('bound_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('unbound_by').references('operator.operator_id');
    t.timestamp('unbound_at', { useTz: true });
    t.string('unbind_reason', 200);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // a company's bindings newest first (its own page); the registry's list pages by bound_at
    t.index(['cust_id', 'bound_at']);
    t.index(['bound_at']);
  });
  await knex.raw(`alter table national_account_binding add constraint national_account_binding_status check (status in ('bound', 'unbound'))`);
  await knex.raw(`create unique index national_account_binding_company_uq on national_account_binding (cust_id) where status = 'bound'`);
  await knex.raw(`create unique index national_account_binding_account_uq on national_account_binding (national_account_no) where status = 'bound'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('national_account_binding');
}
