import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A list's total as a column of its page's statement (docs/decisions/0074): the count is an
 * uncorrelated scalar subquery, which PostgreSQL runs once per statement (an InitPlan, the same
 * index-only range the separate count read), so a page and its total cost one round trip and
 * one pool client instead of two. `count(*) over ()` would read every filtered row before the
 * limit; this reads only the page.
 */
export const totalColumn = (counting: SQLWrapper): SQL<number> =>
  sql<number>`(${counting})`.mapWith(Number);

/**
 * The page's rows without the carried total, and the total. A page with no rows carries none:
 * the first page is then empty because nothing matched (0); a page past the end asks `recount`
 * (the previous separate count), so its total is still the list's.
 */
export async function pageAndTotal<Row extends { pageTotal: number }>(
  rows: readonly Row[],
  offset: number,
  recount: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'pageTotal'>[]; total: number }> {
  const first = rows[0];
  if (first === undefined) return { rows: [], total: offset > 0 ? await recount() : 0 };
  return { rows: rows.map(({ pageTotal: _, ...row }) => row), total: first.pageTotal };
}
