import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { builtInRoleFor } from '@ccer/contracts';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { samplePdf } from '../fixtures/files.ts';

/**
 * Visitor registration, public-account applications and organisation accounts against the real database: the SMS
 * code is read from the send record, the visitor signs in with the 游客 role's permissions, bad input is refused per
 * field with nothing written, the §3.5 attachments follow the account type, organisation drafts keep partial data,
 * a modification of an important field writes a change-log row, and the function codes are enforced.
 */
describe('registration, public and organisation accounts', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  const run = Date.now().toString(36).slice(-5);
  const captcha = { code: testEnv.captchaCode, captchaId: 'test' };
  let phoneSeq = Math.floor(Math.random() * 9000) + 1000;
  const nextPhone = () => `137${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSeq++ % 10000).padStart(4, '0')}`;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_PER_MINUTE: '10000', SMS_HOURLY_LIMIT_PER_IP: '100000' });
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });
  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'PUT', url, payload: payload as object, headers });

  /** Uploads a small PDF of one attachment type as the given user; returns the form entry {typeno, path}. */
  async function upload(auth: { authorization: string }, typeno: string): Promise<{ typeno: string; path: string }> {
    const boundary = `----reg${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="typeNo"\r\n\r\n${typeno}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${typeno}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      samplePdf(typeno),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await app.inject({ method: 'POST', url: '/api/file/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth } });
    expect(r.statusCode, r.body).toBe(200);
    return { typeno, path: r.json().dataInfo.path };
  }

  async function smsCodeFor(mobile: string): Promise<string> {
    const sent = await post('/api/register/mobile-code', { mobile, ...captcha });
    expect(sent.statusCode).toBe(200);
    const record = await app.db('sms_send_record').where({ mobile, business: 'register' }).orderBy('id', 'desc').first();
    return record.verification_code as string;
  }

  /** Registers a visitor through the API; returns its bearer header. */
  async function registerVisitor(loginName: string): Promise<{ authorization: string }> {
    const mobile = nextPhone();
    const phoneCode = await smsCodeFor(mobile);
    const r = await post('/api/register/add/registerTour', { loginName, password: 'Visit@12345', confirmPassword: 'Visit@12345', mobile, phoneCode, ...captcha });
    expect(r.statusCode, r.body).toBe(200);
    return { authorization: `Bearer ${r.json().dataInfo.token}` };
  }

  it('registers a visitor with the SMS code; it signs in with the 游客 role', async () => {
    const loginName = `yk${run}a`;
    const mobile = nextPhone();
    const phoneCode = await smsCodeFor(mobile);
    const r = await post('/api/register/add/registerTour', { loginName, password: 'Visit@12345', confirmPassword: 'Visit@12345', mobile, phoneCode, ...captcha });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().dataInfo).toMatchObject({ loginName });
    const op = await app.db('operator').where({ login_name: loginName }).first();
    expect(op).toMatchObject({ operator_type: '09', mobile_phone_no: mobile, status: '1' });
    expect(op.operator_code).toMatch(/^YK\d{8}$/);

    // the token of the answer works, and so does an ordinary sign-in
    const fromRegister = await app.inject({ method: 'GET', url: '/api/menu/permission-list', headers: { authorization: `Bearer ${r.json().dataInfo.token}` } });
    expect(fromRegister.statusCode).toBe(200);
    const headers = await injectSignIn(app, loginName, 'Visit@12345');
    const perms = (await app.inject({ method: 'GET', url: '/api/menu/permission-list', headers })).json().dataInfo;
    const role = builtInRoleFor('09')!;
    expect(perms.funcList.map((f: { funcId: string }) => f.funcId).sort()).toEqual([...role.funcs].sort());
    const roleMenus = await app.db('role_menu as rm').join('role as r', 'r.role_id', 'rm.role_id').where('r.role_name', '游客').pluck('rm.menu_id');
    for (const m of perms.menuList) expect(roleMenus).toContain(m.menuId);

    // the code is used up
    const again = await post('/api/register/add/registerTour', { loginName: `yk${run}b`, password: 'Visit@12345', confirmPassword: 'Visit@12345', mobile, phoneCode, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().dataInfo).toEqual([{ field: 'phoneCode', message: '短信验证码错误或已失效' }]);
  });

  it('refuses a wrong code, a taken login name and a weak password per field, writing nothing', async () => {
    const mobile = nextPhone();
    const phoneCode = await smsCodeFor(mobile);
    const wrong = phoneCode === '000000' ? '111111' : '000000';
    const body = { loginName: `yk${run}c`, password: 'Visit@12345', confirmPassword: 'Visit@12345', mobile, phoneCode: wrong, ...captcha };
    const count = async () => Number((await app.db('operator').count({ n: '*' }))[0].n);
    const before = await count();

    const wrongCode = await post('/api/register/add/registerTour', body);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().dataInfo).toEqual([{ field: 'phoneCode', message: '短信验证码错误或已失效' }]);

    const taken = await post('/api/register/add/registerTour', { ...body, loginName: 'ADMIN', phoneCode });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().dataInfo).toEqual([{ field: 'loginName', message: '该登录用户名已被注册' }]);

    const weak = await post('/api/register/add/registerTour', { ...body, loginName: '12345', password: 'abcdefgh', confirmPassword: 'abcdefgx', mobile: '12345' });
    expect(weak.statusCode).toBe(400);
    const fields = Object.fromEntries(weak.json().dataInfo.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields).toMatchObject({
      loginName: '2-18位字符，支持字母（区分大小写）、数字、‘-’、‘_’、‘@’的组合，不能为纯数字',
      password: '8-16位字母、数字或非空格特殊字符(至少两种)',
      mobile: '手机号码格式不正确',
    });
    const weakEn = await app.inject({ method: 'POST', url: '/api/register/add/registerTour', payload: { ...body, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, headers: { 'accept-language': 'en' } });
    expect(weakEn.json().dataInfo).toEqual([{ field: 'password', message: '8 to 16 letters, digits or special characters without spaces (at least two kinds)' }]);
    expect(await count()).toBe(before);

    // the unused right code still works afterwards (the taken-name refusal did not spend it)
    const okNow = await post('/api/register/add/registerTour', { ...body, phoneCode });
    expect(okNow.statusCode, okNow.body).toBe(200);
  });

  it('public account: individual needs B02 and B05, institution C01; opening makes a public user', async () => {
    const visitor = await registerVisitor(`yk${run}d`);
    const individual = { operatorType: '10', realName: '张三', certificateType: '1', certificateNo: 'E1234567', reCertificateNo: 'E1234567' };
    const noFiles = await post('/api/register/add/registerMass', { ...individual, attachments: [{ typeno: 'C01', path: '/f/c01.pdf' }] }, visitor);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().dataInfo).toEqual([
      { field: 'attachments.B02', message: '请上传B02类附件' },
      { field: 'attachments.B05', message: '请上传B05类附件' },
    ]);
    const institutionNoC01 = await post(
      '/api/register/add/registerMass',
      { ...individual, operatorType: '11', realName: '某某环境研究院', attachments: [{ typeno: 'B02', path: '/f/b02.pdf' }, { typeno: 'B05', path: '/f/b05.pdf' }] },
      visitor,
    );
    expect(institutionNoC01.statusCode).toBe(400);
    expect(institutionNoC01.json().dataInfo).toEqual([{ field: 'attachments.C01', message: '请上传C01类附件' }]);
    expect(await app.db('public_account').join('operator', 'operator.operator_id', 'public_account.operator_id').where('operator.login_name', `yk${run}d`).first()).toBeUndefined();

    // files must be the applicant's own uploads of the named type
    const b02 = await upload(visitor, 'B02');
    const b05 = await upload(visitor, 'B05');
    const adminsFile = await upload(admin, 'B05');
    const notMine = await post('/api/register/add/registerMass', { ...individual, attachments: [b02, adminsFile] }, visitor);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().dataInfo).toEqual([{ field: 'attachments.B05', message: '附件不存在、类型不符或不属于申请人' }]);
    const wrongType = await post('/api/register/add/registerMass', { ...individual, attachments: [b02, { ...b05, path: b02.path }] }, visitor);
    expect(wrongType.json().dataInfo).toEqual([{ field: 'attachments.B05', message: '附件不存在、类型不符或不属于申请人' }]);
    expect(await app.db('public_account').join('operator', 'operator.operator_id', 'public_account.operator_id').where('operator.login_name', `yk${run}d`).first()).toBeUndefined();

    const applied = await post('/api/register/add/registerMass', { ...individual, attachments: [b02, b05] }, visitor);
    expect(applied.statusCode, applied.body).toBe(200);
    const row = applied.json().dataInfo;
    expect(row).toMatchObject({ status: '1', statusName: '待审核', operatorType: '10', realName: '张三', attachments: [b02, b05] });
    expect(await app.db('attachment').whereIn('store_key', [b02.path, b05.path]).pluck('business_code')).toEqual([row.id, row.id]);
    // a second application while one is open is refused
    const twice = await post('/api/register/add/registerMass', { ...individual, attachments: row.attachments }, visitor);
    expect(twice.statusCode).toBe(409);
    const mine = await post('/api/register/apply/list', {}, visitor);
    expect(mine.json()).toMatchObject({ total: 1, dataInfo: [{ id: row.id, kind: 'public', status: '1' }] });

    const listed = await post('/api/register/add/mass-list', { loginName: `yk${run}d` }, admin);
    expect(listed.json()).toMatchObject({ total: 1, dataInfo: [{ id: row.id }] });
    const opened = await put('/api/register/add/mass-status-modify', { id: row.id, action: 'approve' }, admin);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().dataInfo).toMatchObject({ status: '2', statusName: '已开户' });
    const op = await app.db('operator').where({ login_name: `yk${run}d` }).first();
    expect(op).toMatchObject({ operator_type: '10', operator_name: '张三' });
    const roles = await app.db('operator_role as orl').join('role as r', 'r.role_id', 'orl.role_id').where('orl.operator_id', op.operator_id).pluck('r.role_name');
    expect(roles).toEqual(['公众']);

    // an administrator's change of an important field is logged
    const modified = await post('/api/register/add/mass-modify', { ...individual, realName: '张四', attachments: row.attachments, id: row.id, version: row.version + 1 }, admin);
    expect(modified.statusCode, modified.body).toBe(200);
    const log = (await app.inject({ method: 'GET', url: `/api/account/change-log?businessType=public&id=${row.id}`, headers: admin })).json().dataInfo;
    expect(log).toEqual([expect.objectContaining({ paramId: 'realName', beforeValue: '张三', currentValue: '张四' })]);
  });

  const organisation = () => ({
    custName: `认证中心${run}`,
    custField: ['A'],
    custFieldCn: '能源产业',
    certificateType: 'N01',
    certificateNo: '91110000100006485K',
    certificateValidDate: '20991231',
    enterpriseEmail: 'org@example.cn',
    phoneNo: '010-87654321',
    homePage: 'https://www.example.cn',
    zipCode: '100000',
    areaIdList: ['CHN', '110000', '110100', '110105'],
    enterpriseType: '15',
    contactAddress: '北京市朝阳区',
    enterpriseContent: '审定与核查机构',
    legalPersonName: '郑法人',
    legalCertificateType: '0',
    legalCertificateNo: '11010519491231002X',
    legalCertificateValidDate: '2030-01-01',
    legalPhoneNo: '010-87654321',
    legalMobilPhoneNo: '13812345678',
    legalEmailAddress: 'legal@example.cn',
    legalAddress: '北京市朝阳区',
    contactPersonName: '冯联系',
    contactCertificateType: '0',
    contactCertificateNo: '440304199003074561',
    contactCertificateValidDate: '2030-01-01',
    contactPhoneNo: '010-87654321',
    contactMobilePhoneNo: '13812345679',
    contactEmailAddress: 'contact@example.cn',
    contactWorkUnit: '某某认证中心有限公司',
    contactPersonAddress: '北京市朝阳区',
    accountpreName: '陈代表',
    accountpreCertificateType: '0',
    accountpreCertificateNo: '510107197812311237',
    accountpreCertificateDate: '2030-01-01',
    accountprePhoneNo: '010-87654321',
    accountpreMobilePhoneNo: '13812345670',
    accountpreEmailAddress: 'rep@example.cn',
    accountpreWorkUnit: '某某认证中心有限公司',
    accountpreAddress: '北京市朝阳区',
  });

  it('organisation: a half draft saves, an incomplete submit is refused per field, a change of an important field is logged', async () => {
    const visitor = await registerVisitor(`yk${run}e`);
    const full = organisation();
    const half = Object.fromEntries(Object.entries(full).slice(0, 8));
    const draft = await post('/api/customer/org/account/apply/draft', half, visitor);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().dataInfo).toMatchObject({ status: '0', statusName: '草稿', custName: full.custName, form: half });
    // a bad value in a draft is still checked
    const badDraft = await post('/api/customer/org/account/apply/draft', { ...half, homePage: 'example.cn' }, visitor);
    expect(badDraft.json().dataInfo).toEqual([{ field: 'homePage', message: '网络地址格式不正确' }]);

    const incomplete = await post('/api/customer/org/account/apply', { ...half, id: draft.json().dataInfo.id }, visitor);
    expect(incomplete.statusCode).toBe(400);
    const missing = incomplete.json().dataInfo.map((f: { field: string }) => f.field).sort();
    expect(missing).toEqual(Object.keys(full).filter((f) => !(f in half)).sort());
    expect(incomplete.json().dataInfo[0].message).toBe('不能为空！');
    // the draft is as it was
    const query = await post('/api/customer/org/account/apply/query', {}, visitor);
    expect(query.json().dataInfo).toMatchObject({ id: draft.json().dataInfo.id, status: '0', form: half });

    const submitted = await post('/api/customer/org/account/apply', { ...full, id: draft.json().dataInfo.id }, visitor);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = submitted.json().dataInfo;
    expect(row).toMatchObject({ id: draft.json().dataInfo.id, status: '1' });
    // a submitted application is no longer a draft to save over
    expect((await post('/api/customer/org/account/apply/draft', half, visitor)).statusCode).toBe(409);

    const listed = await post('/api/customer/org/account/list', { custName: full.custName }, admin);
    expect(listed.json()).toMatchObject({ total: 1, dataInfo: [{ id: row.id, status: '1', loginName: `yk${run}e` }] });
    const opened = await put('/api/customer/org/account/status/modify', { id: row.id, action: 'approve' }, admin);
    expect(opened.statusCode, opened.body).toBe(200);
    const op = await app.db('operator').where({ login_name: `yk${run}e` }).first();
    expect(op.operator_type).toBe('08');
    expect(await app.db('customer').where({ cust_id: op.cust_id }).first()).toMatchObject({ cust_name: full.custName });

    const modified = await put(
      '/api/customer/org/account/modify',
      { ...full, custName: `${full.custName}新`, homePage: 'https://new.example.cn', id: row.id, version: opened.json().dataInfo.version },
      admin,
    );
    expect(modified.statusCode, modified.body).toBe(200);
    const log = (await app.inject({ method: 'GET', url: `/api/account/change-log?businessType=org&id=${row.id}`, headers: admin })).json().dataInfo;
    // custName is important, homePage is not
    expect(log).toEqual([
      expect.objectContaining({ paramId: 'custName', paramName: '机构名称', beforeValue: full.custName, currentValue: `${full.custName}新`, updParamDetail: `机构名称：${full.custName} → ${full.custName}新` }),
    ]);
    expect(await app.db('customer').where({ cust_id: op.cust_id }).first()).toMatchObject({ cust_name: `${full.custName}新` });
    // a stale version is refused
    const stale = await put('/api/customer/org/account/modify', { ...full, id: row.id, version: 1 }, admin);
    expect(stale.statusCode).toBe(409);
  });

  it('a visitor withdraws a draft and starts again; others cannot withdraw it', async () => {
    const visitor = await registerVisitor(`yk${run}g`);
    const other = await registerVisitor(`yk${run}h`);
    const first = (await post('/api/customer/org/account/apply/draft', { custName: '撤销测试中心' }, visitor)).json().dataInfo;
    expect((await post('/api/register/cancel', { kind: 'org', id: first.id }, other)).statusCode).toBe(404);
    const cancelled = await post('/api/register/cancel', { kind: 'org', id: first.id }, visitor);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await post('/api/register/cancel', { kind: 'org', id: first.id }, visitor)).statusCode).toBe(409);
    const second = (await post('/api/customer/org/account/apply/draft', { custName: '撤销测试中心二' }, visitor)).json().dataInfo;
    expect(second.id).not.toBe(first.id);
    const mine = (await post('/api/register/apply/list', {}, visitor)).json();
    expect(mine.total).toBe(2);
    expect(mine.dataInfo.map((r: { id: string; status: string }) => [r.id, r.status]).sort()).toEqual([[first.id, '4'], [second.id, '0']].sort());
    // the administrator's list leaves drafts out
    expect((await post('/api/customer/org/account/list', { custName: '撤销测试中心' }, admin)).json().total).toBe(0);
  });

  it('refuses callers without the function codes', async () => {
    const country = await injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password);
    expect((await post('/api/customer/org/account/list', {}, country)).statusCode).toBe(403);
    expect((await post('/api/register/add/mass-list', {}, country)).statusCode).toBe(403);
    expect((await post('/api/customer/org/account/apply/draft', {}, country)).statusCode).toBe(403);
    expect((await post('/api/register/add/registerMass', {}, country)).statusCode).toBe(403);
    const visitor = await registerVisitor(`yk${run}f`);
    expect((await post('/api/customer/org/account/list', {}, visitor)).statusCode).toBe(403);
    expect((await put('/api/customer/org/account/status/modify', { id: '00000000-0000-0000-0000-000000000000', action: 'approve' }, visitor)).statusCode).toBe(403);
    expect((await post('/api/register/add/mass-list', {}, visitor)).statusCode).toBe(403);
    // without sign-in
    expect((await post('/api/register/add/registerMass', {})).statusCode).toBe(401);
  });
});
