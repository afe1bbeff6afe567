import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { specialties } from '../../db/schema/core.ts';
import { directoryLocalityCounts } from '../../db/schema/directory.ts';

/*
 * The count of the directory's most common search (one specialty near a locality, no name
 * words), prepared (ADR 0015's reason, ADR 0026); its page is directory-cards.repository.ts'
 * (ADR 0032). It reads the kept counts, one row per locality asked, instead of every card's
 * index entry (ADR 0069). Arrays travel as PostgreSQL array text ('{5,4,2}'), which both drivers
 * pass as is.
 */

const countNear = preparedPerDb((db) =>
  db
    .select({ id: directoryLocalityCounts.localityId, n: directoryLocalityCounts.n })
    .from(directoryLocalityCounts)
    .innerJoin(specialties, eq(specialties.id, directoryLocalityCounts.specialtyId))
    .where(
      and(
        eq(specialties.seccion, sql.placeholder('seccion')),
        eq(directoryLocalityCounts.specialtyId, sql.placeholder('especialidad')),
        sql`${directoryLocalityCounts.localityId} = any(${sql.placeholder('ids')}::int[])`,
        gt(directoryLocalityCounts.n, 0),
      ),
    )
    .prepare('directory_count_near_kept'),
);

export interface SpecialtyFilter {
  seccion: number;
  especialidad: number;
}

const arrayText = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Cards by locality of one specialty among the localities asked. */
export function countSpecialtyNear(
  db: Db,
  filter: SpecialtyFilter,
  localityIds: readonly number[],
) {
  return countNear(db).execute({ ...filter, ids: arrayText(localityIds) });
}
