import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { fhirAccessTokens, fhirClients, type StoredJwk } from '../../../db/schema/fhir.ts';
import { sessions } from '../../../db/schema/session.ts';

const clientColumns = {
  id: fhirClients.id,
  name: fhirClients.name,
  userId: fhirClients.userId,
  userNombre: users.nombre,
  userApellido: users.apellido,
  userEmail: users.email,
  jwks: fhirClients.jwks,
  scopes: fhirClients.scopes,
  createdAt: fhirClients.createdAt,
  revokedAt: fhirClients.revokedAt,
};

/** The provider's clients, newest first (revoked ones too: the admin sees what was cut). */
export function findClients(db: Db, providerId: number, clientId?: string) {
  return db
    .select(clientColumns)
    .from(fhirClients)
    .innerJoin(users, eq(users.id, fhirClients.userId))
    .where(
      and(
        eq(fhirClients.providerId, providerId),
        clientId === undefined ? undefined : eq(fhirClients.id, clientId),
      ),
    )
    .orderBy(desc(fhirClients.createdAt), fhirClients.id);
}
export type ClientRow = Awaited<ReturnType<typeof findClients>>[number];

export async function insertClient(
  db: Db,
  values: {
    id: string;
    providerId: number;
    userId: number;
    name: string;
    keys: StoredJwk[];
    scopes: string[];
    createdAt: Date;
    createdBy: number;
  },
): Promise<void> {
  await db.insert(fhirClients).values({
    id: values.id,
    providerId: values.providerId,
    userId: values.userId,
    name: values.name,
    jwks: { keys: values.keys },
    scopes: values.scopes,
    createdAt: values.createdAt,
    createdBy: values.createdBy,
  });
}

/**
 * Revokes the client and ends its access tokens' sessions in one transaction; answers whether a
 * client of the provider was active.
 */
export async function revokeClient(
  db: Db,
  providerId: number,
  clientId: string,
  by: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(fhirClients)
      .set({ revokedAt: now, revokedBy: by })
      .where(
        and(
          eq(fhirClients.id, clientId),
          eq(fhirClients.providerId, providerId),
          isNull(fhirClients.revokedAt),
        ),
      )
      .returning({ id: fhirClients.id });
    if (revoked.length === 0) return false;
    const tokens = tx
      .select({ id: fhirAccessTokens.sessionId })
      .from(fhirAccessTokens)
      .where(eq(fhirAccessTokens.clientId, clientId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(inArray(sessions.id, tokens), isNull(sessions.revokedAt)));
    return true;
  });
}
