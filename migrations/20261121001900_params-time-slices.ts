import type { Knex } from 'knex';

/**
 * System settings (accounts spec §7.6): trading periods (交易时段, /system/tradeDateNode), system parameters
 * (系统参数, /system/params) and the indexes the operation-log search (/system/log) needs.
 *
 * time_slice: business_type '1' 交易 / '2' 清算, status '1' 启用 / '0' 停用, times HH:mm of one day (start < end).
 * No two periods of one business type overlap: the gateway checks it under an advisory lock per business type.
 * Seeded: the exchange's usual trading sessions, 上午交易 09:30–11:30 and 下午交易 13:00–15:00 (type 交易).
 *
 * sys_param: the parameters the gateway reads at use time (contracts settings.ts paramKeys). A null value means
 * "not set": the gateway's configuration (environment) gives the default, so a fresh install behaves as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('time_slice', (t) => {
    t.increments('slice_no');
    t.string('slice_name', 32).notNullable();
    t.string('start_time', 5).notNullable();
    t.string('end_time', 5).notNullable();
    t.string('business_type', 2).notNullable();
    t.string('status', 1).notNullable().defaultTo('1');
    t.string('remark', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.index(['business_type', 'start_time']);
  });
  await knex.raw(`alter table time_slice add constraint time_slice_times_check check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and start_time < end_time)`);
  await knex.raw(`alter table time_slice add constraint time_slice_business_type_check check (business_type in ('1', '2'))`);
  await knex.raw(`alter table time_slice add constraint time_slice_status_check check (status in ('1', '0'))`);
  await knex('time_slice').insert([
    { slice_name: '上午交易', start_time: '09:30', end_time: '11:30', business_type: '1', status: '1' },
    { slice_name: '下午交易', start_time: '13:00', end_time: '15:00', business_type: '1', status: '1' },
  ]);

  await knex.schema.createTable('sys_param', (t) => {
    t.string('param_key', 64).primary();
    t.string('param_name', 64).notNullable();
    t.string('param_name_en', 128).notNullable();
    t.string('param_value', 1000);
    t.string('value_type', 16).notNullable(); // integer, boolean, string, ipList
    t.integer('min_value');
    t.integer('max_value');
    t.string('remark', 200);
    t.integer('sort').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true });
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
  });
  await knex.raw(`alter table sys_param add constraint sys_param_value_type_check check (value_type in ('integer', 'boolean', 'string', 'ipList'))`);
  await knex('sys_param').insert([
    {
      param_key: 'publicity.audit.workingDays',
      param_name: '项目公示审核工作日数',
      param_name_en: 'Working days of the publicity audit',
      value_type: 'integer',
      min_value: 0,
      max_value: 365,
      remark: '项目公示审核任务的到期日（工作日）；为空时使用默认值',
      sort: 10,
    },
    {
      param_key: 'operator.ip.allowList',
      param_name: '管理端IP白名单',
      param_name_en: 'Back-office IP allow-list',
      value_type: 'ipList',
      remark: '允许使用管理端的IP地址或网段，逗号分隔；为空时不限制',
      sort: 20,
    },
  ]);

  // the operation-log search (/api/log/list): by operator, by operation, by business key, each newest first
  await knex.schema.alterTable('operation_log', (t) => {
    t.index(['operator_id', 'at'], 'operation_log_operator_at_index');
    t.index(['abstract', 'at'], 'operation_log_abstract_at_index');
    t.index(['business_key'], 'operation_log_business_key_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('operation_log', (t) => {
    t.dropIndex([], 'operation_log_operator_at_index');
    t.dropIndex([], 'operation_log_abstract_at_index');
    t.dropIndex([], 'operation_log_business_key_index');
  });
  await knex.schema.dropTableIfExists('sys_param');
  await knex.schema.dropTableIfExists('time_slice');
}
