import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/index.ts';
import { summaryColumns } from '../shared/summary.ts';

/** The insurer's queue: requests in the states asked for, oldest first, at most 50. */
export function findQueue(db: Db, states: readonly number[]) {
  return db
    .select(summaryColumns)
    .from(authorizations)
    .where(inArray(authorizations.estado, [...states]))
    .orderBy(asc(authorizations.createdAt), asc(authorizations.id))
    .limit(50);
}
