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

/** A route's limit, as call-route.ts hands it over: the policy and whose writes it counts. */
export interface RouteWriteLimit {
  policy: WriteLimit;
  /** The area of the call (its tag): one area's writes do not use up another's allowance. */
  area: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    writeLimit?: RouteWriteLimit;
  }
  interface FastifyRequest {
    /** The hits this request's write recorded, taken back if the write fails. */
    writeLimitHits: number[] | null;
  }
}

export interface WriteLimitDeps {
  db: Db;
  clock: Clock;
}

type ScopedKey = LimitedKey & { scope: WriteLimitScope };

function keysOf(limit: RouteWriteLimit, userId: number, providerId: number): ScopedKey[] {
  const { policy, area } = limit;
  const key = (scope: string, id: number) => `${area}:${policy.name}:${scope}:${id}`;
  return [
    { scope: 'user', key: key('user', userId), windows: policy.user },
    { scope: 'provider', key: key('provider', providerId), windows: policy.provider },
  ];
}

async function takeSlot(deps: WriteLimitDeps, request: FastifyRequest, limit: RouteWriteLimit) {
  const session = request.session!;
  const now = deps.clock.now();
  const limited = keysOf(limit, session.userId, session.providerId);
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
    const limit = request.routeOptions.config.writeLimit;
    // Every limited call needs a session (the guard ran): public and operator calls declare none.
    if (!limit || !request.session) return;
    request.writeLimitHits = await takeSlot(deps, request, limit);
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
