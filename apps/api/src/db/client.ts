import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { preparingPglite } from './pglite-statements.ts';
/**
 * The Drizzle handle every repository takes, whichever driver is behind it. It holds no schema
 * object: queries name their tables (from db/schema/<area>.ts), so no index lists the areas'
 * tables (docs/decisions/0039).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** The embedded client, for PGlite only (dumps and clones in tests). */
  client?: PGlite;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection URL, for connections outside the pool (LISTEN). */
  url?: string;
  /** PostgreSQL only: the pool, whose size and waits the metrics read. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export function fromPglite(client: PGlite): Database {
  // Drizzle calls query() and transaction() only: those of preparingPglite (ADR 0068).
  const db = drizzlePglite({ client: preparingPglite(client) as unknown as PGlite });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Embedded PostgreSQL (PGlite): on disk under `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return fromPglite(client);
}

export function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client the server drops (restart, failover, pg_terminate_backend) is reported here;
  // unhandled, it would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    url,
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
