import type { Knex } from 'knex';

/**
 * Issuance applications (减排量签发, issue 12; contracts ledger/issuance.ts): one registered reduction issued into its
 * owner's holding account, a line per vintage with its quantity; once confirmed (ccerIssuedConfirm) the worker topic
 * ccer-issue writes the batch and each line's serial range (the blocks themselves are the ledger's, unit_block).
 * A vintage is never issued beyond its registered quantity: the gateway checks it with the registered reduction locked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence ccer_issue_no_seq');
  await knex.schema.createTable('ccer_issue_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('certified_info_id').notNullable().references('certified_info.id');
    t.uuid('project_info_id').notNullable().references('project_info.id');
    // the holder: the project owner's company
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.bigInteger('quantity').notNullable();
    t.string('status', 2).notNullable().defaultTo('01'); // 01 awaiting confirmation, 02 issued, 03 returned
    t.text('remark');
    t.uuid('applicant_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.uuid('confirmer_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('confirmer_name', 64);
    t.text('opinion');
    t.integer('batch');
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('issued_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['certified_info_id', 'status']);
    t.index(['status', 'created_at']);
    t.index(['cust_id', 'created_at']);
    t.index(['issued_at']);
    t.index(['process_instance_id']);
  });
  await knex.raw('alter table ccer_issue_apply add constraint ccer_issue_apply_quantity check (quantity > 0)');

  await knex.schema.createTable('ccer_issue_line', (t) => {
    t.bigIncrements('id');
    t.uuid('issue_id').notNullable().references('ccer_issue_apply.id').onDelete('CASCADE');
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.integer('batch');
    t.bigInteger('serial_start');
    t.bigInteger('serial_end');
    t.unique(['issue_id', 'vintage']);
  });
  await knex.raw('alter table ccer_issue_line add constraint ccer_issue_line_quantity check (quantity > 0 and (serial_start is null or serial_end - serial_start + 1 = quantity))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_issue_line');
  await knex.schema.dropTableIfExists('ccer_issue_apply');
  await knex.raw('drop sequence if exists ccer_issue_no_seq');
}
