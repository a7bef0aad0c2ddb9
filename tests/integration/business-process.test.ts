import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BusinessProcessRow, DefinitionVersionRow } from '@ccer/contracts';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { eventually } from '../fixtures/client.ts';
import { designDocument } from '../fixtures/uploads.ts';

const KEY = 'ccerProjectPubApply';
const BPMN = path.resolve(import.meta.dirname, '../../processes/project/ccerProjectPubApply.bpmn');

/**
 * 业务流程关联 (096): the project application starts whatever its association says — refused while
 * hung up (nothing written), a pinned version started by its definition id.
 */
describe('business-process association', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let owner: { authorization: string };
  let country: { authorization: string };

  beforeAll(async () => {
    app = await testApp();
    [admin, owner, country] = await Promise.all([
      injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password),
      injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
    ]);
  });
  afterAll(async () => {
    // leave the association as seeded for whatever runs next on this stack
    await post(admin, '/api/process/business/associate', { businessType: 'projectApply', processKey: KEY });
    await post(admin, '/api/process/business/activate', { businessType: 'projectApply' });
    await app.close();
  });

  const post = (headers: { authorization: string }, url: string, payload: unknown, lang = 'zh-cn') =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload: payload as object });

  async function projectApplyRow(): Promise<BusinessProcessRow> {
    const r = await post(admin, '/api/process/business/list', { pageSize: 50 });
    return (r.json().dataInfo as BusinessProcessRow[]).find((b) => b.businessType === 'projectApply')!;
  }

  async function draft() {
    const form = validApplication();
    const saved = (await post(owner, '/api/project-manage/save-apply', { projectName: form.projectName })).json().dataInfo;
    return { form, saved };
  }

  it('lists the seeded business types with their association', async () => {
    const r = await post(admin, '/api/process/business/list', { pageNumber: 1, pageSize: 5 });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBeGreaterThanOrEqual(13);
    expect(r.json().dataInfo).toHaveLength(5);
    const all = (await post(admin, '/api/process/business/list', { pageSize: 50 })).json().dataInfo as BusinessProcessRow[];
    const [deployed] = await engine.processDefinitions({ key: KEY, latestVersion: true });
    expect(all.find((b) => b.businessType === 'projectApply')).toMatchObject({
      businessName: '项目申请',
      funcCode: '053',
      processKey: KEY,
      associated: true,
      status: 'active',
      processName: deployed.name,
      latestVersion: deployed.version,
      pinnedVersion: null,
    });
    expect(all.find((b) => b.businessType === 'certifiedApply')).toMatchObject({ funcCode: '056', associated: true, processKey: 'ccerCertifiedApply' });
    expect(all.find((b) => b.businessType === 'certifiedRegister')).toMatchObject({ funcCode: '074', associated: false, processKey: null });
    const unassociated = (await post(admin, '/api/process/business/list', { associated: '0', pageSize: 50 })).json();
    expect(unassociated.dataInfo.every((b: BusinessProcessRow) => !b.associated)).toBe(true);
    const en = (await post(admin, '/api/process/business/list', { businessName: 'Project application', pageSize: 50 }, 'en')).json();
    expect(en.dataInfo.map((b: BusinessProcessRow) => b.businessName)).toContain('Project application');
  });

  it('refuses a key the engine does not know, naming the field', async () => {
    const r = await post(admin, '/api/process/business/associate', { businessType: 'certifiedApply', processKey: 'noSuchProcess_1' });
    expect(r.statusCode).toBe(400);
    expect(r.json().dataInfo).toEqual([{ field: 'processKey', message: '流程标识（noSuchProcess_1）在流程引擎中不存在，请先部署' }]);
    const badKey = await post(admin, '/api/process/business/associate', { businessType: 'certifiedApply', processKey: '1abc' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().dataInfo[0].field).toBe('processKey');
    const badVersion = await post(admin, '/api/process/business/associate', { businessType: 'certifiedApply', processKey: KEY, processVersion: 999 });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().dataInfo[0].field).toBe('processVersion');
    const unknown = await post(admin, '/api/process/business/suspend', { businessType: 'noSuchBusiness' });
    expect(unknown.statusCode).toBe(404);
    expect((await projectApplyRow()).processKey).toBe(KEY);
  });

  it('answers 403 without function code 096', async () => {
    expect((await post(country, '/api/process/business/list', {})).statusCode).toBe(403);
    expect((await post(country, '/api/process/business/suspend', { businessType: 'projectApply' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/process/definition/versions?processKey=${KEY}`, headers: owner })).statusCode).toBe(403);
  });

  it('hang up: a new submission is refused and nothing is written; activate: it goes through', async () => {
    const before = await projectApplyRow();
    const suspended = await post(admin, '/api/process/business/suspend', { businessType: 'projectApply', version: before.version });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().dataInfo).toMatchObject({ status: 'suspended', version: before.version + 1 });
    // a stale screen (the version read before) is refused
    expect((await post(admin, '/api/process/business/activate', { businessType: 'projectApply', version: before.version })).statusCode).toBe(409);

    const { form, saved } = await draft();
    const refused = await post(owner, '/api/project-manage/prep-pub-apply', { ...form, id: saved.id, version: saved.version, fileIds: await designDocument(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该业务流程已挂起，暂不能发起');
    const row = await app.db('project_apply').where({ id: saved.id }).first();
    expect(row).toMatchObject({ status: '00', version: saved.version, submit_count: 0 });
    expect(await app.db('outbox').where({ business_key: saved.id })).toEqual([]);
    const en = await post(owner, '/api/project-manage/prep-pub-apply', { ...form, id: saved.id, version: saved.version, fileIds: await designDocument(owner) }, 'en');
    expect(en.json().msg).toBe('This business process is hung up and cannot be started for now');

    const activated = await post(admin, '/api/process/business/activate', { businessType: 'projectApply' });
    expect(activated.json().dataInfo.status).toBe('active');
    const ok = await post(owner, '/api/project-manage/prep-pub-apply', { ...form, id: saved.id, version: saved.version, fileIds: await designDocument(owner) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().dataInfo.status).toBe('01');
    const outbox = await app.db('outbox').where({ business_key: saved.id }).first();
    expect(outbox).toMatchObject({ kind: 'start', process_key: KEY, process_definition_id: null });
    await app.outbox.kick();
    const [instance] = await eventually(async () => {
      const found = await engine.processInstances({ businessKey: saved.id });
      return found.length ? found : undefined;
    }, 20000, 'the started instance');
    const [latest] = await engine.processDefinitions({ key: KEY, latestVersion: true });
    expect(instance.definitionId).toBe(latest.id);

    const log = await app.db('operation_log').where({ business_type: 'businessProcess', business_key: 'projectApply' }).orderBy('log_id', 'desc').first();
    expect(log.abstract).toBe('business-process.activate');
  });

  it('pins a version: the started instance uses that definition id, not the latest', async () => {
    // a second version of the key (same flow, another name), so the pinned one is not the latest
    const xml = fs.readFileSync(BPMN, 'utf8').replace(/(<bpmn:process id="ccerProjectPubApply" name="[^"]*)/, `$1 v-test-${Date.now()}`);
    expect(xml).toContain('v-test-');
    await engine.deploy('test-business-process-pin', [{ name: 'ccerProjectPubApply.bpmn', content: xml }], 'test');
    const versions = (await app.inject({ method: 'GET', url: `/api/process/definition/versions?processKey=${KEY}`, headers: admin })).json().dataInfo as DefinitionVersionRow[];
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0].latest).toBe(true);
    const older = versions[versions.length - 1];
    expect(older.latest).toBe(false);

    const pinned = await post(admin, '/api/process/business/associate', { businessType: 'projectApply', processKey: KEY, processVersion: older.version });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().dataInfo).toMatchObject({ processDefinitionId: older.id, pinnedVersion: older.version, latestVersion: versions[0].version, associatedBy: 'admin' });

    const { form, saved } = await draft();
    expect((await post(owner, '/api/project-manage/prep-pub-apply', { ...form, id: saved.id, fileIds: await designDocument(owner) })).statusCode).toBe(200);
    expect(await app.db('outbox').where({ business_key: saved.id }).first()).toMatchObject({ process_key: KEY, process_definition_id: older.id });
    await app.outbox.kick();
    const [instance] = await eventually(async () => {
      const found = await engine.processInstances({ businessKey: saved.id });
      return found.length ? found : undefined;
    }, 20000, 'the started instance');
    expect(instance.definitionId).toBe(older.id);
    // the outbox's look-up by business key still makes a retried start idempotent
    await app.db('outbox').where({ business_key: saved.id }).update({ status: 'pending', next_attempt_at: new Date(0) });
    await app.outbox.kick();
    expect(await engine.processInstances({ businessKey: saved.id })).toHaveLength(1);
    const applied = await app.db('project_apply').where({ id: saved.id }).first();
    expect(applied.process_instance_id).toBe(instance.id);

    // back to the latest version
    const latest = await post(admin, '/api/process/business/associate', { businessType: 'projectApply', processKey: KEY });
    expect(latest.json().dataInfo).toMatchObject({ processDefinitionId: null, pinnedVersion: null });
    // the stack is shared with later test files: the latest version is the original chain again
    await engine.deploy('test-business-process-restore', [{ name: 'ccerProjectPubApply.bpmn', content: fs.readFileSync(BPMN, 'utf8') }], 'test');
  });
});
