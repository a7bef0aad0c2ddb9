import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../fixtures/env.ts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { pageAndCount } from '../../gateway/src/domain/page-and-count.ts';

/**
 * pageAndCount (gateway/src/domain/page-and-count.ts), the page and total of the list calls, against PostgreSQL:
 * the page's rows in the query's order, the total of the whole filtered list whatever the page, the count without
 * the rows' select and order (PostgreSQL refuses `count(*) … order by n` without a group by), a count query given
 * counted instead, and the two statements in flight together.
 */
describe('pageAndCount', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  afterAll(async () => db.destroy());

  /** 1..23, those over 3 (20 rows), newest first: a select with a binding and an order the count must drop. */
  const numbers = () =>
    db
      .from(db.raw('generate_series(1, 23) as g(n)'))
      .where('n', '>', 3)
      .select('n', db.raw('n * ? as twice', [2]))
      .orderBy('n', 'desc');

  it('answers the page asked for, in order, and the total of the whole list on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((pageNumber) => pageAndCount<{ n: number; twice: number }>(numbers(), { pageNumber, pageSize: 7 })));
    expect(pages.map((p) => p.rows.map((r) => r.n))).toEqual([
      [23, 22, 21, 20, 19, 18, 17],
      [16, 15, 14, 13, 12, 11, 10],
      [9, 8, 7, 6, 5, 4],
      [],
    ]);
    expect(pages[1].rows[0]).toEqual({ n: 16, twice: 32 });
    // PostgreSQL's count is a bigint, which pg answers as a string: the total is a number
    expect(pages.map((p) => p.total)).toEqual([20, 20, 20, 20]);
  });

  it('counts the rows of a joined table query as a count(*) of the same rows does', async () => {
    const [{ n }] = await db('operator').count({ n: '*' });
    const listed = db('operator as o').leftJoin('customer as c', 'c.cust_id', 'o.cust_id').select('o.login_name', 'c.cust_name').orderBy('o.login_name').orderBy('o.operator_id');
    const page = await pageAndCount(listed, { pageNumber: 1, pageSize: 5 });
    expect(Number(n)).toBeGreaterThan(0);
    expect(page.total).toBe(Number(n));
    expect(page.rows.length).toBe(Math.min(5, Number(n)));
    expect(Object.keys(page.rows[0]).sort()).toEqual(['cust_name', 'login_name']);
  });

  it('counts the count query when one is given (its own select and order dropped too)', async () => {
    const upToTen = db.from(db.raw('generate_series(1, 23) as g(n)')).where('n', '<=', 10).select('n').orderBy('n');
    const page = await pageAndCount(numbers(), { pageNumber: 1, pageSize: 3 }, upToTen);
    expect(page.total).toBe(10);
    expect(page.rows.map((r) => r.n)).toEqual([23, 22, 21]);
  });

  it('sends the count while the page is still running', async () => {
    const events: string[] = [];
    const sent = (q: { sql: string }) => events.push(q.sql.includes('count(') ? 'count sent' : 'page sent');
    const answered = (_r: unknown, q: { sql: string }) => events.push(q.sql.includes('count(') ? 'count answered' : 'page answered');
    db.on('query', sent).on('query-response', answered);
    try {
      // the page takes about a second (pg_sleep in its select); the count is sent meanwhile and answered first
      const slow = numbers().select(db.raw('pg_sleep(0.3)::text as slept')).where('n', '>', 20);
      const page = await pageAndCount(slow, { pageNumber: 1, pageSize: 10 });
      expect(page.total).toBe(3);
      expect(page.rows.map((r) => r.n)).toEqual([23, 22, 21]);
    } finally {
      db.off('query', sent).off('query-response', answered);
    }
    expect(events.indexOf('count sent')).toBeLessThan(events.indexOf('page answered'));
    expect(events.indexOf('count answered')).toBeLessThan(events.indexOf('page answered'));
  });
});
