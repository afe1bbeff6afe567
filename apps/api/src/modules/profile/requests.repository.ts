import { and, desc, eq, notInArray } from 'drizzle-orm';
import { FINAL_CASE_STATES } from '@portal/domain/support-cases';
import type { DataUpdateSection } from '@portal/domain/access';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/core.ts';
import { profileChangeRequests } from '../../db/schema/profile.ts';
import { supportCases } from '../../db/schema/support-cases.ts';

/** SQL of the change requests: pending while their support case is open. */

export function pendingRequests(db: Db, providerId: number, section?: DataUpdateSection) {
  return db
    .select({
      id: profileChangeRequests.id,
      section: profileChangeRequests.section,
      placeId: profileChangeRequests.placeId,
      documentTipo: profileChangeRequests.documentTipo,
      cambios: profileChangeRequests.cambios,
      createdAt: profileChangeRequests.createdAt,
      nroTramite: supportCases.nroTramite,
      estado: supportCases.estado,
    })
    .from(profileChangeRequests)
    .innerJoin(supportCases, eq(supportCases.id, profileChangeRequests.caseId))
    .where(
      and(
        eq(profileChangeRequests.providerId, providerId),
        section ? eq(profileChangeRequests.section, section) : undefined,
        notInArray(supportCases.estado, [...FINAL_CASE_STATES]),
      ),
    )
    .orderBy(desc(profileChangeRequests.createdAt), desc(profileChangeRequests.id));
}
export type PendingRow = Awaited<ReturnType<typeof pendingRequests>>[number];

export async function insertRequest(db: Db, values: typeof profileChangeRequests.$inferInsert) {
  const [row] = await db
    .insert(profileChangeRequests)
    .values(values)
    .returning({ id: profileChangeRequests.id });
  return row!.id;
}

/**
 * Holds the provider's row until the transaction ends, so two requests of one provider filed at
 * once see each other: the second checks for an open one after the first has committed.
 */
export async function lockProvider(db: Db, providerId: number) {
  await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, providerId))
    // NO KEY UPDATE, not UPDATE: the case filed just before in the same transaction holds the
    // row's KEY SHARE lock (its foreign key's check), so two saves at once, each holding one,
    // would both wait for UPDATE and deadlock (PostgreSQL aborts one: a 500). NO KEY UPDATE
    // still serialises the two saves, and does not conflict with KEY SHARE.
    .for('no key update');
}
