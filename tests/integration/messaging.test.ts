import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { sendBusinessEmail } from '../../gateway/src/domain/messaging/email-send.ts';

type Headers = { authorization: string };

/**
 * SMS and e-mail configurations, business templates, send records and resend (accounts spec §7.6) on the real
 * database: CRUD with masked secrets, one enabled configuration per channel, field messages, the template in a
 * sent SMS code, and resend through a real SMTP listener and a real HTTP SMS endpoint.
 */
describe('SMS and e-mail configuration, templates and resend', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let owner: Headers;
  const tag = randomUUID().slice(0, 8);

  // a real SMTP listener: no STARTTLS (plain, as a local relay), AUTH required and checked
  const mails: Array<{ from: string; to: string[]; user: string | undefined; data: string }> = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === `pw-${tag}`) cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  let smtpPort = 0;
  // a real HTTP SMS endpoint
  const smsHits: Array<{ body: string; signature: string | undefined }> = [];
  const smsEndpoint: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      smsHits.push({ body, signature: req.headers['x-signature'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  let smsUrl = '';

  const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown, lang = 'zh-CN') =>
    app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, payload: (payload ?? {}) as object });
  const okData = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const r = await call(method, url, admin, payload);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const disableAll = () => app.db('msg_config').where({ enabled: true }).update({ enabled: false });

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_PER_MINUTE: '10000' });
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => smsEndpoint.listen(0, '127.0.0.1', () => resolve()));
    smsUrl = `http://127.0.0.1:${(smsEndpoint.address() as AddressInfo).port}/sms`;
    await disableAll();
  });
  afterAll(async () => {
    await disableAll();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => smsEndpoint.close(() => resolve()));
    await app.close();
  });

  it('adds, lists and modifies SMS configurations with the secret masked and kept', async () => {
    const add = await okData('POST', '/api/sms/config', {
      name: `短信网关-${tag}`,
      provider: 'http',
      endpoint: smsUrl,
      appKey: 'key-1',
      secret: 'secret-1',
      signName: 'CCER',
    });
    const id = add.dataInfo.id as string;
    const stored = await app.db('msg_config').where({ id }).first();
    expect(stored).toMatchObject({ channel: 'sms', enabled: false, secret: 'secret-1', server_address: smsUrl, updated_by: 'admin' });

    const list = await okData('POST', '/api/sms/config/list', { name: tag, pageNumber: 1, pageSize: 10 });
    expect(list.total).toBe(1);
    expect(list.dataInfo[0]).toMatchObject({ id, name: `短信网关-${tag}`, provider: 'http', appKey: 'key-1', secret: '******', enabled: false });
    expect(JSON.stringify(list)).not.toContain('secret-1');

    // a modify without a new secret keeps the old one; with one, replaces it
    await okData('PUT', '/api/sms/config', { id, name: `短信网关-${tag}`, provider: 'http', endpoint: smsUrl, appKey: 'key-2', secret: '', signName: 'CCER' });
    expect(await app.db('msg_config').where({ id }).first()).toMatchObject({ user_name: 'key-2', secret: 'secret-1' });
    await okData('PUT', '/api/sms/config', { id, name: `短信网关-${tag}`, provider: 'http', endpoint: smsUrl, appKey: 'key-2', secret: 'secret-2', signName: 'CCER' });
    expect(await app.db('msg_config').where({ id }).first()).toMatchObject({ secret: 'secret-2' });
    const log = await app.db('operation_log').where({ business_type: 'sms-config', business_key: id }).orderBy('log_id');
    expect(log.map((l) => l.abstract)).toEqual(['sms-config.add', 'sms-config.modify', 'sms-config.modify']);
    expect(JSON.stringify(log)).not.toMatch(/secret-[12]/);

    const missing = await call('PUT', '/api/sms/config', admin, { id: '999999999', name: 'x', provider: 'record' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('配置不存在或已被删除');
  });

  it('answers 400 with field messages in Chinese (and English) for a bad body', async () => {
    const sms = await call('POST', '/api/sms/config', admin, { name: '', provider: 'http', endpoint: 'ftp://x' });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'name', message: '请输入配置名称' },
        { field: 'endpoint', message: '服务地址须以 http:// 或 https:// 开头' },
      ]),
    );
    const noEndpoint = await call('POST', '/api/sms/config', admin, { name: 'x', provider: 'http' });
    expect(noEndpoint.json().dataInfo).toEqual([{ field: 'endpoint', message: '请输入服务地址' }]);

    const bad = { name: '邮件', provider: 'smtp', smtpHost: 'smtp.example.com', smtpPort: 70000, sender: 'not-an-address', dailyLimit: -1 };
    const email = await call('POST', '/api/email/config', admin, bad);
    expect(email.statusCode).toBe(400);
    expect(email.json().dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'smtpPort', message: '端口须为1到65535之间的整数' },
        { field: 'sender', message: '邮箱格式不正确' },
        { field: 'dailyLimit', message: '请输入大于等于0的整数' },
      ]),
    );
    const en = await call('POST', '/api/email/config', admin, bad, 'en');
    expect(en.json().dataInfo).toEqual(expect.arrayContaining([{ field: 'sender', message: 'Invalid e-mail address' }]));
    const noHost = await call('POST', '/api/email/config', admin, { name: '邮件', provider: 'smtp', sender: 'a@example.com' });
    expect(noHost.json().dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'smtpHost', message: '请输入SMTP服务器地址' },
        { field: 'smtpPort', message: '请输入端口' },
      ]),
    );
  });

  it('keeps at most one configuration of a channel enabled', async () => {
    const add = async (n: number) =>
      (await okData('POST', '/api/email/config', { name: `邮件${n}-${tag}`, provider: 'record', sender: `noreply${n}@example.com` })).dataInfo.id as string;
    const [a, b] = [await add(1), await add(2)];
    const enableA = await okData('PUT', '/api/email/config/enable', { id: a });
    expect(enableA.dataInfo).toMatchObject({ id: a, enabled: true });
    const enableB = await okData('PUT', '/api/email/config/enable', { id: b });
    expect(enableB.dataInfo.disabledIds).toEqual([a]);
    const enabled = await app.db('msg_config').where({ channel: 'email', enabled: true }).select('id');
    expect(enabled.map((r) => String(r.id))).toEqual([b]);
    // the SMS channel is independent
    const smsId = (await okData('POST', '/api/sms/config', { name: `记录-${tag}`, provider: 'record' })).dataInfo.id as string;
    await okData('PUT', '/api/sms/config/enable', { id: smsId });
    expect(await app.db('msg_config').where({ channel: 'email', enabled: true }).count({ n: '*' }).first()).toEqual({ n: '1' });

    // two enables at once still leave one
    await Promise.all([okData('PUT', '/api/email/config/enable', { id: a }), okData('PUT', '/api/email/config/enable', { id: b })]);
    expect(await app.db('msg_config').where({ channel: 'email', enabled: true }).count({ n: '*' }).first()).toEqual({ n: '1' });

    await okData('PUT', '/api/email/config/disable', { id: a });
    await okData('PUT', '/api/email/config/disable', { id: b });
    await okData('PUT', '/api/sms/config/disable', { id: smsId });
    expect(await app.db('msg_config').where({ enabled: true }).count({ n: '*' }).first()).toEqual({ n: '0' });
    const list = await okData('POST', '/api/email/config/list', { name: tag, enabled: '0' });
    expect(list.total).toBe(2);
    expect(list.dataInfo[0]).toMatchObject({ password: null, sender: expect.stringMatching(/^noreply\d@example\.com$/) });
  });

  it('sends an SMS code in the words of its business template, and resends it through the enabled HTTP gateway', async () => {
    const templates = await okData('POST', '/api/sms/business-config/list', {});
    expect(templates.dataInfo.map((t: { business: string }) => t.business).sort()).toEqual(['action-required', 'forget', 'login', 'modify-password', 'register']);
    const forget = templates.dataInfo.find((t: { business: string }) => t.business === 'forget');
    expect(forget).toMatchObject({ businessName: '忘记密码', enabled: true, placeholders: ['code', 'minutes', 'business'] });
    const original = { id: forget.id, template: forget.template, enabled: forget.enabled };

    const unknown = await call('PUT', '/api/sms/business-config', admin, { id: forget.id, template: '验证码{code}，{foo}', enabled: true });
    expect(unknown.json().dataInfo).toEqual([{ field: 'template', message: '模板中含有不支持的占位符：{foo}' }]);
    const noCode = await call('PUT', '/api/sms/business-config', admin, { id: forget.id, template: '没有验证码', enabled: true });
    expect(noCode.json().dataInfo).toEqual([{ field: 'template', message: '验证码模板须包含占位符{code}' }]);
    const empty = await call('PUT', '/api/sms/business-config', admin, { id: forget.id, template: ' ', enabled: true });
    expect(empty.json().dataInfo).toEqual([{ field: 'template', message: '请输入模板内容' }]);

    try {
      await okData('PUT', '/api/sms/business-config', { id: forget.id, template: `【测试${tag}】{business}验证码{code}，{minutes}分钟有效`, templateNo: 'SMS_0001', enabled: true });
      const loginName = `msgsms_${tag}`;
      const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      await app.db('operator').insert({
        login_name: loginName,
        password_hash: await hashPassword('Old@123456'),
        operator_code: loginName,
        operator_name: loginName,
        operator_type: '02',
        mobile_phone_no: mobile,
      });
      const sent = await app.inject({
        method: 'POST',
        url: '/api/forget-password/mobile-code',
        payload: { loginName, mobile, code: testEnv.captchaCode, captchaId: 'test' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const record = await app.db('sms_send_record').where({ mobile }).orderBy('id', 'desc').first();
      expect(record.content).toBe(`【测试${tag}】忘记密码验证码${record.verification_code}，5分钟有效`);
      expect(record).toMatchObject({ provider: 'record', config_id: null, status: '1', times: 1 });

      // resend through an enabled HTTP gateway: the same words, signed with the app secret; a new linked record
      const gw = await okData('POST', '/api/sms/config', { name: `网关-${tag}`, provider: 'http', endpoint: smsUrl, appKey: 'k', secret: `s-${tag}`, signName: 'CCER' });
      await okData('PUT', '/api/sms/config/enable', { id: gw.dataInfo.id });
      const resent = await okData('PUT', '/api/sms/resend', { id: String(record.id) });
      expect(resent.dataInfo).toMatchObject({ status: '1', error: null });
      expect(smsHits).toHaveLength(1);
      const hit = JSON.parse(smsHits[0]!.body);
      expect(hit).toMatchObject({ appKey: 'k', signName: 'CCER', mobile, content: record.content, templateNo: 'SMS_0001' });
      expect(smsHits[0]!.signature).toBe(createHmac('sha256', `s-${tag}`).update(smsHits[0]!.body).digest('hex'));
      const again = await app.db('sms_send_record').where({ id: resent.dataInfo.id }).first();
      expect(again).toMatchObject({ mobile, content: record.content, provider: 'http', config_id: gw.dataInfo.id, resend_of: record.id, times: 2 });

      // the record list shows both
      const rows = await okData('POST', '/api/sms/send-record', { mobile, pageNumber: 1, pageSize: 10 });
      expect(rows.total).toBe(2);

      // a disabled template falls back to the built-in text; a code still goes out
      await okData('PUT', '/api/sms/config/disable', { id: gw.dataInfo.id });
      await okData('PUT', '/api/sms/business-config', { id: forget.id, template: original.template, enabled: false });
      await app.db('sms_code').where({ mobile }).update({ created_at: app.db.raw(`created_at - interval '120 seconds'`) });
      const fallback = await app.inject({ method: 'POST', url: '/api/forget-password/mobile-code', payload: { loginName, mobile, code: testEnv.captchaCode, captchaId: 'test' } });
      expect(fallback.statusCode, fallback.body).toBe(200);
      const builtIn = await app.db('sms_send_record').where({ mobile }).orderBy('id', 'desc').first();
      expect(builtIn.content).toMatch(/^【CCER注册登记系统】您的忘记密码验证码为\d{6}，5分钟内有效/);
    } finally {
      await okData('PUT', '/api/sms/business-config', original);
    }
  });

  it('records e-mail with no configuration enabled, and resends it through a real SMTP server', async () => {
    const to = `owner-${tag}@example.com`;
    const first = await sendBusinessEmail(app.db, { business: 'account-open-result', to, params: { custName: `示例企业${tag}`, result: '审核通过，账户已开立', opinion: '' } });
    expect(first).toMatchObject({ status: '1', error: null });
    const recorded = await app.db('email_send_record').where({ id: first!.id }).first();
    expect(recorded).toMatchObject({ email: to, business: 'account-open-result', subject: '账户开立结果通知', provider: 'record', config_id: null, resend_of: null });
    expect(recorded.content).toContain(`尊敬的示例企业${tag}：`);
    expect(recorded.content).toContain('审核通过，账户已开立');
    expect(mails).toHaveLength(0);

    const cfg = await okData('POST', '/api/email/config', {
      name: `SMTP-${tag}`,
      provider: 'smtp',
      smtpHost: '127.0.0.1',
      smtpPort,
      tls: false,
      smtpUser: 'mailer',
      password: `pw-${tag}`,
      sender: 'noreply@ccer.example.com',
    });
    // a modify without a password keeps it (the listener checks it)
    await okData('PUT', '/api/email/config', { id: cfg.dataInfo.id, name: `SMTP-${tag}`, provider: 'smtp', smtpHost: '127.0.0.1', smtpPort: String(smtpPort), tls: false, smtpUser: 'mailer', sender: 'noreply@ccer.example.com' });
    await okData('PUT', '/api/email/config/enable', { id: cfg.dataInfo.id });

    const resent = await okData('PUT', '/api/email/resend', { id: first!.id });
    expect(resent.dataInfo).toMatchObject({ status: '1', error: null });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'noreply@ccer.example.com', to: [to], user: 'mailer' });
    expect(mails[0]!.data).toMatch(/Subject: =\?UTF-8\?/i);
    const row = await app.db('email_send_record').where({ id: resent.dataInfo.id }).first();
    expect(row).toMatchObject({ provider: 'smtp', config_id: cfg.dataInfo.id, resend_of: first!.id, times: 2, status: '1', content: recorded.content });

    // the configuration's daily limit (one delivered today) refuses the next one, without calling the server
    const withLimit = { id: cfg.dataInfo.id, name: `SMTP-${tag}`, provider: 'smtp', smtpHost: '127.0.0.1', smtpPort, tls: false, smtpUser: 'mailer', sender: 'noreply@ccer.example.com' };
    await okData('PUT', '/api/email/config', { ...withLimit, dailyLimit: 1, totalLimit: 100 });
    const listed = await okData('POST', '/api/email/config/list', { name: `SMTP-${tag}` });
    expect(listed.dataInfo[0]).toMatchObject({ dailyLimit: 1, totalLimit: 100, password: '******', enabled: true });
    const refused = await okData('PUT', '/api/email/resend', { id: first!.id });
    expect(refused.dataInfo).toMatchObject({ status: '0', error: '已达到该配置的每日发送上限（1条）' });
    expect(mails).toHaveLength(1);
    await okData('PUT', '/api/email/config', { ...withLimit, dailyLimit: null, totalLimit: 1 });
    expect((await okData('PUT', '/api/email/resend', { id: first!.id })).dataInfo.error).toBe('已达到该配置的发送总量上限（1条）');
    await okData('PUT', '/api/email/config', withLimit);

    // a failure is recorded with the server's error text
    await okData('PUT', '/api/email/config', { id: cfg.dataInfo.id, name: `SMTP-${tag}`, provider: 'smtp', smtpHost: '127.0.0.1', smtpPort, tls: false, smtpUser: 'mailer', password: 'wrong', sender: 'noreply@ccer.example.com' });
    const failed = await okData('PUT', '/api/email/resend', { id: first!.id });
    expect(failed.dataInfo.status).toBe('0');
    expect(failed.dataInfo.error).toMatch(/Invalid username or password/);
    expect(mails).toHaveLength(1);

    const list = await okData('POST', '/api/email/send-record', { email: to, pageNumber: 1, pageSize: 10 });
    expect(list.total).toBe(5);
    expect(list.dataInfo[0]).toMatchObject({ status: '0', businessName: '账户开立结果通知', resendOf: first!.id, provider: 'smtp' });
    const onlyFailed = await okData('POST', '/api/email/send-record', { email: to, status: '0', business: 'account-open-result', sentFrom: '2000-01-01' });
    expect(onlyFailed.total).toBe(3);
    const badDate = await call('POST', '/api/email/send-record', admin, { sentFrom: 'yesterday' });
    expect(badDate.json().dataInfo).toEqual([{ field: 'sentFrom', message: '日期格式不正确' }]);

    // a disabled e-mail business sends nothing
    const templates = await okData('POST', '/api/email/business-config/list', {});
    const notice = templates.dataInfo[0];
    expect(notice).toMatchObject({ business: 'account-open-result', subject: '账户开立结果通知', enabled: true });
    try {
      await okData('PUT', '/api/email/business-config', { id: notice.id, subject: notice.subject, template: notice.template, enabled: false });
      expect(await sendBusinessEmail(app.db, { business: 'account-open-result', to, params: {} })).toBeNull();
    } finally {
      await okData('PUT', '/api/email/business-config', { id: notice.id, subject: notice.subject, template: notice.template, enabled: true });
      await okData('PUT', '/api/email/config/disable', { id: cfg.dataInfo.id });
    }
  });

  it('refuses the calls without the manage functions', async () => {
    for (const url of ['/api/sms/config/list', '/api/email/config/list', '/api/email/send-record', '/api/email/business-config/list']) {
      const r = await call('POST', url, owner, {});
      expect(r.statusCode, url).toBe(403);
    }
    const resend = await call('PUT', '/api/email/resend', owner, { id: '1' });
    expect(resend.statusCode).toBe(403);
  });
});
