import type { Knex } from 'knex';

/**
 * Daily data (日报数据, /statistical-report/dailyData, issue 14): the figures the registry enters per China calendar
 * day (contracts/src/statistics/daily-data.ts names them), one row per day — the unique date is what refuses a second
 * row. Counts and tonnes are never negative. Changes carry the row's version; every change is in the operation log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('statistics_daily_data', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.date('report_date').notNullable().unique();
    t.integer('new_accounts').notNullable().defaultTo(0);
    t.integer('projects_received').notNullable().defaultTo(0);
    t.integer('projects_registered').notNullable().defaultTo(0);
    t.integer('reductions_received').notNullable().defaultTo(0);
    t.bigInteger('reductions_registered').notNullable().defaultTo(0);
    t.bigInteger('units_issued').notNullable().defaultTo(0);
    t.bigInteger('units_transferred').notNullable().defaultTo(0);
    t.bigInteger('units_retired').notNullable().defaultTo(0);
    t.string('remark', 500);
    t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL');
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table statistics_daily_data add constraint statistics_daily_data_figures check (
    new_accounts >= 0 and projects_received >= 0 and projects_registered >= 0 and reductions_received >= 0
    and reductions_registered >= 0 and units_issued >= 0 and units_transferred >= 0 and units_retired >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('statistics_daily_data');
}
