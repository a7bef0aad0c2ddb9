import type { Knex } from 'knex';

/**
 * Information publishing (/information, issue 14): the portal's columns, the articles released in them, the home
 * page's banners and the methodology library. Files (a release's attachments and cover, a banner's image, a
 * methodology's documents) are attachment rows linked by business_type + business_code (the row's id), read through
 * the file module's owner rule.
 *
 * A release is visible to the public when status = 'published' and publish_at <= now(): a publish time in the future
 * is a scheduled release, needing no job to go live. The stable codes of the seeded columns are what the portal's
 * routes ask for (/notice/guideList → guide, /notice/commonQus → faq, /notice/methodCollect → methodCollect).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('info_column', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('parent_id').references('info_column.id').onDelete('RESTRICT');
    t.string('code', 32).notNullable().unique();
    t.string('name_zh', 50).notNullable();
    t.string('name_en', 100).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.boolean('visible').notNullable().defaultTo(true);
    t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('version').notNullable().defaultTo(1);
    t.index(['parent_id', 'sort']);
  });
  await knex.raw(`alter table info_column add constraint info_column_code check (code ~ '^[a-zA-Z][a-zA-Z0-9_-]{0,31}$')`);
  await knex('info_column').insert([
    { code: 'news', name_zh: '新闻动态', name_en: 'News', sort: 10 },
    { code: 'notice', name_zh: '通知公告', name_en: 'Notices', sort: 20 },
    { code: 'policy', name_zh: '政策法规', name_en: 'Policies and regulations', sort: 30 },
    { code: 'guide', name_zh: '业务指南', name_en: 'Guides', sort: 40 },
    { code: 'faq', name_zh: '常见问题', name_en: 'Common questions', sort: 50 },
    { code: 'methodCollect', name_zh: '方法学征集', name_en: 'Methodology calls', sort: 60 },
  ]);

  await knex.schema.createTable('info_release', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('column_id').notNullable().references('info_column.id').onDelete('RESTRICT');
    t.string('title', 200).notNullable();
    t.string('summary', 500);
    // sanitised on the server with an allow-list before it is stored; never trusted from the browser
    t.text('body_html').notNullable().defaultTo('');
    t.string('source', 100);
    t.uuid('cover_attachment_id').references('attachment.id').onDelete('SET NULL');
    t.string('status', 16).notNullable().defaultTo('draft');
    // set when published: the time it becomes public (a future time schedules it)
    t.timestamp('publish_at', { useTz: true });
    t.timestamp('withdrawn_at', { useTz: true });
    t.boolean('pinned').notNullable().defaultTo(false);
    t.bigInteger('view_count').notNullable().defaultTo(0);
    t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL');
    t.uuid('updated_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.raw(`alter table info_release
    add constraint info_release_status check (status in ('draft', 'published', 'withdrawn')),
    add constraint info_release_published_time check (status <> 'published' or publish_at is not null)`);
  // the portal's column pages: pinned first, newest first, published rows only
  await knex.raw(`create index info_release_public on info_release (column_id, pinned desc, publish_at desc, id desc) where status = 'published'`);
  await knex.raw(`create index info_release_public_all on info_release (publish_at desc, id desc) where status = 'published'`);
  // the back office's list: by status, latest change first
  await knex.raw(`create index info_release_manage on info_release (status, updated_at desc, id desc)`);

  await knex.schema.createTable('info_banner', (t) => {
    t.bigIncrements('id').primary();
    t.string('title', 100).notNullable();
    // the image's text alternative (WCAG 1.1.1)
    t.string('alt_text', 200).notNullable();
    t.uuid('image_attachment_id').references('attachment.id').onDelete('SET NULL');
    t.string('link_url', 500);
    t.integer('sort').notNullable().defaultTo(0);
    t.timestamp('valid_from', { useTz: true });
    t.timestamp('valid_to', { useTz: true });
    t.boolean('enabled').notNullable().defaultTo(true);
    t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('version').notNullable().defaultTo(1);
    t.index(['enabled', 'sort']);
  });
  await knex.raw(`alter table info_banner add constraint info_banner_period check (valid_to is null or valid_from is null or valid_to > valid_from)`);

  await knex.schema.createTable('methodology', (t) => {
    t.bigIncrements('id').primary();
    // CCER-{field}-{seq}-V{version}: field = the sectoral scope (01–16), seq within the scope, version
    t.string('code', 24).notNullable().unique();
    t.string('field_code', 2).notNullable();
    t.integer('seq').notNullable();
    t.integer('version_no').notNullable();
    t.string('name_zh', 200).notNullable();
    t.string('name_en', 300);
    // level-2 project types (contracts/src/reference/project-types.ts) the methodology applies to
    t.specificType('project_types', 'varchar(16)[]').notNullable().defaultTo('{}');
    t.string('status', 16).notNullable().defaultTo('inForce');
    t.date('effective_date');
    t.date('withdrawn_date');
    t.string('summary', 2000);
    t.uuid('created_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('version').notNullable().defaultTo(1);
    t.unique(['field_code', 'seq', 'version_no']);
    t.index(['status', 'field_code', 'seq']);
  });
  await knex.raw(`alter table methodology
    add constraint methodology_code check (code ~ '^CCER-[0-9]{2}-[0-9]{3}-V[0-9]{2}$'),
    add constraint methodology_code_parts check (code = 'CCER-' || field_code || '-' || lpad(seq::text, 3, '0') || '-V' || lpad(version_no::text, 2, '0')),
    add constraint methodology_status check (status in ('inForce', 'withdrawn'))`);
  await knex.raw(`create index methodology_project_types on methodology using gin (project_types)`);
  // the first four methodologies of the 2023 measures (published by the Ministry of Ecology and Environment, October 2023)
  await knex('methodology').insert([
    { code: 'CCER-01-001-V01', field_code: '01', seq: 1, version_no: 1, name_zh: '并网光热发电', name_en: 'Grid-connected solar thermal power generation', project_types: knex.raw(`'{A0101}'`), effective_date: '2023-10-24' },
    { code: 'CCER-01-002-V01', field_code: '01', seq: 2, version_no: 1, name_zh: '并网海上风力发电', name_en: 'Grid-connected offshore wind power generation', project_types: knex.raw(`'{A0102}'`), effective_date: '2023-10-24' },
    { code: 'CCER-14-001-V01', field_code: '14', seq: 1, version_no: 1, name_zh: '造林碳汇', name_en: 'Afforestation carbon sink', project_types: knex.raw(`'{N0101}'`), effective_date: '2023-10-24' },
    { code: 'CCER-14-002-V01', field_code: '14', seq: 2, version_no: 1, name_zh: '红树林营造', name_en: 'Mangrove creation', project_types: knex.raw(`'{N0102}'`), effective_date: '2023-10-24' },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('methodology');
  await knex.schema.dropTableIfExists('info_banner');
  await knex.schema.dropTableIfExists('info_release');
  await knex.schema.dropTableIfExists('info_column');
}
