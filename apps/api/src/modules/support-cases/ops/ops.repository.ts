import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { supportCases } from '../../../db/schema/support-cases.ts';
import { listable, summaries } from '../shared/cases.repository.ts';

/** Listable cases of any provider, the most recently touched first (operators). */
export function recentCases(db: Db, filter: { prestad?: number; estado?: number }) {
  return summaries(db)
    .where(
      and(
        listable,
        filter.prestad === undefined ? undefined : eq(supportCases.providerId, filter.prestad),
        filter.estado === undefined ? undefined : eq(supportCases.estado, filter.estado),
      ),
    )
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id))
    .limit(50);
}
