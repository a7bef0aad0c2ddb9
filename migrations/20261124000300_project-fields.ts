import type { Knex } from 'knex';

/**
 * The project fields of registry spec §3 the application did not hold yet: the validation body
 * (an opened organisation's customer), the additionality proof (dictionary 400230), the archive code,
 * the lifetime in years (the spec's conclusionDate), the methodology's name and the registry's
 * modification explanation; indexes for the lists that filter by province or by validation body.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_apply', (t) => {
    t.uuid('approval_authority').references('customer.cust_id');
    t.string('other_proof_method', 8);
    t.string('archive_code', 32);
    t.integer('conclusion_date'); // project lifetime in years
    t.string('methodology_name', 256);
    t.text('modify_explanation');
    t.index(['province_id', 'status'], 'project_apply_province_status_idx');
    t.index(['approval_authority', 'status'], 'project_apply_approval_authority_status_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_apply', (t) => {
    t.dropIndex(['approval_authority', 'status'], 'project_apply_approval_authority_status_idx');
    t.dropIndex(['province_id', 'status'], 'project_apply_province_status_idx');
    t.dropForeign(['approval_authority']);
    t.dropColumns('approval_authority', 'other_proof_method', 'archive_code', 'conclusion_date', 'methodology_name', 'modify_explanation');
  });
}
