import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { externalAuthGrants } from '../../db/schema/session.ts';

/** The user an operator names for an external session (e-mail in any case), or null. */
export async function findGrantee(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      providerId: users.providerId,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Marks a live grant used and answers it; a used, expired or unknown code answers null. */
export async function claimExternalGrant(db: Db, codeHash: string, now: Date) {
  const [grant] = await db
    .update(externalAuthGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(externalAuthGrants.codeHash, codeHash),
        isNull(externalAuthGrants.usedAt),
        gt(externalAuthGrants.expiresAt, now),
      ),
    )
    .returning();
  return grant ?? null;
}

export async function insertExternalGrant(db: Db, values: typeof externalAuthGrants.$inferInsert) {
  await db.insert(externalAuthGrants).values(values);
}
