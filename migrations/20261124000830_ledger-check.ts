import type { Knex } from 'knex';

/**
 * The ledger's reconciliation runs (issue 12): each run of the invariants (workers/src/ledger/invariants.ts
 * checkLedger), on demand from the reconciliation page or nightly by the gateway's timer, with its counts and the
 * result of each invariant (name, ok, up to 20 lines naming what is wrong).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_check', (t) => {
    t.bigIncrements('id');
    t.string('trigger', 16).notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.boolean('ok');
    t.integer('blocks').notNullable().defaultTo(0);
    t.integer('entries').notNullable().defaultTo(0);
    t.bigInteger('units').notNullable().defaultTo(0);
    t.jsonb('results').notNullable().defaultTo('[]');
    // a run that could not finish (the database failed under it)
    t.text('error');
    t.uuid('operator_id');
    t.string('operator_name', 100);
  });
  await knex.raw(`alter table ledger_check add constraint ledger_check_trigger check (trigger in ('manual', 'nightly'))`);
  await knex.raw('create index ledger_check_started on ledger_check (started_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ledger_check');
}
