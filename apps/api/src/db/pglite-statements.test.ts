import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPglite } from './pglite-statements.ts';

/** The named statements PGlite keeps for us, as the engine lists them. */
async function prepared(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select name from pg_prepared_statements where name like 'portal_s%' order by name`,
  );
  return rows.map((row) => row.name);
}

describe('PGlite queries over named statements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table t (id int primary key, name text, at timestamptz);
      insert into t select g, 'n' || g, '2026-03-10T13:00:00Z' from generate_series(1, 50) g;`);
  });
  afterAll(() => client.close());

  it('answers what PGlite answers, and parses each text once however often it runs', async () => {
    const db = preparingPglite(client, 10);
    const text = 'select id, name, at from t where id = $1';
    for (const mode of ['array', 'object'] as const) {
      for (const id of [1, 7, 50, 51]) {
        const ours = await db.query(text, [id], { rowMode: mode });
        const theirs = await client.query(text, [id], { rowMode: mode });
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
      }
    }
    expect(await prepared(client)).toHaveLength(1);
  });

  it('keeps at most its capacity of statements, closing the least recently used', async () => {
    const db = preparingPglite(client, 3);
    const before = (await prepared(client)).length;
    for (let n = 1; n <= 5; n++) await db.query(`select $1::int + ${n} as v`, [1]);
    expect((await prepared(client)).length - before).toBe(3);
    expect((await db.query<{ v: number }>('select $1::int + 5 as v', [1])).rows).toEqual([
      { v: 6 },
    ]);
  });

  it('waits for a transaction open elsewhere instead of running inside it', async () => {
    const db = preparingPglite(client);
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into t values (1000, 'uncommitted', now())`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await opened;
    const seen = await db.query<{ n: number }>(
      'select count(*)::int as n from t where id = $1',
      [1000],
    );
    await transaction;
    expect(seen.rows).toEqual([{ n: 0 }]);
  });

  it('a failed call rejects with the engine error, and the next one answers', async () => {
    const db = preparingPglite(client);
    await expect(db.query('select 1 / $1::int as v', [0])).rejects.toThrow(/division by zero/);
    expect((await db.query<{ v: number }>('select 1 / $1::int as v', [1])).rows).toEqual([
      { v: 1 },
    ]);
  });

  it('a statement a schema change made stale is parsed again', async () => {
    const db = preparingPglite(client);
    await client.exec(`create table s (id int); insert into s values (1);`);
    const text = 'select * from s where id = $1';
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec(`alter table s add column extra text default 'x'`);
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1, extra: 'x' }]);
  });
});
