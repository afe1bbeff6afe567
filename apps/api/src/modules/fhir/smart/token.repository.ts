import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { fhirAccessTokens, fhirAssertionIds, fhirClients } from '../../../db/schema/fhir.ts';
import { sessions } from '../../../db/schema/session.ts';

/** A client by the id its assertion names, with its bound user's state. */
export async function findClient(db: Db, clientId: string) {
  const [row] = await db
    .select({
      id: fhirClients.id,
      providerId: fhirClients.providerId,
      userId: fhirClients.userId,
      jwks: fhirClients.jwks,
      scopes: fhirClients.scopes,
      revokedAt: fhirClients.revokedAt,
      userDisabledAt: users.disabledAt,
    })
    .from(fhirClients)
    .innerJoin(users, eq(users.id, fhirClients.userId))
    .where(eq(fhirClients.id, clientId))
    .limit(1);
  return row ?? null;
}
export type ClientForToken = NonNullable<Awaited<ReturnType<typeof findClient>>>;

/**
 * Spends the assertion's `jti` and opens the token's session, in one transaction: false (and
 * nothing written) when the jti was already used within its lifetime.
 */
export async function issueToken(
  db: Db,
  values: {
    clientId: string;
    userId: number;
    jti: string;
    assertionExpiresAt: Date;
    sessionId: string;
    scopes: string[];
    now: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(fhirAssertionIds)
      .where(
        and(
          eq(fhirAssertionIds.clientId, values.clientId),
          lt(fhirAssertionIds.expiresAt, values.now),
        ),
      );
    const spent = await tx
      .insert(fhirAssertionIds)
      .values({ clientId: values.clientId, jti: values.jti, expiresAt: values.assertionExpiresAt })
      .onConflictDoNothing()
      .returning({ jti: fhirAssertionIds.jti });
    if (spent.length === 0) return false;
    await tx.insert(sessions).values({
      id: values.sessionId,
      userId: values.userId,
      mode: 'user',
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
    await tx.insert(fhirAccessTokens).values({
      sessionId: values.sessionId,
      clientId: values.clientId,
      scopes: values.scopes,
    });
    return true;
  });
}

/** The client and scopes of an access token's session. */
export async function findGrant(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      clientId: fhirAccessTokens.clientId,
      scopes: fhirAccessTokens.scopes,
      providerId: fhirClients.providerId,
    })
    .from(fhirAccessTokens)
    .innerJoin(fhirClients, eq(fhirClients.id, fhirAccessTokens.clientId))
    .where(eq(fhirAccessTokens.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}
