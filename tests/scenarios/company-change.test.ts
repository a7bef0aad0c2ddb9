import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { type CompanyApplyDetail, type CompanyChangeDetail, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { samplePdf } from '../fixtures/files.ts';
import { companyForm as baseForm, newCreditCode, representativeIds } from '../fixtures/company-form.ts';
import { uploadPdf as uploadFixture } from '../fixtures/uploads.ts';

/**
 * Company information changes through approval (ccerAccountChange) on the real stack: a representative submits
 * the whole form, the company's other representative confirms in My Tasks, a national administrator approves
 * (the change is applied, the change log written) or rejects with an opinion. Also the applicant's withdrawal of
 * a pending opening, binding another company, and the certificate check before opening.
 */
const PASSWORD = 'Rep@123456';

const INIT_ID = representativeIds.initrepre;
const companyForm = (custName: string, certificateNo: string) => baseForm(custName, certificateNo, { workUnit: '测试变更有限公司' });

describe('company information change (ccerAccountChange), withdrawal, binding, certificate check', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const country = new ApiClient();
  const run = Date.now().toString(36);
  let seq = 0;

  afterAll(async () => db.destroy());
  beforeAll(async () => {
    await country.signIn(demoUsers.country);
  });

  async function operator(tag: string, operatorType: string, roleName: string, extra: Record<string, unknown> = {}) {
    const loginName = `${tag}${run}`.slice(0, 20);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `代表${tag}`, operator_type: operatorType, ...extra })
      .returning('operator_id');
    const role = await db('role').where({ role_name: roleName }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    return { loginName, operatorId: operator_id as string, client: await new ApiClient().signIn({ loginName, password: PASSWORD }) };
  }

  /** An opened company with its two representatives (as an approved opening leaves it). */
  async function company(tag: string, isComplete = '1') {
    const custName = `测试变更${tag}${run}`.slice(0, 40);
    const certificateNo = newCreditCode();
    const form = { ...companyForm(custName, certificateNo), attachments: ['B02', 'B05', 'U05', 'U06'].map((t) => ({ typeno: t, path: `seed/${run}/${tag}/${t}.pdf` })) };
    seq += 1;
    const [{ cust_id }] = await db('customer')
      .insert({ cust_name: custName, cust_type: '01', cust_no: `QY9${run.slice(-5)}${seq}`.slice(0, 32), certificate_type: 'N01', certificate_no: certificateNo, legal_type: '1', company_form: JSON.stringify(form), is_complete: isComplete, status: '1' })
      .returning('cust_id');
    const init = await operator(`ci${tag}`, '06', '企业代表', { cust_id });
    const check = await operator(`cc${tag}`, '06', '企业代表', { cust_id });
    await db('customer_representative').insert([
      { cust_id, operator_id: init.operatorId, represent_role: 'initiating' },
      { cust_id, operator_id: check.operatorId, represent_role: 'confirming' },
    ]);
    return { custId: cust_id as string, custName, certificateNo, form, init, check };
  }

  const uploadPdf = (client: ApiClient, typeNo: string) => uploadFixture(client, typeNo, `${typeNo} ${run}`);

  async function taskFor(client: ApiClient, changeId: string, taskName: string): Promise<TaskRow> {
    return eventually(async () => {
      const row = await db('company_account_change').where({ id: changeId }).first('process_instance_id');
      if (!row?.process_instance_id) return undefined;
      const r = await client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 });
      return r.body.dataInfo?.find((t) => t.processInstanceId === row.process_instance_id && t.taskName === taskName);
    }, 30000, `task ${taskName}`);
  }

  async function latest(client: ApiClient, custId: string) {
    return (await client.get<CompanyChangeDetail | null>(`/api/enterpriseOperate/update/enterprisePreOperateUpdateDetail?custId=${custId}`)).body.dataInfo;
  }

  async function settled(client: ApiClient, custId: string, status: string) {
    return eventually(async () => {
      const d = await latest(client, custId);
      return d?.status === status ? d : undefined;
    }, 30000, status);
  }

  it('approves: confirmed and approved, the company changes, the change log and the engine history show it; isComplete is set at submit', async () => {
    const c = await company('ok', '0');
    const newName = `${c.custName}新`.slice(0, 40);
    // the change replaces one attachment with a fresh upload of the submitter's
    const fresh = await uploadPdf(c.init.client, 'U05');
    const attachments = [...c.form.attachments.filter((a) => a.typeno !== 'U05'), fresh];
    const body = { custId: c.custId, custName: newName, contactAddress: '福建省厦门市思明区1号', attachments, confirmerLoginName: c.check.loginName };

    // a bad field: one Chinese message naming it, nothing written
    const bad = await c.init.client.post('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { ...body, legalMobilPhoneNo: '123' });
    expect(bad.status).toBe(400);
    expect((bad.body.dataInfo as Array<{ field: string; message: string }>).find((e) => e.field === 'legalMobilPhoneNo')?.message).toBe('手机号码格式不正确');
    const self = await c.init.client.post('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { ...body, confirmerLoginName: c.init.loginName });
    expect(self.status).toBe(400);
    expect(await db('company_account_change').where({ cust_id: c.custId }).first()).toBeUndefined();
    expect((await c.init.client.get<{ isComplete: string }>('/api/user-info')).body.dataInfo.isComplete).toBe('0');

    const submitted = await c.init.client.post<CompanyChangeDetail>('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', body);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dataInfo).toMatchObject({ status: 'confirming', statusName: '审核中', custId: c.custId });
    expect(submitted.body.dataInfo.fields).toEqual(
      expect.arrayContaining([
        { paramId: 'custName', paramName: '企业名称', beforeValue: c.custName, currentValue: newName },
        expect.objectContaining({ paramId: 'contactAddress', currentValue: '福建省厦门市思明区1号' }),
      ]),
    );
    const changeId = submitted.body.dataInfo.id;
    // the fresh file belongs to the change (domain/files/owners.ts): the confirming representative and the
    // auditors read it, another company's representative does not
    expect(await db('attachment').where({ store_key: fresh.path }).first('business_type', 'business_code')).toEqual({ business_type: 'accountChange', business_code: changeId });
    const readFresh = (client: ApiClient) =>
      fetch(`${testEnv.appUrl}/api/file/download/single?groupName=attachment&typeNo=U05&filePath=${encodeURIComponent(fresh.path)}`, { headers: { Authorization: `Bearer ${client.token}` } });
    expect((await readFresh(c.check.client)).status).toBe(200);
    expect((await readFresh(country)).status).toBe(200);
    expect((await readFresh((await company('okx')).init.client)).status).toBe(404);
    // a complete, valid change lifts the completion dialog at once
    expect((await c.init.client.get<{ isComplete: string }>('/api/user-info')).body.dataInfo.isComplete).toBe('1');
    // one open change per company
    const second = await c.check.client.post('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { ...body, confirmerLoginName: c.init.loginName });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('该企业已有审核中的信息变更申请，请等待审核完成后再提交');
    // started through the association
    expect((await db('business_process').where({ business_type: 'accountChange' }).first('process_key')).process_key).toBe('ccerAccountChange');

    const confirm = await taskFor(c.check.client, changeId, '确认变更申请');
    expect(confirm.funcCode).toBe('008');
    expect((await c.check.client.post('/api/process/task/complete', { taskId: confirm.taskId, approved: true, opinion: '信息无误' })).status).toBe(200);
    await settled(c.init.client, c.custId, 'auditing');
    const audit = await taskFor(country, changeId, '变更审核');
    // My Tasks names the business: the company's name as the change sets it
    expect(audit.businessName).toBe(newName);
    // the auditor reads the change by its id (the task's business key)
    const seen = await country.get<CompanyChangeDetail>(`/api/enterpriseOperate/update/enterprisePreOperateUpdateDetail?id=${changeId}`);
    expect(seen.body.dataInfo.fields.map((f) => f.paramId)).toEqual(expect.arrayContaining(['custName', 'contactAddress']));
    expect((await country.post('/api/process/task/complete', { taskId: audit.taskId, approved: true, opinion: '同意变更' })).status).toBe(200);

    const done = await settled(c.init.client, c.custId, 'effective');
    expect(done).toMatchObject({ statusName: '已生效', opinion: '同意变更' });
    const cust = await db('customer').where({ cust_id: c.custId }).first();
    expect(cust).toMatchObject({ cust_name: newName, is_complete: '1', certificate_no: c.certificateNo });
    expect(cust.company_form.contactAddress).toBe('福建省厦门市思明区1号');
    const log = await c.init.client.get<Array<{ paramId: string; paramName: string; beforeValue: string; currentValue: string }>>(`/api/enterpriseOperate/get/enterpriseChangeLog?custId=${c.custId}`);
    expect(log.body.dataInfo).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paramId: 'custName', paramName: '企业名称', beforeValue: c.custName, currentValue: newName }),
        expect.objectContaining({ paramId: 'contactAddress', beforeValue: '福建省福州市鼓楼区五四路1号', currentValue: '福建省厦门市思明区1号' }),
      ]),
    );
    expect(log.body.dataInfo).toHaveLength(2);

    // the worker sets the status before it completes its external task: wait for the engine to end the instance
    const instance = await eventually(async () => {
      const [i] = await engine.historicProcessInstances({ processInstanceBusinessKey: changeId, processDefinitionKey: 'ccerAccountChange' });
      return i?.state === 'COMPLETED' ? i : undefined;
    }, 30000, 'instance completed');
    const steps = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['submitted', 'confirmApply', 'markAuditing', 'auditApply', 'markEffective', 'effectiveEnd']));
    const ops = await db('operation_log').where({ business_type: 'accountChange', business_key: changeId }).pluck('abstract');
    expect(ops).toEqual(expect.arrayContaining(['company-account-change.submit', 'company-account-change.result']));
  });

  it('rejects: the company is kept, the opinion shows; a representative may not change another company, an administrator (008) may', async () => {
    const c = await company('no');
    const other = await company('ot');
    const refused = await c.init.client.post('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { custId: other.custId, contactAddress: '某地1号', confirmerLoginName: other.check.loginName });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能修改本企业的信息');
    expect(await latest(c.init.client, other.custId).catch(() => null)).toBeNull();

    const admin = await new ApiClient().signIn(demoUsers.admin);
    const submitted = await admin.post<CompanyChangeDetail>('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { custId: c.custId, registeredAddress: '北京市东城区1号', confirmerLoginName: c.check.loginName });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const changeId = submitted.body.dataInfo.id;
    const confirm = await taskFor(c.check.client, changeId, '确认变更申请');
    expect((await c.check.client.post('/api/process/task/complete', { taskId: confirm.taskId, approved: true })).status).toBe(200);
    const audit = await taskFor(country, changeId, '变更审核');
    expect((await country.post('/api/process/task/complete', { taskId: audit.taskId, approved: false, opinion: '注册地址与营业执照不符' })).status).toBe(200);
    const rejected = await settled(c.init.client, c.custId, 'rejected');
    expect(rejected).toMatchObject({ statusName: '审核不通过', opinion: '注册地址与营业执照不符' });
    const cust = await db('customer').where({ cust_id: c.custId }).first();
    expect(cust.company_form.registeredAddress).toBe('福建省福州市鼓楼区五四路1号');
    expect(await db('account_change_log').where({ business_type: 'company', business_id: c.custId }).first()).toBeUndefined();
    const instance = await eventually(async () => {
      const [i] = await engine.historicProcessInstances({ processInstanceBusinessKey: changeId, processDefinitionKey: 'ccerAccountChange' });
      return i?.state === 'COMPLETED' ? i : undefined;
    }, 30000, 'instance completed');
    expect((await engine.historicActivities(instance.id)).map((a) => a.activityId)).toEqual(expect.arrayContaining(['auditApply', 'markRejected', 'rejectedEnd']));
    // closed in the engine too before the next change starts
    // closed: a new change may be submitted
    const again = await c.init.client.post<CompanyChangeDetail>('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', { custId: c.custId, registeredAddress: '福建省福州市鼓楼区五四路2号', confirmerLoginName: c.check.loginName });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('binds another opened company of which the operator is a registered representative; refuses otherwise', async () => {
    const mine = await company('bm');
    const target = await company('bt');
    // the operator's identity is the target's initiating representative's
    await db('operator').where({ operator_id: mine.check.operatorId }).update({ certificate_no: INIT_ID });
    const nobody = await mine.init.client.post('/api/enterpriseRepresentOperate/bindCust', { certificateNo: target.certificateNo });
    expect(nobody.status).toBe(409);
    expect(nobody.body.msg).toBe('您的账号未登记证件号码，不能绑定企业');
    await db('operator').where({ operator_id: mine.init.operatorId }).update({ certificate_no: '11010519491231002X' });
    const notRep = await mine.init.client.post('/api/enterpriseRepresentOperate/bindCust', { certificateNo: target.certificateNo });
    expect(notRep.status).toBe(409);
    expect(notRep.body.msg).toBe('您的证件号码不是该企业登记的账户代表，不能绑定');
    const unknown = await mine.check.client.post('/api/enterpriseRepresentOperate/bindCust', { certificateNo: newCreditCode() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('未找到该统一社会信用代码对应的已开户企业');

    const bound = await mine.check.client.post('/api/enterpriseRepresentOperate/bindCust', { certificateNo: target.certificateNo });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.dataInfo).toMatchObject({ custId: target.custId, current: false });
    expect((await mine.check.client.post('/api/enterpriseRepresentOperate/bindCust', { certificateNo: target.certificateNo })).body.msg).toBe('您已绑定该企业');
    const list = await mine.check.client.get<Array<{ custId: string; current: boolean }>>('/api/cust/list');
    expect(list.body.dataInfo.map((r) => r.custId).sort()).toEqual([mine.custId, target.custId].sort());
    expect((await mine.check.client.get(`/api/cust/switch/${target.custId}`)).status).toBe(200);
    expect((await mine.check.client.get<{ custId: string }>('/api/customer-info')).body.dataInfo.custId).toBe(target.custId);
    const link = await db('customer_representative').where({ cust_id: target.custId, operator_id: mine.check.operatorId }).first();
    expect(link).toMatchObject({ represent_role: 'initiating', status: '1' });
  });

  it('checks a code before opening, and the applicant withdraws a pending application: status withdrawn, instance deleted with the reason', async () => {
    const existing = await company('ck');
    const visitorLogin = `vw${run}`.slice(0, 18);
    const confirmerLogin = `vx${run}`.slice(0, 18);
    for (const login of [visitorLogin, confirmerLogin]) {
      const [{ operator_id }] = await db('operator').insert({ login_name: login, password_hash: await hashPassword(PASSWORD), operator_code: login, operator_name: '游客', operator_type: '09' }).returning('operator_id');
      const role = await db('role').where({ role_name: '游客' }).first('role_id');
      await db('operator_role').insert({ operator_id, role_id: role.role_id });
    }
    const applicant = await new ApiClient().signIn({ loginName: visitorLogin, password: PASSWORD });

    const taken = await applicant.get(`/api/monitor/open_account_check?certificateNo=${existing.certificateNo}`);
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该统一社会信用代码已开户，不能重复开户');
    expect(taken.body.dataInfo).toEqual([{ field: 'certificateNo', message: '该统一社会信用代码已开户，不能重复开户' }]);
    const code = newCreditCode();
    const free = await applicant.get(`/api/monitor/open_account_check?certificateNo=${code}`);
    expect(free.status).toBe(200);
    expect(free.body.dataInfo).toEqual({ certificateNo: code, available: true });

    const attachments = [];
    for (const t of ['B02', 'B05', 'U05', 'U06']) {
      const form = new FormData();
      form.append('typeNo', t);
      form.append('file', new Blob([new Uint8Array(samplePdf(`${t} ${run}`))], { type: 'application/pdf' }), `${t}.pdf`);
      const res = await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${applicant.token}` }, body: form });
      const b = await res.json();
      attachments.push({ typeno: b.dataInfo.typeno, path: b.dataInfo.path });
    }
    const submitted = await applicant.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', { ...companyForm(`测试撤销${run}`.slice(0, 40), code), attachments, confirmerLoginName: confirmerLogin });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const applyId = submitted.body.dataInfo.id;
    const pending = await applicant.get(`/api/monitor/open_account_check?certificateNo=${code}`);
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toBe('该统一社会信用代码已有审核中的开户申请');
    const instanceId = await eventually(async () => (await db('company_account_apply').where({ id: applyId }).first('process_instance_id'))?.process_instance_id as string | null, 30000, 'instance');

    const badReason = await applicant.call('PUT', '/api/openAccount/modify/status', { id: applyId, status: 'withdrawn', reason: '' });
    expect(badReason.status).toBe(400);
    const withdrawn = await applicant.call<CompanyApplyDetail>('PUT', '/api/openAccount/modify/status', { id: applyId, status: 'withdrawn', reason: '信息填写有误' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.dataInfo).toMatchObject({ status: 'withdrawn', statusName: '已撤销', opinion: '信息填写有误', processInstanceId: null });
    // no orphan instance: ended with the reason
    expect(await engine.processInstances({ businessKey: applyId })).toEqual([]);
    const [hist] = await engine.historicProcessInstances({ processInstanceBusinessKey: applyId, processDefinitionKey: 'ccerAccountOpen' });
    expect(hist.id).toBe(instanceId);
    expect(hist.deleteReason).toBe('撤销：信息填写有误');
    // a second withdrawal is refused; the code is free again
    const twice = await applicant.call('PUT', '/api/openAccount/modify/status', { id: applyId, status: 'withdrawn', reason: '再次' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('只有待确认或审核中的开户申请可以撤销');
    expect((await applicant.get(`/api/monitor/open_account_check?certificateNo=${code}`)).status).toBe(200);
    // someone else's application is not found
    expect((await existing.init.client.call('PUT', '/api/openAccount/modify/status', { id: applyId, status: 'withdrawn', reason: 'x' })).status).toBe(403);
  });
});
