import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskFormView } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { DEFAULT_PROCESSES_DIR, deployProcesses } from '../../gateway/src/bootstrap/deploy-processes.ts';
import { ProcessMetaCache } from '../../gateway/src/engine/process-meta.ts';

const noFormBpmn = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="taskFormsNoForm" name="无表单审批" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
    <bpmn:userTask id="t" name="审核" camunda:candidateGroups="country"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e"/>
    <bpmn:endEvent id="e"/>
  </bpmn:process>
</bpmn:definitions>`;

/** Task forms (camunda:formRef, form-js) against the real engine: deployment, reading, checked and typed submission. */
describe('task forms', () => {
  const country = new ApiClient();
  const countryEn = new ApiClient(undefined, 'en');

  beforeAll(async () => {
    await country.signIn(demoUsers.country);
    await countryEn.signIn(demoUsers.country);
    // the gateway deploys processes/ in the background after it starts
    await eventually(async () => (await engine.processDefinitions({ key: 'commonApproval', latestVersion: true }))[0], 60000, 'commonApproval deployed');
  });

  async function startApproval(): Promise<{ businessKey: string; processInstanceId: string; taskId: string }> {
    const businessKey = `task-forms-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const pi = await engine.startProcess('commonApproval', businessKey, { initiator: 'admin', subject: '示例审批事项' });
    const [task] = await engine.queryTasks({ processInstanceId: pi.id });
    expect(task.taskDefinitionKey).toBe('review');
    return { businessKey, processInstanceId: pi.id, taskId: task.id };
  }

  it('deploys the process with its form in one deployment; an unchanged set makes no new version', async () => {
    const [def] = await engine.processDefinitions({ key: 'commonApproval', latestVersion: true });
    expect(def.name).toBe('通用审批');
    const resources = (await engine.deploymentResources(def.deploymentId)).map((r) => r.name);
    expect(resources).toEqual(expect.arrayContaining(['common/commonApproval.bpmn', 'common/commonApprovalForm.form']));
    // the other area keeps its own deployment
    expect(resources.some((n) => n.startsWith('project/'))).toBe(false);

    const again = await deployProcesses(engine, new ProcessMetaCache(engine), DEFAULT_PROCESSES_DIR);
    expect(Object.keys(again.deployedProcessDefinitions)).toEqual([]);
    const [after] = await engine.processDefinitions({ key: 'commonApproval', latestVersion: true });
    expect(after.id).toBe(def.id);
  });

  it('reads the form, refuses bad values naming the field, then completes the task with typed variables', async () => {
    const { processInstanceId, taskId } = await startApproval();

    const form = await country.get<TaskFormView>(`/api/process/task/form?taskId=${taskId}`);
    expect(form.status).toBe(200);
    expect(form.body.dataInfo.formId).toBe('commonApprovalForm');
    expect(form.body.dataInfo.schema).toMatchObject({ id: 'commonApprovalForm' });
    const components = (form.body.dataInfo.schema as { components: Array<{ key: string; label: string }> }).components;
    expect(components.map((c) => [c.key, c.label])).toEqual([
      ['conclusion', '审核结论'],
      ['approvedQuantity', '核定数量'],
      ['remark', '审核说明'],
    ]);
    expect(form.body.dataInfo.variables).toMatchObject({ initiator: 'admin', subject: '示例审批事项' });

    // a required field missing: 400 naming it in Chinese (English on request); the task stays open
    const missing = await country.post('/api/process/task/submit-form', { taskId, variables: { conclusion: 'agree', approvedQuantity: 10 } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('审核说明不能为空！');
    expect(missing.body.dataInfo).toEqual([{ field: 'remark', message: '审核说明不能为空！' }]);
    const missingEn = await countryEn.post('/api/process/task/submit-form', { taskId, variables: { conclusion: 'agree', remark: 'ok', approvedQuantity: 'abc' } });
    expect(missingEn.status).toBe(400);
    expect(missingEn.body.msg).toBe('核定数量 must be a number');

    const bad = await country.post('/api/process/task/submit-form', { taskId, variables: { conclusion: '也许', approvedQuantity: 'abc', remark: '长'.repeat(501) } });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo).toEqual([
      { field: 'conclusion', message: '审核结论的取值不在选项中' },
      { field: 'approvedQuantity', message: '核定数量必须是数字' },
      { field: 'remark', message: '审核说明不能超过500个字符' },
    ]);
    const stillOpen = await engine.task(taskId);
    expect(stillOpen.assignee).toBeNull(); // refused before it was claimed

    const done = await country.post('/api/process/task/submit-form', {
      taskId,
      variables: { conclusion: 'agree', approvedQuantity: 1200, remark: '材料齐全，同意。', initiator: 'someone-else' },
      approved: true,
      opinion: '同意',
    });
    expect(done.status).toBe(200);

    const [hist] = await engine.historicProcessInstances({ processInstanceId });
    expect(hist.state).toBe('COMPLETED');
    const vars = new Map((await engine.historicVariables(processInstanceId)).map((v) => [v.name, v]));
    expect(vars.get('approvedQuantity')).toMatchObject({ type: 'Long', value: 1200 });
    expect(vars.get('conclusion')).toMatchObject({ type: 'String', value: 'agree' });
    expect(vars.get('remark')).toMatchObject({ type: 'String', value: '材料齐全，同意。' });
    expect(vars.get('approved')).toMatchObject({ type: 'Boolean', value: true });
    expect(vars.get('auditor')?.value).toBeTruthy();
    // only the form's fields are written: a submitted "initiator" does not overwrite the process's
    expect(vars.get('initiator')).toMatchObject({ value: 'admin' });
    const [historicTask] = await engine.historicTasks({ taskId });
    expect(historicTask).toMatchObject({ assignee: 'country01', deleteReason: 'completed' });
    // the decision's opinion is in the engine's history as a variable of the completion
    expect(vars.get('opinion')).toMatchObject({ type: 'String', value: '同意' });

    // the task is gone: reading or submitting again answers 404
    expect((await country.get(`/api/process/task/form?taskId=${taskId}`)).status).toBe(404);
  });

  it('stores a decimal quantity as Double and needs no decision', async () => {
    const { processInstanceId, taskId } = await startApproval();
    const done = await country.post('/api/process/task/submit-form', { taskId, variables: { conclusion: 'disagree', approvedQuantity: '12.5', remark: '数量核减' } });
    expect(done.status).toBe(200);
    const vars = new Map((await engine.historicVariables(processInstanceId)).map((v) => [v.name, v]));
    expect(vars.get('approvedQuantity')).toMatchObject({ type: 'Double', value: 12.5 });
    expect(vars.get('conclusion')).toMatchObject({ type: 'String', value: 'disagree' });
    expect(vars.has('approved')).toBe(false);
  });

  it('a task without camunda:formRef has no form: schema null, and no form submission', async () => {
    await engine.deploy('task-forms-test', [{ name: 'task-forms-no-form.bpmn', content: noFormBpmn }]);
    const pi = await engine.startProcess('taskFormsNoForm', `no-form-${Date.now()}`);
    const [task] = await engine.queryTasks({ processInstanceId: pi.id });
    const form = await country.get<TaskFormView>(`/api/process/task/form?taskId=${task.id}`);
    expect(form.status).toBe(200);
    expect(form.body.dataInfo).toEqual({ formId: null, schema: null, variables: {} });
    const submit = await country.post('/api/process/task/submit-form', { taskId: task.id, variables: {} });
    expect(submit.status).toBe(400);
    expect(submit.body.msg).toBe('该任务没有表单');
    await engine.complete(task.id); // leave nothing open
  });

  it('answers 404 for a task of another group, and never acts on it', async () => {
    const { taskId } = await startApproval();
    // the representative is not in group country (403 instead if its role lacks the task function)
    const owner = await new ApiClient().signIn(demoUsers.owner);
    expect([403, 404]).toContain((await owner.get(`/api/process/task/form?taskId=${taskId}`)).status);
    expect([403, 404]).toContain((await owner.post('/api/process/task/submit-form', { taskId, variables: { conclusion: 'agree', remark: 'x' } })).status);
    expect((await engine.task(taskId)).assignee).toBeNull();
    await engine.complete(taskId); // leave nothing open in the shared inbox

    await engine.deploy('task-forms-test-other', [{ name: 'task-forms-other-group.bpmn', content: noFormBpmn.replace('taskFormsNoForm', 'taskFormsOtherGroup').replace('"country"', '"provinceX"') }]);
    const pi = await engine.startProcess('taskFormsOtherGroup', `other-${Date.now()}`);
    const [other] = await engine.queryTasks({ processInstanceId: pi.id });
    const hidden = await country.get(`/api/process/task/form?taskId=${other.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('任务不存在或已办理');
    expect((await country.post('/api/process/task/submit-form', { taskId: other.id, variables: {} })).status).toBe(404);
    expect((await engine.task(other.id)).assignee).toBeNull();
    await engine.complete(other.id);
  });
});
