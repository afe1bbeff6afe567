import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './client.ts';

const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;
/** The last migration before settlement lines carried the affiliate's middle part. */
const BEFORE = '0020_home-recent-validations';

/**
 * An empty database on the run's engine (PostgreSQL 15 in 'api-postgres', named after the run's
 * template so a later run's clean-up drops it if this one dies) and how to migrate it with a
 * given migrations folder.
 */
async function emptyDatabase(): Promise<{
  database: Database;
  migrateWith(folder: string): Promise<void>;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite(undefined);
    return {
      database,
      migrateWith: (folder) =>
        migratePglite(drizzle(database.client!), { migrationsFolder: folder }),
      drop: () => database.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${inject('postgresTemplate')}_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection: session_replication_role below is a session setting.
  const database = openPostgres(url.toString(), 1);
  return {
    database,
    // openPostgres's handle is node-postgres's; Db is only its engine-neutral type.
    migrateWith: (folder) =>
      migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
    async drop() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Migration 0021 on a database that already has settlements: every line keeps its
 * data, takes the register's middle part when the register has the affiliate with another one,
 * 1 otherwise, and a new line must name its middle part (no default left behind).
 */
describe('migration 0021: the middle part of settled affiliates', () => {
  let database: Database;
  let empty: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'migrations-0020-'));
    await cp(MIGRATIONS, folder, { recursive: true });
    const journal = JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.findIndex((entry) => entry.tag === BEFORE);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));

    empty = await emptyDatabase();
    database = empty.database;
    await empty.migrateWith(folder);
    // Only the rows the step reads: the foreign keys' tables are not what it is about.
    await database.db.execute(sql`set session_replication_role = replica`);
    await database.db.execute(sql`
      insert into affiliates (contra, middle, inte, prepaga_id, plan_id, nombre, apellido, documento, estado, estado_desc)
      values (30000001, 1, 1, 1, 310, 'Juan', 'Pérez', '20000001', '1', 'Activo'),
             (30000009, 2, 1, 1, 310, 'Ana', 'Gómez', '20000009', '1', 'Activo')`);
    await database.db.execute(sql`
      insert into settlements (id, provider_id, expediente, period, settled_on, state, gross_cents, debits_cents, copay_cents, net_cents)
      overriding system value values (1, 100001, 1100001, 202602, '2026-03-05', 'Pagada', 300, 100, 0, 200)`);
    for (const table of ['settlement_debits', 'settlement_errors']) {
      await database.db.execute(sql`
        insert into ${sql.identifier(table)} (settlement_id, fecha, contra, inte, affiliate_name, service_code, service_name, amount_cents, reason_code, reason_text)
        values (1, '2026-02-14', 30000009, 1, 'Ana Gómez', '420101', 'Consulta médica', 100, 'D01', 'Sin autorización'),
               (1, '2026-02-15', 45000000, 3, 'Luis Díaz', '420101', 'Consulta médica', 100, 'D01', 'Sin autorización')`);
    }
    await database.db.execute(sql`
      insert into settlement_lines (settlement_id, fecha, contra, inte, affiliate_name, service_code, service_name, amount_cents, service_type, place_name, quantity)
      values (1, '2026-02-14', 30000009, 1, 'Ana Gómez', '420101', 'Consulta médica', 100, 'Consultas', 'Palermo', 1),
             (1, '2026-02-15', 45000000, 3, 'Luis Díaz', '420101', 'Consulta médica', 100, 'Consultas', 'Palermo', 1),
             (1, '2026-02-16', 30000001, 1, 'Juan Pérez', '420101', 'Consulta médica', 100, 'Consultas', 'Palermo', 1)`);
    await database.db.execute(sql`
      insert into settlement_copays (settlement_id, fecha, contra, inte, affiliate_name, service_code, service_name, amount_cents)
      values (1, '2026-02-14', 30000009, 1, 'Ana Gómez', '420101', 'Consulta médica', 0)`);
    await database.db.execute(sql`set session_replication_role = origin`);

    // The server's own migrate: it applies what the copy had not, 0021 onwards.
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await empty?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const numbers = async (table: string) => {
    const result = await database.db.execute(
      sql`select contra || ' ' || middle || ' ' || inte as number from ${sql.identifier(table)} order by id`,
    );
    return (result as { rows: { number: string }[] }).rows.map((row) => row.number);
  };

  it("gives every line the register's middle part, or 1 when the register has not the affiliate", async () => {
    expect(await numbers('settlement_lines')).toEqual([
      '30000009 2 1',
      '45000000 1 3',
      '30000001 1 1',
    ]);
    expect(await numbers('settlement_debits')).toEqual(['30000009 2 1', '45000000 1 3']);
    expect(await numbers('settlement_errors')).toEqual(['30000009 2 1', '45000000 1 3']);
    expect(await numbers('settlement_copays')).toEqual(['30000009 2 1']);
  });

  it('leaves no default: a line written without its middle part is refused', async () => {
    await expect(
      database.db.execute(sql`
        insert into settlement_copays (settlement_id, fecha, contra, inte, affiliate_name, service_code, service_name, amount_cents)
        values (1, '2026-02-17', 30000001, 1, 'Juan Pérez', '420101', 'Consulta médica', 0)`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/"middle"/) } });
  });
});
