import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffUsers } from '../../../db/schema/staff.ts';
import type { StaffUserRow } from '../staff.repository.ts';

export async function insertStaffUser(
  db: Db,
  values: typeof staffUsers.$inferInsert,
): Promise<StaffUserRow> {
  const [row] = await db.insert(staffUsers).values(values).returning();
  return row!;
}

/** The account an unexpired invitation belongs to, locked for the password it sets. */
export async function staffByInvitation(
  db: Db,
  invitationHash: string,
  now: Date,
): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(
      and(eq(staffUsers.invitationHash, invitationHash), gt(staffUsers.invitationExpiresAt, now)),
    )
    .for('update');
  return row ?? null;
}
