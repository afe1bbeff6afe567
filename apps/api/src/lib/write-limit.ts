import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { WriteWindow } from '@portal/domain/write-limits';
import type { Db } from '../db/client.ts';
import { writeLimitHits } from '../db/schema/core.ts';

/**
 * Sliding-window write limits kept in PostgreSQL (write_limit_hits), because several API
 * processes share one database and a limit kept in a process's memory would let each of them
 * allow the whole limit. The login throttle's way (docs/decisions/0003), made exact for writes:
 * inside a transaction the keys are locked (a transaction-scoped advisory lock, so writes racing
 * on another process wait their turn instead of all passing the count), the window is counted,
 * and the write's hits are recorded. Inside the write's own transaction (a support case's own
 * limit), a refused or failed write rolls back with its hits; in a short transaction of its own
 * before the write (every call's declared limit, docs/decisions/0046), the hits are taken back
 * when the write fails (`releaseWrites`). The caller judges the counts (the domain holds the
 * numbers and the verdict).
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

/**
 * Records one write on every key, and drops the keys' hits no window can count any more.
 * Answers the new hits' ids, for `releaseWrites`.
 */
export async function recordWrite(
  tx: Db,
  limited: readonly LimitedKey[],
  now: Date,
): Promise<number[]> {
  const hits = await tx
    .insert(writeLimitHits)
    .values(limited.map(({ key }) => ({ key, at: now })))
    .returning({ id: writeLimitHits.id });
  for (const { key, windows } of limited) {
    const longest = Math.max(...windows.map((window) => window.windowMs));
    await tx
      .delete(writeLimitHits)
      .where(
        and(eq(writeLimitHits.key, key), lte(writeLimitHits.at, new Date(now.getTime() - longest))),
      );
  }
  return hits.map((hit) => hit.id);
}

/** Takes back the hits of a write that failed after they were recorded: it counts nothing. */
export async function releaseWrites(db: Db, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length > 0)
    await db.delete(writeLimitHits).where(inArray(writeLimitHits.id, [...hitIds]));
}
