import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { passwordResets, users } from '../../../db/schema/auth.ts';
import { providers } from '../../../db/schema/core.ts';

export async function findUserByEmailAndCuit(db: Db, email: string, cuit: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(providers.cuit, cuit)))
    .limit(1);
  return row ?? null;
}

export async function findActiveUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.disabledAt)))
    .limit(1);
  return row ?? null;
}

/** Row lock on the user until the transaction ends. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countRecentResets(db: Db, userId: number, since: Date) {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return rows.length;
}

export async function insertReset(db: Db, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** The newest unused reset of a user, whatever its state; the service judges it. */
export async function findLatestReset(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateReset(
  db: Db,
  id: string,
  values: Partial<typeof passwordResets.$inferInsert>,
) {
  await db.update(passwordResets).set(values).where(eq(passwordResets.id, id));
}

/**
 * Uses up one try of a live, unused PIN and answers the tries used so far; null when none is
 * left. One atomic UPDATE, so guesses sent in parallel cannot share a try.
 */
export async function takePinAttempt(db: Db, id: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        lt(passwordResets.attempts, maxAttempts),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? null;
}

export async function findResetByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.resetTokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.resetExpiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
