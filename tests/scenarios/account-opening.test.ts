import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { type CompanyApplyDetail, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { companyForm, newCreditCode, representativeIds } from '../fixtures/company-form.ts';
import { uploadPdf } from '../fixtures/uploads.ts';

/**
 * Company account opening (ccerAccountOpen) through the gateway's HTTP API on the real stack: a visitor saves
 * a draft and submits it with real PDF attachments, the confirming representative confirms in My Tasks, a
 * national administrator approves or rejects there, and the workers open the account.
 */
const PASSWORD = 'Visitor@1234';

describe('company account opening (ccerAccountOpen)', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const country = new ApiClient();
  const run = Date.now().toString(36);

  afterAll(async () => db.destroy());
  beforeAll(async () => {
    await country.signIn(demoUsers.country);
  });

  /** A visitor (游客, type 09), as registration would leave it. */
  async function visitor(tag: string): Promise<{ loginName: string; client: ApiClient }> {
    const loginName = `v${tag}${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `游客${tag}`, operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    const client = await new ApiClient().signIn({ loginName, password: PASSWORD });
    return { loginName, client };
  }

  const upload = (client: ApiClient, typeNo: string) => uploadPdf(client, typeNo, `${typeNo} ${run}`);

  /** The task of the application's current instance (My Tasks names the business of project applications only). */
  async function taskFor(client: ApiClient, applyId: string, taskName: string): Promise<TaskRow> {
    return eventually(async () => {
      const apply = await db('company_account_apply').where({ id: applyId }).first('process_instance_id');
      if (!apply?.process_instance_id) return undefined;
      const r = await client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 });
      return r.body.dataInfo?.find((t) => t.processInstanceId === apply.process_instance_id && t.taskName === taskName);
    }, 30000, `task ${taskName}`);
  }

  async function stateOf(client: ApiClient) {
    return (await client.get<{ id: string; status: string; statusName: string; opinion: string | null }>('/api/openAccount/get/openAccountTourStateQuery')).body.dataInfo;
  }

  /** Draft, then submission with attachments, by a new visitor naming another as confirming representative. */
  async function submitNew(tag: string) {
    const applicant = await visitor(`a${tag}`);
    const confirmer = await visitor(`c${tag}`);
    const custName = `测试开户${tag}${run}`.slice(0, 40);
    const form = companyForm(custName, newCreditCode());
    const draft = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountSave', { type: 1, custName, confirmerLoginName: confirmer.loginName });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.dataInfo).toMatchObject({ status: 'draft', statusName: '草稿', custName, confirmerLoginName: confirmer.loginName });
    const attachments = await Promise.all(['B02', 'B05', 'U05', 'U06'].map((t) => upload(applicant.client, t)));
    const submitted = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', {
      ...form,
      attachments,
      id: draft.body.dataInfo.id,
      version: draft.body.dataInfo.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dataInfo).toMatchObject({ status: 'confirming', statusName: '审核中' });
    const applyId = submitted.body.dataInfo.id;
    // the uploads now belong to the application
    const linked = await db('attachment').whereIn('store_key', attachments.map((a) => a.path)).pluck('business_code');
    expect(linked).toEqual([applyId, applyId, applyId, applyId]);
    return { applicant, confirmer, applyId, form };
  }

  it('refuses a bad form with one Chinese message per field and writes nothing', async () => {
    const applicant = await visitor('bad');
    const before = await db('company_account_apply').count({ n: '*' }).first();
    const form = { ...companyForm('测', '91350100M000100Y44'), legalMobilPhoneNo: '123', confirmerLoginName: applicant.loginName };
    const r = await applicant.client.post('/api/enterpriseAccount/add/enterpriseAccountAdd', form);
    expect(r.status).toBe(400);
    const fields = Object.fromEntries((r.body.dataInfo as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]));
    expect(fields.custName).toMatch(/2 到 40/);
    expect(fields.certificateNo).toBe('统一社会信用代码格式错误');
    expect(fields.legalMobilPhoneNo).toBe('手机号码格式不正确');
    expect(fields['attachments.B02']).toBeDefined();
    expect(fields.confirmerLoginName).toBe('确认代表不能是发起代表本人');
    const after = await db('company_account_apply').count({ n: '*' }).first();
    expect(after).toEqual(before);
    expect(await db('outbox').where({ business_type: 'accountOpen' }).whereIn('business_key', db('company_account_apply').select(db.raw('id::text')).where({ applicant_operator_id: db('operator').select('operator_id').where({ login_name: applicant.loginName }) })).first()).toBeUndefined();
  });

  it('approves: confirmed, approved in My Tasks, the account opens with its representatives as 企业代表', async () => {
    const { applicant, confirmer, applyId, form } = await submitNew('ok');
    // started through the business-process association
    const association = await db('business_process').where({ business_type: 'accountOpen' }).first('process_key');
    expect(association.process_key).toBe('ccerAccountOpen');

    // the applicant cannot change it any more
    expect((await applicant.client.post('/api/enterpriseAccount/add/enterpriseAccountSave', { id: applyId, custName: '改名' })).status).toBe(409);

    const confirmTask = await taskFor(confirmer.client, applyId, '确认开户申请');
    const seen = await confirmer.client.get<CompanyApplyDetail>(`/api/enterpriseOperate/get/enterpriseOperateApplyDetail?id=${applyId}`);
    expect(seen.body.dataInfo.form.custName).toBe(form.custName);
    // the administrator has nothing to audit until the confirmation
    expect((await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 })).body.dataInfo.some((t) => t.processInstanceId === confirmTask.processInstanceId)).toBe(false);
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: confirmTask.taskId, approved: true, opinion: '信息无误' })).status).toBe(200);
    await eventually(async () => (await stateOf(applicant.client))?.status === 'auditing', 30000, 'auditing');
    expect((await stateOf(applicant.client))?.statusName).toBe('审核中');

    const auditTask = await taskFor(country, applyId, '开户审核');
    expect(auditTask.funcCode).toBe('005');
    const done = await country.post('/api/process/task/complete', { taskId: auditTask.taskId, approved: true, opinion: '材料齐全，同意开户' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const opened = await eventually(async () => {
      const s = await stateOf(applicant.client);
      return s?.status === 'opened' ? s : undefined;
    }, 30000, 'opened');
    expect(opened).toMatchObject({ statusName: '开户成功', opinion: '材料齐全，同意开户' });

    // the customer exists with its two representatives, now type 06 with the role 企业代表
    const cust = await db('customer').where({ certificate_no: form.certificateNo }).first();
    expect(cust).toMatchObject({ cust_name: form.custName, cust_type: '01', status: '1' });
    for (const [login, certificateNo] of [[applicant.loginName, representativeIds.initrepre], [confirmer.loginName, representativeIds.checkrepre]]) {
      const op = await db('operator').where({ login_name: login }).first();
      // the identity of the form's representative block goes on the account (bindCust recognises them by it)
      expect(op).toMatchObject({ operator_type: '06', cust_id: cust.cust_id, certificate_no: certificateNo });
      const roles = await db('operator_role as r').join('role as ro', 'ro.role_id', 'r.role_id').where('r.operator_id', op.operator_id).pluck('ro.role_name');
      expect(roles).toEqual(['企业代表']);
    }
    // the confirming representative signs in anew as the company's representative
    const rep = await new ApiClient().signIn({ loginName: confirmer.loginName, password: PASSWORD });
    const info = await rep.get<{ custName: string; form: Record<string, unknown> }>('/api/customer-info');
    expect(info.body.dataInfo.custName).toBe(form.custName);
    const custs = await rep.get<Array<{ custId: string; current: boolean }>>('/api/cust/list');
    expect(custs.body.dataInfo).toEqual([{ custId: cust.cust_id, custName: form.custName, custType: '01', current: true }]);
    expect((await rep.get(`/api/cust/switch/${cust.cust_id}`)).status).toBe(200);
    expect((await rep.post('/api/project-manage/apply-list', {})).status).toBe(200);

    // administrators see the company and its representatives
    const admin = await new ApiClient().signIn(demoUsers.admin);
    const companies = await admin.post<Array<{ custId: string }>>('/api/enterpriseOperate/get/queryEnterpriseOperate', { custName: form.custName });
    expect(companies.body.dataInfo.map((c) => c.custId)).toEqual([cust.cust_id]);
    const reps = await admin.post<Array<{ loginName: string; representRole: string }>>('/api/enterpriseRepresentOperate/get/queryEnterpriseRepresentOperate', { custId: cust.cust_id });
    expect(reps.body.dataInfo.map((r) => `${r.representRole}:${r.loginName}`).sort()).toEqual([`confirming:${confirmer.loginName}`, `initiating:${applicant.loginName}`]);

    // the engine's history shows every step
    const [started] = await engine.historicProcessInstances({ processInstanceBusinessKey: applyId, processDefinitionKey: 'ccerAccountOpen' });
    // the worker writes the status before it completes its external task: the end event follows a moment later
    const instance = await engine.waitUntilEnded(started.id, 30000);
    expect(instance.state).toBe('COMPLETED');
    const steps = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['submitted', 'confirmApply', 'confirmDecision', 'markAuditing', 'auditApply', 'auditDecision', 'markOpened', 'openedEnd']));
    const log = await db('operation_log').where({ business_type: 'accountOpen', business_key: applyId }).pluck('abstract');
    expect(log).toEqual(expect.arrayContaining(['company-account-apply.save', 'company-account-apply.submit', 'company-account-apply.result']));
  });

  it('lists the company a seeded representative acts for and refuses a switch to a company it does not represent', async () => {
    const owner = await new ApiClient().signIn(demoUsers.owner);
    const custs = await owner.get<Array<{ custId: string; custName: string; current: boolean }>>('/api/cust/list');
    expect(custs.body.dataInfo).toEqual([expect.objectContaining({ custName: '示例新能源有限公司', current: true })]);
    const other = await db('customer').whereNot({ cust_id: custs.body.dataInfo[0].custId }).first('cust_id');
    if (other) expect((await owner.get(`/api/cust/switch/${other.cust_id}`)).status).toBe(403);
    expect((await owner.get<{ custName: string }>('/api/customer-info')).body.dataInfo.custName).toBe('示例新能源有限公司');
  });

  it('rejects: the applicant sees 审核不通过 with the opinion; a refused confirmation returns it to the draft', async () => {
    const { applicant, confirmer, applyId } = await submitNew('no');
    // the confirming representative returns it first: back to the initiator's draft
    const first = await taskFor(confirmer.client, applyId, '确认开户申请');
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: first.taskId, approved: false, opinion: '联系人电话有误' })).status).toBe(200);
    const back = await eventually(async () => {
      const s = await stateOf(applicant.client);
      return s?.status === 'draft' ? s : undefined;
    }, 30000, 'draft');
    expect(back).toMatchObject({ statusName: '草稿', opinion: '联系人电话有误' });

    // resubmitted as it is, confirmed, then rejected by the administrator
    const current = (await applicant.client.get<CompanyApplyDetail>('/api/openAccount/get/openAccountInfoQuery')).body.dataInfo;
    const again = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', { id: applyId, version: current.version });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = await taskFor(confirmer.client, applyId, '确认开户申请');
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: second.taskId, approved: true })).status).toBe(200);
    const audit = await taskFor(country, applyId, '开户审核');
    expect((await country.post('/api/process/task/complete', { taskId: audit.taskId, approved: false, opinion: '营业执照不清晰' })).status).toBe(200);
    const rejected = await eventually(async () => {
      const s = await stateOf(applicant.client);
      return s?.status === 'rejected' ? s : undefined;
    }, 30000, 'rejected');
    expect(rejected).toMatchObject({ statusName: '审核不通过', opinion: '营业执照不清晰' });
    expect(await db('company_account_apply').where({ id: applyId }).first('cust_id')).toEqual({ cust_id: null });
    expect((await db('operator').where({ login_name: applicant.loginName }).first('operator_type')).operator_type).toBe('09');

    const instances = await engine.historicProcessInstances({ processInstanceBusinessKey: applyId, processDefinitionKey: 'ccerAccountOpen' });
    expect(instances).toHaveLength(2);
    // the worker writes the status before it completes its external task: the end event follows a moment later
    await Promise.all(instances.map((i) => engine.waitUntilEnded(i.id, 30000)));
    const allSteps = (await Promise.all(instances.map((i) => engine.historicActivities(i.id)))).flat().map((a) => a.activityId);
    expect(allSteps).toEqual(expect.arrayContaining(['confirmApply', 'markReturned', 'returnedEnd', 'auditApply', 'markRejected', 'rejectedEnd']));
  });
});
