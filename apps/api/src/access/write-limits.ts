import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  WRITE_LIMIT_CODES,
  writeLimitVerdict,
  type WriteLimit,
  type WriteLimitScope,
} from '@portal/domain/write-limits';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/errors.ts';
import { countWrites, recordWrite, releaseWrites, type LimitedKey } from '../lib/write-limit.ts';

/**
 * Every write call's declared limit (CallDefinition.limit), applied once for all of them
 * (docs/decisions/0046): after the guard and the validation, before the handler, a short
 * transaction of its own locks the user's and the provider's keys, counts their windows in
 * PostgreSQL and records the write; over the limit it answers 429 and records nothing. A write
 * that then fails (any 4xx or 5xx answer) takes its hits back before its answer leaves, so it
 * counts nothing either. A handler's own transaction could not take the hits in generically: the
 * hits are in flight while the write runs, which counts a write racing it as made (never fewer).
 */

/** A route's limit, read from its contract call: the policy and whose writes it counts. */
interface RouteWriteLimit {
  policy: WriteLimit;
  /** The area of the call (its tag): one area's writes do not use up another's allowance. */
  area: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The hits this request's write recorded, taken back if the write fails. */
    writeLimitHits: number[] | null;
  }
}

export interface WriteLimitDeps {
  db: Db;
  clock: Clock;
}

export type ScopedKey = LimitedKey & { scope: WriteLimitScope };

/**
 * The keys a write counts on: a session's user and provider; an integration key's own and its
 * client's (all its keys), in the user's and the provider's places (docs/decisions/0050).
 */
function keysOf(limit: RouteWriteLimit, request: FastifyRequest): ScopedKey[] | null {
  const { policy, area } = limit;
  const key = (scope: string, id: number | string) => `${area}:${policy.name}:${scope}:${id}`;
  const { session, integration } = request;
  const [user, provider] = session
    ? [key('user', session.userId), key('provider', session.providerId)]
    : integration
      ? [key('key', integration.keyId), key('client', integration.client)]
      : [null, null];
  if (!user || !provider) return null;
  return [
    { scope: 'user', key: user, windows: policy.user },
    { scope: 'provider', key: provider, windows: policy.provider },
  ];
}

/**
 * Counts and records one write on `limited`, or refuses it with a 429 (the hits it recorded are
 * answered). Also for a door that is no contract call: the FHIR token endpoint.
 */
export async function takeSlot(deps: WriteLimitDeps, limited: ScopedKey[]) {
  const now = deps.clock.now();
  const scopeOf = new Map(limited.map((entry) => [entry.key, entry.scope]));
  return deps.db.transaction(async (tx) => {
    const counts = await countWrites(tx, limited, now);
    const verdict = writeLimitVerdict(
      counts.map((count) => ({ ...count, scope: scopeOf.get(count.key)! })),
      now,
    );
    if (!verdict.allowed) {
      throw new HttpError(429, verdict.message, WRITE_LIMIT_CODES[verdict.scope], {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    return recordWrite(tx, limited, now);
  });
}

export function registerWriteLimits(app: FastifyInstance, deps: WriteLimitDeps): void {
  app.decorateRequest('writeLimitHits', null);

  app.addHook('preHandler', async (request) => {
    const call = request.routeOptions.config.call;
    const limit = call?.limit ? { policy: call.limit, area: call.tag } : null;
    // Every limited call has a session or a key (the guard ran): public and operator calls
    // declare none.
    const limited = limit ? keysOf(limit, request) : null;
    if (!limited) return;
    request.writeLimitHits = await takeSlot(deps, limited);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const hits = request.writeLimitHits;
    if (hits && reply.statusCode >= 400) {
      request.writeLimitHits = null;
      try {
        await releaseWrites(deps.db, hits);
      } catch (error) {
        // The write already failed; its slot stays taken until the window slides past it.
        request.log.error({ err: error }, 'could not take back the hits of a failed write');
      }
    }
    return payload;
  });
}
