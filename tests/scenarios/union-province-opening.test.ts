import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { type CompanyApplyDetail, type ProvinceApply, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { companyForm as baseForm, newCreditCode, representative, representativeIds } from '../fixtures/company-form.ts';
import { uploadPdf } from '../fixtures/uploads.ts';

/**
 * Joint company opening (unionOpenAccount through ccerAccountOpen) and the provincial administrator application
 * (provinceOperateAddDetail through ccerProvinceOpen) on the real stack; My Tasks names the business of both.
 */
const PASSWORD = 'Visitor@1234';

const companyForm = (custName: string, certificateNo: string) => baseForm(custName, certificateNo, { custType: ['02'], workUnit: '测试联合开户有限公司', tradeRepresentative: false });
const tradeRepresentative = { ...representative('accountpre', '钱七', representativeIds.accountpre, '测试联合开户有限公司', false), accountpreFaxNo: '0591-87654321' };

/** The ended instance of a business: workers write the status before they complete their task, so the end follows. */
async function completedInstance(businessKey: string, processDefinitionKey: string) {
  return eventually(async () => {
    const [i] = await engine.historicProcessInstances({ processInstanceBusinessKey: businessKey, processDefinitionKey });
    return i?.state === 'COMPLETED' ? i : undefined;
  }, 30000, `${processDefinitionKey} completed`);
}

const provinceForm = (name: string) => ({
  operatorName: name,
  certificateType: '0',
  certificateNo: '11010519491231002X',
  mobilePhoneNo: '13800138000',
  phoneNo: '0591-12345678',
  faxNo: '0591-87654321',
  emailAddress: 'province@example.cn',
  provinceId: '350000',
  manageProvinceId: '350000',
  workUnit: '福建省生态环境厅',
  departmentDesc: '应对气候变化处',
  positionDesc: '处长',
  contactAddress: '福建省福州市鼓楼区华林路1号',
  isLeader: 'N',
  operatorField: ['A0101'],
});

describe('joint opening and provincial administrator applications', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const country = new ApiClient();
  const run = Date.now().toString(36);

  afterAll(async () => db.destroy());
  beforeAll(async () => {
    await country.signIn(demoUsers.country);
  });

  async function visitor(tag: string): Promise<{ loginName: string; operatorId: string; client: ApiClient }> {
    const loginName = `u${tag}${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `游客${tag}`, operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    const client = await new ApiClient().signIn({ loginName, password: PASSWORD });
    return { loginName, operatorId: operator_id, client };
  }

  const upload = (client: ApiClient, typeNo: string) => uploadPdf(client, typeNo, `${typeNo} ${run}`);

  /** My Tasks row of the instance with this business key (found through the business name filter). */
  async function taskNamed(client: ApiClient, businessKey: string, businessName: string, taskName: string): Promise<TaskRow> {
    return eventually(async () => {
      const r = await client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', businessName, pageSize: 50 });
      return r.body.dataInfo?.find((t) => t.businessKey === businessKey && t.taskName === taskName);
    }, 30000, `task ${taskName} of ${businessName}`);
  }

  it('joint opening without the trading-system representative: 400 naming each field in Chinese, nothing written', async () => {
    const applicant = await visitor('jbad');
    const confirmer = await visitor('jbc');
    const before = await db('company_account_apply').count({ n: '*' }).first();
    const r = await applicant.client.post('/api/enterpriseAccount/add/unionOpenAccount', { ...companyForm(`联合开户缺${run}`, newCreditCode()), confirmerLoginName: confirmer.loginName });
    expect(r.status).toBe(400);
    const fields = Object.fromEntries((r.body.dataInfo as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]));
    expect(fields.accountpreName).toBe('交易系统账户代表姓名不能为空！');
    expect(fields.accountpreCertificateNo).toBe('交易系统账户代表证件号码不能为空！');
    expect(fields.accountpreFaxNo).toBe('交易系统账户代表传真不能为空！');
    expect(fields.accountpreMobilePhoneNo).toBe('交易系统账户代表手机号码不能为空！');
    // the fixed phone stays optional (§5.3)
    expect(fields.accountprePhoneNo).toBeUndefined();
    // English complete
    const en = await new ApiClient(testEnv.appUrl, 'en').signIn({ loginName: applicant.loginName, password: PASSWORD });
    const enR = await en.post('/api/enterpriseAccount/add/unionOpenAccount', { confirmerLoginName: confirmer.loginName });
    expect((enR.body.dataInfo as Array<{ field: string; message: string }>).find((e) => e.field === 'accountpreName')?.message).toBe('Trading-system representative name is required');
    // a bad fax is judged by the shared §5.1 rule
    const badFax = await applicant.client.post('/api/enterpriseAccount/add/unionOpenAccount', {
      ...companyForm(`联合开户缺${run}`, newCreditCode()),
      ...tradeRepresentative,
      accountpreFaxNo: '12345',
      confirmerLoginName: confirmer.loginName,
    });
    expect(badFax.status).toBe(400);
    expect((badFax.body.dataInfo as Array<{ field: string; message: string }>).find((e) => e.field === 'accountpreFaxNo')?.message).toBe('传真格式不正确');
    expect(await db('company_account_apply').count({ n: '*' }).first()).toEqual(before);
  });

  it('joint opening approved: open type joint on the application, the instance and the company; the trading representative recorded; My Tasks names the company', async () => {
    const applicant = await visitor('jok');
    const confirmer = await visitor('jokc');
    const custName = `联合开户企业${run}`.slice(0, 40);
    const form = { ...companyForm(custName, newCreditCode()), ...tradeRepresentative };
    const attachments = await Promise.all(['B02', 'B05'].map((t) => upload(applicant.client, t)));
    const submitted = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/unionOpenAccount', { ...form, attachments, confirmerLoginName: confirmer.loginName });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dataInfo).toMatchObject({ status: 'confirming', statusName: '审核中', custName });
    expect(submitted.body.dataInfo.form.openType).toBe('joint');
    const applyId = submitted.body.dataInfo.id;
    expect(await db('company_account_apply').where({ id: applyId }).first('open_type')).toEqual({ open_type: 'joint' });

    // My Tasks shows the company name as the business name of an account-opening task
    const confirmTask = await taskNamed(confirmer.client, applyId, custName, '确认开户申请');
    expect(confirmTask.businessName).toBe(custName);
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: confirmTask.taskId, approved: true })).status).toBe(200);
    const audit = await taskNamed(country, applyId, custName, '开户审核');
    expect(audit).toMatchObject({ businessName: custName, funcCode: '005' });
    expect((await country.post('/api/process/task/complete', { taskId: audit.taskId, approved: true, opinion: '同意联合开户' })).status).toBe(200);

    const cust = await eventually(async () => db('customer').where({ certificate_no: form.certificateNo }).first(), 30000, 'company opened');
    expect(cust).toMatchObject({ cust_name: custName, open_type: 'joint' });
    const trade = await db('customer_trade_representative').where({ cust_id: cust.cust_id }).first();
    expect(trade).toMatchObject({ apply_id: applyId, represent_name: '钱七', certificate_no: '32010619850101123X', fax_no: '0591-87654321', mobile_phone_no: '13912345678' });

    const instance = await completedInstance(applyId, 'ccerAccountOpen');
    const vars = await fetch(`${testEnv.engineRestUrl}/history/variable-instance?processInstanceId=${instance.id}&variableName=openType`, {
      headers: { Authorization: `Basic ${Buffer.from(`${testEnv.engineUser}:${testEnv.enginePassword}`).toString('base64')}` },
    }).then((r) => r.json());
    expect(vars[0]?.value).toBe('joint');
    const steps = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['confirmApply', 'auditApply', 'markOpened', 'openedEnd']));
  });

  it('province application approved: the visitor becomes a province administrator (省级管理员) with the province menus', async () => {
    const applicant = await visitor('pok');
    const name = `省管${run}`.slice(0, 12);
    const r = await applicant.client.post<ProvinceApply>('/api/register/add/provinceOperateAddDetail', provinceForm(name));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dataInfo).toMatchObject({ status: 'auditing', statusName: '审核中', manageProvinceId: '350000', manageProvinceCn: '福建省' });
    const applyId = r.body.dataInfo.id;
    // a second one while this is under review is refused
    expect((await applicant.client.post('/api/register/add/provinceOperateAddDetail', provinceForm(name))).status).toBe(409);
    const mine = await applicant.client.post<Array<{ id: string; kind: string; statusName: string }>>('/api/register/apply/list', {});
    expect(mine.body.dataInfo).toEqual(expect.arrayContaining([expect.objectContaining({ id: applyId, kind: 'province', statusName: '审核中' })]));

    const task = await taskNamed(country, applyId, name, '省级管理员开户审核');
    expect(task).toMatchObject({ businessName: name, funcCode: '002', workflowType: 'commonWorkflow' });
    expect((await country.post('/api/process/task/complete', { taskId: task.taskId, approved: true, opinion: '同意开通' })).status).toBe(200);
    const opened = await eventually(async () => {
      const d = (await applicant.client.get<ProvinceApply | null>('/api/register/get/provinceOperateApplyDetail')).body.dataInfo;
      return d?.status === 'opened' ? d : undefined;
    }, 30000, 'province opened');
    expect(opened).toMatchObject({ statusName: '开户成功', opinion: '同意开通' });

    const op = await db('operator').where({ operator_id: applicant.operatorId }).first();
    expect(op).toMatchObject({ operator_type: '03', province_id: '350000', operator_name: name, fax_no: '0591-87654321', work_unit: '福建省生态环境厅' });
    const roles = await db('operator_role as r').join('role as ro', 'ro.role_id', 'r.role_id').where('r.operator_id', applicant.operatorId).pluck('ro.role_name');
    expect(roles).toEqual(['省级管理员']);
    const admin = await new ApiClient().signIn({ loginName: applicant.loginName, password: PASSWORD });
    const perms = (await admin.get<{ menuList: Array<{ menuId: string }> }>('/api/menu/permission-list')).body.dataInfo;
    expect(perms.menuList.map((m) => m.menuId)).toEqual(expect.arrayContaining(['1313', '1613', '402005']));
    // the new province administrator now works in My Tasks
    expect((await admin.post('/api/process/task/my-list', {})).status).toBe(200);

    const instance = await completedInstance(applyId, 'ccerProvinceOpen');
    const steps = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['submitted', 'auditProvinceApply', 'auditDecision', 'markOpened', 'openedEnd']));
    const log = await db('operation_log').where({ business_type: 'provinceOpen', business_key: applyId }).pluck('abstract');
    expect(log).toEqual(expect.arrayContaining(['province-operator-apply.submit', 'province-operator-apply.result']));
  });

  it('province application rejected: 审核不通过 with the opinion; the visitor stays a visitor', async () => {
    const applicant = await visitor('pno');
    const name = `省驳${run}`.slice(0, 12);
    const r = await applicant.client.post<ProvinceApply>('/api/register/add/provinceOperateAddDetail', provinceForm(name));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const applyId = r.body.dataInfo.id;
    const task = await taskNamed(country, applyId, name, '省级管理员开户审核');
    expect((await country.post('/api/process/task/complete', { taskId: task.taskId, approved: false, opinion: '单位证明不足' })).status).toBe(200);
    const rejected = await eventually(async () => {
      const d = (await applicant.client.get<ProvinceApply | null>('/api/register/get/provinceOperateApplyDetail')).body.dataInfo;
      return d?.status === 'rejected' ? d : undefined;
    }, 30000, 'province rejected');
    expect(rejected).toMatchObject({ statusName: '审核不通过', opinion: '单位证明不足' });
    expect((await db('operator').where({ operator_id: applicant.operatorId }).first('operator_type')).operator_type).toBe('09');
    const instance = await completedInstance(applyId, 'ccerProvinceOpen');
    const steps = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['auditProvinceApply', 'markRejected', 'rejectedEnd']));
    // no longer cancellable
    expect((await applicant.client.post('/api/register/cancel', { kind: 'province', id: applyId })).status).toBe(409);
  });

  it('province application cancelled while under review: its process instance is deleted (no orphan)', async () => {
    const applicant = await visitor('pcx');
    const name = `省撤${run}`.slice(0, 12);
    const bad = await applicant.client.post('/api/register/add/provinceOperateAddDetail', { ...provinceForm(name), manageProvinceId: '', faxNo: '123' });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.dataInfo as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({ manageProvinceId: '不能为空！', faxNo: '传真格式不正确' });

    const r = await applicant.client.post<ProvinceApply>('/api/register/add/provinceOperateAddDetail', provinceForm(name));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const applyId = r.body.dataInfo.id;
    await taskNamed(country, applyId, name, '省级管理员开户审核');
    const cancelled = await applicant.client.post('/api/register/cancel', { kind: 'province', id: applyId });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await db('province_operator_apply').where({ id: applyId }).first('status')).status).toBe('cancelled');
    const ended = await eventually(async () => {
      const [h] = await engine.historicProcessInstances({ processInstanceBusinessKey: applyId, processDefinitionKey: 'ccerProvinceOpen' });
      return h && h.state !== 'ACTIVE' ? h : undefined;
    }, 30000, 'instance deleted');
    expect(ended.state).toBe('EXTERNALLY_TERMINATED');
    expect(await engine.processInstances({ businessKey: applyId, processDefinitionKey: 'ccerProvinceOpen' })).toEqual([]);
    const mine = await applicant.client.post<Array<{ id: string; statusName: string }>>('/api/register/apply/list', {});
    expect(mine.body.dataInfo.find((a) => a.id === applyId)?.statusName).toBe('已撤销');
    // a new application is possible again
    const again = await applicant.client.post<ProvinceApply>('/api/register/add/provinceOperateAddDetail', provinceForm(name));
    expect(again.status).toBe(200);
    expect((await applicant.client.post('/api/register/cancel', { kind: 'province', id: again.body.dataInfo.id })).status).toBe(200);
  });
});
