import type { Knex } from 'knex';

/**
 * Sync records (同步申请记录, 同步记录; issue 13): a retired compliance offset is reported to its market's system.
 * ccer_offset_sync is one row per offset reported (written by the offset result worker with the retirement): its
 * market, status (pending, sent, failed), attempts, the market's receipt, the last error; re-sends reuse it (the
 * market sees the same Idempotency-Key, the offset's id). ccer_offset_sync_request keeps every request and answer.
 * The outbox learns HTTP deliveries (kind `deliver`, no process): process_key becomes nullable.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ccer_offset_sync', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // one report per offset (a re-send is the same report again)
    t.uuid('offset_id').notNullable().unique().references('ccer_offset.id');
    t.string('market', 32).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('receipt_no', 64);
    t.string('last_error', 2000);
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['status', 'created_at']);
    t.index(['market', 'created_at']);
  });
  await knex.raw(`alter table ccer_offset_sync add constraint ccer_offset_sync_status check (status in ('pending', 'sent', 'failed'))`);

  await knex.schema.createTable('ccer_offset_sync_request', (t) => {
    t.bigIncrements('id');
    t.uuid('sync_id').notNullable().references('ccer_offset_sync.id');
    t.integer('attempt').notNullable();
    t.string('url', 500).notNullable();
    // the headers as sent (the signature, never the secret)
    t.jsonb('request_headers').notNullable();
    // the exact body signed and sent
    t.text('request_body').notNullable();
    // null: no answer (a timeout, a refused connection)
    t.integer('status_code');
    t.string('response_body', 4000);
    t.string('receipt_no', 64);
    t.string('error', 2000);
    t.integer('duration_ms').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['sync_id', 'id']);
    t.index(['created_at']);
  });

  await knex.raw('alter table outbox alter column process_key drop not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex('outbox').where({ kind: 'deliver' }).delete();
  await knex.raw('alter table outbox alter column process_key set not null');
  await knex.schema.dropTableIfExists('ccer_offset_sync_request');
  await knex.schema.dropTableIfExists('ccer_offset_sync');
}
