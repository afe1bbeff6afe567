import { and, count, eq, gt, max, min, ne, sql } from 'drizzle-orm';
import {
  LOGIN_THROTTLE,
  throttleVerdict,
  type ThrottleCount,
  type ThrottleVerdict,
} from '@portal/domain/auth';
import type { Db } from '../../../db/client.ts';
import { loginAttempts } from '../../../db/schema/auth.ts';

/**
 * Failed-login throttling (docs/decisions/0003). Failures count inside a sliding window:
 * - per account and address: the attacker's own address is stopped first;
 * - per address: one address cannot sweep many accounts;
 * - per account: a distributed attack on one account is stopped, except from addresses that
 *   logged into that account recently, so an attacker cannot lock the real user out.
 * A blocked attempt is not recorded, so every lock lifts when the window slides past.
 *
 * An attempt is recorded as a failure before it is judged and settled afterwards
 * (beginLoginAttempt, settleLoginAttempt): a burst of parallel attempts then counts itself,
 * where check-then-record let every attempt of the burst through the check.
 * The numbers are the domain's LOGIN_THROTTLE.
 */

async function failuresSince(
  db: Db,
  where: ReturnType<typeof and>,
  since: Date,
  ownAttemptId: number | undefined,
) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        where,
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, since),
        ownAttemptId === undefined ? undefined : ne(loginAttempts.id, ownAttemptId),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** Counts the failures before this attempt; `ownAttemptId` is its row when already recorded. */
export async function checkLoginThrottle(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  ownAttemptId?: number,
): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [lastPairSuccess] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, true),
      ),
    );
  const lastSuccessAt = lastPairSuccess?.at ?? null;
  const pairSince = lastSuccessAt && lastSuccessAt > windowStart ? lastSuccessAt : windowStart;
  const knownAddress =
    lastSuccessAt !== null &&
    now.getTime() - lastSuccessAt.getTime() < LOGIN_THROTTLE.knownAddressMs;

  const pair = await failuresSince(
    db,
    and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
    pairSince,
    ownAttemptId,
  );
  const address = await failuresSince(
    db,
    and(eq(loginAttempts.ip, ip), sql`true`),
    windowStart,
    ownAttemptId,
  );
  const counts: ThrottleCount[] = [
    { ...pair, limit: LOGIN_THROTTLE.maxPerAccountAndAddress },
    { ...address, limit: LOGIN_THROTTLE.maxPerAddress },
  ];
  if (!knownAddress) {
    const account = await failuresSince(
      db,
      and(eq(loginAttempts.email, email), sql`true`),
      windowStart,
      ownAttemptId,
    );
    counts.push({ ...account, limit: LOGIN_THROTTLE.maxPerAccount });
  }
  return throttleVerdict(counts, LOGIN_THROTTLE.windowMs, now);
}

/**
 * Records the attempt as a failure, then counts the failures recorded before it: of attempts
 * racing each other, each sees every one recorded earlier, so no more than the limit get
 * through. A blocked attempt's row is removed again. Answers the row to settle once the
 * password is judged.
 */
export async function beginLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<{ blocked: true; retryAfterSeconds: number } | { blocked: false; attemptId: number }> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email, ip, success: false, at: now })
    .returning({ id: loginAttempts.id });
  const attemptId = attempt!.id;
  const verdict = await checkLoginThrottle(db, email, ip, now, attemptId);
  if (!verdict.blocked) return { blocked: false, attemptId };
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  return verdict;
}

export async function settleLoginAttempt(db: Db, attemptId: number, success: boolean) {
  if (success)
    await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
