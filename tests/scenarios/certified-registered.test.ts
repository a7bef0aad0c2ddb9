import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CertifiedCancelRow, CertifiedInfo, CertifiedInfoRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { CERTIFIED as S, DEMO_PASSWORD, certifiedPeriod, insertRegisteredProject, reductionsRegistered, vintagesOf } from '../fixtures/certified-chain.ts';

/**
 * Registered reductions after registration (issue 11), through the HTTP API: reductions registered through the whole
 * certification chain are queried by their owner, by another company (404, as if absent) and by the registry; the
 * registry edits descriptive fields (change log), stops and resumes them (077; refused without the function); a
 * withdrawal (082) is asked for with its material, a second open one refused, a refused audit leaves them registered,
 * an approved one withdraws them for ever (not issuable, no longer among the active registered reductions).
 */
type Errors = Array<{ field: string; message: string }>;

describe('registered reductions: query, edit, stop, withdrawal (ccerCertifiedCancel)', () => {
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  const verifier = new ApiClient();
  const other = new ApiClient();
  /** A registry operator without 077 and 082. */
  const clerk = new ApiClient();
  /** A provincial administrator: 减排量查询 (117) only. */
  const province = new ApiClient();
  let app: FastifyInstance;
  let infoId: string;
  let applyId: string;
  const period = certifiedPeriod();

  const infoOf = (who: ApiClient, id = infoId) => who.post<CertifiedInfo>(`${S}/certified-info`, { id });
  const listed = async (who: ApiClient, body: Record<string, unknown> = {}) => (await who.post<CertifiedInfoRow[]>(`${S}/certified-list`, { pageSize: 100, ...body })).body.dataInfo;
  const withdrawal = (id: string) => country.post<CertifiedCancelRow[]>(`${S}/cancelCertified-list`, { id }).then((r) => r.body.dataInfo[0]);
  const withdrawalBecomes = (id: string, status: string) => eventually(async () => ((await withdrawal(id))?.status === status ? withdrawal(id) : undefined), 30000, `withdrawal ${status}`);
  const auditTask = (id: string) => eventually(async () => (await withdrawal(id))?.taskId ?? undefined, 30000, 'the withdrawal audit task');

  beforeAll(async () => {
    app = await testApp();
    const [company] = await app.db('customer').insert({ cust_name: `登记减排量乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: `certreg_b_${run}`, password: DEMO_PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    await createOperator({ loginName: `certreg_p_${run}`, password: DEMO_PASSWORD, operatorType: '03', roleName: '省级管理员' });
    await Promise.all([
      province.signIn({ loginName: `certreg_p_${run}`, password: DEMO_PASSWORD }),
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      verifier.signIn({ loginName: 'org02', password: DEMO_PASSWORD }),
      other.signIn({ loginName: `certreg_b_${run}`, password: DEMO_PASSWORD }),
    ]);
    const projectInfoId = await insertRegisteredProject(app, `登记减排量项目${run}`, `R${run}`);
    ({ applyId, certifiedInfoId: infoId } = await reductionsRegistered(app, { owner, country, verifier }, projectInfoId, period));
  }, 400_000);
  afterAll(async () => app?.close());

  it('lists the registered reductions to their owner and the registry, never to another company', async () => {
    const mine = await listed(owner, { projectName: `登记减排量项目${run}` });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: infoId, applyId, registeredNum: 180000, vintages: vintagesOf(period), status: '0', statusName: '正常', cancelFlag: '0', issuable: true, withdrawPending: false });
    expect(mine[0].registrationNo).toMatch(/^\d{4}JZ\d{6}$/);
    expect((await listed(country, { registrationNo: mine[0].registrationNo })).map((r) => r.id)).toEqual([infoId]);
    expect(await listed(other, { projectName: `登记减排量项目${run}` })).toEqual([]);
    const detail = await infoOf(owner);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.dataInfo.apply).toMatchObject({ id: applyId, status: '16', verifiedNum: 180000 });
    expect((await infoOf(other)).status).toBe(404);
    // the registry's detail too; the verification body reads no registered reductions (no 056/077/080/082)
    expect((await infoOf(country)).status).toBe(200);
    expect((await infoOf(verifier)).status).toBe(403);
    // the provincial administrator's 减排量查询 (117): every company's, read-only
    expect((await listed(province, { registrationNo: mine[0].registrationNo })).map((r) => r.id)).toEqual([infoId]);
    expect((await infoOf(province)).body.dataInfo.info.id).toBe(infoId);
    expect((await province.post(`${S}/stop`, { certifiedInfoId: infoId, action: 'stop', reason: '查询' })).status).toBe(403);
  });

  it("keeps the registry's edit of descriptive fields in the change log; quantities are not editable", async () => {
    const edit = (who: ApiClient, body: Record<string, unknown>) => who.post<Errors>(`${S}/certified-info-edit`, { id: infoId, modifyExplanation: '按核证报告更正', ...body });
    expect((await edit(owner, { changes: { remarkDesc: '业主改' } })).status).toBe(403);
    const quantities = await edit(country, { changes: { certifiedNum: 1 } });
    expect(quantities.status).toBe(400);
    const nothing = await edit(country, { changes: { archiveCode: 'BA-2021-07' } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe('未做任何修改！');
    const r = await edit(country, { changes: { ccerUnitTypeName: 'CCER', remarkDesc: '登记后补充说明', archiveCode: 'BA-2021-07' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { apply, changeLog } = (await infoOf(owner)).body.dataInfo;
    expect(apply).toMatchObject({ ccerUnitTypeName: 'CCER', remarkDesc: '登记后补充说明', certifiedNum: 180000 });
    expect(changeLog.map((c) => [c.paramId, c.paramName, c.beforeValue, c.currentValue, c.updParamDetail]).sort()).toEqual([
      ['ccerUnitTypeName', 'CCER单位类型', null, 'CCER', '按核证报告更正'],
      ['remarkDesc', '备注', null, '登记后补充说明', '按核证报告更正'],
    ]);
  });

  it('stops and resumes the registered reductions (077); a stopped one is not issuable; refused without the function', async () => {
    const stop = (who: ApiClient, action: 'stop' | 'resume', reason = '核查中') => who.post(`${S}/stop`, { certifiedInfoId: infoId, action, reason });
    expect((await stop(owner, 'stop')).status).toBe(403);
    // a registry operator whose role holds the registration review (080) but not the stop (077)
    const [role] = await app.db('role').insert({ role_name: `登记审核员${run}`, status: '1' }).returning('role_id');
    await app.db('role_func').insert({ role_id: role.role_id, func_id: '080' });
    await createOperator({ loginName: `certreg_clerk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: `登记审核员${run}` });
    await clerk.signIn({ loginName: `certreg_clerk_${run}`, password: DEMO_PASSWORD });
    expect((await stop(clerk, 'stop')).status).toBe(403);
    expect((await clerk.post(`${S}/certified-list`, { pageSize: 1 })).status).toBe(200);
    expect((await stop(country, 'resume')).body).toMatchObject({ msg: '该减排量未暂停，无需恢复' });
    expect((await stop(country, 'stop')).status).toBe(200);
    expect((await stop(country, 'stop')).status).toBe(409);
    const stopped = (await listed(owner, { status: '1', projectName: `登记减排量项目${run}` }))[0];
    expect(stopped).toMatchObject({ id: infoId, status: '1', statusName: '已暂停', stopReason: '核查中', issuable: false });
    expect((await stop(country, 'resume', '核查完毕')).status).toBe(200);
    expect((await listed(owner, { projectName: `登记减排量项目${run}` }))[0]).toMatchObject({ status: '0', stopReason: null, issuable: true });
  });

  it('withdraws registered reductions (082): material required, one open at a time, refused stays registered, approved is for ever', { timeout: 180_000 }, async () => {
    const ask = (who: ApiClient, body: Record<string, unknown>) => who.post<CertifiedCancelRow & Errors>(`${S}/cancelCertified-apply`, { certifiedInfoId: infoId, reason: '核算有误，申请撤回', ...body });
    // the owner's withdrawal needs the withdrawal material R06; another company's is as if absent
    const noMaterial = await ask(owner, {});
    expect(noMaterial.status).toBe(400);
    expect(noMaterial.body.dataInfo).toEqual([{ field: 'files.R06', message: '请上传减排量撤回申请材料' }]);
    expect((await ask(other, { fileIds: [await uploadDocument(other, 'R06')] })).status).toBe(404);
    const first = await ask(owner, { fileIds: [await uploadDocument(owner, 'R06')] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.dataInfo).toMatchObject({ status: '01', initiatedBy: 'owner', certifiedInfoId: infoId });
    // the registry staff holding 082 are told the audit waits
    const told = await app
      .db('action_notice as n')
      .join('operator as o', 'o.operator_id', 'n.operator_id')
      .where({ 'n.business_type': 'certifiedCancel', 'n.business_key': first.body.dataInfo.id, 'n.task_key': 'withdrawAudit' })
      .pluck('o.login_name');
    expect(told).toContain('country01');
    // a second while the first is under audit is refused, by the owner or the registry
    const second = await ask(country, {});
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('该减排量已有撤回申请在审核中，不能重复申请');
    expect((await listed(owner, { projectName: `登记减排量项目${run}` }))[0].withdrawPending).toBe(true);

    // the audit task is 082's and opens the certification's withdrawal audit page
    const taskId = await auditTask(first.body.dataInfo.id);
    const inbox = (await country.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 })).body.dataInfo.find((t) => t.taskId === taskId);
    expect(inbox).toMatchObject({ workflowType: 'certifiedLogoutManage', funcCode: '082' });
    expect((await owner.post<CertifiedCancelRow[]>(`${S}/cancelCertified-list`, { id: first.body.dataInfo.id })).body.dataInfo[0].taskId).toBeNull();
    expect((await other.post<CertifiedCancelRow[]>(`${S}/cancelCertified-list`, { id: first.body.dataInfo.id })).body.dataInfo).toEqual([]);
    // refused: still registered
    expect((await country.post(`${S}/cancelCertified-audit`, { taskId, approved: false, opinion: '材料不足' })).status).toBe(200);
    expect(await withdrawalBecomes(first.body.dataInfo.id, '03')).toMatchObject({ opinion: '材料不足', statusName: '撤回驳回' });
    expect((await listed(owner, { projectName: `登记减排量项目${run}` }))[0]).toMatchObject({ cancelFlag: '0', withdrawPending: false, issuable: true });

    // the registry's own withdrawal, approved: withdrawn for ever
    const again = await ask(country, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.dataInfo.initiatedBy).toBe('registry');
    const againTask = await auditTask(again.body.dataInfo.id);
    expect((await country.post(`${S}/cancelCertified-audit`, { taskId: againTask, approved: true, opinion: '同意撤回' })).status).toBe(200);
    await withdrawalBecomes(again.body.dataInfo.id, '02');
    const withdrawn = (await infoOf(owner)).body.dataInfo;
    expect(withdrawn.info).toMatchObject({ cancelFlag: '1', cancelFlagName: '已撤回', issuable: false });
    expect(withdrawn.info.cancelledAt).not.toBeNull();
    expect(withdrawn.withdrawals.map((w) => w.status)).toEqual(['02', '03']);
    // not among the active registered reductions; nothing more is done to it
    expect((await listed(owner, { cancelFlag: '0', projectName: `登记减排量项目${run}` })).map((r) => r.id)).toEqual([]);
    expect((await ask(country, {})).status).toBe(409);
    expect((await country.post(`${S}/stop`, { certifiedInfoId: infoId, action: 'stop', reason: '不可' })).status).toBe(409);
    expect((await country.post(`${S}/certified-info-edit`, { id: infoId, changes: { remarkDesc: '再改' }, modifyExplanation: '不可' })).status).toBe(409);
  });
});
