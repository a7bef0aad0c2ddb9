import type { Knex } from 'knex';

/**
 * Methodology proposals (方法学征集, issue 14): one row per proposal a signed-in client writes on
 * /client/methodology/collect — a company representative's (cust_id, shared with the company's other representatives)
 * or a visitor's or a person's (cust_id null: the proposer's own). Its documents are attachments (business_type
 * methodologyCollect, business_code the row's id). Submitting starts ccerMethodologyCollect through the outbox in the
 * same transaction; the review's outcome (accepted / rejected, with the reviewer and opinion) is written by the
 * methodology-collect-result worker; a withdrawal ends the instance through the outbox.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence if not exists methodology_proposal_no_seq');
  await knex.schema.createTable('methodology_proposal', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('proposal_no', 32).notNullable().unique();
    t.uuid('proposer_operator_id').notNullable().references('operator.operator_id');
    t.uuid('cust_id').references('customer.cust_id');
    t.string('title', 200).notNullable();
    // the sectoral scope (01–16) of the methodologies; a draft may not have chosen it yet
    t.string('field_code', 2);
    // level-2 project types (contracts/src/reference/project-types.ts) of that scope
    t.specificType('project_types', 'varchar(16)[]').notNullable().defaultTo('{}');
    t.string('summary', 4000);
    t.string('contact_name', 50);
    t.string('contact_phone', 20);
    t.string('contact_email', 100);
    t.string('status', 16).notNullable().defaultTo('draft');
    t.string('process_instance_id', 64);
    t.timestamp('submitted_at', { useTz: true });
    // the review's opinion (or the withdrawal's reason), who decided and when
    t.string('review_opinion', 2000);
    t.uuid('reviewer_operator_id').references('operator.operator_id');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamp('withdrawn_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.raw(`alter table methodology_proposal
    add constraint methodology_proposal_status check (status in ('draft', 'auditing', 'accepted', 'rejected', 'withdrawn')),
    add constraint methodology_proposal_field check (field_code is null or field_code ~ '^(0[1-9]|1[0-6])$'),
    add constraint methodology_proposal_submitted check (status = 'draft' or submitted_at is not null)`);
  // the registry's list: submitted proposals, newest submission first (drafts are the proposer's alone)
  await knex.raw(`create index methodology_proposal_registry on methodology_proposal (status, submitted_at desc, id) where status <> 'draft'`);
  await knex.raw(`create index methodology_proposal_submitted_all on methodology_proposal (submitted_at desc, id) where status <> 'draft'`);
  // the proposer's list: a company's proposals, or a person's own
  await knex.raw(`create index methodology_proposal_company on methodology_proposal (cust_id, updated_at desc) where cust_id is not null`);
  await knex.raw(`create index methodology_proposal_proposer on methodology_proposal (proposer_operator_id, updated_at desc)`);
  await knex.raw(`create index methodology_proposal_instance on methodology_proposal (process_instance_id) where process_instance_id is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('methodology_proposal');
  await knex.raw('drop sequence if exists methodology_proposal_no_seq');
}
