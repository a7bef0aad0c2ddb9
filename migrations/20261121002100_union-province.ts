import type { Knex } from 'knex';

/**
 * Joint company opening (accounts spec §7.4 unionOpenAccount: open type on the application, the trading-system
 * account representative recorded on approval) and provincial administrator applications (§7.2
 * provinceOperateAddDetail) with their business-process association (contracts/src/union-province.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_account_apply', (t) => {
    t.string('open_type', 8).notNullable().defaultTo('normal');
  });
  await knex.raw(`alter table company_account_apply add constraint company_account_apply_open_type_check check (open_type in ('normal', 'joint'))`);
  await knex.schema.alterTable('customer', (t) => {
    t.string('open_type', 8).notNullable().defaultTo('normal');
  });

  // the trading-system account representative of a company opened jointly (§3.8 prefix accountpre)
  await knex.schema.createTable('customer_trade_representative', (t) => {
    t.uuid('cust_id').primary().references('customer.cust_id').onDelete('CASCADE');
    t.uuid('apply_id').references('company_account_apply.id');
    t.string('represent_name', 64).notNullable();
    t.string('certificate_type', 8);
    t.string('certificate_no', 64);
    t.string('certificate_date', 10);
    t.string('phone_no', 32);
    t.string('mobile_phone_no', 32);
    t.string('email_address', 128);
    t.string('work_unit', 80);
    t.string('address', 160);
    t.string('fax_no', 32);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('province_operator_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    // searchable copies of form values (My Tasks business name, lists); the whole form is in `form`
    t.string('operator_name', 64).notNullable();
    t.string('manage_province_id', 12).notNullable();
    t.jsonb('form').notNullable().defaultTo('{}');
    // the operator columns the approval writes (computed by the gateway's operator field mapping)
    t.jsonb('operator_columns').notNullable().defaultTo('{}');
    t.string('status', 16).notNullable();
    t.string('opinion', 2000);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['operator_id', 'created_at']);
    t.index(['operator_name']);
  });
  await knex.raw(
    `alter table province_operator_apply add constraint province_operator_apply_status_check check (status in ('auditing', 'rejected', 'opened', 'cancelled'))`,
  );
  // one application under review or opened per visitor
  await knex.raw(`create unique index province_operator_apply_live_uq on province_operator_apply (operator_id) where status in ('auditing', 'opened')`);

  if (await knex.schema.hasTable('business_process')) {
    await knex('business_process')
      .insert({
        business_type: 'provinceOpen',
        business_name: '省级管理员开户申请',
        business_name_en: 'Provincial administrator application',
        func_code: '002',
        process_key: 'ccerProvinceOpen',
        associated_at: knex.fn.now(),
        associated_by: 'system',
        sort: 140,
      })
      .onConflict('business_type')
      .ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('business_process').where({ business_type: 'provinceOpen' }).delete();
  await knex.schema.dropTableIfExists('province_operator_apply');
  await knex.schema.dropTableIfExists('customer_trade_representative');
  await knex.schema.alterTable('customer', (t) => t.dropColumn('open_type'));
  await knex.raw('alter table company_account_apply drop constraint if exists company_account_apply_open_type_check');
  await knex.schema.alterTable('company_account_apply', (t) => t.dropColumn('open_type'));
}
