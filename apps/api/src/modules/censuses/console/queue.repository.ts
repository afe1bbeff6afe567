import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { affiliates } from '../../../db/schema/affiliates.ts';
import { users } from '../../../db/schema/auth.ts';
import { censusRows } from '../../../db/schema/censuses.ts';
import { attentionPlaces } from '../../../db/schema/coverage.ts';
import { staffUsers } from '../../../db/schema/staff.ts';
import { censusRowColumns } from '../census-row-columns.ts';

/** One census row by id, of any provider (the auditors read every provider's), with its people. */
export async function findCensusRowById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...censusRowColumns,
      contra: censusRows.contra,
      inte: censusRows.inte,
      userName: sql<string>`${users.nombre} || ' ' || ${users.apellido}`,
      userEmail: users.email,
      auditedAt: censusRows.auditedAt,
      auditorName: staffUsers.name,
      auditorEmail: staffUsers.email,
    })
    .from(censusRows)
    .innerJoin(affiliates, eq(affiliates.id, censusRows.affiliateId))
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, censusRows.attentionPlaceId))
    .innerJoin(users, eq(users.id, censusRows.userId))
    .leftJoin(staffUsers, eq(staffUsers.id, censusRows.auditedBy))
    .where(eq(censusRows.id, id));
  return row ?? null;
}
