import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnApiServer, type ChildServer } from '../child-server.ts';
import { emptyPostgresDatabase } from './empty-postgres.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const started: ChildServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.kill()));
});

/**
 * A rolling deploy starts its replicas together on one database. On an empty one each used to
 * run the migrations itself, and all but the first died in CREATE TABLE (23505 on pg_type).
 */
describe('API processes started at the same instant on an empty PostgreSQL', () => {
  it('all come up, the schema is migrated once and the demo data seeded once', async () => {
    const database = await emptyPostgresDatabase();
    try {
      const env = { DATABASE_URL: database.url };
      const starts = [1, 2].map(() =>
        spawnApiServer({ env, readyPath: '/pre/v0/public-config' }).then((server) => {
          started.push(server);
          return server;
        }),
      );
      const outcomes = await Promise.allSettled(starts);
      const failures = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String(outcome.reason)] : [],
      );
      expect(failures).toEqual([]);

      const [applied] = await database.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied?.n).toBe(journal.entries.length);
      const [demo] = await database.query<{ n: number }>(
        "select count(*)::int as n from users where email = 'demo@prestadores.test'",
      );
      expect(demo?.n).toBe(1);
    } finally {
      await Promise.all(started.splice(0).map((server) => server.kill()));
      await database.drop();
    }
  }, 120_000);
});
