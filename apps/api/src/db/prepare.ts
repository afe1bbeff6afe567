import pg from 'pg';
import { seedDatabase } from '../seed/seed.ts';
import type { SeedScale } from '../seed/synthetic.ts';
import type { Database } from './client.ts';
import { appliedMigrations, knownMigrations, readSchemaStatus } from './applied-migrations.ts';
import { SchemaMismatchError } from './schema-version.ts';

/**
 * The session-level advisory lock every process takes around migrations and the demo seed on
 * PostgreSQL: 'portal' in ASCII as a number. Only start-up uses it; the other advisory locks of
 * the code are per provider (17e9 + id) or hashtext() of a key (int4), so none can collide.
 */
export const STARTUP_LOCK_KEY = '123623963910508';

/**
 * Runs `work` while holding the start-up lock. On PostgreSQL it is a session-level advisory
 * lock on a connection of its own (not the pool's, so no query of `work` can take it over),
 * released when `work` ends or, if the process dies, when PostgreSQL drops the connection. On
 * PGlite the data directory's lock file already keeps a second process out.
 */
export async function withStartupLock<T>(
  database: Database,
  work: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  if (database.kind !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [STARTUP_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      onWait();
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

export interface PrepareOptions {
  /** Apply the migrations the database lacks; off: a database behind the code is refused. */
  migrate: boolean;
  /** Seed the demo data of this size when the database holds none; false: never. */
  seed: SeedScale | false;
  /** Told once when another process holds the lock (it is migrating or seeding). */
  onWait?: () => void;
}

export interface Prepared {
  /** Migrations this call applied. */
  migrated: number;
  seeded: boolean;
  version: string;
}

/**
 * What every start (and `npm run migrate`) does before serving, one process at a time: refuse a
 * schema newer than the code, migrate one that is older (or refuse it when migrating is off),
 * seed an empty database. Whoever waited finds the schema current and the seed done.
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<Prepared> {
  return withStartupLock(
    database,
    async () => {
      const before = await readSchemaStatus(database.db);
      let migrated = 0;
      if (before.state === 'ahead') throw new SchemaMismatchError(before);
      if (before.state === 'behind') {
        if (!options.migrate) throw new SchemaMismatchError(before);
        const applied = (await appliedMigrations(database.db)).length;
        await database.migrate();
        migrated = knownMigrations().length - applied;
      }
      const seeded = options.seed ? await seedDatabase(database.db, options.seed) : false;
      const after = await readSchemaStatus(database.db);
      if (after.state !== 'current') throw new SchemaMismatchError(after);
      return { migrated, seeded, version: after.version };
    },
    options.onWait,
  );
}
