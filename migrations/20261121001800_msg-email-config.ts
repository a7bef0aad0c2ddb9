import type { Knex } from 'knex';

/**
 * SMS and e-mail configurations, business templates and the e-mail send record (accounts spec §7.6,
 * registry-operations §3 "System entities").
 *
 * - msg_config: one provider account per row, channel 'sms' or 'email'. At most one row of a channel is
 *   enabled (a partial unique index holds it even against two concurrent enables). With none enabled, the
 *   default provider records messages only.
 * - msg_business_config: one template per channel and business ({placeholders}); the enabled flag says whether
 *   the business uses it (SMS codes fall back to the built-in text; an e-mail notice is not sent).
 * - email_send_record: every e-mail handed to a provider, with the outcome. sms_send_record gets the
 *   configuration that sent a message and the record a resend repeats.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('msg_config', (t) => {
    t.bigIncrements('id');
    t.string('channel', 8).notNullable(); // sms, email
    t.string('name', 64).notNullable();
    t.string('provider', 16).notNullable(); // sms: http, record; email: smtp, record
    /** SMS: the HTTP endpoint; e-mail: the SMTP host. */
    t.string('server_address', 256);
    /** E-mail: the SMTP port (the "server socket"). */
    t.integer('port');
    t.boolean('tls').notNullable().defaultTo(false);
    /** SMS: the app key; e-mail: the SMTP user. */
    t.string('user_name', 128);
    /** SMS: the app secret; e-mail: the SMTP password. Never returned in clear. */
    t.string('secret', 256);
    t.string('sign_name', 32);
    t.string('sender', 128);
    t.string('remark', 200);
    /** Messages this configuration may send per China day and in all; null is no limit. */
    t.integer('daily_limit');
    t.integer('total_limit');
    t.boolean('enabled').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('updated_by', 64);
    t.index(['channel', 'updated_at']);
  });
  await knex.raw('create unique index msg_config_one_enabled on msg_config (channel) where enabled');

  await knex.schema.createTable('msg_business_config', (t) => {
    t.bigIncrements('id');
    t.string('channel', 8).notNullable();
    t.string('business', 32).notNullable();
    t.string('subject', 128);
    t.string('template', 1000).notNullable();
    /** The provider's own template number (vendors that send by template code), passed along with the text. */
    t.string('template_no', 64);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('updated_by', 64);
    t.unique(['channel', 'business']);
  });
  const sign = '【CCER注册登记系统】';
  const code = (name: string) => `${sign}您的${name}验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。`;
  await knex('msg_business_config').insert([
    { channel: 'sms', business: 'register', template: code('注册') },
    { channel: 'sms', business: 'forget', template: code('忘记密码') },
    { channel: 'sms', business: 'login', template: code('登录') },
    { channel: 'sms', business: 'modify-password', template: code('修改密码') },
    {
      channel: 'email',
      business: 'account-open-result',
      subject: '账户开立结果通知',
      template: '尊敬的{custName}：\n您提交的账户开立申请审核结果为：{result}。{opinion}\n请登录CCER注册登记系统查看详情。此邮件由系统自动发送，请勿回复。',
    },
  ]);

  await knex.schema.createTable('email_send_record', (t) => {
    t.bigIncrements('id');
    t.string('email', 128).notNullable();
    t.string('business', 32).notNullable();
    t.string('subject', 200).notNullable();
    t.string('content', 4000).notNullable();
    t.string('status', 1).notNullable(); // 1 sent, 0 failed
    t.string('error', 500);
    t.string('provider', 32).notNullable();
    t.bigInteger('config_id').references('msg_config.id').onDelete('SET NULL');
    t.bigInteger('resend_of').references('email_send_record.id').onDelete('SET NULL');
    t.integer('times').notNullable().defaultTo(1);
    t.string('ip', 64);
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['sent_at']);
    t.index(['email', 'sent_at']);
    t.index(['business', 'sent_at']);
    t.index(['config_id', 'sent_at']);
  });
  await knex.schema.alterTable('sms_send_record', (t) => {
    t.bigInteger('config_id').references('msg_config.id').onDelete('SET NULL');
    t.bigInteger('resend_of').references('sms_send_record.id').onDelete('SET NULL');
    t.index(['business', 'sent_at']);
    t.index(['config_id', 'sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sms_send_record', (t) => {
    t.dropIndex(['business', 'sent_at']);
    t.dropIndex(['config_id', 'sent_at']);
    t.dropColumn('resend_of');
    t.dropColumn('config_id');
  });
  await knex.schema.dropTableIfExists('email_send_record');
  await knex.schema.dropTableIfExists('msg_business_config');
  await knex.schema.dropTableIfExists('msg_config');
}
