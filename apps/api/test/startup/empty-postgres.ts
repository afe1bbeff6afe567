import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new, empty database on the test server, named after the run's template so that a later
 * run's clean-up drops it if this one dies before `drop`.
 */
export async function emptyPostgresDatabase(): Promise<{
  url: string;
  query<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${inject('postgresTemplate')}_startup_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} strategy file_copy`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
