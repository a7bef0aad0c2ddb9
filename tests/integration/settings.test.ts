import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRow, CalendarDay, IpCheck, LogDetail, LogRow, OperatorDetail, OperatorRoleEntry, ParamRow, SliceRow, TaskRow } from '@ccer/contracts';
import { paramKeys } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addWorkingDaysIn, type CalendarData } from '../../gateway/src/domain/calendar/working-days.ts';
import { endOfRegistryDay } from '../../gateway/src/domain/calendar/deadlines.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

const PREFIX = '测试时段-settings';

/**
 * System settings through the gateway (accounts spec §7.1, §7.6): trading periods (CRUD, overlap refused with the
 * field's Chinese message), system parameters read at use time (the publicity audit deadline; the IP check), the
 * operation log (filters and the detail of an entry this test caused) and the operator's own info and roles.
 * Every parameter changed here is restored in `finally`: the test database is shared.
 */
describe('system settings', () => {
  const admin = new ApiClient();
  const adminEn = new ApiClient(undefined, 'en');
  const owner = new ApiClient();
  const country = new ApiClient();

  const setParam = (paramKey: string, paramValue: string) => admin.call('PUT', '/api/sys/key-value', { paramKey, paramValue });
  const listSlices = async () => (await admin.get<SliceRow[]>('/api/timeSlice/list?businessType=2&pageSize=200')).body.dataInfo;
  const removeLeftovers = async () => {
    for (const s of (await listSlices()).filter((s) => s.sliceName.startsWith(PREFIX))) await admin.call('DELETE', `/api/timeSlice/delete/${s.sliceNo}`);
  };

  beforeAll(async () => {
    await admin.signIn(demoUsers.admin);
    await adminEn.signIn(demoUsers.admin);
    await owner.signIn(demoUsers.owner);
    await country.signIn(demoUsers.country);
    await removeLeftovers();
  });
  afterAll(async () => {
    await removeLeftovers();
    await setParam(paramKeys.operatorIpAllowList, '');
    await setParam(paramKeys.publicityAuditWorkingDays, '');
  });

  it('adds, lists, modifies and deletes a trading period, and refuses an overlap naming the fields in Chinese', async () => {
    // POST with a JSON body, and GET with the fields in the query string (the spec lists the call under GET)
    const added = await admin.post<{ sliceNo: number }>('/api/timeSlice/add', { sliceName: `${PREFIX}-A`, startTime: '20:00', endTime: '21:00', businessType: '2' });
    expect(added.status).toBe(200);
    const a = added.body.dataInfo.sliceNo;
    const viaGet = await admin.get<{ sliceNo: number }>(`/api/timeSlice/add?sliceName=${encodeURIComponent(`${PREFIX}-B`)}&startTime=21:00&endTime=21:30&businessType=2&status=0`);
    expect(viaGet.status).toBe(200);
    const b = viaGet.body.dataInfo.sliceNo;

    const rows = await listSlices();
    expect(rows.find((s) => s.sliceNo === a)).toMatchObject({ sliceName: `${PREFIX}-A`, startTime: '20:00', endTime: '21:00', businessType: '2', status: '1', updatedBy: expect.any(String) });
    expect(rows.find((s) => s.sliceNo === b)).toMatchObject({ startTime: '21:00', endTime: '21:30', status: '0' });

    // overlapping A (same business type) is refused; the message names the clashing period and sits on both times
    const overlap = await admin.post('/api/timeSlice/add', { sliceName: `${PREFIX}-C`, startTime: '20:30', endTime: '22:00', businessType: '2' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toBe(`开始时间至结束时间与同业务类型的时段“${PREFIX}-A”（20∶00-21∶00）重叠`);
    expect(overlap.body.dataInfo).toEqual([
      { field: 'startTime', message: overlap.body.msg },
      { field: 'endTime', message: overlap.body.msg },
    ]);
    // the same times under the other business type are fine … (09:30-11:30 is seeded for 交易; this is evening)
    const otherType = await admin.post<{ sliceNo: number }>('/api/timeSlice/add', { sliceName: `${PREFIX}-D`, startTime: '20:30', endTime: '22:00', businessType: '1' });
    expect(otherType.status).toBe(200);
    expect((await admin.call('DELETE', `/api/timeSlice/delete/${otherType.body.dataInfo.sliceNo}`)).status).toBe(200);

    // start before end, a valid time, required fields: each message on its field
    const backwards = await admin.post('/api/timeSlice/add', { sliceName: `${PREFIX}-E`, startTime: '23:00', endTime: '22:30', businessType: '2' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.dataInfo).toEqual([{ field: 'endTime', message: '结束时间须晚于开始时间' }]);
    const badTime = await admin.post('/api/timeSlice/add', { sliceName: `${PREFIX}-E`, startTime: '24:00', endTime: '', businessType: '3' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'startTime', message: '时间格式须为HH:mm（00:00至23:59）' },
        { field: 'endTime', message: '请输入结束时间' },
        { field: 'businessType', message: '请选择业务类型（交易或清算）' },
      ]),
    );
    const badEn = await adminEn.post('/api/timeSlice/add', { sliceName: '', startTime: '20:00', endTime: '21:00', businessType: '2' });
    expect(badEn.body.dataInfo).toEqual([{ field: 'sliceName', message: 'Enter the name of the trading period' }]);

    // modify: moving B onto A is refused, moving it next to A (touching) is fine
    const clash = await admin.call('PUT', '/api/timeSlice/modify', { sliceNo: b, sliceName: `${PREFIX}-B`, startTime: '20:59', endTime: '21:30', businessType: '2', status: '1' });
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toContain(`“${PREFIX}-A”`);
    const moved = await admin.call('PUT', '/api/timeSlice/modify', { sliceNo: b, sliceName: `${PREFIX}-B2`, startTime: '21:00', endTime: '22:00', businessType: '2', status: '1' });
    expect(moved.status).toBe(200);
    expect((await listSlices()).find((s) => s.sliceNo === b)).toMatchObject({ sliceName: `${PREFIX}-B2`, endTime: '22:00', status: '1' });

    expect((await admin.call('DELETE', `/api/timeSlice/delete/${b}`)).status).toBe(200);
    const gone = await admin.call('DELETE', `/api/timeSlice/delete/${b}`);
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('交易时段不存在或已删除');
    expect((await admin.call('PUT', '/api/timeSlice/modify', { sliceNo: b, sliceName: 'x', startTime: '01:00', endTime: '02:00', businessType: '2' })).status).toBe(404);
    expect((await listSlices()).some((s) => s.sliceNo === b)).toBe(false);

    // the seeded trading sessions are there
    const seeded = (await admin.get<SliceRow[]>('/api/timeSlice/list?businessType=1')).body.dataInfo;
    expect(seeded.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(expect.arrayContaining(['09:30-11:30', '13:00-15:00']));
    // an enterprise representative (no 070) may not
    expect((await owner.get('/api/timeSlice/list')).status).toBe(403);
  });

  it('filters the operation log and shows the detail of an entry this test caused', async () => {
    const added = await admin.post<{ sliceNo: number }>('/api/timeSlice/add', { sliceName: `${PREFIX}-log`, startTime: '22:10', endTime: '22:20', businessType: '2', remark: '日志测试' });
    expect(added.status).toBe(200);
    const key = String(added.body.dataInfo.sliceNo);
    expect((await admin.call('PUT', '/api/timeSlice/modify', { sliceNo: Number(key), sliceName: `${PREFIX}-log`, startTime: '22:10', endTime: '22:25', businessType: '2' })).status).toBe(200);

    const today = isoDay();
    const byKey = await admin.post<LogRow[]>('/api/log/list', { businessType: 'time-slice', businessKey: key, dateStart: today, dateEnd: today });
    expect(byKey.status).toBe(200);
    expect(byKey.body.total).toBe(2);
    // newest first, with the Chinese operation name
    expect(byKey.body.dataInfo.map((r) => [r.abstract, r.operationName])).toEqual([
      ['time-slice.modify', '修改交易时段'],
      ['time-slice.add', '新增交易时段'],
    ]);
    expect(byKey.body.dataInfo[0]).toMatchObject({ operatorLoginName: 'admin', businessType: 'time-slice', businessTypeName: '交易时段', businessKey: key, result: 'success' });

    const byOperation = await admin.post<LogRow[]>('/api/log/list', { abstract: 'time-slice.add', operator: 'adm', pageSize: 5 });
    expect(byOperation.body.dataInfo[0]).toMatchObject({ abstract: 'time-slice.add', businessKey: key });
    expect(byOperation.body.dataInfo.every((r) => r.abstract === 'time-slice.add' && r.operatorLoginName === 'admin')).toBe(true);
    expect((await admin.post<LogRow[]>('/api/log/list', { abstract: 'time-slice.add', operator: 'country01', businessKey: key })).body.total).toBe(0);
    // a day before any entry of today
    expect((await admin.post<LogRow[]>('/api/log/list', { businessKey: key, dateEnd: addCalendarDays(today, -1) })).body.total).toBe(0);
    const badRange = await admin.post('/api/log/list', { dateStart: today, dateEnd: addCalendarDays(today, -1) });
    expect(badRange.status).toBe(400);
    expect(badRange.body.dataInfo).toEqual([{ field: 'dateEnd', message: '开始日期不能晚于结束日期' }]);
    // English names for an English caller; an abstract without a declared name shows raw
    expect((await adminEn.post<LogRow[]>('/api/log/list', { businessKey: key, abstract: 'time-slice.add' })).body.dataInfo[0]).toMatchObject({ operationName: 'Add a trading period', businessTypeName: 'Trading period' });

    const detail = await admin.post<LogDetail>('/api/log/detail', { logId: byKey.body.dataInfo[0].logId });
    expect(detail.status).toBe(200);
    expect(detail.body.dataInfo).toMatchObject({
      abstract: 'time-slice.modify',
      operationName: '修改交易时段',
      ip: expect.stringContaining('127.0.0.1'),
      requestId: expect.any(String),
      beforeValue: { sliceName: `${PREFIX}-log`, endTime: '22:20', remark: '日志测试' },
      afterValue: { endTime: '22:25' },
    });
    const missing = await admin.post('/api/log/detail', { logId: '999999999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('操作日志不存在');
    expect((await owner.post('/api/log/list', {})).status).toBe(403);
    await admin.call('DELETE', `/api/timeSlice/delete/${key}`);
  });

  it('lists the parameters and checks a new value against its type', async () => {
    const list = await admin.post<ParamRow[]>('/api/sys/key-value', {});
    expect(list.status).toBe(200);
    const days = list.body.dataInfo.find((p) => p.paramKey === paramKeys.publicityAuditWorkingDays)!;
    expect(days).toMatchObject({ paramName: '项目公示审核工作日数', valueType: 'integer', minValue: 0, maxValue: 365, defaultValue: '5', effectiveValue: days.paramValue ?? '5' });
    expect(list.body.dataInfo.find((p) => p.paramKey === paramKeys.operatorIpAllowList)).toMatchObject({ valueType: 'ipList', defaultValue: null });
    expect((await admin.post<ParamRow[]>('/api/sys/key-value', { paramName: '白名单' })).body.dataInfo.map((p) => p.paramKey)).toEqual([paramKeys.operatorIpAllowList]);

    const tooBig = await setParam(paramKeys.publicityAuditWorkingDays, '400');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.dataInfo).toEqual([{ field: 'paramValue', message: '参数值须为0到365之间的整数' }]);
    const notIp = await setParam(paramKeys.operatorIpAllowList, '127.0.0.1,abc');
    expect(notIp.status).toBe(400);
    expect(notIp.body.msg).toContain('“abc”无效');
    expect((await setParam('no.such.key', '1')).status).toBe(404);
    expect((await country.call('PUT', '/api/sys/key-value', { paramKey: paramKeys.operatorIpAllowList, paramValue: '' })).status).toBe(403);
  });

  it('flips the IP check when the allow-list excludes 127.0.0.1, and back', async () => {
    try {
      const open = await admin.get<IpCheck>('/api/common/operator/ipcheck');
      expect(open.body.dataInfo).toEqual({ ip: '127.0.0.1', allowed: true });
      expect((await setParam(paramKeys.operatorIpAllowList, '10.0.0.0/8, 192.168.1.20')).status).toBe(200);
      expect((await admin.get<IpCheck>('/api/common/operator/ipcheck')).body.dataInfo).toEqual({ ip: '127.0.0.1', allowed: false });
      expect((await setParam(paramKeys.operatorIpAllowList, '10.0.0.0/8,127.0.0.0/8')).status).toBe(200);
      expect((await admin.get<IpCheck>('/api/common/operator/ipcheck')).body.dataInfo.allowed).toBe(true);
      // the change is in the log with its before and after values
      const logged = await admin.post<LogRow[]>('/api/log/list', { abstract: 'sys-param.modify', businessKey: paramKeys.operatorIpAllowList, pageSize: 1 });
      const detail = await admin.post<LogDetail>('/api/log/detail', { logId: logged.body.dataInfo[0].logId });
      expect(detail.body.dataInfo).toMatchObject({ operationName: '修改系统参数', beforeValue: { paramValue: '10.0.0.0/8, 192.168.1.20' }, afterValue: { paramValue: '10.0.0.0/8,127.0.0.0/8' } });
    } finally {
      expect((await setParam(paramKeys.operatorIpAllowList, '')).status).toBe(200);
    }
    expect((await admin.get<IpCheck>('/api/common/operator/ipcheck')).body.dataInfo.allowed).toBe(true);
    expect((await owner.get('/api/common/operator/ipcheck')).status).toBe(200);
    expect((await new ApiClient().get('/api/common/operator/ipcheck')).status).toBe(401);
  });

  it('gives the publicity audit the working days of the parameter at submission', async () => {
    const WORKING_DAYS = 12;
    const today = isoDay();
    const year = Number(today.slice(0, 4));
    /** The deadline the gateway computes: from the calendar of the initialised years, else in calendar days. */
    async function expectedDeadline(n: number): Promise<Date> {
      const years = new Set<number>();
      const nonWorking = new Set<string>();
      for (const y of [year, year + 1]) {
        const r = await country.get<CalendarDay[]>(`/api/calendar/list?year=${y}`);
        if (r.status !== 200) continue;
        years.add(y);
        r.body.dataInfo.filter((d) => d.nature !== '1').forEach((d) => nonWorking.add(d.calDate));
      }
      try {
        const cal: CalendarData = { initialisedYears: years, nonWorking };
        return endOfRegistryDay(addWorkingDaysIn(cal, today, n));
      } catch {
        return endOfRegistryDay(addCalendarDays(today, n));
      }
    }
    const submit = async () => {
      const form = validApplication();
      const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
      const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
      expect(submitted.status).toBe(200);
      return submitted.body.dataInfo.id;
    };
    const auditTaskFor = (applyId: string) =>
      eventually(async () => {
        const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
        return r.body.dataInfo.find((t) => t.businessKey === applyId);
      }, 30000, 'the publicity audit task');

    try {
      expect((await setParam(paramKeys.publicityAuditWorkingDays, String(WORKING_DAYS))).status).toBe(200);
      const expected = await expectedDeadline(WORKING_DAYS);
      const task = await auditTaskFor(await submit());
      expect(new Date(task.due!).toISOString()).toBe(expected.toISOString());
    } finally {
      expect((await setParam(paramKeys.publicityAuditWorkingDays, '')).status).toBe(200);
    }
    // cleared: the environment's default (5) applies again
    const params = (await admin.post<ParamRow[]>('/api/sys/key-value', { paramKey: 'publicity' })).body.dataInfo;
    expect(params[0]).toMatchObject({ paramValue: null, effectiveValue: '5' });
    const task = await auditTaskFor(await submit());
    expect(new Date(task.due!).toISOString()).toBe((await expectedDeadline(5)).toISOString());
  });

  it('answers the signed-in operator’s own info and roles', async () => {
    const info = await admin.get<OperatorDetail>('/api/common/operator-info');
    expect(info.status).toBe(200);
    expect(info.body.dataInfo).toMatchObject({ loginName: 'admin', operatorType: expect.any(String) });
    for (const field of ['operatorName', 'manageProvinceCn', 'certificateType', 'certificateNo', 'mobilePhoneNo', 'phoneNo', 'faxNo', 'emailAddress', 'provinceCn', 'workUnit', 'departmentDesc', 'positionDesc', 'contactAddress']) {
      expect(info.body.dataInfo, field).toHaveProperty(field);
    }
    const roles = await admin.get<OperatorRoleEntry[]>('/api/common/operator-role');
    expect(roles.status).toBe(200);
    expect(roles.body.dataInfo.length).toBeGreaterThan(0);
    expect(roles.body.dataInfo[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await owner.get<OperatorDetail>('/api/common/operator-info')).body.dataInfo.loginName).toBe('owner01');
    expect((await new ApiClient().get('/api/common/operator-role')).status).toBe(401);
  });
});
