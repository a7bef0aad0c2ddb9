import type { Knex } from 'knex';

/**
 * SMS verification codes and the send record (accounts spec §7.1, registry-operations §3), the operator's
 * mobile number, and the old-registry holdings configuration notice of the post-sign-in dialog (§2.7).
 *
 * - sms_code is the ledger of code requests: one row per request, whether a message went out or not
 *   (a forgotten-password request for an unknown account is answered alike and still counts), so the
 *   per-phone and per-IP limits read it and every gateway instance agrees. Only a hash of the code is kept.
 * - sms_send_record is the record of every message handed to the provider (the default provider "record"
 *   delivers into this table only). It keeps the code in clear because the record view shows it (registry-
 *   operations §3: "mobile, times, verification code, status, time, content"); it is read only with the
 *   send-record function code.
 */
export async function up(knex: Knex): Promise<void> {
  // the operator-account forms call it mobilePhoneNo; another area may have added it already
  if (!(await knex.schema.hasColumn('operator', 'mobile_phone_no'))) {
    await knex.schema.alterTable('operator', (t) => {
      t.string('mobile_phone_no', 20);
    });
  }
  await knex.schema.createTable('sms_code', (t) => {
    t.bigIncrements('id');
    t.string('mobile', 20).notNullable();
    t.string('purpose', 20).notNullable(); // login, forget, register, modify-password
    /** The operator the code was sent for (forget, login, modify-password); null for registration or no match. */
    t.uuid('operator_id').references('operator.operator_id').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.boolean('delivered').notNullable();
    t.string('ip', 64);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    t.index(['mobile', 'created_at']);
    t.index(['ip', 'created_at']);
    t.index(['mobile', 'purpose', 'created_at']);
  });
  await knex.schema.createTable('sms_send_record', (t) => {
    t.bigIncrements('id');
    t.string('mobile', 20).notNullable();
    t.string('business', 20).notNullable();
    t.string('verification_code', 16);
    t.string('content', 500).notNullable();
    t.string('status', 1).notNullable(); // 1 sent, 0 failed
    t.string('error', 500);
    t.string('provider', 32).notNullable();
    t.integer('times').notNullable().defaultTo(1);
    t.string('ip', 64);
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['sent_at']);
    t.index(['mobile', 'sent_at']);
  });
  // §2.7: a customer with holdings in the former registry gets a notice until one of its operators confirms
  await knex.schema.createTable('old_carbon_conf', (t) => {
    t.bigIncrements('id');
    t.uuid('cust_id').notNullable().references('customer.cust_id').onDelete('CASCADE');
    t.string('notice', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true });
    t.uuid('confirmed_by').references('operator.operator_id').onDelete('SET NULL');
    t.index(['cust_id', 'confirmed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('old_carbon_conf');
  await knex.schema.dropTableIfExists('sms_send_record');
  await knex.schema.dropTableIfExists('sms_code');
  if (await knex.schema.hasColumn('operator', 'mobile_phone_no')) {
    await knex.schema.alterTable('operator', (t) => {
      t.dropColumn('mobile_phone_no');
    });
  }
}
