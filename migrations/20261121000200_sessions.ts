import type { Knex } from 'knex';

/** Captchas and sessions live in the database so that any gateway instance can serve any request. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('captcha', (t) => {
    t.uuid('captcha_id').primary();
    t.string('answer', 16).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('session', (t) => {
    t.uuid('session_id').primary();
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.index(['operator_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('session');
  await knex.schema.dropTableIfExists('captcha');
}
