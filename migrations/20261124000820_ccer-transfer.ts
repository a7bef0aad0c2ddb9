import type { Knex } from 'knex';

/**
 * Holdings transfers (持有量划转, /ccer/transfer, issue 12): one row per transfer. Between accounts it waits for the
 * company's confirming representative (status confirming, its units reserved in the ledger under the row's id as the
 * claim), then is posted or rejected; to and back from the trading platform it is posted at once. The serial ranges
 * it moved are its ledger entries (business_type ccerTransfer, business_key the row's id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists ccer_transfer_no_seq');
  await knex.schema.createTable('ccer_transfer', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('transfer_no', 32).notNullable().unique();
    t.string('kind', 16).notNullable();
    t.string('status', 16).notNullable();
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.uuid('to_cust_id').notNullable().references('customer.cust_id');
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.string('remark', 500);
    t.uuid('applicant_operator_id').notNullable().references('operator.operator_id');
    t.uuid('confirmer_operator_id').references('operator.operator_id');
    t.uuid('decided_operator_id').references('operator.operator_id');
    t.string('opinion', 500);
    t.string('process_instance_id', 64);
    t.timestamp('decided_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'created_at']);
    t.index(['to_cust_id', 'created_at']);
    t.index(['confirmer_operator_id', 'status']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`alter table ccer_transfer
    add constraint ccer_transfer_kind check (kind in ('account', 'platform', 'holding')),
    add constraint ccer_transfer_status check (status in ('confirming', 'posted', 'rejected')),
    add constraint ccer_transfer_quantity check (quantity > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_transfer');
  await knex.raw('drop sequence if exists ccer_transfer_no_seq');
}
