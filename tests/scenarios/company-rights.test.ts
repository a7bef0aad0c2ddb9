import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { offsetPaths as O, transferPaths as P, type TransferDetail } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * A company representative's rights end where the company's do (accounts spec §6, registry §6), on the server, not
 * only in the menus: a representative whose link was disabled, or whose company was closed, acts for no company; a
 * disabled company moves no units out; a company's account types limit its function codes and offset kinds as they
 * limit its menus; and a task of a company's row passes only to people acting for that company. Each of these was
 * open before: the session read `operator.cust_id` alone, the transfer routes checked only the receiver's status,
 * the account types filtered the menus only, and a task could be handed to any operator.
 */
describe("a representative's rights follow the company's account", () => {
  const run = Date.now().toString(36);
  const project = `R${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  const admin = new ApiClient();

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    await admin.signIn(demoUsers.admin);
  }, 60_000);
  afterAll(async () => db?.destroy());

  const saveDraft = (c: TransferCompany, body: object) => c.init.client.post<{ id: string }>('/api/project-manage/save-apply', body);
  const actingFor = async (who: ApiClient) => (await who.get<{ custId: string } | null>('/api/customer-info')).body.dataInfo?.custId ?? null;
  const linkState = (c: TransferCompany, operatorId: string, status: '0' | '1') =>
    admin.post('/api/enterpriseRepresentOperate/update/updateStateEnterpriseRepresentOperate', { custId: c.custId, operatorId, status });

  it('acts for no company once the link is disabled, again once it is enabled, and never after the company is closed', async () => {
    const c = await transferCompany(db, 'ra', run);
    const draft = await saveDraft(c, { projectName: `权利测试项目${run}` });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(await actingFor(c.init.client)).toBe(c.custId);

    expect((await linkState(c, c.init.operatorId, '0')).status).toBe(200);
    expect(await actingFor(c.init.client)).toBeNull();
    const edited = await saveDraft(c, { id: draft.body.dataInfo.id, projectName: '停用后修改' });
    expect(edited.status).not.toBe(200);
    expect((await c.init.client.get<Array<{ current: boolean }>>('/api/cust/list')).body.dataInfo.some((r) => r.current)).toBe(false);
    expect(await db('project_apply').where({ id: draft.body.dataInfo.id }).first('project_name')).toEqual({ project_name: `权利测试项目${run}` });

    expect((await linkState(c, c.init.operatorId, '1')).status).toBe(200);
    expect(await actingFor(c.init.client)).toBe(c.custId);

    expect((await admin.post('/api/enterpriseOperate/update/enterpriseOperateLogout', { custId: c.custId, reason: '权利测试注销' })).status).toBe(200);
    for (const rep of [c.init, c.check]) expect(await actingFor(rep.client), rep.loginName).toBeNull();
    expect((await saveDraft(c, { projectName: '注销后新建' })).status).not.toBe(200);
    expect(await db('project_apply').where({ cust_id: c.custId }).count<{ count: string }[]>('id as count')).toEqual([{ count: '1' }]);
  });

  it('moves no units out of a disabled company (409 naming why), and moves them again once it is enabled', async () => {
    const [c, other] = await Promise.all([transferCompany(db, 'rb', run), transferCompany(db, 'rx', run)]);
    await issueTo(db, c.custId, project, vintage, 100);
    const companyState = (status: '0' | '1') => admin.post('/api/enterpriseOperate/update/enterpriseOperateStateUpdate', { custId: c.custId, status });
    expect((await companyState('0')).status).toBe(200);

    const refused = [
      await c.init.client.post(P.platform, { projectCode: project, vintage, quantity: 5 }),
      await c.init.client.post(P.account, { projectCode: project, vintage, quantity: 5, toCustId: other.custId }),
      await c.init.client.post(O.apply, { kind: 'logout', projectCode: project, vintage, quantity: 5, purpose: '测试', beneficiary: '测试单位', isPublic: false }),
    ];
    for (const r of refused) expect({ status: r.status, msg: r.body.msg }).toEqual({ status: 409, msg: '本账户未开立、已停用或已注销，不能转出、抵销或注销减排量' });
    const blocks = await db('unit_block').where({ holder_id: c.custId }).select('state', 'claim_id', db.raw('serial_end - serial_start + 1 as n'));
    expect(blocks).toEqual([{ state: 'available', claim_id: null, n: '100' }]);
    expect(await db('ccer_transfer').where({ cust_id: c.custId }).first('id')).toBeUndefined();

    expect((await companyState('1')).status).toBe(200);
    expect((await c.init.client.post(P.platform, { projectCode: project, vintage, quantity: 5 })).status).toBe(200);
  });

  it("refuses function codes and offset kinds the company's account types do not open, as the menus hide them", async () => {
    const [emitter, owner] = await Promise.all([transferCompany(db, 'rc', run, true, '02'), transferCompany(db, 'rd', run)]);
    await issueTo(db, owner.custId, project, vintage, 100);
    // 项目管理 (menu 13) is a project owner's (01): a key emitting entity's representative holds none of its codes
    const funcs = (await emitter.init.client.get<{ funcList: Array<{ funcId: string }> }>('/api/menu/permission-list')).body.dataInfo.funcList.map((f) => f.funcId);
    expect(funcs).not.toContain('053');
    expect(funcs).toContain('087');
    expect((await saveDraft(emitter, { projectName: '排放单位的项目' })).status).toBe(403);
    expect(await db('project_apply').where({ cust_id: emitter.custId }).first('id')).toBeUndefined();

    // 全国碳市场抵销 (201001) needs account type 02: the project owner's application is refused before anything is reserved
    const country = { kind: 'country', projectCode: project, vintage, quantity: 5, emitterName: '某发电公司', emitterCode: '91110000MA00000001', complianceYear: 2025, verifiedEmissions: 10000 };
    const r = await owner.init.client.post(O.apply, country);
    expect({ status: r.status, msg: r.body.msg }).toEqual({ status: 403, msg: '本企业的账户类型不能申请该类抵销' });
    expect(await db('ccer_offset').where({ cust_id: owner.custId }).first('id')).toBeUndefined();
  });

  it("hands a company's task only to people acting for that company, and lists only them", async () => {
    const [a, b] = await Promise.all([transferCompany(db, 're', run), transferCompany(db, 'rf', run)]);
    await issueTo(db, a.custId, project, vintage, 100);
    const sent = await a.init.client.post<TransferDetail>(P.account, { projectCode: project, vintage, quantity: 10, toCustId: b.custId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const taskId = await eventually(async () => (await a.check.client.get<TransferDetail>(`${P.confirmDetail}?id=${sent.body.dataInfo.id}`)).body.dataInfo?.taskId ?? undefined, 30000, 'the confirmation task');

    for (const targetUser of [b.init.loginName, demoUsers.country.loginName]) {
      const handed = await a.check.client.post('/api/process/task/transfer', { taskId, targetUser });
      expect({ targetUser, status: handed.status }).toEqual({ targetUser, status: 400 });
    }
    const cc = await a.check.client.post('/api/process/task/cc', { taskId, targetUsers: [b.check.loginName] });
    expect(cc.status).toBe(400);

    const listed = (await a.check.client.post<Array<{ loginName: string }>>('/api/process/task/operator-list', { pageSize: 100 })).body.dataInfo.map((o) => o.loginName);
    expect(listed).toEqual([a.init.loginName]);
    // the registry's staff still pick among the registry's staff
    const staff = (await admin.post<Array<{ loginName: string; operatorType: string }>>('/api/process/task/operator-list', { keyword: 'country01', pageSize: 10 })).body.dataInfo;
    expect(staff.map((o) => o.loginName)).toContain(demoUsers.country.loginName);
    const none = (await admin.post<Array<{ loginName: string }>>('/api/process/task/operator-list', { keyword: b.init.loginName, pageSize: 10 })).body.dataInfo;
    expect(none).toEqual([]);
  });
});
