import { and, count, eq, gt, min, ne } from 'drizzle-orm';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { RECOVERY_THROTTLE, throttleVerdict } from '@portal/domain/auth';
import type { Db } from '../../db/client.ts';
import { recoveryLookups } from '../../db/schema/auth.ts';
import { HttpError } from '../../lib/errors.ts';

/**
 * The public look-ups that answer whether an account or a provider exists (password recovery's
 * steps 1 and 2; registration's provider code and CUIT, and its e-mail check) are oracles, so an
 * address may miss only so many of them in a sliding window (docs/decisions/0003). What a
 * legitimate user gets does not count: a front desk behind one address that recovers its own
 * passwords, or registers its provider, is never stopped. The numbers are the domain's
 * RECOVERY_THROTTLE, one budget for every look-up of an address.
 */

/**
 * Runs `find` (null: not found) unless the address has used up its misses; answers 429 THROTTLED (the login
 * throttle's message and `retryAfterSeconds`) otherwise. As for logins, the look-up is recorded
 * as a miss before it is judged, so a parallel burst counts itself; a refused one is removed, so
 * the lock lifts when the window slides past the misses.
 */
export async function throttledLookup<T>(
  db: Db,
  ip: string,
  now: Date,
  find: () => Promise<T | null>,
): Promise<T | null> {
  const [lookup] = await db
    .insert(recoveryLookups)
    .values({ ip, found: false, at: now })
    .returning({ id: recoveryLookups.id });
  const lookupId = lookup!.id;
  const [misses] = await db
    .select({ count: count(), oldest: min(recoveryLookups.at) })
    .from(recoveryLookups)
    .where(
      and(
        eq(recoveryLookups.ip, ip),
        eq(recoveryLookups.found, false),
        gt(recoveryLookups.at, new Date(now.getTime() - RECOVERY_THROTTLE.windowMs)),
        ne(recoveryLookups.id, lookupId),
      ),
    );
  const verdict = throttleVerdict(
    [
      {
        failures: misses?.count ?? 0,
        oldest: misses?.oldest ?? null,
        limit: RECOVERY_THROTTLE.maxMissesPerAddress,
      },
    ],
    RECOVERY_THROTTLE.windowMs,
    now,
  );
  if (verdict.blocked) {
    await db.delete(recoveryLookups).where(eq(recoveryLookups.id, lookupId));
    throw new HttpError(429, EXTRA_MESSAGES.tooManyAttempts, 'THROTTLED', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  const found = await find();
  if (found !== null) {
    await db.update(recoveryLookups).set({ found: true }).where(eq(recoveryLookups.id, lookupId));
  }
  return found;
}
