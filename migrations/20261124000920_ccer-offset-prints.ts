import type { Knex } from 'knex';

/**
 * Official prints of offset certificates (凭证打印, issue 13). A holder's request for copies of a retired offset's
 * certificate is a row of ccer_offset_print (audited by the registry, ccerOffsetPrintAudit); every copy the registry
 * prints of an approved request is a row of ccer_offset_print_record (copy n of the approved m, never more). At most
 * one request of an offset awaits its audit at a time. The offset's company is kept on both rows for the lists' row
 * check and their indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists ccer_offset_print_no_seq');
  await knex.schema.createTable('ccer_offset_print', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('print_no', 32).notNullable().unique();
    t.uuid('offset_id').notNullable().references('ccer_offset.id');
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('status', 16).notNullable();
    t.smallint('copies').notNullable();
    t.string('reason', 500).notNullable();
    t.string('recipient', 100).notNullable();
    t.string('remark', 500);
    t.uuid('applicant_operator_id').notNullable().references('operator.operator_id');
    t.uuid('auditor_operator_id').references('operator.operator_id');
    t.string('audit_opinion', 2000);
    t.timestamp('audited_at', { useTz: true });
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['offset_id']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`alter table ccer_offset_print
    add constraint ccer_offset_print_status check (status in ('auditing', 'approved', 'rejected')),
    add constraint ccer_offset_print_copies check (copies between 1 and 5)`);
  // one request of an offset awaits its audit at a time
  await knex.raw(`create unique index ccer_offset_print_open on ccer_offset_print (offset_id) where status = 'auditing'`);

  await knex.schema.createTable('ccer_offset_print_record', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('record_no', 40).notNullable().unique();
    t.uuid('print_id').notNullable().references('ccer_offset_print.id');
    t.uuid('offset_id').notNullable().references('ccer_offset.id');
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('certificate_no', 32).notNullable();
    t.smallint('copy_no').notNullable();
    t.smallint('copies').notNullable();
    t.uuid('printed_by').notNullable().references('operator.operator_id');
    t.timestamp('printed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['print_id', 'copy_no']);
    t.index(['cust_id', 'printed_at']);
    t.index(['printed_at']);
  });
  await knex.raw(`alter table ccer_offset_print_record
    add constraint ccer_offset_print_record_copy check (copy_no between 1 and copies and copies between 1 and 5)`);

  // the association seeded before prints had a process (business type 'offsetVoucherPrint', no process) gives way to ccerOffsetPrint
  await knex('business_process').where({ business_type: 'offsetVoucherPrint' }).whereNull('process_key').delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_offset_print_record');
  await knex.schema.dropTableIfExists('ccer_offset_print');
  await knex.raw('drop sequence if exists ccer_offset_print_no_seq');
}
