import type { Knex } from 'knex';

/**
 * registry_institution (contracts/src/institution.ts, 机构设置): the particulars of the institution that runs the
 * registry, one row (id 1). It starts with a name only; the registry fills in the rest. `version` counts the changes,
 * so a save made on a stale read is refused.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registry_institution', (t) => {
    t.smallint('id').primary();
    t.string('institution_name', 60).notNullable();
    t.string('institution_name_en', 120);
    t.string('credit_code', 18);
    t.string('address', 80);
    t.string('postal_code', 6);
    t.string('service_phone', 20);
    t.string('service_email', 100);
    t.string('website', 200);
    t.string('service_hours', 60);
    t.integer('version').notNullable().defaultTo(0);
    t.uuid('updated_by').references('operator.operator_id');
    t.timestamp('updated_at', { useTz: true });
  });
  await knex.raw('alter table registry_institution add constraint registry_institution_one_row check (id = 1)');
  await knex('registry_institution').insert({ id: 1, institution_name: '全国温室气体自愿减排注册登记机构', institution_name_en: 'National CCER Registry' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('registry_institution');
}
