import type { Knex } from 'knex';

/**
 * Engine commands written in the same transaction as the business change; a dispatcher sends them
 * (start a process, correlate a message) until the engine accepts, so the two never drift apart.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('outbox_id');
    t.string('kind', 16).notNullable(); // start | correlate
    t.string('process_key', 64).notNullable();
    t.string('business_type', 32).notNullable(); // which business record learns the process instance id
    t.string('business_key', 64).notNullable();
    t.string('message_name', 64);
    t.jsonb('variables').notNullable().defaultTo('{}');
    t.string('status', 8).notNullable().defaultTo('pending'); // pending | done | failed
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.string('process_instance_id', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('done_at', { useTz: true });
  });
  await knex.raw(`create index outbox_pending_idx on outbox (next_attempt_at) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox');
}
