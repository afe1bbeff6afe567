import type { ImportKindName, IntegrationKey } from '@portal/contracts';
import { keyPrefix, newIntegrationKey } from '../../../access/integration-keys.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import { allKeys, insertKey, revokeKey, type IntegrationKeyRow } from './keys.repository.ts';
import { DOOR_MESSAGES } from './messages.ts';

/** The operators' side of the integration keys (npm run operator -- keys …). */

export interface KeysDeps {
  db: Db;
  clock: Clock;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function keyAnswer(row: IntegrationKeyRow): IntegrationKey {
  return {
    id: row.id,
    client: row.client,
    kinds: row.kinds,
    prefix: keyPrefix(row.publicId),
    createdAt: row.createdAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/** A new key: its text is answered here and never again (only its hash is kept). */
export async function createKey(
  deps: KeysDeps,
  request: { client: string; kinds: ImportKindName[] },
) {
  const { key, publicId, secretHash } = newIntegrationKey();
  const row = await insertKey(deps.db, {
    publicId,
    secretHash,
    client: request.client,
    kinds: [...new Set(request.kinds)],
    now: deps.clock.now(),
  });
  return { ...keyAnswer(row), key };
}

export async function listKeys(deps: KeysDeps): Promise<IntegrationKey[]> {
  return (await allKeys(deps.db)).map(keyAnswer);
}

export async function revoke(deps: KeysDeps, id: number): Promise<IntegrationKey> {
  const row = await revokeKey(deps.db, id, deps.clock.now());
  if (!row) throw new HttpError(404, DOOR_MESSAGES.keyNotFound, 'NOT_FOUND');
  return keyAnswer(row);
}
