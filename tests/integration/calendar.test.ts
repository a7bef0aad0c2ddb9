import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDay, CalendarInitResult, CalendarStatus } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createDb } from '../../gateway/src/plugins/db.ts';

/**
 * 交易日历 against the real database: list before init, init (weekends rest days, idempotent,
 * manual changes kept), setting a day's nature, a year's status, and access by function codes 093/094.
 * Years 2031 and 2032 are this file's own (the deadline scenario initialises the current year).
 */
describe('trade calendar', () => {
  const country = new ApiClient(); // 093 and 094
  const owner = new ApiClient(); // neither
  const countryEn = new ApiClient(undefined, 'en');
  const db = createDb(testEnv.databaseUrl, 2);

  beforeAll(async () => {
    await country.signIn(demoUsers.country);
    await owner.signIn(demoUsers.owner);
    await countryEn.signIn(demoUsers.country);
  });
  afterAll(async () => db.destroy());

  const setNature = (client: ApiClient, body: Record<string, unknown>) => client.call<CalendarDay>('PUT', '/api/calendar/nature-day', body);

  it('answers 处理失败, 请先初始化当前年度！ for a year that is not initialised', async () => {
    const r = await country.get('/api/calendar/list?year=2032');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ flag: 0, msg: '处理失败, 请先初始化当前年度！', code: 'BAD_REQUEST' });
    expect((await countryEn.get('/api/calendar/list?year=2032')).body.msg).toBe('Processing failed: initialise the current year first!');
    const day = await setNature(country, { date: '2032-05-01', nature: '3' });
    expect(day.status).toBe(400);
    expect(day.body.msg).toBe('处理失败, 请先初始化当前年度！');
    // the status call says the same without an error
    const status = await country.get<CalendarStatus>('/api/calendar/status?year=2032');
    expect(status.status).toBe(200);
    expect(status.body.dataInfo).toEqual({ year: 2032, days: 0 });
    expect((await country.get('/api/calendar/status?year=1999')).status).toBe(400);
  });

  it('refuses init and nature-day without 094, and the list without 093', async () => {
    expect((await owner.get('/api/calendar/init?year=2032')).status).toBe(403);
    expect((await setNature(owner, { date: '2032-05-01', nature: '3' })).status).toBe(403);
    expect((await owner.get('/api/calendar/list?year=2032')).status).toBe(403);
    expect((await owner.get('/api/calendar/status?year=2032')).status).toBe(403);
    expect(await db('trade_calendar').where({ year: 2032 }).count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('initialises a leap year with its weekends as rest days', async () => {
    const r = await country.get<CalendarInitResult>('/api/calendar/init?year=2032');
    expect(r.status).toBe(200);
    expect(r.body.dataInfo).toEqual({ year: 2032, created: 366, total: 366 });
    expect((await country.get<CalendarStatus>('/api/calendar/status?year=2032')).body.dataInfo).toEqual({ year: 2032, days: 366 });

    const list = await country.get<CalendarDay[]>('/api/calendar/list?year=2032');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(366);
    const days = list.body.dataInfo;
    expect(days[0].calDate).toBe('2032-01-01');
    expect(days[365].calDate).toBe('2032-12-31');
    for (const d of days) {
      const weekday = new Date(`${d.calDate}T00:00:00Z`).getUTCDay();
      expect(d.nature, d.calDate).toBe(weekday === 0 || weekday === 6 ? '2' : '1');
    }
    expect(days.filter((d) => d.nature === '2')).toHaveLength(104);
    expect(days[0]).toMatchObject({ remark: null, updatedBy: 'country01' });

    const february = await country.get<CalendarDay[]>('/api/calendar/list?year=2032&month=2');
    expect(february.body.dataInfo.map((d) => d.calDate)).toEqual(Array.from({ length: 29 }, (_, i) => `2032-02-${String(i + 1).padStart(2, '0')}`));

    // and a common year has 365 days
    expect((await country.get<CalendarInitResult>('/api/calendar/init?year=2031')).body.dataInfo).toEqual({ year: 2031, created: 365, total: 365 });
    const log = await db('operation_log').where({ abstract: 'calendar.init', business_key: '2032' });
    expect(log).toHaveLength(1);
  });

  it('sets a day’s nature, refuses an unchanged value with 未做任何修改！, and keeps manual changes on a second init', async () => {
    // Saturday 3 January 2032 becomes a make-up working day
    const changed = await setNature(country, { date: '2032-01-03', nature: '1', remark: '元旦调休上班' });
    expect(changed.status).toBe(200);
    expect(changed.body.dataInfo).toMatchObject({ calDate: '2032-01-03', nature: '1', remark: '元旦调休上班', updatedBy: 'country01' });

    const same = await setNature(country, { date: '2032-01-03', nature: '1', remark: '元旦调休上班' });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe('未做任何修改！');
    // no remark given keeps the remark, so the same nature alone is no change either
    expect((await setNature(country, { date: '2032-01-03', nature: '1' })).body.msg).toBe('未做任何修改！');
    expect((await setNature(countryEn, { date: '2032-01-03', nature: '1' })).body.msg).toBe('Nothing was changed!');

    const holiday = await setNature(country, { date: '2032-01-01', nature: '3', remark: '元旦' });
    expect(holiday.body.dataInfo).toMatchObject({ nature: '3', remark: '元旦' });

    const again = await country.get<CalendarInitResult>('/api/calendar/init?year=2032');
    expect(again.body.dataInfo).toEqual({ year: 2032, created: 0, total: 366 });
    const january = (await country.get<CalendarDay[]>('/api/calendar/list?year=2032&month=1')).body.dataInfo;
    expect(january.find((d) => d.calDate === '2032-01-03')).toMatchObject({ nature: '1', remark: '元旦调休上班' });
    expect(january.find((d) => d.calDate === '2032-01-01')).toMatchObject({ nature: '3', remark: '元旦' });

    const row = await db('trade_calendar').where({ cal_date: '2032-01-03' }).first();
    expect(row).toMatchObject({ year: 2032, nature: '1', remark: '元旦调休上班' });
    const [log] = await db('operation_log').where({ abstract: 'calendar.nature-day', business_key: '2032-01-03' });
    expect(log.before_value).toEqual({ nature: '2', remark: null });
    expect(log.after_value).toEqual({ nature: '1', remark: '元旦调休上班' });
  });

  it('names the bad field of a bad request', async () => {
    const badNature = await setNature(country, { date: '2032-01-05', nature: '9' });
    expect(badNature.status).toBe(400);
    expect(badNature.body.dataInfo).toEqual([{ field: 'nature', message: '请选择日期性质（工作日、休息日或节假日）' }]);
    const badDate = await setNature(country, { date: '2032-02-30', nature: '1' });
    expect(badDate.body.dataInfo).toEqual([{ field: 'date', message: '日期格式不正确' }]);
    const badYear = await country.get('/api/calendar/list?year=1999');
    expect(badYear.status).toBe(400);
    expect(badYear.body.msg).toBe('年度须为2000到2100之间的整数');
    expect((await country.get('/api/calendar/list?year=2032&month=13')).body.msg).toBe('月份须为1到12之间的整数');
  });
});
