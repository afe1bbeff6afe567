import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { specialties } from '../../db/schema/core.ts';
import { directoryListings } from '../../db/schema/directory.ts';

/*
 * The count of the directory's most common search (one specialty near a locality, no name
 * words), prepared (ADR 0015's reason, ADR 0026); its page is directory-cards.repository.ts'
 * (ADR 0032). Arrays travel as PostgreSQL array text ('{5,4,2}'), which both drivers pass as is.
 */

const inSection = and(
  eq(specialties.seccion, sql.placeholder('seccion')),
  eq(directoryListings.specialtyId, sql.placeholder('especialidad')),
);

const countNear = preparedPerDb((db) =>
  db
    .select({ id: directoryListings.localityId, n: count() })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(
      and(inSection, sql`${directoryListings.localityId} = any(${sql.placeholder('ids')}::int[])`),
    )
    .groupBy(directoryListings.localityId)
    .prepare('directory_count_near'),
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
