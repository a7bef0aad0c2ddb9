import type { Knex } from 'knex';

/**
 * Bad-behaviour records (不良行为记录, /ccer/unpleasant, issue 13): one row per record against an account, with its
 * measures (restrict; a forced cancellation of a quantity of one project and vintage, reserved in the ledger under the
 * row's id as claim from recording to the audit, then cancelled or released). Its evidence is attachments
 * (business_type ccerMisconduct, business_code the row's id), its cancelled serial ranges its ledger entries. Each
 * audit — of the measures, then of every lift request — is a row of ccer_misconduct_round (the lift history), with
 * the process instance that audits it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists ccer_misconduct_no_seq');
  await knex.schema.createTable('ccer_misconduct', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('record_no', 32).notNullable().unique();
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('category', 24).notNullable();
    t.string('facts', 2000).notNullable();
    t.string('legal_basis', 500).notNullable();
    t.date('occurred_on').notNullable();
    t.boolean('restrict_account').notNullable().defaultTo(false);
    // the forced cancellation (强制注销): all three or none
    t.string('cancel_project_code', 32);
    t.integer('cancel_vintage');
    t.bigInteger('cancel_quantity');
    t.string('status', 16).notNullable();
    t.uuid('recorder_operator_id').notNullable().references('operator.operator_id');
    // the last audit's auditor and opinion
    t.uuid('auditor_operator_id').references('operator.operator_id');
    t.string('audit_opinion', 2000);
    t.timestamp('in_force_at', { useTz: true });
    t.timestamp('lifted_at', { useTz: true });
    // the instance auditing the record now (the measures', then a lift's)
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['cust_id', 'created_at']);
  });
  await knex.raw(`alter table ccer_misconduct
    add constraint ccer_misconduct_category check (category in ('falseMaterials', 'dataFalsification', 'fraudulentUnits', 'other')),
    add constraint ccer_misconduct_status check (status in ('auditing', 'inForce', 'rejected', 'liftAuditing', 'lifted')),
    add constraint ccer_misconduct_cancellation check (
      (cancel_project_code is null and cancel_vintage is null and cancel_quantity is null)
      or (cancel_project_code is not null and cancel_vintage is not null and cancel_quantity > 0))`);
  // the one question every transfer and offset application asks: is this account restricted now?
  await knex.raw(`create index ccer_misconduct_restricting on ccer_misconduct (cust_id) where restrict_account and status in ('inForce', 'liftAuditing')`);

  await knex.schema.createTable('ccer_misconduct_round', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('misconduct_id').notNullable().references('ccer_misconduct.id').onDelete('CASCADE');
    t.string('action', 8).notNullable();
    t.string('reason', 500);
    t.uuid('requester_operator_id').notNullable().references('operator.operator_id');
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('status', 16).notNullable().defaultTo('auditing');
    t.uuid('auditor_operator_id').references('operator.operator_id');
    t.string('opinion', 2000);
    t.timestamp('decided_at', { useTz: true });
    t.string('process_instance_id', 64);
    t.index(['misconduct_id', 'requested_at']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`alter table ccer_misconduct_round
    add constraint ccer_misconduct_round_action check (action in ('impose', 'lift')),
    add constraint ccer_misconduct_round_status check (status in ('auditing', 'approved', 'rejected'))`);
  // at most one round of a record is being audited
  await knex.raw(`create unique index ccer_misconduct_round_open on ccer_misconduct_round (misconduct_id) where status = 'auditing'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_misconduct_round');
  await knex.schema.dropTableIfExists('ccer_misconduct');
  await knex.raw('drop sequence if exists ccer_misconduct_no_seq');
}
