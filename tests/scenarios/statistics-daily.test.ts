import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dailyDataPaths as P, type DailyDataRow, type DailySeries, type DailySummaryRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { mondayOf } from '../../gateway/src/domain/statistics/weekly-report/weeks.ts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * Daily data (日报数据, issue 14) through the HTTP API: the registry (109) enters a day's figures, a second row for the
 * same date is refused naming 日期 (and a race for it too), bad figures are refused naming the field, an edit needs
 * the version read, every change is in the operation log; the list, the weekly and monthly sums and the chart's series
 * read them; owner01 is refused, a viewer holding 107 only reads but cannot change.
 */
type Errors = Array<{ field: string; message: string }>;

describe('daily data: add, edit with version, list, sums and series; access', () => {
  const run = Date.now().toString(36);
  let db: Knex;
  const country = new ApiClient();
  const countryEn = new ApiClient(undefined, 'en');
  const owner = new ApiClient();
  const viewer = new ApiClient();
  // days far in the past, one test run's own (other runs of the same stack never touch them)
  const base = addCalendarDays(mondayOf(isoDay()), -7 * (200 + (Date.now() % 500)));
  const day = (n: number) => addCalendarDays(base, n);
  const figures = (k: number) => ({
    newAccounts: 1 * k,
    projectsReceived: 2 * k,
    projectsRegistered: 3 * k,
    reductionsReceived: 4 * k,
    reductionsRegistered: 1000 * k,
    unitsIssued: 2000 * k,
    unitsTransferred: 300 * k,
    unitsRetired: 40 * k,
  });

  beforeAll(async () => {
    db = createDb(process.env.TEST_DATABASE_URL!, 2);
    // a statistics viewer: a role of function 107 only
    const [role] = await db('role').insert({ role_name: `统计查看${run}` }).returning('role_id');
    await db('role_func').insert({ role_id: role.role_id, func_id: '107' });
    await createOperator({ loginName: `tj_view_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: `统计查看${run}` });
    await Promise.all([country.signIn(demoUsers.country), countryEn.signIn(demoUsers.country), owner.signIn(demoUsers.owner), viewer.signIn({ loginName: `tj_view_${run}`, password: DEMO_PASSWORD })]);
  }, 120_000);
  afterAll(async () => db?.destroy());

  let first: DailyDataRow;
  it('enters a day once: a second row for the date is refused naming 日期; its change is logged', async () => {
    const r = await country.post<DailyDataRow>(P.add, { reportDate: day(0), ...figures(1), remark: `首日${run}` });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    first = r.body.dataInfo;
    expect(first).toMatchObject({ reportDate: day(0), ...figures(1), remark: `首日${run}`, version: 1, createdBy: expect.any(String) });

    const again = await country.post<Errors>(P.add, { reportDate: day(0), ...figures(2) });
    expect(again.status).toBe(400);
    expect(again.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期已有日报数据，请修改该日的记录' }]);
    expect(again.body.msg).toContain('日期');
    const en = await countryEn.post<Errors>(P.add, { reportDate: day(0), ...figures(2) });
    expect(en.body.dataInfo[0]).toEqual({ field: 'reportDate', message: 'This date already has daily data; edit that day instead' });
    expect(await db('statistics_daily_data').where({ report_date: day(0) }).count({ n: '*' }).first()).toEqual({ n: '1' });

    // two requests racing for one new date: exactly one row, the other refused on 日期 (the unique index decides)
    const race = await Promise.all([country.post<Errors>(P.add, { reportDate: day(1), ...figures(2) }), country.post<Errors>(P.add, { reportDate: day(1), ...figures(2) })]);
    expect(race.map((x) => x.status).sort()).toEqual([200, 400]);
    expect(race.find((x) => x.status === 400)!.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期已有日报数据，请修改该日的记录' }]);

    const log = await db('operation_log').where({ business_type: 'dailyData', business_key: first.id }).select('abstract', 'after_value');
    expect(log).toEqual([{ abstract: 'statistics.daily-data-add', after_value: expect.objectContaining({ reportDate: day(0), unitsIssued: 2000 }) }]);
  });

  it('refuses bad figures naming the field, a future date and a reversed range; nothing is written', async () => {
    const negative = await country.post<Errors>(P.add, { reportDate: day(2), ...figures(1), unitsIssued: -5 });
    expect(negative.status).toBe(400);
    expect(negative.body.dataInfo).toEqual([{ field: 'unitsIssued', message: '签发量不能小于0' }]);
    const fraction = await countryEn.post<Errors>(P.add, { reportDate: day(2), ...figures(1), newAccounts: 1.5 });
    expect(fraction.body.dataInfo).toEqual([{ field: 'newAccounts', message: 'New accounts must be a whole number' }]);
    const noDate = await country.post<Errors>(P.add, { ...figures(1) });
    expect(noDate.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期不能为空！' }]);
    const badDate = await country.post<Errors>(P.add, { reportDate: '2026-02-30', ...figures(1) });
    expect(badDate.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期格式不正确' }]);
    const future = await country.post<Errors>(P.add, { reportDate: addCalendarDays(isoDay(), 1), ...figures(1) });
    expect(future.status).toBe(400);
    expect(future.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期不能晚于今天' }]);
    const reversed = await country.post<Errors>(P.list, { dateFrom: day(5), dateTo: day(0) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.dataInfo[0].field).toBe('dateFrom');
    expect(await db('statistics_daily_data').where({ report_date: day(2) }).first()).toBeUndefined();
  });

  it('changes a day with the version read (a stale one 409), moves it only to a free date, logs before and after', async () => {
    const edited = await country.post<DailyDataRow>(P.edit, { id: first.id, version: 1, reportDate: day(0), ...figures(3), remark: '' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.dataInfo).toMatchObject({ ...figures(3), remark: null, version: 2 });
    const stale = await country.post(P.edit, { id: first.id, version: 1, reportDate: day(0), ...figures(4) });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const taken = await country.post<Errors>(P.edit, { id: first.id, version: 2, reportDate: day(1), ...figures(4) });
    expect(taken.status).toBe(400);
    expect(taken.body.dataInfo).toEqual([{ field: 'reportDate', message: '日期已有日报数据，请修改该日的记录' }]);
    const log = await db('operation_log').where({ business_type: 'dailyData', business_key: first.id, abstract: 'statistics.daily-data-edit' }).first('before_value', 'after_value');
    expect(log.before_value).toMatchObject({ unitsIssued: 2000, version: 1 });
    expect(log.after_value).toMatchObject({ unitsIssued: 6000 });
    expect((await country.get<DailyDataRow>(`${P.detail}?id=${first.id}`)).body.dataInfo).toMatchObject({ unitsIssued: 6000, version: 2 });
  });

  it('lists the days by range, sums them per week and month, and draws their series', async () => {
    // a third day in the next week
    expect((await country.post(P.add, { reportDate: day(8), ...figures(5) })).status).toBe(200);
    const list = await country.post<DailyDataRow[]>(P.list, { dateFrom: day(0), dateTo: day(13), pageSize: 10 });
    expect(list.body.total).toBe(3);
    expect(list.body.dataInfo.map((r) => [r.reportDate, r.unitsIssued])).toEqual([
      [day(8), 10000],
      [day(1), 4000],
      [day(0), 6000],
    ]);

    const weeks = await country.post<DailySummaryRow[]>(P.summary, { dateFrom: day(0), dateTo: day(13), period: 'week' });
    expect(weeks.status, JSON.stringify(weeks.body)).toBe(200);
    expect(weeks.body.dataInfo.map((w) => ({ from: w.periodStart, to: w.periodEnd, days: w.days, issued: w.unitsIssued, accounts: w.newAccounts }))).toEqual([
      { from: day(7), to: day(13), days: 1, issued: 10000, accounts: 5 },
      { from: day(0), to: day(6), days: 2, issued: 10000, accounts: 5 },
    ]);
    expect(weeks.body.dataInfo[1].label).toMatch(/^\d{4}-W\d{2}$/);
    const months = await country.post<DailySummaryRow[]>(P.summary, { dateFrom: day(0), dateTo: day(13), period: 'month' });
    const monthSum = months.body.dataInfo.reduce((s, m) => s + m.unitsRetired, 0);
    expect(monthSum).toBe(40 * (3 + 2 + 5));
    expect(months.body.dataInfo.every((m) => /^\d{4}-\d{2}$/.test(m.label) && m.periodStart.endsWith('-01'))).toBe(true);

    const series = await country.post<DailySeries>(P.series, { dateFrom: day(0), dateTo: day(13) });
    expect(series.body.dataInfo.points.map((p) => [p.label, p.unitsTransferred])).toEqual([
      [day(0), 900],
      [day(1), 600],
      [day(8), 1500],
    ]);
    const tooLong = await country.post<Errors>(P.series, { dateFrom: day(0), dateTo: day(400) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.dataInfo).toEqual([{ field: 'dateTo', message: '日期范围不能超过366天' }]);
  });

  it('owner01 is refused every call; a 107-only viewer reads but cannot add, change or delete', async () => {
    for (const [path, body] of [
      [P.list, {}],
      [P.summary, {}],
      [P.series, {}],
      [P.add, { reportDate: day(3), ...figures(1) }],
      [P.edit, { id: first.id, version: 2, reportDate: day(0), ...figures(1) }],
    ] as const) {
      expect((await owner.post(path, body)).status, path).toBe(403);
    }
    expect((await owner.get(`${P.detail}?id=${first.id}`)).status).toBe(403);

    expect((await viewer.post<DailyDataRow[]>(P.list, { dateFrom: day(0), dateTo: day(13) })).body.total).toBe(3);
    expect((await viewer.get(`${P.detail}?id=${first.id}`)).status).toBe(200);
    expect((await viewer.post(P.add, { reportDate: day(3), ...figures(1) })).status).toBe(403);
    expect((await viewer.post(P.edit, { id: first.id, version: 2, reportDate: day(0), ...figures(1) })).status).toBe(403);
    expect((await viewer.post(P.delete, { id: first.id, version: 2 })).status).toBe(403);
    expect((await country.get<DailyDataRow>(`${P.detail}?id=${first.id}`)).body.dataInfo).toMatchObject({ unitsIssued: 6000, version: 2 });
  });

  it('deletes a day with its version, logged; it is gone', async () => {
    expect((await country.post(P.delete, { id: first.id, version: 1 })).status).toBe(409);
    expect((await country.post(P.delete, { id: first.id, version: 2 })).status).toBe(200);
    expect((await country.get(`${P.detail}?id=${first.id}`)).status).toBe(404);
    expect(await db('operation_log').where({ business_type: 'dailyData', business_key: first.id, abstract: 'statistics.daily-data-delete' }).first('log_id')).toBeTruthy();
  });
});
