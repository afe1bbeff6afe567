import { randomUUID } from 'node:crypto';
import {
  readSubscription,
  subscriptionNotification,
  subscriptionResource,
  type StoredSubscription,
} from '@portal/domain/fhir';
import { STAFF_QUEUES, type LiveEvent } from '../../../lib/live-events.ts';
import type { FhirCaller, FhirModuleDeps } from '../server/resource-modules.ts';
import { FhirError } from '../server/fhir-errors.ts';
import { invalidOutcome, readClaimResponse } from './claims.service.ts';
import * as subscriptions from './subscriptions.repository.ts';

/**
 * The Subscriptions of a HIS (docs/decisions/0066): created, read and deleted by its client;
 * fed by the decisions the one live bus carries, on every process, each change sent once.
 */

export const SUBSCRIPTION_LIMITS = { perClient: 5, timeoutMs: 5_000 } as const;

export const SUBSCRIPTION_SERVICE_MESSAGES = {
  notFound: 'No encontramos esa suscripción entre las de su prestador.',
  tooMany: `Un cliente tiene hasta ${SUBSCRIPTION_LIMITS.perClient} suscripciones: borrá una antes de crear otra.`,
  deliveryFailed: (status: string) => `El último aviso no se pudo entregar (${status}).`,
} as const;

function stored(row: subscriptions.SubscriptionRow): StoredSubscription {
  return {
    id: String(row.id),
    status: row.status,
    error: row.error,
    eventsSinceStart: row.eventsSinceStart,
    endpoint: row.endpoint,
    headers: row.headers,
    reason: row.reason,
    end: row.endAt ? row.endAt.toISOString() : null,
  };
}

/** A server reached over plain http is a developer's or a test's: it may call http HISes. */
const allowsHttp = (deps: FhirModuleDeps) => deps.publicUrl.startsWith('http:');

export async function createSubscription(deps: FhirModuleDeps, caller: FhirCaller, body: unknown) {
  const read = readSubscription(body, { allowHttp: allowsHttp(deps) });
  if (!read.ok) throw new FhirError(400, invalidOutcome(read.issues));
  if (
    (await subscriptions.countLiveSubscriptions(deps.db, caller.clientId)) >=
    SUBSCRIPTION_LIMITS.perClient
  ) {
    throw new FhirError(422, SUBSCRIPTION_SERVICE_MESSAGES.tooMany);
  }
  const row = await subscriptions.insertSubscription(deps.db, {
    clientId: caller.clientId,
    providerId: caller.providerId,
    endpoint: read.value.endpoint,
    headers: read.value.headers,
    reason: read.value.reason,
    endAt: read.value.end ? new Date(read.value.end) : null,
    status: 'active',
    createdAt: deps.clock.now(),
  });
  return subscriptionResource(stored(row));
}

async function ownSubscription(deps: FhirModuleDeps, caller: FhirCaller, id: string) {
  const row = /^\d{1,9}$/.test(id)
    ? await subscriptions.findOwnSubscription(deps.db, caller.providerId, Number(id))
    : null;
  if (!row) throw new FhirError(404, SUBSCRIPTION_SERVICE_MESSAGES.notFound);
  return row;
}

export async function readSubscriptionResource(
  deps: FhirModuleDeps,
  caller: FhirCaller,
  id: string,
) {
  return subscriptionResource(stored(await ownSubscription(deps, caller, id)));
}

export async function deleteSubscription(deps: FhirModuleDeps, caller: FhirCaller, id: string) {
  const row = await ownSubscription(deps, caller, id);
  await subscriptions.turnOff(deps.db, row.id);
}

/** POSTs one notification; answers the failure as the Subscription's error, or null. */
async function deliver(url: string, headers: readonly string[], body: unknown) {
  const sent: Record<string, string> = { 'content-type': 'application/fhir+json' };
  for (const header of headers) {
    const at = header.indexOf(': ');
    sent[header.slice(0, at).toLowerCase()] = header.slice(at + 2);
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: sent,
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(SUBSCRIPTION_LIMITS.timeoutMs),
    });
    await response.body?.cancel();
    return response.ok
      ? null
      : SUBSCRIPTION_SERVICE_MESSAGES.deliveryFailed(`HTTP ${response.status}`);
  } catch (error) {
    return SUBSCRIPTION_SERVICE_MESSAGES.deliveryFailed((error as Error).name);
  }
}

/** Tells every live subscription of the request's provider about its change, once each. */
export async function notifyChange(deps: FhirModuleDeps, authorizationId: number) {
  const request = await subscriptions.findChangedRequest(deps.db, authorizationId);
  // A filing is the HIS's own news; only what the insurer did after it is told.
  if (!request || request.updatedAt.getTime() === request.createdAt.getTime()) return;
  const now = deps.clock.now();
  const live = await subscriptions.findLiveSubscriptions(deps.db, request.providerId, now);
  for (const subscription of live) {
    if (!subscription.scopes.includes('system/ClaimResponse.read')) continue;
    const eventNumber = await subscriptions.claimDelivery(deps.db, {
      subscriptionId: subscription.id,
      authorizationId: request.id,
      changedAt: request.updatedAt,
      now,
    });
    if (eventNumber === null) continue;
    const caller = {
      clientId: subscription.clientId,
      providerId: subscription.providerId,
      userId: subscription.userId,
      scopes: new Set(subscription.scopes),
    };
    const focus = await readClaimResponse(deps, caller, String(request.nroAutorizacion));
    const bundle = subscriptionNotification(stored(subscription), eventNumber, focus, {
      baseUrl: `${deps.publicUrl}/fhir`,
      now,
      statusUuid: randomUUID(),
    });
    const error = await deliver(subscription.endpoint, subscription.headers, bundle);
    await subscriptions.recordOutcome(deps.db, subscription.id, error);
    if (error) {
      // The subscription and the request by number: no endpoint secret, no patient datum.
      deps.log.warn(
        { subscription: subscription.id, nroAutorizacion: request.nroAutorizacion },
        'FHIR notification not delivered',
      );
    }
  }
}

/**
 * Every process hears the console's queue changes (filed, answered, decided) on the one bus;
 * each feeds the subscriptions. Answers the way to stop listening.
 */
export function listenForDecisions(deps: FhirModuleDeps): () => void {
  return deps.events.subscribe(STAFF_QUEUES, (event: LiveEvent) => {
    if (!('kind' in event) || event.kind !== 'cola' || event.cola !== 'autorizaciones') return;
    notifyChange(deps, event.id).catch((error: unknown) => {
      deps.log.warn({ err: (error as Error).message, id: event.id }, 'FHIR notifications failed');
    });
  });
}
