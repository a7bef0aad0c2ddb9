import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { methodologyCollectPaths as P, type MethodologyCollectDetail, type MethodologyCollectRow, type ProgressNode } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Methodology proposals through the HTTP API on the real stack (issue 14): owner01 saves a draft (the title alone),
 * completes and submits it; country01 finds it in My Tasks (named by its title) and in the registry's list, rejects it
 * with an opinion; owner01 reads 未采纳 and the opinion, and the engine's history has every step. A second proposal is
 * accepted; a third is withdrawn while in review (its instance ended) and submitted again. Another company's
 * representative and a visitor see none of owner01's company's proposals and cannot withdraw them; the visitor's own
 * are theirs alone; bad input is refused with 400 naming the fields in Chinese, with nothing written.
 */
type Errors = Array<{ field: string; message: string }>;

describe('methodology proposals (ccerMethodologyCollect): draft, submission, review, withdrawal', () => {
  const run = Date.now().toString(36);
  let db: Knex;
  let other: TransferCompany;
  const owner = new ApiClient();
  const country = new ApiClient();
  const visitor = new ApiClient();
  const visitorUser = { loginName: `mc_vis_${run}`, password: DEMO_PASSWORD };

  const detail = (who: ApiClient, id: string) => who.get<MethodologyCollectDetail>(`${P.detail}?id=${id}`);
  const becomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await detail(owner, id)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `proposal ${status}`);
  const taskOf = (id: string) => eventually(async () => (await detail(country, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the review task');
  const full = async (who: ApiClient, title: string) => ({
    title,
    fieldCode: '01',
    projectTypes: ['A0103', 'A0104'],
    summary: '适用于荒漠化土地上建设的并网光伏电站，基准线为电网排放因子，监测上网电量。',
    contactName: '张业主',
    contactPhone: '13800138000',
    contactEmail: 'owner01@example.com',
    fileIds: [await uploadDocument(who, 'Z01')],
  });
  const proposals = async () => Number((await db('methodology_proposal').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    other = await transferCompany(db, 'mc', run);
    await createOperator({ ...visitorUser, operatorType: '09', roleName: '游客' });
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), visitor.signIn(visitorUser)]);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('a draft is kept; the submission is reviewed in My Tasks and rejected with an opinion the proposer reads; the history has every step', async () => {
    const title = `荒漠光伏治沙方法学${run}`;
    const draft = await owner.post<MethodologyCollectDetail & Errors>(P.save, { title });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const d = draft.body.dataInfo;
    expect(d).toMatchObject({ title, status: 'draft', statusName: '草稿', submittedAt: null, mine: true, taskId: null, fieldCode: null });
    expect(d.proposalNo).toMatch(/^FX\d{8}\d{6}$/);
    expect(d.custName).toBeTruthy();
    // a draft is the proposer's alone: not in the registry's list, not readable by it
    expect((await country.post<MethodologyCollectRow[]>(P.list, { proposalNo: d.proposalNo })).body.dataInfo).toEqual([]);
    expect((await detail(country, d.id)).status).toBe(404);
    expect((await owner.post<MethodologyCollectRow[]>(P.mine, { pageSize: 100 })).body.dataInfo.map((r) => r.id)).toContain(d.id);

    const submitted = await owner.post<MethodologyCollectDetail>(P.submit, { id: d.id, version: d.version, ...(await full(owner, title)) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dataInfo).toMatchObject({ id: d.id, status: 'auditing', statusName: '审核中', fieldName: '01 能源产业（可再生/不可再生能源）', submittedAt: expect.any(String) });
    expect(submitted.body.dataInfo.documents).toHaveLength(1);
    expect(submitted.body.dataInfo.projectTypes.map((p) => p.typeId)).toEqual(['A0103', 'A0104']);
    // the row and the outbox's start committed together
    expect(await db('outbox').where({ business_type: 'methodologyCollect', business_key: d.id, kind: 'start' }).count({ n: '*' }).first()).toEqual({ n: '1' });

    const task = await taskOf(d.id);
    const inbox = await country.post<Array<{ taskId: string; funcCode: string; businessName: string | null; businessKey: string | null }>>('/api/process/task/my-list', { workflowType: 'methodologyCollectAudit', pageSize: 200 });
    expect(inbox.body.dataInfo.find((t) => t.taskId === task)).toMatchObject({ funcCode: '019', businessName: title, businessKey: d.id });
    const listed = await country.post<MethodologyCollectRow[]>(P.list, { title: `治沙方法学${run}` });
    expect(listed.body.dataInfo).toMatchObject([{ id: d.id, status: 'auditing', taskId: task, proposerName: expect.stringContaining('张业主') }]);
    expect(listed.body.total).toBe(1);

    // a rejection needs an opinion
    const bare = await country.post<Errors>(P.audit, { taskId: task, approved: false });
    expect(bare.status).toBe(400);
    expect(bare.body.dataInfo).toEqual([{ field: 'opinion', message: '退回时请填写审核意见' }]);
    expect((await country.post(P.audit, { taskId: task, approved: false, opinion: '与已有方法学CCER-01-001重复，不予采纳' })).status).toBe(200);

    const rejected = await becomes(d.id, 'rejected');
    expect(rejected).toMatchObject({ statusName: '未采纳', opinion: '与已有方法学CCER-01-001重复，不予采纳', reviewerName: expect.any(String), reviewedAt: expect.any(String) });
    expect((await owner.post<MethodologyCollectRow[]>(P.mine, { status: 'rejected', pageSize: 100 })).body.dataInfo.find((r) => r.id === d.id)).toMatchObject({ opinion: '与已有方法学CCER-01-001重复，不予采纳' });

    // the progress: submitted, the review (by country01, returned, with the opinion), the end; the engine's history alike
    // the worker writes the outcome before it completes its task: the end follows a moment later
    const progress = await eventually(async () => {
      const p = await owner.get<{ nodes: ProgressNode[] }>(`${P.progress}?id=${d.id}`);
      return p.status === 200 && p.body.dataInfo.nodes.at(-1)?.state === 'done' ? p : undefined;
    }, 30000, 'the chain ended');
    expect(progress.body.dataInfo.nodes.map((n) => [n.key, n.state])).toEqual([
      ['submit', 'done'],
      ['methodologyCollectAudit', 'done'],
      ['end', 'done'],
    ]);
    expect(progress.body.dataInfo.nodes[1]).toMatchObject({ result: 'returned', opinion: '与已有方法学CCER-01-001重复，不予采纳', assignees: ['country01'], finishedAt: expect.any(String) });
    const instanceId = (await db('methodology_proposal').where({ id: d.id }).first('process_instance_id')).process_instance_id as string;
    const steps = (await engine.historicActivities(instanceId)).map((a) => a.activityId);
    expect(steps).toEqual(expect.arrayContaining(['proposalSubmitted', 'methodologyCollectAudit', 'auditDecision', 'applyRejected', 'rejectedEnd']));
    expect(steps).not.toContain('applyAccepted');
    // a decided proposal is changed no more
    expect((await owner.post(P.withdraw, { id: d.id })).status).toBe(409);
    expect((await owner.post<null>(P.save, { id: d.id, title: '改名' })).body).toMatchObject({ msg: '只有草稿或已撤回的方法学建议可以修改或提交' });
  }, 120_000);

  it('another is accepted; a third is withdrawn while in review (its instance ended) and submitted again', async () => {
    const accepted = (await owner.post<MethodologyCollectDetail>(P.submit, await full(owner, `生物质耦合供热方法学${run}`))).body.dataInfo;
    expect(accepted.status).toBe('auditing');
    expect((await country.post(P.audit, { taskId: await taskOf(accepted.id), approved: true, opinion: '具有推广价值，纳入方法学开发计划' })).status).toBe(200);
    expect(await becomes(accepted.id, 'accepted')).toMatchObject({ statusName: '已采纳', opinion: '具有推广价值，纳入方法学开发计划' });
    const acceptedInstance = (await db('methodology_proposal').where({ id: accepted.id }).first('process_instance_id')).process_instance_id as string;
    // the worker writes the outcome before it completes its task: the end follows a moment later
    await engine.waitUntilEnded(acceptedInstance, 30000);
    expect((await engine.historicActivities(acceptedInstance)).map((a) => a.activityId)).toEqual(expect.arrayContaining(['applyAccepted', 'acceptedEnd']));
    // the worker wrote the outcome once
    expect(await db('operation_log').where({ business_type: 'methodologyCollect', business_key: accepted.id, abstract: 'information.methodology-collect-result' }).count({ n: '*' }).first()).toEqual({ n: '1' });

    const third = (await owner.post<MethodologyCollectDetail>(P.submit, await full(owner, `滨海湿地修复方法学${run}`))).body.dataInfo;
    await taskOf(third.id);
    const instance = (await db('methodology_proposal').where({ id: third.id }).first('process_instance_id')).process_instance_id as string;
    const withdrawn = await owner.post<MethodologyCollectDetail>(P.withdraw, { id: third.id, reason: '补充监测方法后再提交' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.dataInfo).toMatchObject({ status: 'withdrawn', statusName: '已撤回', opinion: '补充监测方法后再提交', taskId: null });
    await eventually(async () => (await engine.processInstances({ businessKey: third.id })).length === 0, 30000, 'the instance ended');
    expect((await engine.historicActivities(instance)).map((a) => a.activityId)).not.toContain('rejectedEnd');
    expect((await country.post<MethodologyCollectRow[]>(P.list, { proposalNo: third.proposalNo })).body.dataInfo).toMatchObject([{ status: 'withdrawn', taskId: null }]);

    // edited and submitted again: a new review
    const again = await owner.post<MethodologyCollectDetail>(P.submit, { id: third.id, ...(await full(owner, `滨海湿地修复方法学${run}（修订）`)), fileIds: third.documents.map((f) => f.fileId) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.dataInfo).toMatchObject({ status: 'auditing', opinion: null });
    await taskOf(third.id);
    expect((await db('methodology_proposal').where({ id: third.id }).first('process_instance_id')).process_instance_id).not.toBe(instance);
  }, 120_000);

  it('a second company’s representative and a visitor see none of owner01’s company’s proposals; the visitor’s own are theirs', async () => {
    const mine = (await owner.post<MethodologyCollectDetail>(P.submit, await full(owner, `余热发电方法学${run}`))).body.dataInfo;
    const draft = (await owner.post<MethodologyCollectDetail>(P.save, { title: `草稿${run}` })).body.dataInfo;
    for (const who of [other.init.client, visitor]) {
      expect((await detail(who, mine.id)).status).toBe(404);
      expect((await who.get(`${P.progress}?id=${mine.id}`)).status).toBe(404);
      expect((await who.post(P.withdraw, { id: mine.id })).status).toBe(404);
      expect((await who.post(P.save, { id: draft.id, title: '篡改' })).status).toBe(404);
      expect((await who.post(P.remove, { id: draft.id })).status).toBe(404);
      expect((await who.post<MethodologyCollectRow[]>(P.mine, { pageSize: 500 })).body.dataInfo.map((r) => r.id)).not.toContain(mine.id);
      // the registry's calls are not theirs
      expect((await who.post(P.list, {})).status).toBe(403);
      expect((await who.post(P.audit, { taskId: 'x', approved: true })).status).toBe(403);
    }
    expect((await db('methodology_proposal').where({ id: draft.id }).first('title')).title).toBe(`草稿${run}`);
    // the second company's other representative shares its company's proposals; owner01 does not see them
    const theirs = (await other.init.client.post<MethodologyCollectDetail>(P.submit, await full(other.init.client, `企业B方法学${run}`))).body.dataInfo;
    expect(theirs).toMatchObject({ custId: other.custId, mine: true });
    expect((await detail(other.check.client, theirs.id)).body.dataInfo).toMatchObject({ mine: true });
    expect((await detail(owner, theirs.id)).status).toBe(404);
    // a visitor's proposal belongs to no company and is theirs alone
    const visitors = (await visitor.post<MethodologyCollectDetail>(P.submit, await full(visitor, `游客方法学${run}`))).body.dataInfo;
    expect(visitors).toMatchObject({ custId: null, mine: true, proposerName: visitorUser.loginName });
    expect((await detail(owner, visitors.id)).status).toBe(404);
    expect((await detail(country, visitors.id)).body.dataInfo).toMatchObject({ mine: false, status: 'auditing' });
    // the draft is deleted by its owner
    expect((await owner.post(P.remove, { id: draft.id })).status).toBe(200);
    expect(await db('methodology_proposal').where({ id: draft.id }).first()).toBeUndefined();
  }, 120_000);

  it('bad input is refused with 400 naming the fields in Chinese, with nothing written', async () => {
    const before = await proposals();
    const empty = await owner.post<Errors>(P.submit, { title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'title', message: '请填写方法学名称' },
        { field: 'fieldCode', message: '请选择所属领域' },
        { field: 'summary', message: '请填写方法学概要' },
        { field: 'contactName', message: '请填写联系人' },
        { field: 'contactPhone', message: '请填写联系电话' },
        { field: 'contactEmail', message: '请填写联系邮箱' },
      ]),
    );
    const base = await full(owner, `校验${run}`);
    const wrong = await owner.post<Errors>(P.submit, { ...base, contactPhone: '12345', contactEmail: 'not-mail', projectTypes: ['N0101'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'contactPhone', message: '联系电话格式不正确（手机号或固定电话）' },
        { field: 'contactEmail', message: '联系邮箱格式不正确' },
        { field: 'projectTypes', message: '适用项目类型须属于所选领域' },
      ]),
    );
    // the documents are required (electronic document settings): refused on files.Z01, the new row rolled back
    const noFiles = await owner.post<Errors>(P.submit, { ...base, fileIds: [] });
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.dataInfo[0].field).toBe('files.Z01');
    expect(noFiles.body.msg).toContain('方法学建议材料');
    // another's upload is not the proposer's to hand in
    const foreign = await owner.post<Errors>(P.submit, { ...base, fileIds: [await uploadDocument(visitor, 'Z01')] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.dataInfo[0].field).toBe('files');
    const en = new ApiClient(testEnv.appUrl, 'en');
    await en.signIn(demoUsers.owner);
    expect((await en.post<Errors>(P.save, { title: ' ' })).body.dataInfo).toEqual([{ field: 'title', message: 'Enter the methodology’s title' }]);
    expect(await proposals()).toBe(before);
  }, 120_000);
});
