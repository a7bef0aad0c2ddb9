import type { Knex } from 'knex';

/**
 * The exchange (contracts/src/exchange/): the trading-system link and clearing.
 * - exchange_message: one row per message of the registry to the exchange (a deposit, a withdrawal, a clearing
 *   result), its payload fixed when it was decided, sent through the outbox (kind deliver); re-sends reuse it (the
 *   exchange sees the same Idempotency-Key, the message's id).
 * - exchange_call: every call either way, refused ones included: what was sent or received, the answer, and the
 *   signature made or checked (the call log and the signature log read it).
 * - clearing_batch, clearing_trade, clearing_portion, clearing_balance: a trading day's batch as received, each
 *   account's net portion (computed once, at receipt: contracts/src/exchange/settlement.ts), and the exchange's
 *   balances after the day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exchange_message', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('kind', 32).notNullable();
    // the business behind it (a transfer, a clearing batch) and its number as people read it
    t.string('business_type', 64).notNullable();
    t.uuid('business_key').notNullable();
    t.string('business_no', 64).notNullable();
    t.jsonb('payload').notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('receipt_no', 64);
    t.string('last_error', 2000);
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['business_type', 'business_key']);
  });
  await knex.raw(`alter table exchange_message add constraint exchange_message_status check (status in ('pending', 'sent', 'failed'))`);
  await knex.raw(`alter table exchange_message add constraint exchange_message_kind check (kind in ('deposit', 'withdrawal', 'clearingResult'))`);

  await knex.schema.createTable('exchange_call', (t) => {
    t.bigIncrements('id');
    t.string('direction', 3).notNullable();
    t.string('kind', 32).notNullable();
    t.string('method', 8).notNullable();
    t.string('url', 500).notNullable();
    t.uuid('message_id').references('exchange_message.id');
    t.string('business_no', 64);
    t.string('idempotency_key', 128);
    // the headers as sent or received (the signature, never the secret)
    t.jsonb('request_headers').notNullable();
    t.text('request_body').notNullable();
    // null: no answer (a timeout, a refused connection)
    t.integer('status_code');
    t.string('response_body', 4000);
    t.string('receipt_no', 64);
    t.string('error', 2000);
    t.integer('duration_ms').notNullable();
    // the signature: X-CCER-Timestamp, SHA-256 of timestamp + "." + body, the signature, made or checked and how it went
    t.string('signed_at', 32);
    t.string('digest', 64).notNullable();
    t.string('signature', 200);
    t.string('signature_result', 8).notNullable();
    t.string('signature_reason', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['message_id']);
    t.index(['business_no']);
  });
  await knex.raw(`alter table exchange_call add constraint exchange_call_direction check (direction in ('out', 'in'))`);
  await knex.raw(`alter table exchange_call add constraint exchange_call_signature check (signature_result in ('signed', 'verified', 'refused'))`);

  // the registry's receipt of a batch: QS{trade day}{6 digits}
  await knex.raw('create sequence clearing_receipt_seq');
  await knex.schema.createTable('clearing_batch', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('batch_no', 32).notNullable().unique();
    t.string('receipt_no', 32).notNullable().unique();
    t.date('trade_date').notNullable();
    t.string('status', 16).notNullable().defaultTo('checking');
    // SHA-256 of the body as received: the same batch sent again is answered with its receipt, another body refused
    t.string('body_digest', 64).notNullable();
    t.integer('trade_count').notNullable();
    t.bigInteger('total_quantity').notNullable();
    t.decimal('total_amount', 22, 2).notNullable();
    // the check's (or the settlement's) findings: [{ tradeNo, accountNo, message }]
    t.jsonb('findings').notNullable().defaultTo('[]');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('checked_at', { useTz: true });
    t.uuid('confirmer_operator_id').references('operator.operator_id');
    t.string('confirm_opinion', 500);
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('settled_at', { useTz: true });
    t.string('process_instance_id', 64);
    t.uuid('report_message_id').references('exchange_message.id');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trade_date', 'received_at']);
    t.index(['status', 'trade_date']);
    t.index(['process_instance_id']);
  });
  await knex.raw(
    `alter table clearing_batch add constraint clearing_batch_status check (status in ('checking', 'confirming', 'checkFailed', 'settled', 'rejected', 'settleFailed'))`,
  );

  await knex.schema.createTable('clearing_trade', (t) => {
    t.bigIncrements('id');
    t.uuid('batch_id').notNullable().references('clearing_batch.id');
    // the trade's place in the batch as received
    t.integer('seq').notNullable();
    t.string('trade_no', 32).notNullable();
    t.string('seller_account_no', 32).notNullable();
    t.string('buyer_account_no', 32).notNullable();
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.decimal('price', 12, 2).notNullable();
    t.decimal('amount', 22, 2).notNullable();
    t.unique(['batch_id', 'trade_no']);
    t.index(['batch_id', 'seq']);
    t.index(['seller_account_no']);
    t.index(['buyer_account_no']);
  });

  await knex.schema.createTable('clearing_portion', (t) => {
    t.bigIncrements('id');
    t.uuid('batch_id').notNullable().references('clearing_batch.id');
    t.string('account_no', 32).notNullable();
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('bought').notNullable();
    t.bigInteger('sold').notNullable();
    t.bigInteger('net').notNullable();
    t.decimal('paid', 22, 2).notNullable();
    t.decimal('received', 22, 2).notNullable();
    t.unique(['batch_id', 'account_no', 'project_code', 'vintage']);
    t.index(['account_no']);
  });

  await knex.schema.createTable('clearing_balance', (t) => {
    t.bigIncrements('id');
    t.uuid('batch_id').notNullable().references('clearing_batch.id');
    t.string('account_no', 32).notNullable();
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.bigInteger('quantity').notNullable();
    t.unique(['batch_id', 'account_no', 'project_code', 'vintage']);
  });

  // the units on the trading platform by project and vintage (the balance screens, the clearing check)
  await knex.raw(`create index unit_block_trading on unit_block (project_code, vintage, holder_id) where state = 'trading'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists unit_block_trading');
  await knex.schema.dropTableIfExists('clearing_balance');
  await knex.schema.dropTableIfExists('clearing_portion');
  await knex.schema.dropTableIfExists('clearing_trade');
  await knex.schema.dropTableIfExists('clearing_batch');
  await knex.raw('drop sequence if exists clearing_receipt_seq');
  await knex.schema.dropTableIfExists('exchange_call');
  await knex.schema.dropTableIfExists('exchange_message');
}
