import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { nationalBindingPaths as P, offsetPaths as OP, type NationalBindingRow, type OffsetDetail, type OwnNationalBinding } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { offsetSyncPayload } from '../../gateway/src/routes/ccer/offset-sync/offset-payload.ts';
import { issuerName } from '../../gateway/src/domain/institution/institution.ts';
import { downloadedPdfText } from '../fixtures/pdf-text.ts';

/**
 * 账户绑定 through the HTTP API on the real stack: a key emitting entity (account type 02) binds its registry account to
 * its national carbon market account and unbinds it with a reason; a company of another type cannot; one binding in
 * force per company and per national account, a race included; each company sees and changes only its own, the
 * registry lists all; every change is in the operation log.
 */
type Errors = Array<{ field: string; message: string }>;

describe('national carbon market account binding (账户绑定)', () => {
  const run = Date.now().toString(36);
  const accountA = `NA-${run}`.toUpperCase();
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  let owner: TransferCompany;
  const registry = new ApiClient();
  const own = (who: ApiClient) => who.get<OwnNationalBinding>(P.own);
  const listed = async (who: ApiClient, query: Record<string, unknown> = {}) => {
    const res = await who.post<NationalBindingRow[]>(P.list, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.dataInfo;
  };
  const rowsOf = (custId: string) => db('national_account_binding').where({ cust_id: custId }).orderBy('bound_at');

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    [a, b, owner] = await Promise.all([transferCompany(db, 'na', run), transferCompany(db, 'nb', run), transferCompany(db, 'no', run)]);
    // a and b are key emitting entities (and project owners, as a company may be both); owner only a project owner
    await db('customer').whereIn('cust_id', [a.custId, b.custId]).update({ cust_type: '01,02' });
    await registry.signIn(demoUsers.country);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('binds a key emitting entity’s account, refusing each wrong field in Chinese on the field', async () => {
    const empty = await a.init.client.post<Errors>(P.bind, {});
    expect(empty.status).toBe(400);
    expect(empty.body.dataInfo.map((e) => e.field).sort()).toEqual(['emitterName', 'nationalAccountNo']);
    expect(empty.body.dataInfo.find((e) => e.field === 'nationalAccountNo')!.message).toBe('全国碳市场账户号不能为空！');
    // a value of another type is refused on its field as such
    const typed = await a.init.client.post<Errors>(P.bind, { nationalAccountNo: 12, emitterName: '某电厂' });
    expect(typed.body.dataInfo).toEqual([{ field: 'nationalAccountNo', message: '全国碳市场账户号必须是文本' }]);
    const malformed = await a.init.client.post<Errors>(P.bind, { nationalAccountNo: 'NA 01', emitterName: '某电厂' });
    expect(malformed.body.dataInfo).toEqual([{ field: 'nationalAccountNo', message: '账户号只能包含字母、数字和连字符' }]);
    expect(await rowsOf(a.custId)).toHaveLength(0);

    const before = (await own(a.init.client)).body.dataInfo;
    expect(before).toMatchObject({ custName: a.custName, eligible: true, current: null });
    expect(await listed(a.init.client)).toEqual([]);
    const bound = await a.init.client.post<NationalBindingRow>(P.bind, { nationalAccountNo: ` ${accountA} `, emitterName: `${a.custName}电厂` });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.dataInfo).toMatchObject({ custId: a.custId, custNo: a.custNo, nationalAccountNo: accountA, status: 'bound', statusName: '已绑定', boundByName: '发起代表na', unboundAt: null });
    // the other representative of the company sees it as the company's
    expect((await own(a.check.client)).body.dataInfo.current).toMatchObject({ id: bound.body.dataInfo.id, nationalAccountNo: accountA });
    const logged = await db('operation_log').where({ business_type: 'nationalBinding', business_key: bound.body.dataInfo.id }).select('abstract');
    expect(logged.map((l) => l.abstract)).toEqual(['national-binding.bind']);
  });

  it('keeps one binding in force per company and per national account, two binds racing included', async () => {
    const again = await a.check.client.post(P.bind, { nationalAccountNo: `${accountA}-2`, emitterName: '某电厂' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('本企业已绑定全国碳市场账户，请先解除绑定');
    // company b cannot take a's national account, nor see a's binding
    const taken = await b.init.client.post<Errors>(P.bind, { nationalAccountNo: accountA, emitterName: '某电厂' });
    expect(taken.status).toBe(400);
    expect(taken.body.dataInfo).toEqual([{ field: 'nationalAccountNo', message: '该全国碳市场账户已被其他企业绑定' }]);
    expect((await own(b.init.client)).body.dataInfo).toMatchObject({ current: null });
    expect(await listed(b.init.client, { nationalAccountNo: accountA })).toEqual([]);
    // b's two representatives bind at the same moment: exactly one binding
    const racing = await Promise.all([
      b.init.client.post(P.bind, { nationalAccountNo: `NB1-${run}`, emitterName: '乙电厂' }),
      b.check.client.post(P.bind, { nationalAccountNo: `NB2-${run}`, emitterName: '乙电厂' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db('national_account_binding').where({ cust_id: b.custId, status: 'bound' })).toHaveLength(1);
  });

  it('refuses a company that is not a key emitting entity, and anyone acting for no company', async () => {
    // 账户绑定 (2210, 103) is a key emitting entity's (type 02): a project owner's representative does not hold 103
    const notForOwner = { status: 403, msg: '本企业的账户类型不能使用该功能' };
    const read = await own(owner.init.client);
    expect({ status: read.status, msg: read.body.msg }).toEqual(notForOwner);
    const refused = await owner.init.client.post(P.bind, { nationalAccountNo: `NO-${run}`, emitterName: '某企业' });
    expect({ status: refused.status, msg: refused.body.msg }).toEqual(notForOwner);
    expect(await rowsOf(owner.custId)).toHaveLength(0);
    // the registry reads bindings (102) but binds none (103): refused by the function code before anything else
    expect((await registry.post(P.bind, { nationalAccountNo: `NR-${run}`, emitterName: '某企业' })).status).toBe(403);
    expect((await registry.get(P.own)).status).toBe(403);
  });

  it('lists every company’s bindings for the registry, and a company’s own for the company', async () => {
    const found = await listed(registry, { nationalAccountNo: accountA, pageSize: 10 });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ custId: a.custId, custName: a.custName, status: 'bound' });
    // a `%` is a character to look for, not every row
    expect(await listed(registry, { nationalAccountNo: '%' })).toEqual([]);
    const byName = await listed(registry, { custName: `划转测试nb公司${run}`.slice(0, 40), status: 'bound' });
    expect(byName.map((r) => r.custId)).toEqual([b.custId]);
    // a representative (103) lists its own company's only, whatever it asks for
    expect((await listed(a.init.client)).map((r) => r.custId)).toEqual([a.custId]);
    expect(await listed(b.check.client, { nationalAccountNo: accountA })).toEqual([]);
    expect((await owner.init.client.post(P.list, {})).status).toBe(403);
  });

  it('refuses the list to a caller with neither 102 nor 103 (a member of the public), by the function code', async () => {
    const login = { loginName: `nb_pub_${run}`, password: DEMO_PASSWORD };
    await createOperator({ ...login, operatorType: '10', roleName: '公众' });
    const visitor = new ApiClient();
    await visitor.signIn(login);
    const refused = await visitor.post(P.list, {});
    expect(refused.status).toBe(403);
    expect(refused.body.dataInfo ?? null).toBeNull();
    expect((await visitor.get(P.own)).status).toBe(403);
  });

  it('unbinds with a reason, keeps the record, and frees the national account for another company', async () => {
    const noReason = await a.init.client.post<Errors>(P.unbind, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.dataInfo[0].field).toBe('reason');
    const unbound = await a.check.client.post<NationalBindingRow>(P.unbind, { reason: '全国碳市场账户变更' });
    expect(unbound.status, JSON.stringify(unbound.body)).toBe(200);
    expect(unbound.body.dataInfo).toMatchObject({ status: 'unbound', statusName: '已解绑', unboundByName: '确认代表na', unbindReason: '全国碳市场账户变更' });
    expect(unbound.body.dataInfo.unboundAt).not.toBeNull();
    const after = (await own(a.init.client)).body.dataInfo;
    expect(after.current).toBeNull();
    expect((await listed(a.init.client, { status: 'unbound' })).map((h) => [h.nationalAccountNo, h.status])).toEqual([[accountA, 'unbound']]);
    const nothing = await a.init.client.post(P.unbind, { reason: '再次解绑' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.msg).toBe('本企业尚未绑定全国碳市场账户');
    // b gives up its own and takes the freed account
    expect((await b.init.client.post(P.unbind, { reason: '改绑' })).status).toBe(200);
    const rebound = await b.init.client.post<NationalBindingRow>(P.bind, { nationalAccountNo: accountA, emitterName: '乙电厂' });
    expect(rebound.status, JSON.stringify(rebound.body)).toBe(200);
    expect(rebound.body.dataInfo.custId).toBe(b.custId);
    const logged = await db('operation_log').where({ business_type: 'nationalBinding' }).whereIn('business_key', (await rowsOf(a.custId)).map((r) => r.id)).orderBy('log_id').select('abstract', 'after_value');
    expect(logged.map((l) => l.abstract)).toEqual(['national-binding.bind', 'national-binding.unbind']);
  });

  it('a national market offset serves the account bound when it is applied for, and reports it to the national registry', async () => {
    const project = `NBO${run}`.toUpperCase().slice(0, 16);
    await Promise.all([issueTo(db, a.custId, project, 2024, 100), issueTo(db, b.custId, project, 2024, 100)]);
    const checker = new ApiClient();
    await createOperator({ loginName: `nb_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await checker.signIn({ loginName: `nb_chk_${run}`, password: DEMO_PASSWORD });
    const country = { kind: 'country', projectCode: project, vintage: 2024, quantity: 10, emitterName: '乙电厂', emitterCode: '91110000MA00000001', complianceYear: 2025, verifiedEmissions: 10000 };
    // b is bound to accountA now (the test before); a has unbound, so its offset serves no national account
    const [bound, unbound] = await Promise.all([b.init.client.post<OffsetDetail>(OP.apply, country), a.init.client.post<OffsetDetail>(OP.apply, country)]);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.dataInfo.details).toMatchObject({ nationalAccountNo: accountA, emitterName: '乙电厂' });
    expect(unbound.status, JSON.stringify(unbound.body)).toBe(200);
    expect(unbound.body.dataInfo.details).not.toHaveProperty('nationalAccountNo');
    // a body that names an account is not taken for the binding
    const forged = await a.init.client.post<OffsetDetail>(OP.apply, { ...country, nationalAccountNo: 'FORGED-1' });
    expect(forged.body.dataInfo.details).not.toHaveProperty('nationalAccountNo');

    // retired through the chain, the report to the national market carries the account
    const id = bound.body.dataInfo.id;
    const taskOf = (who: ApiClient) => eventually(async () => (await who.get<OffsetDetail>(`${OP.detail}?id=${id}`)).body.dataInfo?.taskId ?? undefined, 30000, 'the offset task');
    expect((await b.check.client.post(OP.confirm, { taskId: await taskOf(b.check.client), approved: true })).status).toBe(200);
    expect((await registry.post(OP.audit, { taskId: await taskOf(registry), approved: true })).status).toBe(200);
    expect((await checker.post(OP.confirm, { taskId: await taskOf(checker), approved: true })).status).toBe(200);
    await eventually(async () => ((await db('ccer_offset').where({ id }).first('status')).status === 'retired' ? true : undefined), 30000, 'retired');
    expect(await offsetSyncPayload(db, id, 'national')).toMatchObject({ kind: 'country', marketAccount: accountA, emitter: { name: '乙电厂', code: '91110000MA00000001' }, quantity: 10 });
    // and so does its certificate, with its issuer
    const text = await downloadedPdfText(`${testEnv.appUrl}${OP.certificate}?id=${id}`, b.init.client.token);
    expect(text).toMatch(new RegExp(`全国碳市场账户：${accountA}`));
    // the issuer is the registry institution as 机构设置 names it
    expect(text).toContain(`签发机构：${await issuerName(db)}`);
  }, 120_000);
});
