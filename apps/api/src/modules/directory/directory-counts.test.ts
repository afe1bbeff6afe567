import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { expectDirectoryCountsExact as expectExact } from '../../../test/directory-counts.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { refreshDirectoryPlace } from './public.ts';

/** Palermo and Belgrano, CABA (the seed's fifth and fourth localities). */
const PALERMO = 5;
const BELGRANO = 4;

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * The directory's counts by specialty and locality (docs/decisions/0069) match a fresh count of
 * the cards after every kind of write: the seed, a place moved by a Mis datos change, and plain
 * SQL (the providers import: imports/kinds/providers-directory-counts.test.ts).
 */
describe("the directory's kept counts", () => {
  const ctx = demoProviderApp();

  it('the seed fills them', async () => {
    expect((await expectExact(ctx.t.db)).length).toBeGreaterThan(0);
  });

  it('refreshDirectoryPlace (an accepted Mis datos change of an address) carries the cards along', async () => {
    const [listed] = await rowsOf<{ place: number }>(
      ctx.t.db,
      sql`select place_id as place from directory_listings where locality_id = ${PALERMO} limit 1`,
    );
    await ctx.t.db.transaction(async (tx) => {
      await tx
        .update(attentionPlaces)
        .set({ localityId: BELGRANO })
        .where(eq(attentionPlaces.id, listed!.place));
      await refreshDirectoryPlace(tx, listed!.place);
    });
    const moved = await rowsOf<{ n: number }>(
      ctx.t.db,
      sql`select count(*)::int as n from directory_listings
          where place_id = ${listed!.place} and locality_id = ${BELGRANO}`,
    );
    expect(moved[0]!.n).toBeGreaterThan(0);
    await expectExact(ctx.t.db);
  });

  it('plain SQL: an insert, a delete, a rolled-back write, and emptying the table', async () => {
    await ctx.t.db.execute(sql`
      insert into directory_listings (place_id, specialty_id, provider_id, locality_id, name_key)
      select place_id, 2, provider_id, locality_id, name_key from directory_listings
      where specialty_id = 1 on conflict do nothing`);
    await expectExact(ctx.t.db);
    await ctx.t.db.execute(sql`delete from directory_listings where specialty_id = 2`);
    await expectExact(ctx.t.db);
    await expect(
      ctx.t.db.transaction(async (tx) => {
        await tx.execute(sql`delete from directory_listings where specialty_id = 1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact(ctx.t.db);
    await ctx.t.db.execute(sql`truncate directory_listings`);
    expect(await expectExact(ctx.t.db)).toEqual([]);
  });
});
