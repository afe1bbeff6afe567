import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { externalAuthGrants } from '../../db/schema/index.ts';

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
