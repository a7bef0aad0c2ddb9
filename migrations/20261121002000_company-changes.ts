import type { Knex } from 'knex';

/**
 * Company information changes through approval (accounts spec §2.4 edit, §7.4 enterpriseOperateInfoUpdate):
 * one row per change application with the company's form before and after; at most one open change per
 * company. The accountChange business is associated with ccerAccountChange (a person's association is kept).
 * Company account applications may also be withdrawn (PUT /api/openAccount/modify/status).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_account_change', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('change_no', 32).notNullable().unique();
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    // the company's name as the change sets it (My Tasks' business name)
    t.string('cust_name', 80).notNullable();
    // confirming, auditing, returned, rejected, effective
    t.string('status', 16).notNullable();
    t.jsonb('before_form').notNullable();
    t.jsonb('after_form').notNullable();
    t.uuid('applicant_operator_id').notNullable().references('operator.operator_id');
    t.uuid('confirmer_operator_id').notNullable().references('operator.operator_id');
    t.string('opinion', 2000);
    t.string('process_instance_id', 64);
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'submitted_at']);
    t.index(['applicant_operator_id']);
  });
  await knex.raw(
    `alter table company_account_change add constraint company_account_change_status_check check (status in ('confirming', 'auditing', 'returned', 'rejected', 'effective'))`,
  );
  // one open change per company (the gateway says so first; this keeps two racing submits out)
  await knex.raw(`create unique index company_account_change_open_uq on company_account_change (cust_id) where status in ('confirming', 'auditing')`);
  await knex.raw('create sequence if not exists company_account_change_no_seq');

  // a pending application withdrawn by its applicant
  await knex.raw('alter table company_account_apply drop constraint if exists company_account_apply_status_check');
  await knex.raw(
    `alter table company_account_apply add constraint company_account_apply_status_check check (status in ('draft', 'confirming', 'auditing', 'rejected', 'opened', 'withdrawn'))`,
  );
  // open_account_check looks a pending application up by its code
  await knex.raw(`create index if not exists company_account_apply_pending_cert_idx on company_account_apply (certificate_no) where status in ('confirming', 'auditing')`);

  // the association: seeded here when the row is new, set when nobody associated another process yet
  await knex('business_process')
    .insert({ business_type: 'accountChange', business_name: '账户变更', business_name_en: 'Account change', func_code: '008', process_key: 'ccerAccountChange', associated_at: knex.fn.now(), associated_by: 'system', sort: 100 })
    .onConflict('business_type')
    .ignore();
  await knex('business_process').where({ business_type: 'accountChange' }).whereNull('process_key').update({ process_key: 'ccerAccountChange', associated_at: knex.fn.now(), associated_by: 'system' });
}

export async function down(knex: Knex): Promise<void> {
  await knex('business_process').where({ business_type: 'accountChange', process_key: 'ccerAccountChange' }).update({ process_key: null, process_definition_id: null, process_version: null, associated_at: null, associated_by: null });
  await knex.raw('drop index if exists company_account_apply_pending_cert_idx');
  await knex('company_account_apply').where({ status: 'withdrawn' }).update({ status: 'draft' });
  await knex.raw('alter table company_account_apply drop constraint if exists company_account_apply_status_check');
  await knex.raw(
    `alter table company_account_apply add constraint company_account_apply_status_check check (status in ('draft', 'confirming', 'auditing', 'rejected', 'opened'))`,
  );
  await knex.schema.dropTableIfExists('company_account_change');
  await knex.raw('drop sequence if exists company_account_change_no_seq');
}
