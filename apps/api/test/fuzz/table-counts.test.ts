import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLimitHits } from '../../src/db/schema/core.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { rowCounter } from './table-counts.ts';

/** The fuzz's row counts are kept from a log, not counted per request: they must stay exact. */
describe('the fuzz row counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hit = (key: string) => ({ key, at: new Date('2026-03-10T12:00:00Z') });

  it('keeps every table count through inserts, deletes, a rollback and a truncate', async () => {
    const count = rowCounter(t.db);
    const start = await count();
    expect(start.write_limit_hits).toBe(0);
    expect(start.affiliates).toBeGreaterThan(0);
    expect(start).not.toHaveProperty('fuzz_row_log');

    await t.db.insert(writeLimitHits).values([hit('a'), hit('b'), hit('c')]);
    expect((await count()).write_limit_hits).toBe(3);

    await t.db.delete(writeLimitHits).where(sql`${writeLimitHits.key} = 'a'`);
    expect((await count()).write_limit_hits).toBe(2);

    await t.db
      .transaction(async (tx) => {
        await tx.insert(writeLimitHits).values(hit('rolled back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await count()).write_limit_hits).toBe(2);

    await t.db.execute(sql`truncate ${writeLimitHits}`);
    const after = await count();
    expect(after.write_limit_hits).toBe(0);
    expect(after.affiliates).toBe(start.affiliates);
    await count.verify();
  });

  it('is one counter per database: a second asker sees the same counts', async () => {
    await t.db.insert(writeLimitHits).values(hit('d'));
    expect((await rowCounter(t.db)()).write_limit_hits).toBe(1);
    expect(rowCounter(t.db)).toBe(rowCounter(t.db));
  });

  it('verify fails when a write escaped the log', async () => {
    const count = rowCounter(t.db);
    await count();
    await t.db.execute(sql`alter table ${writeLimitHits} disable trigger all`);
    await t.db.insert(writeLimitHits).values(hit('unlogged'));
    await t.db.execute(sql`alter table ${writeLimitHits} enable trigger all`);
    await expect(count.verify()).rejects.toThrow(/write_limit_hits: kept 1, counted 2/);
  });
});
