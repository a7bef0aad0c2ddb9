import type { Knex } from 'knex';

/**
 * A holder's blocks in the order a move takes them (workers/src/ledger/statements.ts: by project and vintage, the
 * largest block first): a posting reads and locks only the first few blocks along this index instead of sorting every
 * block of the holder's position. It replaces unit_block_holder, whose columns it begins with (the holdings pages
 * filter by holder, state, project and vintage), so that a posting keeps one index fewer up to date on every block it
 * writes. Blocks held for a claim are found by unit_block_claim.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index unit_block_take on unit_block
    (holder_id, state, project_code, vintage, (serial_end - serial_start) desc, serial_start)`);
  await knex.raw('drop index unit_block_holder');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index unit_block_holder on unit_block (holder_id, state, project_code, vintage, serial_start)');
  await knex.raw('drop index if exists unit_block_take');
}
