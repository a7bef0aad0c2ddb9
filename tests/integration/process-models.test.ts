import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelDeployment, ModelDetail, ModelRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import type { EngineProcessDefinition, EngineTask } from '../../gateway/src/engine/types.ts';

/** 流程模型 (095): draft, publish with forms, modify, republish, upload, download, delete — real engine and database. */
describe('process models', () => {
  const admin = new ApiClient();
  const country = new ApiClient();
  const key = `itModel_${Date.now().toString(36)}`;
  const formId = `leaveForm_${Date.now().toString(36)}`;
  const form = {
    id: formId,
    type: 'default',
    schemaVersion: 16,
    components: [{ id: 'Field_reason', key: 'reason', label: '请假原因', type: 'textfield' }],
  };
  /** A start event, one user task using the form by camunda:formRef (binding deployment), an end event. */
  const bpmn = (taskName: string, processId = key) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_1" targetNamespace="http://ccer-registry/test">
  <bpmn:process id="${processId}" name="集成测试请假流程" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="approve" name="${taskName}" camunda:candidateGroups="country" camunda:formRef="${formId}" camunda:formRefBinding="deployment">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1"><bpmndi:BPMNPlane id="p1" bpmnElement="${processId}">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="150" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="400" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="186" y="118" /><di:waypoint x="240" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="340" y="118" /><di:waypoint x="400" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
  const fields = { modelKey: key, name: '集成测试请假流程', category: '测试', description: '请假审批', businessType: 'commonWorkflow' };

  beforeAll(async () => {
    await admin.signIn(demoUsers.admin);
    await country.signIn(demoUsers.country);
  });

  const detail = async (k = key) => admin.get<ModelDetail>(`/api/process/model/detail?modelKey=${k}`);
  const definitions = (k = key): Promise<EngineProcessDefinition[]> => engine.processDefinitions({ key: k, sortBy: 'version', sortOrder: 'asc' });

  it('lists the definitions deployed from processes/ without a model row', async () => {
    const r = await admin.post<ModelRow[]>('/api/process/model/list', { pageSize: 200 });
    expect(r.status).toBe(200);
    const row = r.body.dataInfo.find((m) => m.modelKey === 'ccerProjectPubApply');
    expect(row).toMatchObject({ source: 'engine', id: null, status: 'published', name: '项目申请' });
    expect(row!.deployedVersion).toBeGreaterThanOrEqual(1);
    expect(r.body.total).toBeGreaterThanOrEqual(r.body.dataInfo.length);
  });

  it('refuses a key that breaks the rule (400 naming the field, in Chinese) and bad XML, writing nothing', async () => {
    const badKey = await admin.post('/api/process/model/save', { ...fields, modelKey: '1bad-key' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.dataInfo).toEqual([{ field: 'modelKey', message: '以字母开头，只能包含字母、数字和下划线' }]);

    const badXml = await admin.post('/api/process/model/save', { ...fields, bpmnXml: '<bpmn:definitions><bpmn:process id="x">' });
    expect(badXml.status).toBe(400);
    expect((badXml.body.dataInfo as Array<{ field: string; message: string }>)[0]).toMatchObject({ field: 'bpmnXml', message: expect.stringMatching(/^BPMN文件格式不正确/) });

    const mismatch = await admin.post('/api/process/model/save', { ...fields, bpmnXml: bpmn('审批', 'otherKey') });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.dataInfo).toEqual([{ field: 'bpmnXml', message: `流程定义ID（otherKey）必须与流程标识（${key}）一致` }]);

    expect((await detail()).status).toBe(404);
    const listed = await admin.post<ModelRow[]>('/api/process/model/list', { modelKey: key });
    expect(listed.body.total).toBe(0);
  });

  let saved: ModelRow;
  it('creates a model (an empty diagram) and saves a draft: unpublished', async () => {
    const created = await admin.post<ModelRow>('/api/process/model/save', fields);
    expect(created.status).toBe(200);
    expect(created.body.dataInfo).toMatchObject({ ...fields, source: 'model', status: 'unpublished', deployedVersion: null, version: 1 });
    const empty = (await detail()).body.dataInfo;
    expect(empty.bpmnXml).toContain(`id="${key}"`);
    expect(empty.forms).toEqual({});
    expect((await admin.post('/api/process/model/save', fields)).status).toBe(409);

    const draft = await admin.post<ModelRow>('/api/process/model/save', { ...fields, id: created.body.dataInfo.id, version: 1, bpmnXml: bpmn('部门审批'), forms: { [formId]: form } });
    expect(draft.status).toBe(200);
    saved = draft.body.dataInfo;
    expect(saved).toMatchObject({ status: 'unpublished', version: 2 });
    // a stale version is refused
    expect((await admin.post('/api/process/model/save', { ...fields, id: saved.id, version: 1, bpmnXml: bpmn('x') })).status).toBe(409);
    expect(await definitions()).toEqual([]);
  });

  it('publishes: the engine has version 1 with the form in the same deployment, and the form resolves for the task', async () => {
    const published = await admin.post<ModelRow>('/api/process/model/deploy', { modelKey: key, version: saved.version });
    expect(published.status).toBe(200);
    expect(published.body.dataInfo).toMatchObject({ status: 'published', deployedVersion: 1 });
    const [def] = await definitions();
    expect(def).toMatchObject({ key, version: 1, name: '集成测试请假流程', deploymentId: published.body.dataInfo.deploymentId });
    const resources = await engine.deploymentResources(def.deploymentId);
    expect(resources.map((r) => r.name).sort()).toEqual([`${formId}.form`, `${key}.bpmn`].sort());
    const [deployment] = await engine.deployments({ id: def.deploymentId });
    expect(deployment.name).toBe(key);

    // camunda:formRef with binding deployment finds the form deployed beside the BPMN
    const instance = await engine.startProcess(key, `bk-${key}`);
    const [task] = await engine.call<EngineTask[]>('GET', '/task', { query: { processInstanceId: instance.id } });
    const deployedForm = await engine.call<{ id: string; components: unknown[] }>('GET', `/task/${task.id}/deployed-form`);
    expect(deployedForm.id).toBe(formId);

    // delete with cascade is refused while an instance runs, and nothing is deleted
    const refused = await admin.post('/api/process/model/delete', { modelKey: key, cascade: true });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该流程还有1个运行中的实例，不能删除部署');
    expect((await detail()).status).toBe(200);
    await engine.call('DELETE', `/process-instance/${instance.id}`);
  });

  it('modify and save → modified; publish again → version 2; history lists both', async () => {
    const current = (await detail()).body.dataInfo.model;
    const modified = await admin.post<ModelRow>('/api/process/model/save', { ...fields, id: current.id, version: current.version, bpmnXml: bpmn('部门经理审批') });
    expect(modified.body.dataInfo).toMatchObject({ status: 'modified', deployedVersion: 1 });
    // the forms were kept (not sent again)
    expect((await detail()).body.dataInfo.forms).toEqual({ [formId]: form });
    const listed = await admin.post<ModelRow[]>('/api/process/model/list', { modelKey: key, status: 'modified' });
    expect(listed.body.dataInfo.map((r) => r.modelKey)).toEqual([key]);

    const again = await admin.post<ModelRow>('/api/process/model/deploy', { modelKey: key, version: modified.body.dataInfo.version });
    expect(again.body.dataInfo).toMatchObject({ status: 'published', deployedVersion: 2 });
    const defs = await definitions();
    expect(defs.map((d) => d.version)).toEqual([1, 2]);
    const v2 = await engine.processDefinitionXml(defs[1].id);
    expect(v2.bpmn20Xml).toContain('部门经理审批');
    expect((await engine.deploymentResources(defs[1].deploymentId)).map((r) => r.name)).toContain(`${formId}.form`);

    // publishing an unchanged model creates no new version
    const same = await admin.post<ModelRow>('/api/process/model/deploy', { modelKey: key });
    expect(same.body.dataInfo.deployedVersion).toBe(2);
    expect((await definitions()).length).toBe(2);

    const history = await admin.get<ModelDeployment[]>(`/api/process/model/deployments?modelKey=${key}`);
    expect(history.body.dataInfo.map((h) => [h.definitionVersion, h.deploymentName])).toEqual([[2, key], [1, key]]);
    expect(history.body.dataInfo[0].deploymentTime).toBeTruthy();
  });

  it('names the deployment of a shipped process in its history: the area folder, the time, the system as source', async () => {
    const history = await admin.get<ModelDeployment[]>('/api/process/model/deployments?modelKey=ccerProjectPubApply');
    expect(history.status).toBe(200);
    expect(history.body.dataInfo.length).toBeGreaterThan(0);
    for (const h of history.body.dataInfo) {
      expect(h).toMatchObject({ deploymentName: expect.stringMatching(/\S/), source: 'ccer-gateway' });
      expect(h.deploymentTime).toBeTruthy();
    }
  });

  it('downloads exactly the saved XML', async () => {
    const res = await fetch(`${testEnv.appUrl}/api/process/model/download?modelKey=${key}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`${key}.bpmn`);
    expect(await res.text()).toBe(bpmn('部门经理审批'));
  });

  it('uploads a BPMN file: key and name from the process; the key rule applies; bad XML writes nothing', async () => {
    const upKey = `${key}_up`;
    const uploaded = await admin.post<ModelRow>('/api/process/model/upload', { fileName: 'leave.bpmn', bpmnXml: bpmn('上传审批', upKey), category: '上传' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.dataInfo).toMatchObject({ modelKey: upKey, name: '集成测试请假流程', category: '上传', status: 'unpublished' });
    expect((await detail(upKey)).body.dataInfo.bpmnXml).toBe(bpmn('上传审批', upKey));

    const badKey = await admin.post('/api/process/model/upload', { bpmnXml: bpmn('x', '9starts_with_digit') });
    expect(badKey.status).toBe(400);
    expect(badKey.body.dataInfo).toEqual([{ field: 'modelKey', message: '以字母开头，只能包含字母、数字和下划线' }]);
    const badXml = await admin.post('/api/process/model/upload', { bpmnXml: 'not xml at all <' });
    expect(badXml.status).toBe(400);
    expect((badXml.body.dataInfo as Array<{ field: string }>)[0].field).toBe('bpmnXml');
    expect((await admin.post<ModelRow[]>('/api/process/model/list', { modelKey: '9starts' })).body.total).toBe(0);

    expect((await admin.post('/api/process/model/delete', { modelKey: upKey })).status).toBe(200);
    expect((await detail(upKey)).status).toBe(404);
  });

  it('deletes the model and, with cascade, its deployments', async () => {
    const deleted = await admin.post('/api/process/model/delete', { modelKey: key, cascade: true });
    expect(deleted.status).toBe(200);
    expect((await detail()).status).toBe(404);
    expect(await definitions()).toEqual([]);
    expect(await engine.deployments({ name: key })).toEqual([]);
    // the ended instance's history stays
    const history = await engine.historicProcessInstances({ processInstanceBusinessKey: `bk-${key}` });
    expect(history.length).toBe(1);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${testEnv.appUrl}/api-docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const p of ['list', 'detail', 'save', 'deploy', 'upload', 'download', 'delete', 'deployments']) expect(Object.keys(doc.paths)).toContain(`/api/process/model/${p}`);
  });

  it('refuses users without 095 (403)', async () => {
    for (const [method, path] of [
      ['POST', '/api/process/model/list'],
      ['GET', `/api/process/model/detail?modelKey=${key}`],
      ['POST', '/api/process/model/save'],
      ['POST', '/api/process/model/deploy'],
      ['POST', '/api/process/model/upload'],
      ['GET', `/api/process/model/download?modelKey=${key}`],
      ['POST', '/api/process/model/delete'],
      ['GET', `/api/process/model/deployments?modelKey=${key}`],
    ] as const) {
      const r = await country.call(method, path, method === 'POST' ? {} : undefined);
      expect(r.status, path).toBe(403);
    }
  });
});
