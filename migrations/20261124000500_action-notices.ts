import type { Knex } from 'knex';

/**
 * "Action required" notices (待办提醒, contracts/src/action-notices.ts): the business of both channels with its
 * templates, and the notices waiting to be sent.
 *
 * - msg_business_config gets the business action-required on SMS and e-mail (enabled), as the other businesses
 *   were seeded (20261121001800_msg-email-config.ts); the templates stay the registry's to edit.
 * - action_notice: one row per recipient and channel of one activation of a step, written in the transaction of
 *   the status change that activates it. `activation` is the status change (the application's version after it):
 *   a step that comes back after a return is a new activation and notifies again, while a second run of the same
 *   change meets the unique key and adds nothing. The gateway's dispatcher sends the pending rows, records each
 *   try in sms_send_record / email_send_record (send_record_id: the last) and retries a failure with back-off
 *   (next_attempt_at). A recipient without an address is kept as skipped: recorded, not sent.
 */
export async function up(knex: Knex): Promise<void> {
  const sign = '【CCER注册登记系统】';
  await knex('msg_business_config')
    .insert([
      { channel: 'sms', business: 'action-required', template: `${sign}{name}您好，项目“{project}”待您办理：{step}{due}，请登录系统处理。` },
      {
        channel: 'email',
        business: 'action-required',
        subject: '待办提醒：{step}',
        template: '{name}您好：\n项目“{project}”有一项待办事项需要您办理：{step}{due}。\n请登录CCER注册登记系统处理。此邮件由系统自动发送，请勿回复。',
      },
    ])
    .onConflict(['channel', 'business'])
    .ignore();

  await knex.schema.createTable('action_notice', (t) => {
    t.bigIncrements('id');
    t.string('business_type', 32).notNullable();
    t.string('business_key', 64).notNullable();
    /** The step (its BPMN user task id) that became active. */
    t.string('task_key', 64).notNullable();
    t.string('activation', 64).notNullable();
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    t.string('channel', 8).notNullable(); // sms, email
    /** The mobile number or e-mail address at the time of the activation; null: skipped. */
    t.string('address', 128);
    t.jsonb('params').notNullable();
    t.string('status', 8).notNullable().defaultTo('pending'); // pending, sent, failed, skipped
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('last_error', 500);
    t.bigInteger('send_record_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.unique(['business_type', 'business_key', 'task_key', 'activation', 'operator_id', 'channel'], { indexName: 'action_notice_once' });
    t.index(['business_type', 'business_key', 'created_at']);
  });
  await knex.raw(`alter table action_notice add constraint action_notice_status_check check (status in ('pending', 'sent', 'failed', 'skipped') and channel in ('sms', 'email'))`);
  // the dispatcher's claim: the pending rows that are due, oldest first
  await knex.raw(`create index action_notice_pending_idx on action_notice (next_attempt_at, id) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('action_notice');
  await knex('msg_business_config').where({ business: 'action-required' }).delete();
}
