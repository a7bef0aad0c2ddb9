import type { Knex } from 'knex';

/**
 * The project lifecycle after the publicity audit (issue 10; contracts lifecycle/project.ts): publicity dates
 * and pause on the application, the validation body's conclusion, deadlines; registered projects
 * (project_info) with their change log; public comments; recalls; expert draws and appointments;
 * cancellation applications; the two deadline parameters.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_apply', (t) => {
    t.date('publicity_start_date');
    t.date('publicity_end_date');
    // a pause keeps the working days still to run, so a resume gives them back
    t.timestamp('publicity_paused_at', { useTz: true });
    t.integer('publicity_remaining_days');
    t.timestamp('validation_due_at', { useTz: true }); // publicity start + 100 calendar days (overdue flag)
    t.string('validation_conclusion', 1); // 1 positive, 0 negative
    t.text('comment_handling');
    t.timestamp('acceptance_due_at', { useTz: true }); // 15 working days from the registration application
    t.text('abort_reason');
    t.integer('expert_round').notNullable().defaultTo(0);
    t.index(['status', 'publicity_end_date']);
  });

  await knex.raw('create sequence project_code_seq');
  await knex.schema.createTable('project_info', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().unique().references('project_apply.id');
    t.string('project_code', 32).notNullable().unique();
    t.timestamp('registration_time', { useTz: true }).notNullable();
    t.string('status', 1).notNullable().defaultTo('0'); // 0 normal, 1 stopped
    t.string('cancel_flag', 1).notNullable().defaultTo('0'); // 1 cancelled, for ever
    t.text('stop_reason');
    t.timestamp('cancelled_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cancel_flag', 'status', 'registration_time']);
  });
  await knex.raw(`alter table project_info add constraint project_info_status_check check (status in ('0', '1') and cancel_flag in ('0', '1'))`);

  await knex.schema.createTable('project_change_log', (t) => {
    t.bigIncrements('id');
    t.uuid('apply_id').notNullable().references('project_apply.id');
    t.string('param_id', 64).notNullable();
    t.string('param_name', 128).notNullable();
    t.text('before_value');
    t.text('current_value');
    t.text('upd_param_detail'); // the explanation given with the change
    t.uuid('operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('operator_name', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['apply_id', 'created_at']);
  });

  await knex.schema.createTable('project_opinion', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().references('project_apply.id');
    t.text('content').notNullable();
    t.string('commenter_name', 64);
    t.string('contact', 64);
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['apply_id', 'created_at']);
  });

  await knex.schema.createTable('project_recall', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().references('project_apply.id');
    t.text('reason').notNullable();
    t.string('status', 2).notNullable().defaultTo('01'); // 01 under audit, 02 recalled, 03 refused
    t.text('opinion');
    t.uuid('applicant_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('auditor_name', 64);
    t.timestamp('audited_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['apply_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  // one recall under audit per application at a time
  await knex.raw(`create unique index project_recall_one_pending on project_recall (apply_id) where status = '01'`);

  await knex.schema.createTable('expert_draw', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().references('project_apply.id');
    t.integer('round').notNullable();
    t.string('seed', 64).notNullable(); // the draw is reproducible from the seed and the candidates
    t.jsonb('candidates').notNullable();
    t.jsonb('excluded').notNullable();
    t.jsonb('chosen').notNullable();
    t.uuid('drawn_by').references('operator.operator_id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['apply_id', 'created_at']);
  });

  await knex.schema.createTable('project_expert', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('apply_id').notNullable().references('project_apply.id');
    t.integer('round').notNullable();
    t.uuid('expert_operator_id').notNullable().references('operator.operator_id');
    t.uuid('draw_id').references('expert_draw.id');
    t.string('appoint_way', 8).notNullable(); // random or named
    t.decimal('fee', 12, 2);
    t.string('status', 2).notNullable().defaultTo('01'); // 01 proposed, 02 appointed, 03 evaluated
    t.string('conclusion', 1); // 1 agrees to register, 0 does not
    t.text('evaluation');
    t.timestamp('evaluated_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['apply_id', 'round', 'expert_operator_id']);
    t.index(['expert_operator_id', 'status']);
  });

  await knex.raw('create sequence project_cancel_no_seq');
  await knex.schema.createTable('project_cancel_apply', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('apply_no', 32).notNullable().unique();
    t.uuid('project_info_id').notNullable().references('project_info.id');
    t.uuid('cust_id').references('customer.cust_id');
    t.text('reason').notNullable();
    t.string('initiated_by', 8).notNullable(); // owner or registry
    t.uuid('applicant_operator_id').references('operator.operator_id').onDelete('SET NULL');
    t.string('status', 2).notNullable().defaultTo('01');
    t.text('opinion');
    t.string('process_instance_id', 64);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cust_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  await knex.raw(`create unique index project_cancel_one_pending on project_cancel_apply (project_info_id) where status = '01'`);

  await knex('sys_param').insert([
    {
      param_key: 'project.publicity.workingDays',
      param_name: '项目公示期工作日数',
      param_name_en: 'Working days of project publicity',
      param_value: '20',
      value_type: 'integer',
      min_value: 0,
      max_value: 365,
      remark: '项目设计文件公示期（交易日历工作日）',
      sort: 20,
    },
    {
      param_key: 'project.registerAcceptance.workingDays',
      param_name: '项目登记受理工作日数',
      param_name_en: 'Working days of registration acceptance',
      param_value: '15',
      value_type: 'integer',
      min_value: 0,
      max_value: 365,
      remark: '登记申请的受理期限（交易日历工作日）',
      sort: 30,
    },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('sys_param').whereIn('param_key', ['project.publicity.workingDays', 'project.registerAcceptance.workingDays']).delete();
  await knex.schema.dropTableIfExists('project_cancel_apply');
  await knex.raw('drop sequence if exists project_cancel_no_seq');
  await knex.schema.dropTableIfExists('project_expert');
  await knex.schema.dropTableIfExists('expert_draw');
  await knex.schema.dropTableIfExists('project_recall');
  await knex.schema.dropTableIfExists('project_opinion');
  await knex.schema.dropTableIfExists('project_change_log');
  await knex.schema.dropTableIfExists('project_info');
  await knex.raw('drop sequence if exists project_code_seq');
  await knex.schema.alterTable('project_apply', (t) => {
    t.dropIndex(['status', 'publicity_end_date']);
    t.dropColumns('publicity_start_date', 'publicity_end_date', 'publicity_paused_at', 'publicity_remaining_days', 'validation_due_at',
      'validation_conclusion', 'comment_handling', 'acceptance_due_at', 'abort_reason', 'expert_round');
  });
}
