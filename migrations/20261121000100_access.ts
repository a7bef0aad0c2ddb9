import type { Knex } from 'knex';

/** Operators, roles, menus and function codes: access as data (architecture §4). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('menu', (t) => {
    t.string('menu_id', 16).primary();
    t.string('parent_id', 16).notNullable();
    t.string('menu_name', 64).notNullable();
    t.string('menu_name_en', 64).notNullable();
    t.string('path', 128).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('func', (t) => {
    t.string('func_id', 16).primary();
    t.string('func_name', 64).notNullable();
    t.string('func_name_en', 64).notNullable();
  });
  await knex.schema.createTable('role', (t) => {
    t.increments('role_id');
    t.string('role_name', 64).notNullable().unique();
    t.string('status', 2).notNullable().defaultTo('1');
    t.string('remark', 256);
    t.boolean('is_sys_admin').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('role_menu', (t) => {
    t.integer('role_id').notNullable().references('role.role_id').onDelete('CASCADE');
    t.string('menu_id', 16).notNullable().references('menu.menu_id');
    t.primary(['role_id', 'menu_id']);
  });
  await knex.schema.createTable('role_func', (t) => {
    t.integer('role_id').notNullable().references('role.role_id').onDelete('CASCADE');
    t.string('func_id', 16).notNullable().references('func.func_id');
    t.primary(['role_id', 'func_id']);
  });
  await knex.schema.createTable('customer', (t) => {
    t.uuid('cust_id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('cust_name', 80).notNullable();
    t.string('cust_type', 32); // comma-separated account types: 01 project owner, 02, 03, 04
    t.string('is_complete', 1).notNullable().defaultTo('1');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('operator', (t) => {
    t.uuid('operator_id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('login_name', 64).notNullable().unique();
    t.string('password_hash', 256).notNullable();
    t.string('operator_code', 32).notNullable().unique();
    t.string('operator_name', 64);
    t.string('operator_type', 2).notNullable();
    t.uuid('cust_id').references('customer.cust_id');
    t.string('province_id', 12);
    t.string('status', 2).notNullable().defaultTo('1'); // 1 active, 0 disabled
    t.integer('failed_logins').notNullable().defaultTo(0);
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('password_changed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('operator_role', (t) => {
    t.uuid('operator_id').notNullable().references('operator.operator_id').onDelete('CASCADE');
    t.integer('role_id').notNullable().references('role.role_id').onDelete('CASCADE');
    t.primary(['operator_id', 'role_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['operator_role', 'operator', 'customer', 'role_func', 'role_menu', 'role', 'func', 'menu']) {
    await knex.schema.dropTableIfExists(table);
  }
}
