import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';

export type PostgresStatus =
  { available: true; adminUrl: string } | { available: false; reason: string };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The local PostgreSQL 15 of scripts/start-postgres.sh (or BENCH_POSTGRES_URL). It is left
 * running afterwards: other work on this machine (API tests) may be using the same server.
 */
export async function ensurePostgres(): Promise<PostgresStatus> {
  let adminUrl = process.env.BENCH_POSTGRES_URL;
  if (!adminUrl) {
    const started = spawnSync('bash', ['scripts/start-postgres.sh'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 90_000,
    });
    const printed = started.stdout?.trim().split('\n').at(-1) ?? '';
    if (started.status !== 0 || !printed.startsWith('postgres://')) {
      const why = started.error?.message ?? started.stderr?.trim() ?? `exit ${started.status}`;
      return { available: false, reason: `start-postgres.sh failed: ${why || 'no URL printed'}` };
    }
    adminUrl = printed;
  }
  try {
    await withClient(adminUrl, (client) => client.query('select 1'));
    return { available: true, adminUrl };
  } catch (error) {
    return {
      available: false,
      reason: `cannot connect to ${adminUrl}: ${(error as Error).message}`,
    };
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const safeName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return name;
};

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await withClient(adminUrl, (client) => client.query(`create database ${safeName(name)}`));
  return databaseUrl(adminUrl, name);
}

/**
 * A database only this run uses, dropped at the end (also on error); with `template`, a copy of
 * that database (which nobody may be connected to).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const url = template
    ? await withClient(adminUrl, (client) =>
        client.query(`create database ${safeName(name)} template ${safeName(template)}`),
      ).then(() => databaseUrl(adminUrl, name))
    : await createDatabase(adminUrl, name);
  onCleanup(`drop database ${name}`, () =>
    withClient(adminUrl, (client) =>
      client.query(`drop database if exists ${safeName(name)} with (force)`),
    ).then(() => undefined),
  );
  return url;
}

export async function countRows(
  url: string,
  tables: readonly string[],
): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = await client.query<{ n: string }>(
        `select count(*) as n from ${safeName(table)}`,
      );
      counts[table] = Number(result.rows[0]?.n ?? 0);
    }
    return counts;
  });
}
