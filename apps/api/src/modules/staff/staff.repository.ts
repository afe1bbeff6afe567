import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes, staffSessions, staffUsers } from '../../db/schema/staff.ts';

/** The staff's accounts, sessions and recovery codes: SQL only. */

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return row ?? null;
}

export async function findStaffById(db: Db, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

export const listStaff = (db: Db) => db.select().from(staffUsers).orderBy(asc(staffUsers.email));

export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<typeof staffUsers.$inferInsert>,
): Promise<StaffUserRow | null> {
  const [row] = await db.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  return row ?? null;
}

export async function insertStaffSession(
  db: Db,
  values: typeof staffSessions.$inferInsert,
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** A pending login that has not lapsed nor been used, with its account. */
export async function findPendingLogin(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffSessions.pending, true),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  return row?.staff ?? null;
}

/** Uses a pending login up; false when another request used it first. */
export async function consumePendingLogin(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffSessions.pending, true),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

/** Records the TOTP step used; false when that step (or a later one) was used already. */
export async function claimTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step, totpConfirmed: true })
    .where(
      and(
        eq(staffUsers.id, staffId),
        sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

/** Marks a recovery code used; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(
  db: Db,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length > 0) {
    await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
  }
}

export async function revokeStaffSession(db: Db, id: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Every session and pending login of an account ends (a block, a reset second factor). */
export async function revokeAllStaffSessions(db: Db, staffId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
