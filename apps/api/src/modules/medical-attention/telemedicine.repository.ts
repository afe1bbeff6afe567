import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { providers } from '../../db/schema/core.ts';
import { telemedicineSessions } from '../../db/schema/medical-attention.ts';

/** The user's telemedicine permission (spec §6 userHasDOC24Permission). */
export async function hasTelemedicine(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: users.doc24Permission })
    .from(users)
    .where(eq(users.id, userId));
  return row?.allowed === true;
}

export async function insertTelemedicineSession(
  db: Db,
  values: typeof telemedicineSessions.$inferInsert,
): Promise<void> {
  await db.insert(telemedicineSessions).values(values);
}

/** A session of this user; with the provider's name for the waiting room. */
export async function findTelemedicineSession(db: Db, id: string, userId: number) {
  const [row] = await db
    .select({
      id: telemedicineSessions.id,
      expiresAt: telemedicineSessions.expiresAt,
      openedAt: telemedicineSessions.openedAt,
      serviceUrl: telemedicineSessions.serviceUrl,
      prestador: providers.apeRazonSocial,
      nombre: providers.nombreAbre,
    })
    .from(telemedicineSessions)
    .innerJoin(providers, eq(providers.id, telemedicineSessions.providerId))
    .where(and(eq(telemedicineSessions.id, id), eq(telemedicineSessions.userId, userId)));
  return row ?? null;
}

export async function markOpened(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(telemedicineSessions)
    .set({ openedAt: at })
    .where(eq(telemedicineSessions.id, id));
}
