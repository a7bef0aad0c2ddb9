import type { Knex } from 'knex';

/**
 * Role management (系统管理 → 角色管理): who changed a role and when, which roles are built in (kept in
 * step with contracts/src/built-in-roles.ts and read-only on screen), and the indexes the role list,
 * the "role in use" check and the user list read by.
 *
 * Content is not seeded here: menus (contracts/src/menus/), function codes (contracts/src/functions/)
 * and built-in roles are synced from contracts on every gateway start (gateway/src/bootstrap/seed.ts),
 * so a catalogue change needs no new migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('role', (t) => {
    t.boolean('built_in').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.index(['status']);
  });
  await knex.raw(`alter table role add constraint role_status_check check (status in ('0', '1'))`);
  await knex.schema.alterTable('role_menu', (t) => t.index(['menu_id']));
  await knex.schema.alterTable('role_func', (t) => t.index(['func_id']));
  await knex.schema.alterTable('operator_role', (t) => t.index(['role_id']));
  await knex.schema.alterTable('menu', (t) => t.index(['parent_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('menu', (t) => t.dropIndex(['parent_id']));
  await knex.schema.alterTable('operator_role', (t) => t.dropIndex(['role_id']));
  await knex.schema.alterTable('role_func', (t) => t.dropIndex(['func_id']));
  await knex.schema.alterTable('role_menu', (t) => t.dropIndex(['menu_id']));
  await knex.raw('alter table role drop constraint if exists role_status_check');
  await knex.schema.alterTable('role', (t) => {
    t.dropIndex(['status']);
    t.dropColumn('updated_by');
    t.dropColumn('created_at');
    t.dropColumn('built_in');
  });
}
