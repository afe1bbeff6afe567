import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { WriteWindow } from '@portal/domain/support-cases';
import type { Db } from '../db/client.ts';
import { writeLimitHits } from '../db/schema/core.ts';

/**
 * Sliding-window write limits kept in PostgreSQL (write_limit_hits), because several API
 * processes share one database and a limit kept in a process's memory would let each of them
 * allow the whole limit. The login throttle's way (docs/decisions/0003), made exact for writes:
 * inside the write's own transaction the keys are locked (a transaction-scoped advisory lock,
 * so writes racing on another process wait their turn instead of all passing the count), the
 * window is counted, and the write's hits are recorded. A refused or failed write rolls back with
 * its hits: nothing is written and nothing is counted. The caller judges the counts (the domain
 * holds the numbers and the verdict).
 */

export interface LimitedKey {
  /** What is limited, e.g. 'support-cases:user:7'. */
  key: string;
  windows: readonly WriteWindow[];
}

/** One window of one key: the `max`-th newest hit inside it, or null when it holds fewer. */
export interface KeyWindowCount extends WriteWindow {
  key: string;
  nthNewest: Date | null;
}

/**
 * Holds the keys until the transaction ends. Always in the same (sorted) order, so two writes
 * sharing keys cannot wait on each other.
 */
async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

async function nthNewestHit(tx: Db, key: string, window: WriteWindow, now: Date) {
  const [row] = await tx
    .select({ at: writeLimitHits.at })
    .from(writeLimitHits)
    .where(
      and(
        eq(writeLimitHits.key, key),
        gt(writeLimitHits.at, new Date(now.getTime() - window.windowMs)),
      ),
    )
    .orderBy(desc(writeLimitHits.at))
    .offset(window.max - 1)
    .limit(1);
  return row?.at ?? null;
}

/** Locks the keys and counts their windows; call it first in the write's transaction. */
export async function countWrites(
  tx: Db,
  limited: readonly LimitedKey[],
  now: Date,
): Promise<KeyWindowCount[]> {
  await lockKeys(
    tx,
    limited.map((entry) => entry.key),
  );
  const counts: KeyWindowCount[] = [];
  for (const { key, windows } of limited) {
    for (const window of windows) {
      counts.push({ key, ...window, nthNewest: await nthNewestHit(tx, key, window, now) });
    }
  }
  return counts;
}

/** Records one write on every key, and drops the keys' hits no window can count any more. */
export async function recordWrite(
  tx: Db,
  limited: readonly LimitedKey[],
  now: Date,
): Promise<void> {
  await tx.insert(writeLimitHits).values(limited.map(({ key }) => ({ key, at: now })));
  for (const { key, windows } of limited) {
    const longest = Math.max(...windows.map((window) => window.windowMs));
    await tx
      .delete(writeLimitHits)
      .where(
        and(eq(writeLimitHits.key, key), lte(writeLimitHits.at, new Date(now.getTime() - longest))),
      );
  }
}
