import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApplyRow, OpinionRow, PublicProjectDetail, PublicProjectRow, RecallRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { createOperator } from '../fixtures/operators.ts';
import { samplePdf } from '../fixtures/files.ts';
import { engine } from '../fixtures/engine.ts';
import { testApp } from '../fixtures/app.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addWorkingDays, CalendarNotInitialisedError, workingDaysBetween } from '../../gateway/src/domain/calendar/working-days.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * Publicity of a project application through the real stack (registry spec §7 recall-apply, recall-list,
 * modifyPublicityPeriod, pause, opinion-list, upload-in-pub; the public /projectPublicity calls): an
 * application reaches 公示中 by the owner's submission and country01's publicity audit; the owner asks to
 * withdraw it and the recall audit appears; the registry pauses, resumes and moves the period, and the
 * engine's timer follows; anybody comments without signing in (captcha, length, markup, per-address limit);
 * the named validation body adds material, which the public reads and downloads; a second company
 * neither recalls nor reads another company's rows.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';

describe('project publicity', () => {
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();
  const other = new ApiClient();
  const ownerEn = new ApiClient(undefined, 'en');
  const anonymous = new ApiClient();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp();
    // a second company with its representative
    const [company] = await app.db('customer').insert({ cust_name: `公示测试乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: `pub_repb_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      ownerEn.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      body.signIn({ loginName: 'org01', password: PASSWORD }),
      other.signIn({ loginName: `pub_repb_${run}`, password: PASSWORD }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const applyById = async (id: string) => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id })).body.dataInfo[0];
  const dbApply = (id: string) => app.db('project_apply').where({ id }).first();
  const statusBecomes = (id: string, status: string) =>
    eventually(async () => {
      const row = await applyById(id);
      return row?.status === status ? row : undefined;
    }, 30000, `status ${status}`);
  const taskOf = (who: ApiClient, applyId: string, workflowType: string) =>
    eventually(async () => {
      const r = await who.post<TaskRow[]>('/api/process/task/my-list', { workflowType, pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === applyId);
    }, 30000, `the ${workflowType} task`);
  /** The due date of the publicity timer, once the engine waits on it (after the outbox delivered the last message). */
  const timerDue = (processInstanceId: string, endDate: string) =>
    eventually(async () => {
      const jobs = await engine.timerJobs(processInstanceId, 'publicityEnded');
      return jobs.length === 1 && new Date(jobs[0].dueDate!).getTime() === new Date(`${endDate}T23:59:59+08:00`).getTime() ? jobs[0] : undefined;
    }, 30000, `the publicity timer at ${endDate}`);

  /** Counted on the trade calendar, or in calendar days while the year is not initialised (as the gateway counts). */
  async function onCalendar<T>(working: () => Promise<T>, calendar: () => T): Promise<T> {
    try {
      return await working();
    } catch (e) {
      if (!(e instanceof CalendarNotInitialisedError)) throw e;
      return calendar();
    }
  }
  const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

  /** Submits a new application and approves its publicity audit: status 02 (公示中). */
  async function inPublicity(name?: string): Promise<ApplyRow> {
    const form = validApplication(name ? { projectName: name } : {});
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect((await owner.post('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, fileIds: await designDocument(owner) })).status).toBe(200);
    const audit = await taskOf(country, saved.body.dataInfo.id, 'ccerProjectPubApply');
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    // no wait for the chain's event gateway: a change made the moment 公示中 shows is held by the outbox
    // until the chain waits for its message
    return statusBecomes(saved.body.dataInfo.id, '02');
  }

  describe('recall during publicity', () => {
    let apply: ApplyRow;
    beforeAll(async () => {
      apply = await inPublicity();
    });

    it('refuses a bad reason, a caller without 053, and another company', async () => {
      const empty = await owner.post<Errors>('/api/project-manage/recall-apply', { id: apply.id, reason: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.dataInfo).toEqual([{ field: 'reason', message: '原因不能为空！' }]);
      const long = await ownerEn.post<Errors>('/api/project-manage/recall-apply', { id: apply.id, reason: 'x'.repeat(2001) });
      expect(long.status).toBe(400);
      expect(long.body.dataInfo).toEqual([{ field: 'reason', message: 'Length must be between 1 and 2000 characters' }]);
      expect((await country.post('/api/project-manage/recall-apply', { id: apply.id, reason: '撤回' })).status).toBe(403);
      // the second company cannot recall the first company's application: for it the application does not exist
      expect((await other.post('/api/project-manage/recall-apply', { id: apply.id, reason: '撤回' })).status).toBe(404);
      expect((await dbApply(apply.id)).status).toBe('02');
      expect(await app.db('project_recall').where({ apply_id: apply.id })).toEqual([]);
    });

    it('moves the application to 05 with its recall row, the recall audit appears; approving it recalls', async () => {
      const r = await owner.post<RecallRow>('/api/project-manage/recall-apply', { id: apply.id, reason: '业主决定调整项目方案' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.dataInfo).toMatchObject({ applyId: apply.id, status: '01', statusName: '撤回审核中', reason: '业主决定调整项目方案', projectName: apply.projectName });
      expect((await dbApply(apply.id)).status).toBe('05');
      // a second request while the first is audited is refused, naming the status
      const again = await owner.post('/api/project-manage/recall-apply', { id: apply.id, reason: '再次' });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('项目申请当前状态为“撤回审核中”，不能进行此操作');

      const task = await taskOf(country, apply.id, 'ccerProjectRecall');
      // the list: the owner sees it, the second company does not, the registry does
      const mine = await owner.post<RecallRow[]>('/api/project-manage/recall-list', { applyId: apply.id });
      expect(mine.body.total).toBe(1);
      expect((await other.post<RecallRow[]>('/api/project-manage/recall-list', { applyId: apply.id })).body.total).toBe(0);
      expect((await country.post<RecallRow[]>('/api/project-manage/recall-list', { applyId: apply.id, status: '01' })).body.total).toBe(1);

      expect((await country.post('/api/project-manage/recall-audit', { taskId: task.taskId, approved: true, opinion: '同意撤回' })).status).toBe(200);
      await statusBecomes(apply.id, '06');
      const done = await eventually(async () => {
        const rows = (await owner.post<RecallRow[]>('/api/project-manage/recall-list', { applyId: apply.id })).body.dataInfo;
        return rows[0]?.status === '02' ? rows[0] : undefined;
      }, 30000, 'the recall recorded');
      expect(done).toMatchObject({ statusName: '已撤回', opinion: '同意撤回' });
      expect(done.auditedAt).toBeTruthy();
      // a recalled application is no longer public
      expect((await anonymous.post('/api/public/project/publicity-detail', { id: apply.id })).status).toBe(404);
    });
  });

  describe('period, pause and resume (079), comments and public pages', () => {
    let apply: ApplyRow;
    const name = `公示测试风电项目${run}`;
    beforeAll(async () => {
      apply = await inPublicity(name);
    });

    it('modifies the last day: after today only, by 079 only; the engine timer moves, the log keeps before and after', async () => {
      const today = isoDay();
      const todayRefused = await country.post<Errors>('/api/projectmanage/modifyPublicityPeriod', { id: apply.id, publicityEndDate: today });
      expect(todayRefused.status).toBe(400);
      expect(todayRefused.body.dataInfo).toEqual([{ field: 'publicityEndDate', message: '公示截止日期须晚于今天' }]);
      const badFormat = await country.post<Errors>('/api/projectmanage/modifyPublicityPeriod', { id: apply.id, publicityEndDate: '2030/01/01' });
      expect(badFormat.status).toBe(400);
      expect(badFormat.body.dataInfo.map((e) => e.field)).toEqual(['publicityEndDate']);
      expect((await owner.post('/api/projectmanage/modifyPublicityPeriod', { id: apply.id, publicityEndDate: addCalendarDays(today, 40) })).status).toBe(403);

      const before = (await dbApply(apply.id)).publicity_end_date;
      const newEnd = addCalendarDays(today, 45);
      const r = await country.post<{ publicityEndDate: string }>('/api/projectmanage/modifyPublicityPeriod', { id: apply.id, publicityEndDate: newEnd });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.dataInfo.publicityEndDate).toBe(newEnd);
      expect((await dbApply(apply.id)).publicity_end_date).toBe(newEnd);
      await timerDue(apply.processInstanceId!, newEnd);
      const log = await app.db('operation_log').where({ business_key: apply.id, abstract: 'project-publicity.modify-period' }).first();
      expect(log.before_value).toEqual({ publicityEndDate: before });
      expect(log.after_value).toEqual({ publicityEndDate: newEnd });
    });

    it('pauses (04, keeping the working days left) and resumes (02, the end moved by the pause); comments wait while paused', async () => {
      const today = isoDay();
      const end = (await dbApply(apply.id)).publicity_end_date as string;
      const expectedRemaining = await onCalendar(() => workingDaysBetween(app.db, today, end), () => Math.max(0, daysBetween(today, end)));
      const noReason = await country.post<Errors>('/api/projectmanage/pause', { id: apply.id, action: 'pause', reason: '' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.dataInfo.map((e) => e.field)).toEqual(['reason']);
      expect((await country.post('/api/projectmanage/pause', { id: apply.id, action: 'resume', reason: '恢复' })).status).toBe(409);

      const paused = await country.post<{ status: string; publicityRemainingDays: number }>('/api/projectmanage/pause', { id: apply.id, action: 'pause', reason: '收到举报，核实中' });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      expect(paused.body.dataInfo).toMatchObject({ status: '04', publicityRemainingDays: expectedRemaining });
      expect((await dbApply(apply.id)).publicity_paused_at).toBeTruthy();
      // the engine left the timer: it waits for the resume
      await eventually(async () => (await engine.timerJobs(apply.processInstanceId!, 'publicityEnded')).length === 0, 30000, 'the timer cancelled');
      const closed = await anonymous.post('/api/public/project/opinion-add', { applyId: apply.id, content: '暂停期间的意见', code: testEnv.captchaCode, captchaId: 'x' });
      expect(closed.status).toBe(409);
      expect(closed.body.msg).toBe('该项目不在公示期，不能提交意见');
      expect(await app.db('project_opinion').where({ apply_id: apply.id })).toEqual([]);
      // a paused publicity is still listed in 公示中项目
      const listed = await anonymous.post<PublicProjectRow[]>('/api/public/project/publicity-list', { tab: 'publicity', projectName: name });
      expect(listed.body.dataInfo.map((p) => [p.id, p.status, p.publicityRemainingDays])).toEqual([[apply.id, '04', expectedRemaining]]);

      const resumed = await country.post<{ status: string; publicityEndDate: string }>('/api/projectmanage/pause', { id: apply.id, action: 'resume', reason: '核实完毕' });
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
      const newEnd = await onCalendar(() => addWorkingDays(app.db, today, expectedRemaining), () => addCalendarDays(today, expectedRemaining));
      expect(resumed.body.dataInfo).toMatchObject({ status: '02', publicityEndDate: newEnd });
      const row = await dbApply(apply.id);
      expect([row.status, row.publicity_end_date, row.publicity_paused_at, row.publicity_remaining_days]).toEqual(['02', newEnd, null, null]);
      await timerDue(apply.processInstanceId!, newEnd);
      const activities = (await engine.historicActivities(apply.processInstanceId!)).map((a) => a.activityId);
      expect(activities).toEqual(expect.arrayContaining(['publicityPaused', 'publicityResumed', 'publicityModified']));
    });

    /**
     * A comment through an in-process gateway on the same database, from an address of its own: the per-address
     * limit then counts only these calls (every other test calls the shared stack from 127.0.0.1).
     */
    let address = 0;
    const injectOpinion = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++address}`, lang = 'zh-CN') =>
      app.inject({ method: 'POST', url: '/api/public/project/opinion-add', remoteAddress, headers: { 'accept-language': lang }, payload: { captchaId: 'x', code: testEnv.captchaCode, ...payload } });

    it('takes comments without sign-in: captcha, 1–500 characters of plain text, name and contact at most 64', async () => {
      const comment = { applyId: apply.id, content: '建议补充风机基础施工对海洋生态影响的评估。', commenterName: '张三', contact: '13800000000' };
      const wrongCaptcha = await injectOpinion({ ...comment, code: 'zzzz', captchaId: '00000000-0000-4000-8000-000000000000' });
      expect(wrongCaptcha.statusCode).toBe(400);
      expect(wrongCaptcha.json().dataInfo).toEqual([{ field: 'code', message: '验证码错误或已失效' }]);
      const empty = await injectOpinion({ ...comment, content: '   ' });
      expect(empty.json().dataInfo).toEqual([{ field: 'content', message: '意见内容不能为空！' }]);
      const tooLong = await injectOpinion({ ...comment, content: '意'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().dataInfo).toEqual([{ field: 'content', message: '长度在1到500个字符之间' }]);
      const tooLongEn = await injectOpinion({ ...comment, content: '意'.repeat(501) }, undefined, 'en');
      expect(tooLongEn.json().dataInfo).toEqual([{ field: 'content', message: 'Length must be between 1 and 500 characters' }]);
      const markup = await injectOpinion({ ...comment, content: '<script>alert(1)</script>' });
      expect(markup.statusCode).toBe(400);
      expect(markup.json().dataInfo).toEqual([{ field: 'content', message: '请输入纯文本，不能包含标签' }]);
      const longName = await injectOpinion({ ...comment, commenterName: 'n'.repeat(65) });
      expect(longName.statusCode).toBe(400);
      expect(longName.json().dataInfo.map((e: { field: string }) => e.field)).toEqual(['commenterName']);
      expect(await app.db('project_opinion').where({ apply_id: apply.id })).toEqual([]);

      // the real stack, without a session: three comments (the longest allowed, a full one, an anonymous one)
      const send = (body: Record<string, unknown>) => anonymous.post('/api/public/project/opinion-add', { captchaId: 'x', code: testEnv.captchaCode, ...body });
      expect((await send({ ...comment, content: '意'.repeat(500) })).status).toBe(200);
      const added = await send(comment);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await send({ applyId: apply.id, content: '匿名意见' })).status).toBe(200);

      // the registry (025) reads them with the contact; the owner and the named body read their application's; the second company none
      const list = await country.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id, pageSize: 2 });
      expect(list.body.total).toBe(3);
      expect(list.body.dataInfo).toHaveLength(2);
      const all = (await country.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id })).body.dataInfo;
      expect(all.find((o) => o.commenterName === '张三')).toMatchObject({ content: comment.content, contact: '13800000000', projectName: name, applyNo: apply.applyNo });
      expect(all.find((o) => o.content === '匿名意见')).toMatchObject({ commenterName: null, contact: null });
      expect((await owner.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id })).body.total).toBe(3);
      expect((await body.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id })).body.total).toBe(3);
      expect((await other.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: apply.id })).body.total).toBe(0);
      expect((await anonymous.post('/api/project-manage/opinion-list', { applyId: apply.id })).status).toBe(401);
    });

    it('limits comments per address', async () => {
      const ip = '198.51.100.200';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await injectOpinion({ applyId: apply.id, content: `第${i}条意见` }, ip)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const limited = await injectOpinion({ applyId: apply.id, content: '再一条' }, ip);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', msg: '请求过于频繁，请稍后再试' });
      expect(await app.db('project_opinion').where({ apply_id: apply.id, ip }).count({ n: '*' })).toEqual([{ n: '10' }]);
      // another address is not held up
      expect((await injectOpinion({ applyId: apply.id, content: '另一地址的意见' })).statusCode).toBe(200);
    });

    it('lets the named validation body add publicity material (073), which the public reads and downloads', async () => {
      const form = new FormData();
      form.append('typeNo', 'P03');
      form.append('file', new Blob([new Uint8Array(samplePdf(`material-${run}`))], { type: 'application/pdf' }), '公示期补充说明.pdf');
      const up = await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${body.token}` }, body: form });
      const uploaded = (await up.json()).dataInfo as { fileId: string; path: string };
      expect(up.status).toBe(200);
      // the owner holds no 073; the body of another application finds nothing
      expect((await owner.post('/api/project-manage/upload-in-pub', { id: apply.id, fileIds: [uploaded.fileId] })).status).toBe(403);
      const r = await body.post<Array<{ fileId: string; typeNo: string; fileName: string }>>('/api/project-manage/upload-in-pub', { id: apply.id, fileIds: [uploaded.fileId] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.dataInfo.map((d) => [d.fileId, d.typeNo, d.fileName])).toEqual([[uploaded.fileId, 'P03', '公示期补充说明.pdf']]);

      const detail = await anonymous.get<PublicProjectDetail>(`/api/public/project/publicity-detail?id=${apply.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.dataInfo).toMatchObject({
        id: apply.id,
        projectName: name,
        status: '02',
        statusName: '公示中',
        custName: '示例新能源有限公司',
        approvalAuthorityName: '示例审定核查机构',
        provinceName: '江苏省',
        opinionOpen: true,
        basicInformation: validApplication().basicInformation,
      });
      // the design document submitted with the application is published beside the body's material
      expect(detail.body.dataInfo.documents.map((d) => [d.typeNo, d.typeName, d.fileName])).toEqual([
        ['P01', '项目设计文件', 'P01.pdf'],
        ['P03', '公示期补充材料', '公示期补充说明.pdf'],
      ]);
      const file = await fetch(`${testEnv.appUrl}/api/public/project/document?id=${apply.id}&path=${encodeURIComponent(uploaded.path)}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain(`material-${run}`);
      // a path of another application, or no such path, is not found
      expect((await fetch(`${testEnv.appUrl}/api/public/project/document?id=${apply.id}&path=P03/none.pdf`)).status).toBe(404);

      // save replaces the set: none left
      expect((await body.post('/api/project-manage/upload-in-pub-save', { id: apply.id, fileIds: [] })).status).toBe(200);
      expect((await anonymous.post<PublicProjectDetail>('/api/public/project/publicity-detail', { id: apply.id })).body.dataInfo.documents.map((d) => d.typeNo)).toEqual(['P01']);
      expect((await fetch(`${testEnv.appUrl}/api/public/project/document?id=${apply.id}&path=${encodeURIComponent(uploaded.path)}`)).status).toBe(404);
    });

    it('answers the public list by tab, in English too, and searches by name or number; a draft is not public', async () => {
      const publicity = await anonymous.get<PublicProjectRow[]>(`/api/public/project/publicity-list?tab=publicity&projectName=${encodeURIComponent(name)}`);
      expect(publicity.status).toBe(200);
      expect(publicity.body.dataInfo).toHaveLength(1);
      expect(publicity.body.dataInfo[0]).toMatchObject({ id: apply.id, statusName: '公示中', parentProjectTypeName: expect.any(String) });
      const en = await new ApiClient(undefined, 'en').post<PublicProjectRow[]>('/api/public/project/publicity-list', { projectName: name });
      expect(en.body.dataInfo[0]).toMatchObject({ statusName: 'In publicity', provinceName: 'Jiangsu' });
      for (const tab of ['publicityReduction', 'registeredReduction', 'issuedReduction']) {
        expect((await anonymous.post('/api/public/project/publicity-list', { tab })).body).toMatchObject({ flag: 1, dataInfo: [], total: 0 });
      }
      expect((await anonymous.post<PublicProjectRow[]>('/api/public/project/publicity-list', { tab: 'registered', projectName: name })).body.total).toBe(0);
      expect((await anonymous.post<Errors>('/api/public/project/publicity-list', { tab: 'nope' })).status).toBe(400);

      expect((await anonymous.post<PublicProjectRow[]>('/api/public/project/unregister-search', { keyword: name })).body.dataInfo.map((p) => p.id)).toEqual([apply.id]);
      expect((await anonymous.get<PublicProjectRow[]>(`/api/public/project/unregister-search?keyword=${apply.applyNo}`)).body.dataInfo.map((p) => p.id)).toEqual([apply.id]);

      const draft = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: `${name}-草稿` });
      expect((await anonymous.post('/api/public/project/publicity-detail', { id: draft.body.dataInfo.id })).status).toBe(404);
      expect((await anonymous.post<PublicProjectRow[]>('/api/public/project/unregister-search', { keyword: `${name}-草稿` })).body.total).toBe(0);
      expect((await injectOpinion({ applyId: draft.body.dataInfo.id, content: '意见' })).statusCode).toBe(404);
    });
  });
});
