import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ApplyRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { validApplication } from '../fixtures/applications.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { applicationUnderAcceptance, statusBecomes, taskOf } from '../fixtures/project-chain.ts';
import { projectApplyStatus } from '../../workers/src/topics/project-apply-status.ts';
import { notifyProjectStep } from '../../workers/src/topics/action-notices.ts';

type Headers = { authorization: string };
interface NoticeRow {
  id: string;
  task_key: string;
  activation: string;
  operator_id: string;
  channel: 'sms' | 'email';
  address: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  send_record_id: string | null;
  next_attempt_at: Date;
  params: Record<string, string>;
}

/**
 * "Action required" notices on the real stack (engine, workers, database): as the project chain moves, each step's
 * actors get a notice row in the status change's transaction (the submission's publicity audit by the gateway, the
 * later steps by the worker), and the dispatcher sends them with the business templates through the record providers
 * into the send records. The stack's own gateway leaves notices to the tests (NOTICE_INTERVAL_MS in tests/setup).
 * The demo actors get a mobile number and an e-mail address for the run, given back afterwards.
 */
describe('action-required notices of the project chain', () => {
  const tag = randomUUID().slice(0, 8);
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();
  let app: FastifyInstance;
  let admin: Headers;
  const actors: Record<'owner' | 'country' | 'body', { id: string; mobile: string; email: string; before: { mobile_phone_no: string | null; email_address: string | null } }> = {} as never;
  const logins = { owner: demoUsers.owner.loginName, country: demoUsers.country.loginName, body: 'org01' } as const;

  const notices = (applyId: string): Promise<NoticeRow[]> => app.db('action_notice').where({ business_type: 'projectApply', business_key: applyId }).orderBy('id');
  const of = (rows: NoticeRow[], who: keyof typeof actors) => rows.filter((r) => r.operator_id === actors[who].id);
  const sms = (rows: NoticeRow[], who: keyof typeof actors) => of(rows, who).find((r) => r.channel === 'sms')!;
  const email = (rows: NoticeRow[], who: keyof typeof actors) => of(rows, who).find((r) => r.channel === 'email')!;

  /** A new application of the owner's, submitted (公示审核中). */
  async function submitted(): Promise<{ id: string; projectName: string }> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const id = saved.body.dataInfo.id;
    const r = await owner.post('/api/project-manage/prep-pub-apply', { ...form, id, fileIds: await designDocument(owner) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { id, projectName: form.projectName };
  }

  const template = async (channel: 'sms' | 'email') => {
    const r = await app.inject({ method: 'POST', url: `/api/${channel}/business-config/list`, headers: admin, payload: {} });
    return (r.json().dataInfo as Array<Record<string, unknown>>).find((t) => t.business === 'action-required')!;
  };
  const putTemplate = (channel: 'sms' | 'email', body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/${channel}/business-config`, headers: { ...admin, 'accept-language': 'zh-CN' }, payload: body });

  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), body.signIn({ loginName: 'org01', password: demoUsers.owner.password })]);
    for (const key of Object.keys(logins) as Array<keyof typeof logins>) {
      const row = await app.db('operator').where({ login_name: logins[key] }).first('operator_id', 'mobile_phone_no', 'email_address');
      const mobile = `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      const address = `${logins[key]}-${tag}@example.com`;
      actors[key] = { id: row.operator_id, mobile, email: address, before: { mobile_phone_no: row.mobile_phone_no, email_address: row.email_address } };
      await app.db('operator').where({ operator_id: row.operator_id }).update({ mobile_phone_no: mobile, email_address: address });
    }
  });

  afterAll(async () => {
    for (const a of Object.values(actors)) await app.db('operator').where({ operator_id: a.id }).update(a.before);
    await app?.close();
  });

  it('tells the registry staff holding 054 of a submission, and the dispatcher records the messages with provider record', async () => {
    const { id, projectName } = await submitted();
    const rows = await notices(id);
    expect(new Set(rows.map((r) => r.task_key))).toEqual(new Set(['publicityAudit']));
    expect(of(rows, 'owner')).toHaveLength(0);
    expect(of(rows, 'body')).toHaveLength(0);
    expect(of(rows, 'country').map((r) => [r.channel, r.status, r.address])).toEqual([
      ['sms', 'pending', actors.country.mobile],
      ['email', 'pending', actors.country.email],
    ]);
    const params = sms(rows, 'country').params;
    expect(params).toMatchObject({ name: '国家管理员', project: projectName, step: '公示审核' });
    expect(params.due).toMatch(/^（截止日期：\d{4}-\d{2}-\d{2}）$/);

    await app.notices.kick();
    const sent = await notices(id);
    for (const r of of(sent, 'country')) expect(r).toMatchObject({ status: 'sent', attempts: 1, last_error: null, send_record_id: expect.any(String) });
    const smsRecord = await app.db('sms_send_record').where({ id: sms(sent, 'country').send_record_id }).first();
    expect(smsRecord).toMatchObject({ mobile: actors.country.mobile, business: 'action-required', provider: 'record', status: '1', verification_code: null, config_id: null });
    expect(smsRecord.content).toBe(`【CCER注册登记系统】国家管理员您好，项目“${projectName}”待您办理：公示审核${params.due}，请登录系统处理。`);
    const emailRecord = await app.db('email_send_record').where({ id: email(sent, 'country').send_record_id }).first();
    expect(emailRecord).toMatchObject({ email: actors.country.email, business: 'action-required', subject: '待办提醒：公示审核', provider: 'record', status: '1' });
    expect(emailRecord.content).toContain(`项目“${projectName}”有一项待办事项需要您办理：公示审核${params.due}。`);

    // the record lists name the business
    const list = await app.inject({ method: 'POST', url: '/api/sms/send-record', headers: admin, payload: { mobile: actors.country.mobile, business: 'action-required' } });
    expect(list.json().dataInfo[0]).toMatchObject({ business: 'action-required', businessName: '待办提醒' });
    // sent once: a second dispatch finds nothing of it
    await app.notices.kick();
    expect(await app.db('sms_send_record').where({ mobile: actors.country.mobile, business: 'action-required' }).count({ n: '*' }).first()).toEqual({ n: '1' });

    // approved: in publicity nobody's step waits, no notice follows
    const audit = await taskOf(country, id, 'ccerProjectPubApply');
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true })).status).toBe(200);
    await statusBecomes(owner, id, '02');
    expect(await notices(id)).toHaveLength(rows.length);
  });

  it('tells the body, then the owner, then the registry as the chain moves on; a worker retry adds nothing', async () => {
    const apply = await applicationUnderAcceptance({ owner, country, body });
    const rows = await notices(apply.id);
    const step = (taskKey: string) => rows.filter((r) => r.task_key === taskKey);
    // the validation body named on the application uploads its report
    expect(of(step('orgUploadFile'), 'body').map((r) => r.channel)).toEqual(['sms', 'email']);
    expect(of(step('orgUploadFile'), 'owner')).toHaveLength(0);
    expect(sms(step('orgUploadFile'), 'body').params).toMatchObject({ name: '李审定', step: '上传审定报告', due: expect.stringMatching(/^（截止日期：/) });
    // the owner (the demo company has no representative link: the applicant) confirms and applies
    expect(of(step('confirmOrgFile'), 'owner')).toHaveLength(2);
    expect(of(step('confirmOrgFile'), 'body')).toHaveLength(0);
    expect(sms(step('confirmOrgFile'), 'owner').params).toMatchObject({ name: '张业主', step: '业主确认审定材料', due: '' });
    expect(of(step('registerApply'), 'owner')).toHaveLength(2);
    // the registry accepts within its working days
    expect(sms(step('registerAcct'), 'country').params).toMatchObject({ step: '登记受理', due: expect.stringMatching(/^（截止日期：/) });
    expect(of(step('registerAcct'), 'owner')).toHaveLength(0);

    await app.notices.kick();
    const ownerSms = await app.db('sms_send_record').where({ id: (await app.db('action_notice').where({ id: sms(step('confirmOrgFile'), 'owner').id }).first()).send_record_id }).first();
    expect(ownerSms).toMatchObject({ mobile: actors.owner.mobile, business: 'action-required', provider: 'record', status: '1' });
    expect(ownerSms.content).toContain(`张业主您好，项目“${apply.projectName}”待您办理：业主确认审定材料，`);

    // the worker's status task for 08 delivered again: done already, nothing added
    const log = await app.db('operation_log').where({ abstract: 'project-apply.status', business_key: apply.id }).whereRaw(`after_value->>'status' = '08'`).first('external_task_id');
    const task = { id: log.external_task_id, topicName: 'project-apply-status', workerId: 'test', businessKey: apply.id, processInstanceId: apply.processInstanceId, retries: null };
    await projectApplyStatus({ task: task as never, variables: { targetStatus: '08' }, db: app.db, logger: pino({ level: 'silent' }) });
    // and the same activation written again meets the unique key
    const activation = step('confirmOrgFile')[0]!.activation;
    expect(await app.db.transaction((trx) => notifyProjectStep(trx, { applyId: apply.id, from: '07', to: '08', activation }))).toBe(0);
    expect(await notices(apply.id)).toHaveLength(rows.length);
  });

  it('sends nothing for a disabled template: none written, and one written before is skipped', async () => {
    const smsTemplate = await template('sms');
    const emailTemplate = await template('email');
    expect(smsTemplate).toMatchObject({ businessName: '待办提醒', enabled: true, placeholders: ['name', 'project', 'step', 'due'] });
    expect(emailTemplate).toMatchObject({ businessName: '待办提醒', subject: '待办提醒：{step}', enabled: true });
    // a notice has no code: {code} is not one of its placeholders, and none is required
    const withCode = await putTemplate('sms', { id: smsTemplate.id, template: '{name}：{code}', enabled: true });
    expect(withCode.json().dataInfo).toEqual([{ field: 'template', message: '模板中含有不支持的占位符：{code}' }]);

    const before = await submitted();
    try {
      for (const r of [
        await putTemplate('sms', { id: smsTemplate.id, template: smsTemplate.template, enabled: false }),
        await putTemplate('email', { id: emailTemplate.id, subject: emailTemplate.subject, template: emailTemplate.template, enabled: false }),
      ])
        expect(r.statusCode, r.body).toBe(200);
      const after = await submitted();
      expect(await notices(after.id)).toHaveLength(0);

      await app.notices.kick();
      for (const r of of(await notices(before.id), 'country')) expect(r).toMatchObject({ status: 'skipped', last_error: 'template disabled', send_record_id: null });
    } finally {
      await putTemplate('sms', { id: smsTemplate.id, template: smsTemplate.template, enabled: true });
      await putTemplate('email', { id: emailTemplate.id, subject: emailTemplate.subject, template: emailTemplate.template, enabled: true });
    }
  });

  it('skips SMS when it is off, and retries a failed send with back-off until it gives up', async () => {
    const off = await testApp({ SMS_PROVIDER: 'none' });
    try {
      const { id } = await submitted();
      await off.notices.kick();
      const rows = await notices(id);
      expect(sms(rows, 'country')).toMatchObject({ status: 'skipped', last_error: 'SMS is off (SMS_PROVIDER=none)' });
      expect(email(rows, 'country')).toMatchObject({ status: 'sent' });
    } finally {
      await off.close();
    }

    // an HTTP gateway nobody listens on
    const cfg = await app.inject({ method: 'POST', url: '/api/sms/config', headers: admin, payload: { name: `不可达-${tag}`, provider: 'http', endpoint: 'http://127.0.0.1:1/sms' } });
    expect(cfg.statusCode, cfg.body).toBe(200);
    const cfgId = cfg.json().dataInfo.id as string;
    try {
      expect((await app.inject({ method: 'PUT', url: '/api/sms/config/enable', headers: admin, payload: { id: cfgId } })).statusCode).toBe(200);
      const { id } = await submitted();
      await app.notices.kick();
      const failed = sms(await notices(id), 'country');
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });
      expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
      expect(await app.db('sms_send_record').where({ id: failed.send_record_id }).first()).toMatchObject({ status: '0', provider: 'http', config_id: cfgId });

      // the last try
      await app.db('action_notice').where({ id: failed.id }).update({ attempts: 4, next_attempt_at: app.db.fn.now() });
      await app.notices.kick();
      expect(await app.db('action_notice').where({ id: failed.id }).first()).toMatchObject({ status: 'failed', attempts: 5 });
    } finally {
      await app.inject({ method: 'PUT', url: '/api/sms/config/disable', headers: admin, payload: { id: cfgId } });
    }
  });
});
