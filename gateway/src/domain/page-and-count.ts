import type { Knex } from 'knex';

/** The page a list call asks for: 1-based number and size (contracts' pageQuerySchema). */
export interface PageAsked {
  pageNumber: number;
  pageSize: number;
}

/** One page of rows and the number of rows the whole filtered list has. */
export interface PageAndTotal<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of a list query and the count of the whole list, the two statements at once (two pool connections).
 *
 * `rows` is the filtered query with its select and its order (make the order total, an id last, so that pages
 * neither overlap nor skip); this adds the page's `limit` and `offset`. The total counts `count` when one is given
 * (the same filter over fewer joins: a name join the filter does not use is not needed to count), otherwise a copy
 * of `rows`. Either is counted without its select and order, so a count query may be one the rows' own select was
 * added to. Not for a query with group by or distinct at its top: count those over a subquery and pass that.
 */
export async function pageAndCount<Row = any>(rows: Knex.QueryBuilder, page: PageAsked, count?: Knex.QueryBuilder): Promise<PageAndTotal<Row>> {
  const counted = (count ?? rows.clone()).clearSelect().clearOrder().count({ total: '*' });
  const [found, [{ total }]] = await Promise.all([
    rows.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize) as Promise<Row[]>,
    counted as unknown as Promise<Array<{ total: string | number }>>,
  ]);
  return { rows: found, total: Number(total) };
}
