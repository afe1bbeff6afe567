import { eq, isNull, lt, or, and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INTEGRATION_KEY_HEADER, type CallAccess, type ImportKindName } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { integrationKeys } from '../db/schema/imports.ts';
import type { Clock } from '../lib/clock.ts';
import { randomToken, safeEqual, sha256 } from '../lib/crypto.ts';
import { HttpError } from '../lib/errors.ts';

/*
 * The insurer's machines call the imports' door with an integration key (docs/decisions/0050):
 * `imp.<public id>.<secret>`, in the x-integration-key header. The public id finds the key's row;
 * the secret is compared by its SHA-256, the only form kept.
 */

export const INTEGRATION_KEY_MESSAGES = {
  invalid: 'La clave de integración falta, no es válida o fue revocada.',
  outOfScope: 'La clave de integración no permite importar este tipo de archivo.',
} as const;

/** Who called with a valid key: what the door and the write limits count by. */
export interface IntegrationCaller {
  keyId: number;
  client: string;
  kinds: readonly ImportKindName[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** On an integration route, the key that passed the guard (null elsewhere). */
    integration: IntegrationCaller | null;
  }
}

const PREFIX = 'imp';
const KEY_SHAPE = /^imp\.([A-Za-z0-9_-]{8,24})\.([A-Za-z0-9_-]{20,100})$/;

/** A new key's parts: the text handed over once, and what is stored of it. */
export function newIntegrationKey(publicId = randomToken(9)) {
  const secret = randomToken(32);
  return { key: `${PREFIX}.${publicId}.${secret}`, publicId, secretHash: sha256(secret) };
}

/** The key's text from its parts (the seed's demo key is made of fixed parts). */
export const integrationKeyText = (publicId: string, secret: string) =>
  `${PREFIX}.${publicId}.${secret}`;

/** What a key list shows of a key: enough to tell keys apart, none of the secret. */
export const keyPrefix = (publicId: string) => `${PREFIX}.${publicId}`;

/** The last-used time is written at most this often, so polling a job is not a write per poll. */
const LAST_USED_STEP_MS = 60_000;

async function findCaller(db: Db, clock: Clock, text: string): Promise<IntegrationCaller | null> {
  const shape = KEY_SHAPE.exec(text);
  if (!shape) return null;
  const [, publicId, secret] = shape;
  const [row] = await db
    .select()
    .from(integrationKeys)
    .where(eq(integrationKeys.publicId, publicId!));
  if (!row || row.revokedAt !== null || !safeEqual(sha256(secret!), row.secretHash)) return null;
  const now = clock.now();
  await db
    .update(integrationKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(integrationKeys.id, row.id),
        or(
          isNull(integrationKeys.lastUsedAt),
          lt(integrationKeys.lastUsedAt, sql`${new Date(now.getTime() - LAST_USED_STEP_MS)}`),
        ),
      ),
    );
  return { keyId: row.id, client: row.client, kinds: row.kinds };
}

/**
 * The guard of an integration call: a valid, unrevoked key (401 otherwise, whatever else the
 * request carries: a provider's session or the operator key open nothing here) and, for an
 * upload, a scope that holds the kind in the path (403).
 */
export async function checkIntegration(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
  access: Extract<CallAccess, 'integration' | { integration: string }>,
): Promise<void> {
  const given = request.headers[INTEGRATION_KEY_HEADER];
  const caller = typeof given === 'string' ? await findCaller(deps.db, deps.clock, given) : null;
  if (!caller)
    throw new HttpError(401, INTEGRATION_KEY_MESSAGES.invalid, 'INTEGRATION_KEY_INVALID');
  if (typeof access === 'object') {
    const kind = (request.params as Record<string, string | undefined>)[access.integration];
    if (!caller.kinds.includes(kind as ImportKindName)) {
      throw new HttpError(403, INTEGRATION_KEY_MESSAGES.outOfScope, 'FORBIDDEN');
    }
  }
  request.integration = caller;
}
