import type { Knex } from 'knex';

/**
 * The outbox marks a command before sending it, in a commit of its own (gateway/src/domain/outbox.ts):
 * `send_started_at` set means the engine may hold it (a send began and its outcome may not have been
 * recorded), so only then does a start first look for an instance it already created. A command
 * never marked goes straight to the engine: one REST call per start instead of two.
 * Commands still pending now may have been sent by a dispatcher that did not mark them: they are marked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.timestamp('send_started_at', { useTz: true });
  });
  await knex('outbox').where({ status: 'pending' }).update({ send_started_at: knex.fn.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('send_started_at');
  });
}
