import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { pageAndTotal, totalColumn } from '../../../db/page-total.ts';
import { summaryColumns } from '../shared/summary.ts';

export interface RequestFilter {
  providerId: number;
  desde: Date;
  /** The day after the last day searched. */
  hasta: Date;
  contra?: number;
  inte?: number;
  nroAutorizacion?: number;
  states?: readonly number[];
}

/** Served by (provider_id, created_at desc): the window, then the filters on its rows. */
function conditions(filter: RequestFilter): SQL | undefined {
  return and(
    eq(authorizations.providerId, filter.providerId),
    gte(authorizations.createdAt, filter.desde),
    lt(authorizations.createdAt, filter.hasta),
    filter.contra === undefined ? undefined : eq(authorizations.contra, filter.contra),
    filter.inte === undefined ? undefined : eq(authorizations.inte, filter.inte),
    filter.nroAutorizacion === undefined
      ? undefined
      : eq(authorizations.nroAutorizacion, filter.nroAutorizacion),
    filter.states === undefined ? undefined : inArray(authorizations.estado, [...filter.states]),
  );
}

export function searchRequests(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(summaryColumns)
    .from(authorizations)
    .where(conditions(filter))
    .orderBy(desc(authorizations.createdAt), desc(authorizations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRequests(db: Db, filter: RequestFilter) {
  const [row] = await db.select({ n: count() }).from(authorizations).where(conditions(filter));
  return row?.n ?? 0;
}

/** A page of the search and how many requests match, in one statement. */
export async function searchPage(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number },
) {
  const where = conditions(filter);
  const rows = await db
    .select({
      ...summaryColumns,
      pageTotal: totalColumn(db.select({ n: count() }).from(authorizations).where(where)),
    })
    .from(authorizations)
    .where(where)
    .orderBy(desc(authorizations.createdAt), desc(authorizations.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageAndTotal(rows, page.offset, () => countRequests(db, filter));
}

/** The Inbox: observed requests waiting for the provider, newest observation first. */
export function findObserved(db: Db, providerId: number, limit = 200) {
  return db
    .select(summaryColumns)
    .from(authorizations)
    .where(and(eq(authorizations.providerId, providerId), eq(authorizations.estado, 2)))
    .orderBy(desc(authorizations.updatedAt), desc(authorizations.id))
    .limit(limit);
}
