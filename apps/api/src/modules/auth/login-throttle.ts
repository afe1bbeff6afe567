import { and, count, eq, gt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/**
 * Failed-login throttling (docs/decisions/0003). Failures count inside a sliding window:
 * - per account and address: the attacker's own address is stopped first;
 * - per address: one address cannot sweep many accounts;
 * - per account: a distributed attack on one account is stopped, except from addresses that
 *   logged into that account recently, so an attacker cannot lock the real user out.
 * A blocked attempt is not recorded, so every lock lifts when the window slides past.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 30,
  maxPerAccount: 50,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

async function failuresSince(db: Db, where: ReturnType<typeof and>, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function checkLoginThrottle(db: Db, email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const [lastPairSuccess] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.success, true)));
  const lastSuccessAt = lastPairSuccess?.at ?? null;
  const pairSince = lastSuccessAt && lastSuccessAt > windowStart ? lastSuccessAt : windowStart;
  const knownAddress = lastSuccessAt !== null && now.getTime() - lastSuccessAt.getTime() < THROTTLE.knownAddressMs;

  const checks = [
    { stats: await failuresSince(db, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), pairSince), limit: THROTTLE.maxPerAccountAndAddress },
    { stats: await failuresSince(db, and(eq(loginAttempts.ip, ip), sql`true`), windowStart), limit: THROTTLE.maxPerAddress },
    ...(knownAddress
      ? []
      : [{ stats: await failuresSince(db, and(eq(loginAttempts.email, email), sql`true`), windowStart), limit: THROTTLE.maxPerAccount }]),
  ];
  const tripped = checks.filter((check) => check.stats.failures >= check.limit && check.stats.oldest);
  if (tripped.length === 0) return { blocked: false };
  const liftsAt = Math.max(...tripped.map((check) => check.stats.oldest!.getTime() + THROTTLE.windowMs));
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)) };
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, success: boolean, at: Date) {
  await db.insert(loginAttempts).values({ email, ip, success, at });
}
