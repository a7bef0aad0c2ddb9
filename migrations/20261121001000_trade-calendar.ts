import type { Knex } from 'knex';

/**
 * The trade calendar (交易日历, /system/tradeDate): one row per day of each initialised year.
 * nature: '1' 工作日 working day, '2' 休息日 rest day (weekend), '3' 节假日 public holiday
 * (contracts/src/calendar.ts dayNatures). Working-day deadlines count only '1' days, so a year
 * without rows is "not initialised" and deadlines in it cannot be computed from the calendar.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trade_calendar', (t) => {
    t.date('cal_date').primary();
    t.integer('year').notNullable();
    t.string('nature', 1).notNullable();
    t.string('remark', 200);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.index(['year', 'nature']);
  });
  await knex.raw(`alter table trade_calendar add constraint trade_calendar_nature_check check (nature in ('1', '2', '3'))`);
  await knex.raw(`alter table trade_calendar add constraint trade_calendar_year_check check (year = extract(year from cal_date))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('trade_calendar');
}
