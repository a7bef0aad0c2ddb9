import { beforeAll, describe, expect, it } from 'vitest';
import type { DefinitionMigrateResult, DefinitionVersionRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';

/** A small process of one key in three shapes: v1 one task; v2 renames it and adds a second; v3 drops it. */
function testProcess(key: string, shape: 'v1' | 'v2' | 'v3'): string {
  const tasks =
    shape === 'v1'
      ? [['review', '审核']]
      : shape === 'v2'
        ? [['review', '审核（新）'], ['extraCheck', '复核']]
        : [['approve', '批准']];
  const nodes = ['start', ...tasks.map(([id]) => id), 'end'];
  const flows = nodes.slice(1).map((to, i) => `<bpmn:sequenceFlow id="f${i}" sourceRef="${nodes[i]}" targetRef="${to}" />`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d_${key}" targetNamespace="http://ccer-registry/test">
  <bpmn:process id="${key}" name="迁移测试 ${shape}" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start" />
    ${tasks.map(([id, name]) => `<bpmn:userTask id="${id}" name="${name}" camunda:candidateGroups="country" />`).join('\n    ')}
    <bpmn:endEvent id="end" />
    ${flows.join('\n    ')}
  </bpmn:process>
</bpmn:definitions>`;
}

/**
 * 版本管理 and 实例迁移 through the gateway: running instances of v1 move to v2 with their active
 * tasks; a target that lacks their activity is refused readably and nothing moves.
 */
describe('instance migration between versions of one key', () => {
  const admin = new ApiClient();
  const country = new ApiClient();
  const key = `migrationTest_${Date.now().toString(36)}`;
  const ids: Record<'v1' | 'v2' | 'v3', string> = { v1: '', v2: '', v3: '' };
  let instances: string[] = [];

  const versions = async () => (await admin.get<DefinitionVersionRow[]>(`/api/process/definition/versions?processKey=${key}`)).body.dataInfo;
  const deploy = async (shape: 'v1' | 'v2' | 'v3') => {
    const d = await engine.deploy(`test-${key}-${shape}`, [{ name: `${key}.bpmn`, content: testProcess(key, shape) }], 'test');
    ids[shape] = Object.values(d.deployedProcessDefinitions ?? {})[0].id;
  };

  beforeAll(async () => {
    await admin.signIn(demoUsers.admin);
    await country.signIn(demoUsers.country);
    await deploy('v1');
    instances = await Promise.all([1, 2, 3].map(async (n) => (await engine.startProcessById(ids.v1, `mig-${key}-${n}`)).id));
    await deploy('v2');
  });

  it('lists both versions with their running instances (v1: 3, v2: 0)', async () => {
    const rows = await versions();
    expect(rows.map((r) => [r.version, r.instances, r.latest])).toEqual([
      [2, 0, true],
      [1, 3, false],
    ]);
    expect(rows[1].id).toBe(ids.v1);
    expect(rows[0].deploymentTime).toBeTruthy();
  });

  it('refuses without function code 096, and refuses the same version naming the field', async () => {
    const denied = await country.post('/api/process/definition/migrate', { processKey: key, sourceVersion: 1, targetVersion: 2 });
    expect(denied.status).toBe(403);
    expect((await country.get(`/api/process/definition/versions?processKey=${key}`)).status).toBe(403);
    const same = await admin.post<Array<{ field: string; message: string }>>('/api/process/definition/migrate', { processKey: key, sourceVersion: 1, targetVersion: 1 });
    expect(same.status).toBe(400);
    expect(same.body.dataInfo).toEqual([{ field: 'targetVersion', message: '目标版本不能与源版本相同' }]);
    const missing = await admin.post<Array<{ field: string }>>('/api/process/definition/migrate', { processKey: key, sourceVersion: 1, targetVersion: 9 });
    expect(missing.status).toBe(400);
    expect(missing.body.dataInfo[0].field).toBe('targetVersion');
  });

  it('migrates every running instance of v1 to v2; their active tasks survive', async () => {
    const tasksBefore = await engine.queryTasks({ processInstanceIdIn: instances });
    expect(tasksBefore).toHaveLength(3);

    const r = await admin.post<DefinitionMigrateResult>('/api/process/definition/migrate', { processKey: key, sourceVersion: 1, targetVersion: 2 });
    expect(r.status).toBe(200);
    expect(r.body.dataInfo).toEqual({ migrated: 3, sourceDefinitionId: ids.v1, targetDefinitionId: ids.v2 });

    const after = await engine.processInstances({ processInstanceIds: instances.join(',') });
    expect(after.map((i) => i.definitionId)).toEqual([ids.v2, ids.v2, ids.v2]);
    const tasksAfter = await engine.queryTasks({ processInstanceIdIn: instances });
    expect(tasksAfter.map((t) => t.id).sort()).toEqual(tasksBefore.map((t) => t.id).sort());
    expect(new Set(tasksAfter.map((t) => t.processDefinitionId))).toEqual(new Set([ids.v2]));
    expect(new Set(tasksAfter.map((t) => t.taskDefinitionKey))).toEqual(new Set(['review']));

    // the migrated instance goes on in v2: after 审核 comes the new 复核
    await engine.complete(tasksAfter[0].id);
    const [next] = await engine.queryTasks({ processInstanceId: tasksAfter[0].processInstanceId });
    expect(next.taskDefinitionKey).toBe('extraCheck');

    expect((await versions()).map((v) => [v.version, v.instances])).toEqual([
      [2, 3],
      [1, 0],
    ]);
  });

  it('says so when the source version has no running instance', async () => {
    const r = await admin.post<Array<{ field: string; message: string }>>('/api/process/definition/migrate', { processKey: key, sourceVersion: 1, targetVersion: 2 });
    expect(r.status).toBe(400);
    expect(r.body.dataInfo).toEqual([{ field: 'sourceVersion', message: '源版本（版本1）没有运行中的实例' }]);
  });

  it('refuses a target that lacks the instances’ activity, readably, and moves nothing', async () => {
    await deploy('v3');
    const selected = instances.slice(1);
    const r = await admin.post<Array<{ field: string; message: string }>>('/api/process/definition/migrate', {
      processKey: key,
      sourceVersion: 2,
      targetVersion: 3,
      processInstanceIds: selected,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^(实例无法迁移|迁移计划无效)：/);
    expect(r.body.msg).not.toMatch(/ENGINE-\d+/);
    // the activity the instance waits in is named, without the activity instance's id
    expect(r.body.msg).toMatch(/activity '(review|extraCheck)'/);
    expect(r.body.dataInfo[0].field).toBe('targetVersion');
    const still = await engine.processInstances({ processInstanceIds: selected.join(',') });
    expect(still.map((i) => i.definitionId)).toEqual([ids.v2, ids.v2]);

    const foreign = await admin.post<Array<{ field: string }>>('/api/process/definition/migrate', { processKey: key, sourceVersion: 2, targetVersion: 3, processInstanceIds: ['no-such-instance'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.dataInfo[0].field).toBe('processInstanceIds');
  });
});
