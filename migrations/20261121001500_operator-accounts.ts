import type { Knex } from 'knex';

/**
 * Back-office operator accounts (accounts spec §3.3 operator view, §3.4 expert / operator form, §7.3): the
 * form's columns on operator, who changed an account and when, and the indexes the operator queries read by.
 *
 * - province_id (existing) holds the province a province administrator manages (manageProvinceId, its engine
 *   group province:<id>); contact_province_id is the form's provinceId (where the person is).
 * - status (existing): 1 正常, 0 停用, 2 锁定 (locked by an administrator); contracts/src/operator-accounts.ts.
 * Each column is guarded: another area may have added it already.
 */
const columns: Array<[string, (t: Knex.AlterTableBuilder) => void]> = [
  ['certificate_type', (t) => t.string('certificate_type', 8)],
  ['certificate_no', (t) => t.string('certificate_no', 64)],
  ['phone_no', (t) => t.string('phone_no', 32)],
  ['fax_no', (t) => t.string('fax_no', 32)],
  ['email_address', (t) => t.string('email_address', 64)],
  ['contact_province_id', (t) => t.string('contact_province_id', 12)],
  ['work_unit', (t) => t.string('work_unit', 64)],
  ['department_desc', (t) => t.string('department_desc', 64)],
  ['position_desc', (t) => t.string('position_desc', 64)],
  ['contact_address', (t) => t.string('contact_address', 128)],
  ['is_leader', (t) => t.string('is_leader', 1)], // experts: N or Y (group-leader candidate)
  ['operator_field', (t) => t.string('operator_field', 1024)], // experts: comma-separated project-type codes
  ['operator_field_cn', (t) => t.string('operator_field_cn', 2048)],
  ['created_by', (t) => t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL')],
  ['updated_by', (t) => t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL')],
  ['updated_at', (t) => t.timestamp('updated_at', { useTz: true })],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, add] of columns) {
    if (!(await knex.schema.hasColumn('operator', name))) await knex.schema.alterTable('operator', add);
  }
  // the account lists: by type and status, newest first; name search (contains) by trigram would need an extension,
  // so the name index serves the prefix and equality searches and the sort
  await knex.raw('create index if not exists operator_type_status_idx on operator (operator_type, status, created_at desc)');
  await knex.raw('create index if not exists operator_name_idx on operator (operator_name)');
  await knex.raw('create index if not exists operator_type_province_idx on operator (operator_type, province_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists operator_type_province_idx');
  await knex.raw('drop index if exists operator_name_idx');
  await knex.raw('drop index if exists operator_type_status_idx');
  for (const [name] of [...columns].reverse()) {
    if (await knex.schema.hasColumn('operator', name)) await knex.schema.alterTable('operator', (t) => t.dropColumn(name));
  }
}
