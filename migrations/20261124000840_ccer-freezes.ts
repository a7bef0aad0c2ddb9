import type { Knex } from 'knex';

/**
 * Freezes (冻结记录 /ccer/freezeRecord, function 101) and account transfers (账户划转 /account/temporary, function 016)
 * of the CCER ledger (issue 12). A freeze record's id is the claim of its frozen blocks (unit_block.claim_id); an
 * account transfer's id is the claim of the units it reserves from application to posting or rejection.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence ccer_freeze_no_seq');
  await knex.schema.createTable('ccer_freeze', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('freeze_no', 32).notNullable().unique();
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.string('reason', 500).notNullable();
    // 01 frozen, 02 unfrozen
    t.string('status', 2).notNullable().defaultTo('01');
    t.string('unfreeze_reason', 500);
    t.uuid('frozen_by').references('operator.operator_id').onDelete('SET NULL');
    t.uuid('unfrozen_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('frozen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('unfrozen_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.index(['cust_id', 'status']);
    t.index(['frozen_at']);
  });
  await knex.raw(`alter table ccer_freeze add constraint ccer_freeze_status check (status in ('01', '02')), add constraint ccer_freeze_quantity check (quantity > 0)`);

  await knex.raw('create sequence ccer_account_transfer_no_seq');
  await knex.schema.createTable('ccer_account_transfer', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    // 01 succession (承继), 02 court enforcement (强制执行)
    t.string('transfer_type', 2).notNullable();
    t.uuid('from_cust_id').notNullable().references('customer.cust_id');
    t.uuid('to_cust_id').notNullable().references('customer.cust_id');
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.string('reason', 500).notNullable();
    // 01 awaiting confirmation, 02 awaiting audit, 03 transferred, 04 rejected
    t.string('status', 2).notNullable().defaultTo('01');
    t.uuid('applicant_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.uuid('confirmer_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('confirm_opinion', 500);
    t.timestamp('confirmed_at', { useTz: true });
    t.uuid('auditor_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('audit_opinion', 500);
    t.timestamp('decided_at', { useTz: true });
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`alter table ccer_account_transfer
    add constraint ccer_account_transfer_status check (status in ('01', '02', '03', '04')),
    add constraint ccer_account_transfer_type check (transfer_type in ('01', '02')),
    add constraint ccer_account_transfer_parties check (from_cust_id <> to_cust_id),
    add constraint ccer_account_transfer_quantity check (quantity > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_account_transfer');
  await knex.raw('drop sequence if exists ccer_account_transfer_no_seq');
  await knex.schema.dropTableIfExists('ccer_freeze');
  await knex.raw('drop sequence if exists ccer_freeze_no_seq');
}
