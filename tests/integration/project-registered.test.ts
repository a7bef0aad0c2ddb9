import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApplyInfo, ApplyRow, CancelRow, ProjectListRow } from '@ccer/contracts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { eventually } from '../fixtures/client.ts';
import { createOperator } from '../fixtures/operators.ts';
import { validApplication } from '../fixtures/applications.ts';
import { toColumns } from '../../gateway/src/routes/project/apply-repository.ts';
import { seedBusinessProcesses } from '../../gateway/src/domain/business-process.ts';
import { designDocument, uploadDocument } from '../fixtures/uploads.ts';

/**
 * After registration (H5): the registered projects' list and its filters in each company's scope, one
 * application with its project, documents and change log, the registry's edit with its change log,
 * stop and resume, cancellation through the ccerProjectLogout process (approved through My Tasks' 办理
 * and through cancelProject-audit, rejected), the owner's abort of a submitted application (its instance
 * ended in the engine) and the delete of a never-submitted draft. Registered projects are written
 * straight into project_apply and project_info (the whole chain is the lifecycle scenario's).
 */
type Auth = { authorization: string };
const PASSWORD = 'Demo@123456';

describe('registered projects: list, edit, stop, cancellation, abort, delete', () => {
  let app: FastifyInstance;
  const run = Date.now().toString(36);
  const tag = `登记${run}`;
  const names = { repB: `pr_repb_${run}`, province: `pr_prov_${run}` };
  let owner: Auth;
  let country: Auth;
  let repB: Auth;
  let province: Auth;
  let expert: Auth;
  let ownerCust: string;
  let ownerOperatorId: string;
  let companyB: string;
  /** project_info ids and their applications by name. */
  const projects: Record<string, { infoId: string; applyId: string; code: string }> = {};

  const post = (auth: Auth, url: string, payload: unknown, lang = 'zh-CN') =>
    app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': lang }, payload: payload as object });
  const okData = async <T>(auth: Auth, url: string, payload: unknown, lang?: string): Promise<T> => {
    const r = await post(auth, url, payload, lang);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo as T;
  };
  const list = async (auth: Auth, body: Record<string, unknown>) => {
    const r = await post(auth, '/api/project-manage/project-list', { projectName: tag, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { dataInfo: ProjectListRow[]; total: number };
  };

  /** A registered project of `custId` (status 16 with its project_info row), registered `minutesAgo`. */
  async function registered(key: string, custId: string, minutesAgo: number) {
    const [apply] = await app
      .db('project_apply')
      .insert({
        ...toColumns(validApplication({ projectName: `${tag}-${key}`, remarkDesc: '初始备注' })),
        apply_no: `XMH5${run}${key}`,
        cust_id: custId,
        owner_operator_id: ownerOperatorId,
        status: '16',
        submit_count: 1,
        submitted_at: app.db.fn.now(),
      })
      .returning('id');
    const code = `H5${run}${key}`;
    const [info] = await app.db('project_info').insert({ apply_id: apply.id, project_code: code, registration_time: new Date(Date.now() - minutesAgo * 60000) }).returning('id');
    projects[key] = { infoId: info.id, applyId: apply.id, code };
  }

  beforeAll(async () => {
    app = await testApp();
    const ownerOp = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    ownerCust = ownerOp.cust_id;
    ownerOperatorId = ownerOp.operator_id;
    const [company] = await app.db('customer').insert({ cust_name: `登记乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    companyB = company.cust_id;
    await createOperator({ loginName: names.repB, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: companyB });
    await createOperator({ loginName: names.province, password: PASSWORD, operatorType: '03', roleName: '省级管理员' });
    [owner, country, repB, province, expert] = await Promise.all([
      injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
      injectSignIn(app, names.repB, PASSWORD),
      injectSignIn(app, names.province, PASSWORD),
      injectSignIn(app, 'expert01', PASSWORD),
    ]);
    // four of the demo company (a newest first), one of company B
    await registered('a', ownerCust, 1);
    await registered('b', ownerCust, 2);
    await registered('c', ownerCust, 3);
    await registered('d', ownerCust, 4);
    await registered('e', companyB, 5);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('project-list', () => {
    it('lists the company its own projects, newest registration first, a page at a time; the registry all', async () => {
      const first = await list(owner, { pageNumber: 1, pageSize: 3 });
      expect(first.total).toBe(4);
      expect(first.dataInfo.map((p) => p.projectCode)).toEqual([projects.a.code, projects.b.code, projects.c.code]);
      expect(first.dataInfo[0]).toMatchObject({
        projectInfoId: projects.a.infoId,
        applyId: projects.a.applyId,
        projectName: `${tag}-a`,
        type: 'A0102',
        province: '320000',
        provinceName: '江苏省',
        status: '0',
        statusName: '正常',
        cancelFlag: '0',
        cancelFlagName: '未注销',
        cancelPending: false,
      });
      expect(first.dataInfo[0].typeName).toBeTruthy();
      expect((await list(owner, { pageNumber: 2, pageSize: 3 })).dataInfo.map((p) => p.projectCode)).toEqual([projects.d.code]);
      expect((await list(repB, {})).dataInfo.map((p) => p.projectCode)).toEqual([projects.e.code]);
      expect((await list(country, {})).total).toBe(5);
    });

    it('filters by project code and name; English names; others get 403', async () => {
      expect((await list(country, { projectCode: projects.c.code })).dataInfo.map((p) => p.projectInfoId)).toEqual([projects.c.infoId]);
      expect((await list(country, { projectName: `${tag}-e` })).dataInfo.map((p) => p.owner)).toEqual([`登记乙公司${run}`]);
      const en = (await post(owner, '/api/project-manage/project-list', { projectCode: projects.a.code }, 'en')).json().dataInfo[0];
      expect(en).toMatchObject({ statusName: 'Normal', cancelFlagName: 'Active', provinceName: 'Jiangsu' });
      expect((await post(expert, '/api/project-manage/project-list', {})).statusCode).toBe(403);
      const bad = await post(country, '/api/project-manage/project-list', { cancelFlag: '2' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().dataInfo[0].field).toBe('cancelFlag');
    });
  });

  describe('the provincial administrator\'s 项目查询 (116)', () => {
    it('lists every company\'s registered projects and opens one with its documents, read-only', async () => {
      expect((await list(province, {})).dataInfo.map((p) => p.projectCode).sort()).toEqual(Object.values(projects).map((p) => p.code).sort());
      // company B's project with a document linked to it, as the detail page shows and downloads it
      const fileId = await uploadDocument(repB, 'P01');
      await app.db('attachment').where({ id: fileId }).update({ business_type: 'projectApply', business_code: projects.e.applyId });
      const detail = await okData<ApplyInfo>(province, '/api/project-manage/apply-info', { id: projects.e.applyId });
      expect(detail.apply.projectCode).toBe(projects.e.code);
      expect(detail.documents.map((d) => d.typeNo)).toEqual(['P01']);
      // the upload went to the stack's gateway: its file store serves the download
      const query = new URLSearchParams({ groupName: 'attachment', typeNo: 'P01', filePath: detail.documents[0].path });
      const file = await fetch(`${testEnv.appUrl}/api/file/download/single?${query}`, { headers: province });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      // the query is no pass to stop, edit or cancel
      expect((await post(province, '/api/project-manage/stop', { projectInfoId: projects.e.infoId, action: 'stop', reason: '查询' })).statusCode).toBe(403);
      expect((await post(province, '/api/projectmanage/apply-info-edit-file', { id: projects.e.applyId, changes: { projectName: 'x' }, modifyExplanation: 'x' })).statusCode).toBe(403);
    });
  });

  describe('apply-info and the registry\'s edit (apply-info-edit-file)', () => {
    const edit = (auth: Auth, body: Record<string, unknown>, lang?: string) => post(auth, '/api/projectmanage/apply-info-edit-file', { id: projects.b.applyId, ...body }, lang);

    it('shows the project code and time to managers only; another company gets 404', async () => {
      const mine = await okData<ApplyInfo>(owner, '/api/project-manage/apply-info', { id: projects.b.applyId });
      expect(mine.apply).toMatchObject({ id: projects.b.applyId, projectName: `${tag}-b`, status: '16', projectCode: null, registrationTime: null });
      expect(mine.project).toMatchObject({ projectInfoId: projects.b.infoId, projectCode: null, status: '0', cancelFlag: '0' });
      const managed = await okData<ApplyInfo>(country, '/api/project-manage/apply-info', { id: projects.b.applyId });
      expect(managed.apply.projectCode).toBe(projects.b.code);
      expect(managed.project?.registrationTime).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(managed.changeLog).toEqual([]);
      expect((await post(repB, '/api/project-manage/apply-info', { id: projects.b.applyId })).statusCode).toBe(404);
    });

    it('writes the changed fields and one change-log row per field in one go; the detail shows them', async () => {
      const r = await edit(country, { changes: { projectName: `${tag}-b2`, expectYearNum: 260000, remarkDesc: '', methodologyNum: 'CCER-01-001-V01' }, modifyExplanation: '根据复核意见更正' });
      expect(r.statusCode, r.body).toBe(200);
      const stored = await app.db('project_apply').where({ id: projects.b.applyId }).first();
      expect(stored).toMatchObject({ project_name: `${tag}-b2`, expect_year_num: '260000', remark_desc: null, modify_explanation: '根据复核意见更正', version: 2 });
      const info = await okData<ApplyInfo>(country, '/api/project-manage/apply-info', { id: projects.b.applyId });
      // the unchanged methodology is not logged
      expect(info.changeLog.map((c) => [c.paramId, c.paramName, c.beforeValue, c.currentValue, c.updParamDetail]).sort()).toEqual(
        [
          ['expectYearNum', '预计年均减排量', '250000', '260000', '根据复核意见更正'],
          ['projectName', '项目名称', `${tag}-b`, `${tag}-b2`, '根据复核意见更正'],
          ['remarkDesc', '备注', '初始备注', null, '根据复核意见更正'],
        ].sort(),
      );
      expect(info.changeLog[0].operatorName).toBeTruthy();
      const log = await app.db('operation_log').where({ abstract: 'project.inside-edit', business_key: projects.b.applyId }).first();
      expect(log).toBeTruthy();
    });

    it('refuses "no change", a bad field, a missing explanation, an unknown field; writes nothing', async () => {
      const before = await app.db('project_change_log').where({ apply_id: projects.b.applyId }).count({ n: '*' });
      const same = await edit(country, { changes: { projectName: `${tag}-b2` }, modifyExplanation: '无变化' });
      expect(same.statusCode).toBe(400);
      expect(same.json().msg).toBe('未做任何修改！');
      expect((await edit(country, { changes: {}, modifyExplanation: '无变化' }, 'en')).json().msg).toBe('Nothing was changed!');
      const bad = await edit(country, { changes: { projectName: `${tag}-b3`, expectYearNum: 0 }, modifyExplanation: '错误' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().dataInfo.map((f: { field: string }) => f.field)).toEqual(['changes.expectYearNum']);
      const dates = await edit(country, { changes: { firstReckonDate: '2019-01-01' }, modifyExplanation: '错误' });
      expect(dates.json().dataInfo).toEqual([{ field: 'changes.firstReckonDate', message: '不能早于2020年9月22日' }]);
      const noReason = await edit(country, { changes: { projectName: `${tag}-b3` } });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().dataInfo[0]).toEqual({ field: 'modifyExplanation', message: '修改说明不能为空！' });
      expect((await edit(country, { changes: { projectCode: 'X' }, modifyExplanation: '错误' })).statusCode).toBe(400);
      expect((await app.db('project_apply').where({ id: projects.b.applyId }).first()).project_name).toBe(`${tag}-b2`);
      expect(await app.db('project_change_log').where({ apply_id: projects.b.applyId }).count({ n: '*' })).toEqual(before);
    });

    it('is the registry\'s: representatives of either company get 403; an unregistered application 409', async () => {
      const body = { changes: { projectName: `${tag}-x` }, modifyExplanation: '越权' };
      expect((await edit(owner, body)).statusCode).toBe(403);
      expect((await edit(repB, body)).statusCode).toBe(403);
      const draft = await okData<ApplyRow>(owner, '/api/project-manage/save-apply', { projectName: `${tag}-草稿` });
      const r = await post(country, '/api/projectmanage/apply-info-edit-file', { id: draft.id, ...body });
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe('项目尚未登记，不能进行此操作');
    });
  });

  describe('stop and resume (076)', () => {
    const stop = (auth: Auth, action: string, reason = '监测数据异常') => post(auth, '/api/project-manage/stop', { projectInfoId: projects.c.infoId, action, reason });

    it('stops and resumes, once each, with the operation log; the list filters by status', async () => {
      expect((await stop(country, 'stop')).statusCode).toBe(200);
      expect(await app.db('project_info').where({ id: projects.c.infoId }).first()).toMatchObject({ status: '1', stop_reason: '监测数据异常' });
      expect((await list(owner, { status: '1' })).dataInfo.map((p) => [p.projectCode, p.statusName])).toEqual([[projects.c.code, '已暂停']]);
      const again = await stop(country, 'stop');
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('该项目已暂停');
      expect((await stop(country, 'resume', '已整改')).statusCode).toBe(200);
      expect(await app.db('project_info').where({ id: projects.c.infoId }).first()).toMatchObject({ status: '0', stop_reason: null });
      expect((await stop(country, 'resume', '已整改')).json().msg).toBe('该项目未暂停，无需恢复');
      const logs = await app.db('operation_log').where({ business_key: projects.c.applyId }).whereIn('abstract', ['project.stop', 'project.resume']).pluck('abstract');
      expect(logs.sort()).toEqual(['project.resume', 'project.stop']);
    });

    it('refuses owners (403), a missing reason (400) and an unknown project (404)', async () => {
      expect((await stop(owner, 'stop')).statusCode).toBe(403);
      const noReason = await post(country, '/api/project-manage/stop', { projectInfoId: projects.c.infoId, action: 'stop' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().dataInfo[0].field).toBe('reason');
      expect((await post(country, '/api/project-manage/stop', { projectInfoId: '5eed0000-0000-4000-8000-0000000000ff', action: 'stop', reason: 'x' })).statusCode).toBe(404);
    });
  });

  describe('cancellation (注销, ccerProjectLogout)', () => {
    const apply = (auth: Auth, key: string, extra: Record<string, unknown> = {}) =>
      post(auth, '/api/projectmanage/cancelProject-apply', { projectInfoId: projects[key].infoId, reason: '项目停止运行', ...extra });
    /** The cancellation's audit task, once the outbox has started its process. */
    async function auditTask(cancelId: string) {
      const row = await eventually(() => app.db('project_cancel_apply').where({ id: cancelId }).whereNotNull('process_instance_id').first(), 30000, 'the cancellation process');
      const [task] = await eventually(async () => {
        const tasks = await app.engine.queryTasks({ processInstanceId: row.process_instance_id });
        return tasks.length > 0 ? tasks : undefined;
      }, 30000, 'the logoutAudit task');
      expect(task.taskDefinitionKey).toBe('logoutAudit');
      return task.id;
    }
    const cancelStatus = (id: string, status: string) =>
      eventually(() => app.db('project_cancel_apply').where({ id, status }).first(), 30000, `cancellation ${status}`);

    it('the owner applies with the materials; approved through My Tasks, the project is cancelled for ever', async () => {
      const noFiles = await apply(owner, 'a');
      expect(noFiles.statusCode, noFiles.body).toBe(400);
      expect(await app.db('project_cancel_apply').where({ project_info_id: projects.a.infoId }).first()).toBeUndefined();
      expect((await apply(repB, 'a', { fileIds: [] })).statusCode).toBe(404);

      const fileId = await uploadDocument(owner, 'P06');
      const r = await apply(owner, 'a', { fileIds: [fileId] });
      expect(r.statusCode, r.body).toBe(200);
      const row = r.json().dataInfo as CancelRow;
      expect(row).toMatchObject({ projectCode: projects.a.code, status: '01', statusName: '注销审核中', initiatedBy: 'owner', reason: '项目停止运行' });
      expect(row.applyNo).toMatch(/^ZX\d{8}\d{6}$/);
      // the materials are this cancellation's own: a later one of the same project keeps them
      expect(await app.db('attachment').where({ id: fileId }).first()).toMatchObject({ business_type: 'projectCancel', business_code: row.id });
      expect((await apply(country, 'a')).json().msg).toBe('该项目已有注销申请在审核中');
      expect((await list(owner, { projectCode: projects.a.code })).dataInfo[0].cancelPending).toBe(true);

      const taskId = await auditTask(row.id);
      // the registry's list offers the open task to decide; the owner's does not
      expect((await okData<CancelRow[]>(country, '/api/projectmanage/cancelProject-list', { id: row.id }))[0].taskId).toBe(taskId);
      expect((await okData<CancelRow[]>(owner, '/api/projectmanage/cancelProject-list', { id: row.id }))[0]).toMatchObject({ id: row.id, taskId: null });
      const mine = await okData<Array<{ taskId: string; workflowType: string }>>(country, '/api/process/task/my-list', { taskId });
      expect(mine.map((t) => t.workflowType)).toEqual(['projectLogoutManage']);
      // the owner does not hold 081 and the task is the registry's
      expect((await post(owner, '/api/projectmanage/cancelProject-audit', { taskId, approved: true })).statusCode).toBe(403);
      expect((await post(country, '/api/process/task/complete', { taskId, approved: true, opinion: '同意注销' })).statusCode).toBe(200);
      await cancelStatus(row.id, '02');
      expect(await app.db('project_info').where({ id: projects.a.infoId }).first()).toMatchObject({ cancel_flag: '1' });
      expect((await app.db('project_cancel_apply').where({ id: row.id }).first()).opinion).toBe('同意注销');
      // the reduction application's search (cancelFlag 0, status 0) no longer offers it
      expect((await list(owner, { cancelFlag: '0', status: '0' })).dataInfo.map((p) => p.projectCode)).not.toContain(projects.a.code);
      expect((await list(owner, { cancelFlag: '1' })).dataInfo.map((p) => p.projectCode)).toEqual([projects.a.code]);
      const again = await apply(country, 'a');
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('该项目已注销，不能进行此操作');
      expect((await post(country, '/api/project-manage/stop', { projectInfoId: projects.a.infoId, action: 'stop', reason: 'x' })).statusCode).toBe(409);
    });

    it('the registry starts one; rejected through cancelProject-audit nothing changes; approved, cancelled', async () => {
      const started = await okData<CancelRow>(country, '/api/projectmanage/cancelProject-apply', { projectInfoId: projects.d.infoId, reason: '虚假材料' });
      expect(started.initiatedBy).toBe('registry');
      const noOpinion = await post(country, '/api/projectmanage/cancelProject-audit', { taskId: await auditTask(started.id), approved: false });
      expect(noOpinion.statusCode).toBe(400);
      expect(noOpinion.json().dataInfo[0].field).toBe('opinion');
      expect((await post(country, '/api/projectmanage/cancelProject-audit', { taskId: await auditTask(started.id), approved: false, opinion: '证据不足' })).statusCode).toBe(200);
      await cancelStatus(started.id, '03');
      expect(await app.db('project_info').where({ id: projects.d.infoId }).first()).toMatchObject({ cancel_flag: '0', status: '0' });

      const second = await okData<CancelRow>(country, '/api/projectmanage/cancelProject-apply', { projectInfoId: projects.d.infoId, reason: '补充证据' });
      expect((await post(country, '/api/projectmanage/cancelProject-audit', { taskId: await auditTask(second.id), approved: true })).statusCode).toBe(200);
      await cancelStatus(second.id, '02');
      expect(await app.db('project_info').where({ id: projects.d.infoId }).first()).toMatchObject({ cancel_flag: '1' });
    });

    it('lists the company its own cancellations, the registry all, filtered', async () => {
      const mine = (await post(owner, '/api/projectmanage/cancelProject-list', { projectName: tag })).json();
      expect(mine.total).toBe(3);
      expect(mine.dataInfo.map((c: CancelRow) => c.status).sort()).toEqual(['02', '02', '03']);
      expect((await post(repB, '/api/projectmanage/cancelProject-list', { projectName: tag })).json().total).toBe(0);
      const rejected = (await post(country, '/api/projectmanage/cancelProject-list', { projectName: tag, status: '03' }, 'en')).json();
      expect(rejected.dataInfo.map((c: CancelRow) => [c.projectCode, c.statusName, c.opinion])).toEqual([[projects.d.code, 'Rejected', '证据不足']]);
    });
  });

  describe('the owner\'s abort and delete', () => {
    const submitted = async (name: string) => {
      const draft = await okData<ApplyRow>(owner, '/api/project-manage/save-apply', { projectName: name });
      await okData(owner, '/api/project-manage/prep-pub-apply', { ...validApplication({ projectName: name }), id: draft.id, fileIds: await designDocument(owner) });
      const row = await eventually(() => app.db('project_apply').where({ id: draft.id }).whereNotNull('process_instance_id').first(), 30000, 'the started process');
      return { id: draft.id, processInstanceId: row.process_instance_id as string };
    };

    it('aborts a submitted application: status 17 with the reason, its instance ended in the engine', async () => {
      const a = await submitted(`${tag}-终止`);
      expect((await post(repB, '/api/project-manage/abort-apply', { id: a.id, reason: '不再申请' })).statusCode).toBe(404);
      expect((await post(owner, '/api/project-manage/abort-apply', { id: a.id, reason: '不再申请' })).statusCode).toBe(200);
      expect(await app.db('project_apply').where({ id: a.id }).first()).toMatchObject({ status: '17', abort_reason: '不再申请' });
      const history = await eventually(async () => {
        const h = await app.engine.historicProcessInstance(a.processInstanceId);
        return h.endTime ? h : undefined;
      }, 30000, 'the ended instance');
      expect(history.deleteReason).toBe('不再申请');
      const again = await post(owner, '/api/project-manage/abort-apply', { id: a.id, reason: '再次' });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('项目申请当前状态为“已终止”，不能进行此操作');
    });

    it('refuses to abort a draft or a registered project', async () => {
      const draft = await okData<ApplyRow>(owner, '/api/project-manage/save-apply', { projectName: `${tag}-草稿2` });
      expect((await post(owner, '/api/project-manage/abort-apply', { id: draft.id, reason: 'x' })).statusCode).toBe(409);
      expect((await post(owner, '/api/project-manage/abort-apply', { id: projects.b.applyId, reason: 'x' })).statusCode).toBe(409);
      expect((await post(owner, '/api/project-manage/abort-apply', { id: draft.id })).json().dataInfo[0].field).toBe('reason');
    });

    it('deletes only a draft never submitted; its uploads are unlinked', async () => {
      const draft = await okData<ApplyRow>(owner, '/api/project-manage/save-apply', { projectName: `${tag}-删除` });
      const fileId = await uploadDocument(owner, 'P01');
      await app.db('attachment').where({ id: fileId }).update({ business_type: 'projectApply', business_code: draft.id });
      expect((await post(repB, '/api/project-manage/delete-apply', { id: draft.id })).statusCode).toBe(404);
      expect((await post(owner, '/api/project-manage/delete-apply', { id: draft.id })).statusCode).toBe(200);
      expect(await app.db('project_apply').where({ id: draft.id }).first()).toBeUndefined();
      expect(await app.db('attachment').where({ id: fileId }).first()).toMatchObject({ business_type: null, business_code: null });
      expect(await app.db('operation_log').where({ abstract: 'project-apply.delete', business_key: draft.id }).first()).toBeTruthy();

      const sent = await submitted(`${tag}-已提交`);
      const refused = await post(owner, '/api/project-manage/delete-apply', { id: sent.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe('只能删除从未提交过的草稿');
      expect(await app.db('project_apply').where({ id: sent.id }).first()).toBeTruthy();
    });
  });

  describe('the cancellation\'s business-process association', () => {
    const association = () => app.db('business_process').where({ business_type: 'projectCancel' }).first('process_key', 'associated_by');

    it('a deployment seeded before the process existed takes it at the next start; an association made by a person stays', async () => {
      try {
        await app.db('business_process').where({ business_type: 'projectCancel' }).update({ process_key: null, associated_at: null, associated_by: null });
        await seedBusinessProcesses(app.db);
        expect(await association()).toEqual({ process_key: 'ccerProjectLogout', associated_by: 'system' });
        await app.db('business_process').where({ business_type: 'projectCancel' }).update({ process_key: 'ccerProjectLogoutV2', associated_by: 'admin' });
        await seedBusinessProcesses(app.db);
        expect(await association()).toEqual({ process_key: 'ccerProjectLogoutV2', associated_by: 'admin' });
      } finally {
        await app.db('business_process').where({ business_type: 'projectCancel' }).update({ process_key: 'ccerProjectLogout', associated_by: 'system' });
      }
    });
  });
});
