import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { supportCaseStates, supportCases } from '../../../db/schema/index.ts';
import { listable, summaries } from '../shared/cases.repository.ts';

/** The pending inbox's cases: the state, with the last contact in [since, now], listable. */
function pendingWhere(providerId: number, estado: number, since: Date, now: Date) {
  return and(
    eq(supportCases.providerId, providerId),
    eq(supportCases.estado, estado),
    gte(supportCases.lastContactAt, since),
    lte(supportCases.lastContactAt, now),
    listable,
  );
}

/** Pending inbox: estado 2 with the last contact in [since, now], newest first. */
export function pendingCases(db: Db, providerId: number, estado: number, since: Date, now: Date) {
  return summaries(db)
    .where(pendingWhere(providerId, estado, since, now))
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id));
}

/** The inbox counter: the same cases as pendingCases, so it always equals the list's length. */
export async function countPendingCases(
  db: Db,
  providerId: number,
  estado: number,
  since: Date,
  now: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportCases)
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCases.estado))
    .where(pendingWhere(providerId, estado, since, now));
  return row?.n ?? 0;
}
