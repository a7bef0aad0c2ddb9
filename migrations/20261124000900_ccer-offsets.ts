import type { Knex } from 'knex';

/**
 * Offsets and voluntary cancellation (抵销及注销, /ccer/offset, issue 13): one row per application. From the
 * application to the retirement or the rejection its units are reserved in the ledger under the row's id as the
 * claim; retirement moves them to the state retired (kind retire) for ever. The serial ranges are its ledger entries
 * (business_type ccerOffset, business_key the row's id). The eligibility rules the registry maintains per kind
 * (market) are rows of ccer_offset_rule; the seeded ones state the published rules: the national market takes CCER
 * for at most 5 % of an emitter's verified emissions, and CORSIA's first phase takes units of vintages 2021 to 2026.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists ccer_offset_no_seq');
  await knex.raw('create sequence if not exists ccer_offset_certificate_seq');
  await knex.schema.createTable('ccer_offset', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('offset_no', 32).notNullable().unique();
    t.string('kind', 16).notNullable();
    t.string('status', 16).notNullable();
    t.string('rejected_step', 32);
    t.uuid('cust_id').notNullable().references('customer.cust_id');
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    // the kind's own fields as applied for (emitter, market and account, operator, compliance year or period …)
    t.jsonb('details').notNullable().defaultTo('{}');
    t.string('purpose', 500);
    t.string('beneficiary', 200);
    t.boolean('is_public').notNullable().defaultTo(false);
    t.string('remark', 500);
    t.string('certificate_no', 32).unique();
    t.uuid('applicant_operator_id').notNullable().references('operator.operator_id');
    t.uuid('company_confirmer_operator_id').references('operator.operator_id');
    t.uuid('auditor_operator_id').references('operator.operator_id');
    t.uuid('confirmer_operator_id').references('operator.operator_id');
    t.string('audit_opinion', 2000);
    t.string('process_instance_id', 64);
    t.timestamp('retired_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['process_instance_id']);
  });
  await knex.raw(`alter table ccer_offset
    add constraint ccer_offset_kind check (kind in ('country', 'pilot', 'logout', 'corsia')),
    add constraint ccer_offset_status check (status in ('confirming', 'auditing', 'approving', 'retired', 'rejected')),
    add constraint ccer_offset_quantity check (quantity > 0)`);
  // the public list of retirements, newest first
  await knex.raw(`create index ccer_offset_retired on ccer_offset (retired_at desc) where status = 'retired'`);

  await knex.schema.createTable('ccer_offset_rule', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('kind', 16).notNullable();
    t.string('name', 100).notNullable();
    t.integer('min_vintage');
    t.integer('max_vintage');
    t.specificType('project_types', 'text[]').notNullable().defaultTo('{}');
    t.decimal('cap_share', 6, 4);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.uuid('updated_by').references('operator.operator_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['kind']);
  });
  await knex('ccer_offset_rule').insert([
    { kind: 'country', name: '全国碳市场：抵销比例不超过应清缴配额的5%', cap_share: 0.05 },
    { kind: 'corsia', name: 'CORSIA第一阶段：2021—2026年度减排量', min_vintage: 2021, max_vintage: 2026 },
  ]);

  // the association seeded before offsets had a process (business type 'offset', no process) gives way to ccerOffset
  await knex('business_process').where({ business_type: 'offset' }).whereNull('process_key').delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ccer_offset_rule');
  await knex.schema.dropTableIfExists('ccer_offset');
  await knex.raw('drop sequence if exists ccer_offset_certificate_seq');
  await knex.raw('drop sequence if exists ccer_offset_no_seq');
}
