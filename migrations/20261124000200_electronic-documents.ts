import type { Knex } from 'knex';

/**
 * Electronic document settings (/system/electronic; registry spec §3 "Electronic document type", "Business document
 * setting"; contracts electronic-documents.ts):
 *
 * electronic_doc_type: a type of document the registry takes: names, allowed formats (of pdf, doc, docx, jpg, png),
 * size limit in KB or MB, an optional template (an attachment, business_type 'docTemplate'), status '1' enabled /
 * '0' disabled (no uploads), sort order. Every upload is checked against its type's row.
 *
 * electronic_business_doc: per business function (business_code, e.g. projectApply) the types it takes, at most
 * doc_number files each, required or not. A type in use here cannot be deleted (foreign key, and the gateway says so).
 *
 * electronic_doc_seed: which seed entries of contracts the gateway has added at start, so it adds each once and
 * never brings back what the registry removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('electronic_doc_type', (t) => {
    t.string('type_no', 8).primary();
    t.string('type_name', 64).notNullable();
    t.string('type_name_en', 128).notNullable().defaultTo('');
    t.specificType('extensions', 'text[]').notNullable();
    t.decimal('size_limit', 10, 2).notNullable();
    t.string('unit', 2).notNullable();
    t.uuid('template_id').references('attachment.id').onDelete('SET NULL');
    t.string('status', 1).notNullable().defaultTo('1');
    t.integer('sort').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    // the list's order, and its status filter
    t.index(['sort', 'type_no']);
    t.index(['status', 'sort']);
  });
  await knex.raw(
    `alter table electronic_doc_type add constraint electronic_doc_type_extensions_check check (cardinality(extensions) > 0 and extensions <@ array['pdf', 'doc', 'docx', 'jpg', 'png']::text[])`,
  );
  await knex.raw(`alter table electronic_doc_type add constraint electronic_doc_type_size_check check (size_limit > 0 and unit in ('KB', 'MB'))`);
  await knex.raw(`alter table electronic_doc_type add constraint electronic_doc_type_status_check check (status in ('1', '0'))`);

  await knex.schema.createTable('electronic_business_doc', (t) => {
    t.increments('id');
    t.string('business_code', 40).notNullable();
    t.string('business_name', 64).notNullable();
    t.string('business_name_en', 128).notNullable().defaultTo('');
    t.string('type_no', 8).notNullable().references('electronic_doc_type.type_no').onDelete('RESTRICT');
    t.integer('doc_number').notNullable().defaultTo(1);
    t.boolean('required').notNullable().defaultTo(false);
    t.integer('sort').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.unique(['business_code', 'type_no']);
    // "is the type in use" on delete
    t.index(['type_no']);
  });
  await knex.raw(`alter table electronic_business_doc add constraint electronic_business_doc_number_check check (doc_number >= 1)`);

  await knex.schema.createTable('electronic_doc_seed', (t) => {
    t.string('seed_key', 80).primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('electronic_doc_seed');
  await knex.schema.dropTableIfExists('electronic_business_doc');
  await knex.schema.dropTableIfExists('electronic_doc_type');
}
