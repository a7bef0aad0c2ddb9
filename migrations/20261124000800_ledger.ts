import type { Knex } from 'knex';

/**
 * The CCER ledger (ARCHITECTURE §6, issue 12). Units live as blocks of serials, never as balances; every change of a
 * block is an append-only ledger entry written in the same transaction. The database itself holds the rules that
 * must never break: serial ranges of a project never overlap (an exclusion constraint, checked at commit: a posting
 * shortens a block and inserts its tail in one statement), a block is never empty, and
 * ledger entries are never updated or deleted (a trigger, also against TRUNCATE).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists btree_gist');

  // the last serial and the last issuance batch of each project, locked while an issuance numbers its blocks
  await knex.schema.createTable('unit_serial', (t) => {
    t.string('project_code', 32).primary();
    t.bigInteger('last_serial').notNullable().defaultTo(0);
    t.integer('last_batch').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('unit_block', (t) => {
    t.bigIncrements('id');
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.integer('batch').notNullable();
    t.bigInteger('serial_start').notNullable();
    t.bigInteger('serial_end').notNullable();
    t.uuid('holder_id').notNullable().references('customer.cust_id');
    t.string('state', 16).notNullable();
    // the business row a pending move or a freeze holds the block for (a transfer's reservation, a freeze record)
    t.uuid('claim_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table unit_block
    add constraint unit_block_range check (serial_start >= 1 and serial_end >= serial_start),
    add constraint unit_block_state check (state in ('available', 'frozen', 'trading', 'retired', 'cancelled')),
    add constraint unit_block_no_overlap exclude using gist (project_code with =, int8range(serial_start, serial_end, '[]') with &&)
      deferrable initially deferred`);
  // a holder's blocks by state, project and vintage (holdings, the blocks a move takes); a claim's blocks
  await knex.raw('create index unit_block_holder on unit_block (holder_id, state, project_code, vintage, serial_start)');
  await knex.raw('create index unit_block_claim on unit_block (claim_id) where claim_id is not null');

  await knex.schema.createTable('ledger_entry', (t) => {
    t.bigIncrements('id');
    // the entries one posting wrote share it
    t.uuid('tx_id').notNullable();
    t.string('kind', 16).notNullable();
    t.string('project_code', 32).notNullable();
    t.integer('vintage').notNullable();
    t.integer('batch').notNullable();
    t.bigInteger('serial_start').notNullable();
    t.bigInteger('serial_end').notNullable();
    t.bigInteger('quantity').notNullable();
    t.uuid('from_holder');
    t.uuid('to_holder').notNullable();
    t.string('from_state', 16);
    t.string('to_state', 16).notNullable();
    t.uuid('from_claim');
    t.uuid('to_claim');
    t.string('reason', 500);
    t.string('business_type', 32);
    t.string('business_key', 64);
    t.string('process_instance_id', 64);
    t.uuid('operator_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table ledger_entry add constraint ledger_entry_range check (serial_start >= 1 and serial_end >= serial_start and quantity = serial_end - serial_start + 1)`);
  // a serial's history (every entry whose range holds it), a posting's entries, a business row's entries
  await knex.raw('create index ledger_entry_serial on ledger_entry using gist (project_code, int8range(serial_start, serial_end, \'[]\'))');
  await knex.raw('create index ledger_entry_tx on ledger_entry (tx_id)');
  await knex.raw('create index ledger_entry_business on ledger_entry (business_type, business_key)');

  await knex.raw(`create function ledger_entry_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only (% refused)', tg_op using errcode = 'restrict_violation';
    end $$`);
  await knex.raw(`create trigger ledger_entry_no_change before update or delete on ledger_entry for each row execute function ledger_entry_append_only()`);
  await knex.raw(`create trigger ledger_entry_no_truncate before truncate on ledger_entry for each statement execute function ledger_entry_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists ledger_entry');
  await knex.raw('drop function if exists ledger_entry_append_only()');
  await knex.schema.dropTableIfExists('unit_block');
  await knex.schema.dropTableIfExists('unit_serial');
}
