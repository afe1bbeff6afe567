import {
  and,
  count,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  or,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { fhirClients } from '../../../db/schema/fhir.ts';
import {
  fhirSubscriptionDeliveries,
  fhirSubscriptions,
} from '../../../db/schema/fhir-subscriptions.ts';

const columns = {
  id: fhirSubscriptions.id,
  clientId: fhirSubscriptions.clientId,
  providerId: fhirSubscriptions.providerId,
  endpoint: fhirSubscriptions.endpoint,
  headers: fhirSubscriptions.headers,
  reason: fhirSubscriptions.reason,
  endAt: fhirSubscriptions.endAt,
  status: fhirSubscriptions.status,
  error: fhirSubscriptions.error,
  eventsSinceStart: fhirSubscriptions.eventsSinceStart,
};
export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findOwnSubscription>>>;

export function countLiveSubscriptions(db: Db, clientId: string) {
  return db
    .select({ n: count() })
    .from(fhirSubscriptions)
    .where(and(eq(fhirSubscriptions.clientId, clientId), ne(fhirSubscriptions.status, 'off')))
    .then(([row]) => row?.n ?? 0);
}

export async function insertSubscription(db: Db, values: typeof fhirSubscriptions.$inferInsert) {
  const [row] = await db.insert(fhirSubscriptions).values(values).returning(columns);
  return row!;
}

/** A subscription of the caller's provider, made by any of its clients; null otherwise. */
export async function findOwnSubscription(db: Db, providerId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(fhirSubscriptions)
    .where(
      and(
        eq(fhirSubscriptions.id, id),
        eq(fhirSubscriptions.providerId, providerId),
        ne(fhirSubscriptions.status, 'off'),
      ),
    );
  return row ?? null;
}

export async function turnOff(db: Db, id: number) {
  await db.update(fhirSubscriptions).set({ status: 'off' }).where(eq(fhirSubscriptions.id, id));
}

/** The request a queue event names: whose it is and when it last changed. */
export async function findChangedRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: authorizations.id,
      nroAutorizacion: authorizations.nroAutorizacion,
      providerId: authorizations.providerId,
      createdAt: authorizations.createdAt,
      updatedAt: authorizations.updatedAt,
    })
    .from(authorizations)
    .where(eq(authorizations.id, id));
  return row ?? null;
}

/**
 * The provider's live subscriptions whose client is still let in: not revoked, and acting as a
 * user who is neither disabled nor blocked (what would end the client's tokens ends its news).
 */
export function findLiveSubscriptions(db: Db, providerId: number, now: Date) {
  return db
    .select({ ...columns, userId: fhirClients.userId, scopes: fhirClients.scopes })
    .from(fhirSubscriptions)
    .innerJoin(fhirClients, eq(fhirClients.id, fhirSubscriptions.clientId))
    .innerJoin(users, eq(users.id, fhirClients.userId))
    .where(
      and(
        eq(fhirSubscriptions.providerId, providerId),
        inArray(fhirSubscriptions.status, ['active', 'error']),
        or(isNull(fhirSubscriptions.endAt), gt(fhirSubscriptions.endAt, now)),
        isNull(fhirClients.revokedAt),
        isNull(users.disabledAt),
        isNull(users.blockedAt),
      ),
    );
}

/**
 * Claims one change for one subscription and numbers it; null when another process already
 * did (the delivery row's key), so each change is sent once whatever the number of processes.
 */
export async function claimDelivery(
  db: Db,
  at: { subscriptionId: number; authorizationId: number; changedAt: Date; now: Date },
) {
  return db
    .transaction(async (tx) => {
      const [numbered] = await tx
        .update(fhirSubscriptions)
        .set({ eventsSinceStart: sql`${fhirSubscriptions.eventsSinceStart} + 1` })
        .where(eq(fhirSubscriptions.id, at.subscriptionId))
        .returning({ eventNumber: fhirSubscriptions.eventsSinceStart });
      if (!numbered) return null;
      const inserted = await tx
        .insert(fhirSubscriptionDeliveries)
        .values({
          subscriptionId: at.subscriptionId,
          authorizationId: at.authorizationId,
          changedAt: at.changedAt,
          eventNumber: numbered.eventNumber,
          sentAt: at.now,
        })
        .onConflictDoNothing()
        .returning({ eventNumber: fhirSubscriptionDeliveries.eventNumber });
      if (inserted.length === 0) {
        // Another process has it: give the number back.
        tx.rollback();
      }
      return numbered.eventNumber;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}

export async function recordOutcome(db: Db, id: number, error: string | null) {
  await db
    .update(fhirSubscriptions)
    .set({ status: error ? 'error' : 'active', error })
    .where(and(eq(fhirSubscriptions.id, id), ne(fhirSubscriptions.status, 'off')));
}
