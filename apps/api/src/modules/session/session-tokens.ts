import { randomUUID } from 'node:crypto';
import { formatExp } from '@portal/domain/format';
import type { Db } from '../../db/client.ts';
import type { SessionMode } from '../../db/schema/session.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenCodec } from '../../lib/tokens.ts';
import type { GuardCache } from '../../access/guard-cache.ts';
import { insertSession } from './session.repository.ts';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  tokens: TokenCodec;
  sessionTtlMinutes: number;
  /** The access guard's memory, told when a session or user changes. */
  guardCache: GuardCache;
}

/** Opens a server-side session and answers its bearer token and `exp` (YYYYMMDDHHmmss). */
export async function openSession(
  deps: SessionDeps,
  userId: number,
  mode: SessionMode,
  operator?: string,
): Promise<{ sessionId: string; token: string; exp: string }> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMinutes * 60_000);
  const sessionId = randomUUID();
  await insertSession(deps.db, {
    id: sessionId,
    userId,
    mode,
    createdAt: now,
    expiresAt,
    ...(operator ? { operator } : {}),
  });
  return { sessionId, token: deps.tokens.sign(sessionId), exp: formatExp(expiresAt) };
}
