import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * The directory's kept counts by specialty and locality (docs/decisions/0069) equal a fresh
 * count of the cards (a zero left by removals is no card). Answers the fresh counts.
 */
export async function expectDirectoryCountsExact(db: Db) {
  const kept = await rowsOf<{ s: number; l: number; n: number }>(
    db,
    sql`select specialty_id as s, locality_id as l, n from directory_locality_counts
        where n <> 0 order by 1, 2`,
  );
  const fresh = await rowsOf<{ s: number; l: number; n: number }>(
    db,
    sql`select specialty_id as s, locality_id as l, count(*)::int as n from directory_listings
        group by 1, 2 order by 1, 2`,
  );
  expect(kept).toEqual(fresh);
  return fresh;
}
