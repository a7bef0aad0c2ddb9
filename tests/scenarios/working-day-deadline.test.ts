import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRow, CalendarDay, TaskRow, TimerMoveResult } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addWorkingDaysIn, type CalendarData } from '../../gateway/src/domain/calendar/working-days.ts';
import { endOfRegistryDay } from '../../gateway/src/domain/calendar/deadlines.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/** The publicity audit's default deadline (gateway config PUBLICITY_AUDIT_WORKING_DAYS). */
const AUDIT_WORKING_DAYS = 5;

/** A process with one intermediate timer whose date is a variable, as the deadline chains use it. */
const TIMER_PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_timerMoveTest" targetNamespace="http://ccer-registry/tests">
  <bpmn:process id="timerMoveTest" name="定时器调整测试" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:intermediateCatchEvent id="deadline" name="期限届满">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
      <bpmn:timerEventDefinition id="deadlineTimer"><bpmn:timeDate xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${dueDate}</bpmn:timeDate></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:endEvent id="end"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="deadline" />
    <bpmn:sequenceFlow id="f2" sourceRef="deadline" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const sameInstant = (a: string | null | undefined, b: Date) => expect(a ? new Date(a).toISOString() : a).toBe(b.toISOString());

/**
 * Working-day deadlines through the gateway: the audit task's due date at submission (with and
 * without the calendar), moving a user task's due date and a timer job, and the inbox's overdue flag.
 */
describe('working-day deadlines', () => {
  const owner = new ApiClient();
  const country = new ApiClient(); // 090, 092, 093, 094

  beforeAll(async () => {
    await owner.signIn(demoUsers.owner);
    await country.signIn(demoUsers.country);
  });

  async function submitNew(): Promise<ApplyRow> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status).toBe(200);
    return submitted.body.dataInfo;
  }

  const auditTaskFor = (applyId: string) =>
    eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === applyId);
    }, 30000, 'the publicity audit task');

  /** The calendar of this year and the next as the gateway holds it. */
  async function loadCalendar(years: number[]): Promise<CalendarData> {
    const nonWorking = new Set<string>();
    for (const year of years) {
      const r = await country.get<CalendarDay[]>(`/api/calendar/list?year=${year}`);
      expect(r.status).toBe(200);
      r.body.dataInfo.filter((d) => d.nature !== '1').forEach((d) => nonWorking.add(d.calDate));
    }
    return { initialisedYears: new Set(years), nonWorking };
  }

  const today = () => isoDay();
  const thisYear = () => Number(today().slice(0, 4));

  it('falls back to calendar days when the year is not initialised, and the start still works', async () => {
    const before = await country.get(`/api/calendar/list?year=${thisYear()}`);
    expect(before.status).toBe(400);
    const apply = await submitNew();
    const task = await auditTaskFor(apply.id);
    sameInstant(task.due, endOfRegistryDay(addCalendarDays(today(), AUDIT_WORKING_DAYS)));
    expect(task.overdue).toBe(false);
  });

  it('gives the audit task a due date of 5 working days, skipping weekends and a holiday', async () => {
    for (const year of [thisYear(), thisYear() + 1]) expect((await country.get(`/api/calendar/init?year=${year}`)).status).toBe(200);
    // the next working day becomes a holiday, so the deadline is not just "5 weekdays"
    const before = await loadCalendar([thisYear(), thisYear() + 1]);
    const nextWorkingDay = addWorkingDaysIn(before, today(), 1);
    expect((await country.call('PUT', '/api/calendar/nature-day', { date: nextWorkingDay, nature: '3', remark: '测试假日' })).status).toBe(200);
    const cal = await loadCalendar([thisYear(), thisYear() + 1]);
    const expected = endOfRegistryDay(addWorkingDaysIn(cal, today(), AUDIT_WORKING_DAYS));
    expect(addWorkingDaysIn(cal, today(), AUDIT_WORKING_DAYS)).not.toBe(addWorkingDaysIn(before, today(), AUDIT_WORKING_DAYS));

    const apply = await submitNew();
    const task = await auditTaskFor(apply.id);
    sameInstant(task.due, expected);
    expect(task.overdue).toBe(false);
    // the engine holds the same due date, and the variable it came from
    sameInstant((await engine.task(task.taskId)).due, expected);
    const vars = await engine.historicVariables(task.processInstanceId);
    sameInstant(vars.find((v) => v.name === 'auditDueDate')?.value as string, expected);
  });

  it('moves a user task’s due date; a past due date shows the task overdue in my-list', async () => {
    const apply = await submitNew();
    const task = await auditTaskFor(apply.id);
    const cal = await loadCalendar([thisYear(), thisYear() + 1]);

    const moved = await country.post<TimerMoveResult>('/api/process/timer/move', { processInstanceId: task.processInstanceId, activityId: 'publicityAudit', workingDays: 10 });
    expect(moved.status).toBe(200);
    const tenDays = endOfRegistryDay(addWorkingDaysIn(cal, today(), 10));
    sameInstant(moved.body.dataInfo.dueDate, tenDays);
    expect(moved.body.dataInfo.tasks).toEqual([{ taskId: task.taskId, taskDefinitionKey: 'publicityAudit', previousDue: expect.any(String) }]);
    expect(moved.body.dataInfo.timers).toEqual([]);
    const engineTask = await engine.task(task.taskId);
    sameInstant(engineTask.due, tenDays);
    expect(engineTask.name).toBe('项目公示审核'); // the rest of the task is untouched

    const past = new Date(Date.now() - 3600_000);
    past.setMilliseconds(0);
    expect((await country.post('/api/process/timer/move', { processInstanceId: task.processInstanceId, dueDate: past.toISOString() })).status).toBe(200);
    const row = (await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 })).body.dataInfo.find(
      (t) => t.taskId === task.taskId,
    );
    expect(row).toMatchObject({ overdue: true });
    sameInstant(row!.due, past);
    // the engine's user operation log keeps the change
    const history = await engine.call<Array<{ property: string; entityType: string }>>('GET', `/history/user-operation?taskId=${task.taskId}`);
    expect(history.some((h) => h.property === 'dueDate')).toBe(true);
  });

  it('gives a resubmitted application a fresh audit deadline from the calendar of the day', async () => {
    const apply = await submitNew();
    const first = await auditTaskFor(apply.id);
    expect((await country.post('/api/process/task/claim', { taskId: first.taskId })).status).toBe(200);
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: first.taskId, approved: false, opinion: '请补充材料' })).status).toBe(200);
    await eventually(async () => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: apply.id })).body.dataInfo[0]?.status === '03', 30000, 'status 03');

    // one more holiday inside the window moves the deadline by a working day
    const before = await loadCalendar([thisYear(), thisYear() + 1]);
    const inWindow = addWorkingDaysIn(before, today(), 2);
    expect((await country.call('PUT', '/api/calendar/nature-day', { date: inWindow, nature: '3' })).status).toBe(200);
    const cal = await loadCalendar([thisYear(), thisYear() + 1]);
    const expected = endOfRegistryDay(addWorkingDaysIn(cal, today(), AUDIT_WORKING_DAYS));
    expect(expected.getTime()).toBeGreaterThan(new Date(first.due!).getTime());

    expect((await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { id: apply.id })).status).toBe(200);
    const second = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === apply.id && t.taskId !== first.taskId);
    }, 30000, 'the audit task after resubmission');
    expect(second.processInstanceId).toBe(first.processInstanceId);
    sameInstant(second.due, expected);
  });

  it('moves a running timer job and the instance goes on when the moved date comes', async () => {
    await engine.deploy('calendar-timer-test', [{ name: 'timerMoveTest.bpmn', content: TIMER_PROCESS }], 'ccer-tests');
    const initial = new Date(Date.now() + 7 * 86400_000);
    initial.setMilliseconds(0);
    const pi = await engine.startProcess('timerMoveTest', `timer-${Date.now()}`, { dueDate: initial.toISOString() });
    const [job] = await engine.timerJobs(pi.id);
    sameInstant(job.dueDate, initial);

    expect((await owner.post('/api/process/timer/move', { processInstanceId: pi.id, workingDays: 3 })).status).toBe(403);
    const cal = await loadCalendar([thisYear(), thisYear() + 1]);
    const moved = await country.post<TimerMoveResult>('/api/process/timer/move', { processInstanceId: pi.id, activityId: 'deadline', workingDays: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.dataInfo.timers).toEqual([{ jobId: job.id, previousDueDate: job.dueDate }]);
    const threeDays = endOfRegistryDay(addWorkingDaysIn(cal, today(), 3));
    const [after] = await engine.timerJobs(pi.id);
    expect(after.id).toBe(job.id);
    sameInstant(after.dueDate, threeDays);

    // moved into the past, the job executor fires it and the instance completes
    expect((await country.post('/api/process/timer/move', { processInstanceId: pi.id, dueDate: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    const finished = await eventually(async () => {
      const h = await engine.historicProcessInstance(pi.id);
      return h.state === 'COMPLETED' ? h : undefined;
    }, 60000, 'the timer to fire');
    expect(finished.endTime).not.toBeNull();
    const activities = await engine.historicActivities(pi.id);
    expect(activities.map((a) => a.activityId)).toEqual(['start', 'deadline', 'end']);
  });

  it('answers clearly when there is nothing to move or no target', async () => {
    const none = await country.post('/api/process/timer/move', { processInstanceId: 'no-such-instance', workingDays: 1 });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('该流程实例没有可调整期限的定时器或待办任务');
    const noTarget = await country.post('/api/process/timer/move', { processInstanceId: 'x' });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.msg).toBe('请填写工作日数或到期时间（二选一）');
  });
});
