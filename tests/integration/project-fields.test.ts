import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApplyRow, OrganRow } from '@ccer/contracts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { validApplication } from '../fixtures/applications.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * The project application's §3 fields and §5 rules through the API (registry spec §3 Project, §5, §9):
 * each rule's message in Chinese and English, nothing written on a refusal; the validation body must be an
 * opened organisation account; organ-list lists those, filtered and paginated; the row answers names of its
 * codes; another company neither reads nor changes the application.
 */
type Auth = { authorization: string };
type FieldErrors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';

describe('project application fields', () => {
  let app: FastifyInstance;
  const run = Date.now().toString(36);
  const names = { repB: `pf_repb_${run}`, province: `pf_prov_${run}`, expert: `pf_exp_${run}`, org: (i: number) => `pf_org${i}_${run}` };
  const orgName = (i: number) => `审定机构${run}-${i}`;
  const orgCust: string[] = [];
  let companyCust: string;
  let owner: Auth;
  let country: Auth;
  let repB: Auth;
  let province: Auth;
  let expert: Auth;

  const post = (auth: Auth, url: string, payload: unknown, lang = 'zh-CN') =>
    app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': lang }, payload: payload as object });

  /** An organisation account in `status` (2 opened, 5 disabled) with its customer and operator (type 08). */
  async function organisation(i: number, status: string): Promise<string> {
    const [cust] = await app.db('customer').insert({ cust_name: orgName(i), is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: names.org(i), password: PASSWORD, operatorType: '08', roleName: '机构', custId: cust.cust_id });
    const { operator_id } = await app.db('operator').where({ login_name: names.org(i) }).first('operator_id');
    await app.db('org_account').insert({
      apply_no: `PF${run}${i}`,
      operator_id,
      cust_id: cust.cust_id,
      cust_name: orgName(i),
      enterprise_type: '16',
      form: JSON.stringify({ custName: orgName(i), custField: ['N01', 'N02'] }),
      status,
      submitted_at: app.db.fn.now(),
    });
    return cust.cust_id as string;
  }

  beforeAll(async () => {
    app = await testApp();
    // three opened bodies and a disabled one, named by this run so the name filter finds only them
    for (let i = 1; i <= 3; i++) orgCust.push(await organisation(i, '2'));
    orgCust.push(await organisation(4, '5'));
    const [company] = await app.db('customer').insert({ cust_name: `项目字段乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    companyCust = company.cust_id;
    await createOperator({ loginName: names.repB, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: companyCust });
    await createOperator({ loginName: names.province, password: PASSWORD, operatorType: '03', roleName: '省级管理员' });
    await createOperator({ loginName: names.expert, password: PASSWORD, operatorType: '07', roleName: '专家' });
    [owner, country, repB, province, expert] = await Promise.all([
      injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
      injectSignIn(app, names.repB, PASSWORD),
      injectSignIn(app, names.province, PASSWORD),
      injectSignIn(app, names.expert, PASSWORD),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function draft(fields: Record<string, unknown> = {}): Promise<ApplyRow> {
    const r = await post(owner, '/api/project-manage/save-apply', { projectName: validApplication().projectName, ...fields });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo;
  }
  const row = async (auth: Auth, id: string, lang = 'zh-CN'): Promise<ApplyRow | undefined> =>
    (await post(auth, '/api/project-manage/apply-list', { id }, lang)).json().dataInfo[0];

  describe('organ-list: the opened validation bodies', () => {
    const organs = async (auth: Auth, body: Record<string, unknown>) => {
      const r = await post(auth, '/api/project-manage/organ-list', body);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { dataInfo: OrganRow[]; total: number };
    };

    it('lists the opened accounts only, filtered by name, a page at a time, ordered by name', async () => {
      const first = await organs(owner, { custName: run, pageNumber: 1, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.dataInfo.map((o) => o.custName)).toEqual([orgName(1), orgName(2)]);
      expect(first.dataInfo[0]).toEqual({ custId: orgCust[0], custName: orgName(1), custField: ['N01', 'N02'], enterpriseType: '16' });
      const second = await organs(owner, { custName: run, pageNumber: 2, pageSize: 2 });
      expect(second.total).toBe(3);
      expect(second.dataInfo.map((o) => o.custName)).toEqual([orgName(3)]);
      // the disabled account is not offered, by name or by number
      expect((await organs(owner, { custName: orgName(4) })).total).toBe(0);
      expect((await organs(owner, { custId: orgCust[3] })).total).toBe(0);
    });

    it('offers the demo validation body with the fields it validates; a wildcard typed is a character', async () => {
      const demo = await organs(owner, { custId: DEMO_VALIDATION_BODY_CUST_ID });
      expect(demo.dataInfo).toEqual([{ custId: DEMO_VALIDATION_BODY_CUST_ID, custName: '示例审定核查机构', custField: ['A01', 'A02', 'A03'], enterpriseType: '15' }]);
      expect((await organs(owner, { custName: '%' })).total).toBe(0);
    });

    it('answers whoever applies (053) or audits (054); others get 403', async () => {
      expect((await organs(country, { custName: run })).total).toBe(3);
      expect((await organs(repB, { custName: run })).total).toBe(3);
      expect((await post(province, '/api/project-manage/organ-list', {})).statusCode).toBe(403);
      expect((await post(expert, '/api/project-manage/organ-list', {})).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/project-manage/organ-list', payload: {} })).statusCode).toBe(401);
    });
  });

  describe('approvalAuthority: an opened organisation account', () => {
    const notOpened = { field: 'approvalAuthority', message: '请选择已开户的审定与核查机构' };

    it('refuses a company, a disabled organisation or an unknown customer, in a draft and on submission; writes nothing', async () => {
      for (const custId of [companyCust, orgCust[3], '5eed0000-0000-4000-8000-0000000000ff']) {
        const refused = await post(owner, '/api/project-manage/save-apply', { projectName: `草稿${run}`, approvalAuthority: custId });
        expect(refused.statusCode, custId).toBe(400);
        expect(refused.json()).toMatchObject({ flag: 0, msg: notOpened.message, dataInfo: [notOpened] });
      }
      expect(await app.db('project_apply').where({ project_name: `草稿${run}` }).first()).toBeUndefined();

      const saved = await draft();
      const submit = await post(owner, '/api/project-manage/prep-pub-apply', { ...validApplication({ approvalAuthority: orgCust[3] }), id: saved.id, fileIds: await designDocument(owner) });
      expect(submit.statusCode).toBe(400);
      expect(submit.json().dataInfo).toEqual([notOpened]);
      const en = await post(owner, '/api/project-manage/prep-pub-apply', { ...validApplication({ approvalAuthority: companyCust }), id: saved.id, fileIds: await designDocument(owner) }, 'en');
      expect(en.json().dataInfo).toEqual([{ field: 'approvalAuthority', message: 'Choose a validation and verification body with an opened account' }]);
      const stored = await app.db('project_apply').where({ id: saved.id }).first();
      expect(stored).toMatchObject({ status: '00', approval_authority: null, version: saved.version });
    });

    it('is optional in a draft but required, with the additionality proof, on submission', async () => {
      const saved = await draft();
      const { approvalAuthority: _a, otherProofMethod: _o, ...rest } = validApplication();
      const r = await post(owner, '/api/project-manage/prep-pub-apply', { ...rest, id: saved.id, fileIds: await designDocument(owner) });
      expect(r.statusCode).toBe(400);
      expect(r.json().dataInfo).toEqual([
        { field: 'approvalAuthority', message: '审定与核查机构不能为空！' },
        { field: 'otherProofMethod', message: '额外性论证方式不能为空！' },
      ]);
      const notUuid = await post(owner, '/api/project-manage/save-apply', { projectName: `草稿${run}`, approvalAuthority: 'xyz' });
      expect(notUuid.statusCode).toBe(400);
      expect(notUuid.json().dataInfo).toEqual([notOpened]);
    });

    it('takes an opened body; the row names it and every code it holds, in the language asked', async () => {
      const form = validApplication({ approvalAuthority: orgCust[1], otherProofMethod: '03', archiveCode: 'BA-2021-07', methodologyName: '并网海上风力发电' });
      const saved = await draft(form);
      expect(saved).toMatchObject({
        approvalAuthority: orgCust[1],
        approvalAuthorityName: orgName(2),
        otherProofMethod: '03',
        otherProofMethodName: '障碍分析',
        archiveCode: 'BA-2021-07',
        methodologyName: '并网海上风力发电',
        conclusionDate: 25,
        provinceName: '江苏省',
        parentProjectTypeName: '并网海上风力发电',
        orgCustomerName: '示例新能源有限公司',
        custName: '示例新能源有限公司',
        projectCode: null,
        registrationTime: null,
      });
      expect(await row(owner, saved.id, 'en')).toMatchObject({ otherProofMethodName: 'Barrier analysis', provinceName: 'Jiangsu', parentProjectTypeName: 'Grid-connected offshore wind power' });
      const submitted = await post(owner, '/api/project-manage/prep-pub-apply', { id: saved.id, version: saved.version, fileIds: await designDocument(owner) });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().dataInfo).toMatchObject({ status: '01', approvalAuthorityName: orgName(2) });
      // the submission lists among the body's applications by the index (approval_authority, status)
      expect(await app.db('project_apply').where({ approval_authority: orgCust[1], status: '01' }).pluck('id')).toEqual([saved.id]);
    });
  });

  describe('each §5 rule with its message, in Chinese and English', () => {
    const tomorrow = (() => {
      const d = new Date(`${isoDay()}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1);
      return d.toISOString().slice(0, 10);
    })();
    const cases: Array<{ change: Record<string, unknown>; field: string; zh: string; en: string }> = [
      { change: { projectName: '风'.repeat(257) }, field: 'projectName', zh: '长度在1到256个字符之间', en: 'Length must be between 1 and 256 characters' },
      { change: { projectLocation: '地'.repeat(257) }, field: 'projectLocation', zh: '长度在1到256个字符之间', en: 'Length must be between 1 and 256 characters' },
      { change: { longitude: '180.5' }, field: 'longitude', zh: '经度格式错误，仅支持xx°xx′xx″或xxx.xxxx，西经为负值', en: 'Invalid longitude: use xx°xx′xx″ or xxx.xxxx, west is negative' },
      { change: { longitude: '121.1833333333333' }, field: 'longitude', zh: '长度在1到16个字符之间', en: 'Length must be between 1 and 16 characters' },
      { change: { latitude: '-90°30′0″' }, field: 'latitude', zh: '维度格式错误，南纬为负值', en: 'Invalid latitude: south is negative' },
      { change: { archiveCode: 'A'.repeat(33) }, field: 'archiveCode', zh: '长度在1到32个字符之间', en: 'Length must be between 1 and 32 characters' },
      { change: { methodologyName: '方'.repeat(257) }, field: 'methodologyName', zh: '长度在1到256个字符之间', en: 'Length must be between 1 and 256 characters' },
      { change: { basicInformation: '情'.repeat(2001) }, field: 'basicInformation', zh: '长度在1到2000个字符之间', en: 'Length must be between 1 and 2000 characters' },
      { change: { technologiesMeasures: '技'.repeat(257) }, field: 'technologiesMeasures', zh: '长度在1到256个字符之间', en: 'Length must be between 1 and 256 characters' },
      { change: { remarkDesc: '备'.repeat(2001) }, field: 'remarkDesc', zh: '长度在1到2000个字符之间', en: 'Length must be between 1 and 2000 characters' },
      { change: { otherProofMethod: '07' }, field: 'otherProofMethod', zh: '选项不正确', en: 'Not one of the allowed options' },
      { change: { conclusionDate: 0 }, field: 'conclusionDate', zh: '请输入正整数', en: 'Enter a positive integer' },
      { change: { conclusionDate: 'abc' }, field: 'conclusionDate', zh: '请输入正整数', en: 'Enter a positive integer' },
      { change: { expectYearNum: 1_000_000_001 }, field: 'expectYearNum', zh: '不能大于1000000000', en: 'Must not be greater than 1000000000' },
      { change: { expectMaxNum: 2.5 }, field: 'expectMaxNum', zh: '请输入正整数', en: 'Enter a positive integer' },
      { change: { commencementDate: '2012-11-08' }, field: 'commencementDate', zh: '只能晚于2012年11月8日', en: 'Must be later than 8 November 2012' },
      {
        change: { commencementDate: '2025-01-01', firstReckonDate: '2025-01-01', endReckonDate: '2024-12-31' },
        field: 'commencementDate',
        zh: '不能晚于计入期结束时间',
        en: 'Must not be later than the end of the crediting period',
      },
      { change: { commencementDate: tomorrow, firstReckonDate: tomorrow }, field: 'commencementDate', zh: '不能晚于当前日期', en: 'Must not be later than today' },
      { change: { firstReckonDate: '2020-09-21' }, field: 'firstReckonDate', zh: '不能早于2020年9月22日', en: 'Must not be earlier than 22 September 2020' },
      { change: { commencementDate: '2021-07-01' }, field: 'firstReckonDate', zh: '不能早于开工日期', en: 'Must not be earlier than the start of works' },
      { change: { endReckonDate: '2021-05-31' }, field: 'endReckonDate', zh: '不能早于计入期开始时间', en: 'Must not be earlier than the start of the crediting period' },
    ];

    it.each(cases.map((c) => [c.field, JSON.stringify(c.change).slice(0, 60), c] as const))('%s %s', async (_f, _c, c) => {
      const saved = await draft();
      for (const [lang, message] of [['zh-CN', c.zh], ['en', c.en]] as const) {
        const r = await post(owner, '/api/project-manage/prep-pub-apply', { ...validApplication(), ...c.change, id: saved.id, fileIds: await designDocument(owner) }, lang);
        expect(r.statusCode, r.body).toBe(400);
        expect((r.json().dataInfo as FieldErrors).find((e) => e.field === c.field)?.message).toBe(message);
      }
      // nothing of the refused submission is kept
      expect(await app.db('project_apply').where({ id: saved.id }).first()).toMatchObject({ status: '00', project_location: null, version: saved.version });
    });
  });

  describe('another company', () => {
    it('neither reads nor changes nor submits the application', async () => {
      const saved = await draft(validApplication());
      expect(await row(repB, saved.id)).toBeUndefined();
      const list = await post(repB, '/api/project-manage/apply-list', { pageSize: 200 });
      expect((list.json().dataInfo as ApplyRow[]).map((r) => r.id)).not.toContain(saved.id);
      const change = await post(repB, '/api/project-manage/save-apply', { id: saved.id, projectName: '改名', archiveCode: 'X1' });
      expect(change.statusCode).toBe(404);
      expect(change.json().msg).toBe('项目申请不存在');
      const submit = await post(repB, '/api/project-manage/prep-pub-apply', { ...validApplication(), id: saved.id });
      expect(submit.statusCode).toBe(404);
      expect(await row(owner, saved.id)).toMatchObject({ projectName: saved.projectName, status: '00', version: saved.version });
      expect((await app.db('project_apply').where({ id: saved.id }).first()).archive_code).toBeNull();
    });
  });
});
