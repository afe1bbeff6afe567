import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PendingInboxWindow } from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import { supportCaseStates, supportCases } from '../../../db/schema/support-cases.ts';
import { listable, summaries } from '../shared/cases.repository.ts';

/** The pending inbox's cases: the window's state, the last contact within it, listable. */
function pendingWhere(providerId: number, window: PendingInboxWindow) {
  return and(
    eq(supportCases.providerId, providerId),
    eq(supportCases.estado, window.estado),
    gte(supportCases.lastContactAt, window.since),
    lte(supportCases.lastContactAt, window.until),
    listable,
  );
}

/** Pending inbox (the domain's pendingInboxWindow): the latest contact first. */
export function pendingCases(db: Db, providerId: number, window: PendingInboxWindow) {
  return summaries(db)
    .where(pendingWhere(providerId, window))
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id));
}

/** The inbox counter: the same cases as pendingCases, so it always equals the list's length. */
export async function countPendingCases(db: Db, providerId: number, window: PendingInboxWindow) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportCases)
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCases.estado))
    .where(pendingWhere(providerId, window));
  return row?.n ?? 0;
}
