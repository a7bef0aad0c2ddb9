import type { Knex } from 'knex';

/**
 * Uploaded attachments (accounts spec §3.2 attachment entry {typeno, path}): the metadata here, the
 * bytes in the file store under store_key (also the entry's path). business_type/business_code stay
 * empty until a form (account application, …) links the attachment to its record.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attachment', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('type_no', 8).notNullable();
    t.string('original_name', 255).notNullable();
    t.string('ext', 8).notNullable();
    t.string('mime', 120).notNullable();
    t.bigInteger('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.string('store_key', 256).notNullable().unique();
    t.string('business_type', 40);
    t.string('business_code', 64);
    // null for the public (registration) upload, made before an account exists
    t.uuid('uploaded_by').references('operator.operator_id').onDelete('SET NULL');
    t.string('uploaded_ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['business_type', 'business_code']);
    t.index(['uploaded_by', 'created_at']);
    t.index(['type_no', 'business_code']);
  });
  await knex.raw(`alter table attachment add constraint attachment_ext_check check (ext in ('pdf', 'doc', 'docx', 'jpg', 'png'))`);
  await knex.raw(`alter table attachment add constraint attachment_size_check check (size > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('attachment');
}
