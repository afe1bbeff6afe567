import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { summaryColumns } from '../shared/summary.ts';

/** The insurer's queue: requests in the states asked for (of one provider), oldest first, at most 50. */
export function findQueue(db: Db, states: readonly number[], providerId?: number) {
  return db
    .select(summaryColumns)
    .from(authorizations)
    .where(
      and(
        inArray(authorizations.estado, [...states]),
        providerId === undefined ? undefined : eq(authorizations.providerId, providerId),
      ),
    )
    .orderBy(asc(authorizations.createdAt), asc(authorizations.id))
    .limit(50);
}
