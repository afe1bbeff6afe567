import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { minimalPdf } from '../seed/sample-files.ts';
import { BASE, MEDICAL, attachment } from '../../test/authorizations.ts';
import { DEMO } from '../../test/helpers.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { newCase, PDF, PNG, rudiFile } from '../../test/support-cases.ts';
import { apiProcessOn } from '../../test/process-app.ts';
import { clonePostgresTemplate } from '../../test/test-app.ts';

/*
 * Backups that restore (docs/deployment.md, "Backups"): a database with support cases and their
 * files, authorizations and settlements is dumped with pg_dump's custom format and restored with
 * pg_restore into an empty database, exactly as the deployment page says; then every table's
 * rows, every money column's sum and every stored file's bytes are the same, and the restored
 * database serves the portal. PostgreSQL only: PGlite is backed up by copying its directory.
 */

const run = promisify(execFile);
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

/** What a backup must keep, read the same way from any database of the portal's schema. */
interface Snapshot {
  rows: Record<string, number>;
  /** Σ of every `*_cents` column (settlements, their lines, payments, invoices…), as text. */
  money: Record<string, string>;
  /** sha256 of every stored file (every bytea value), by table, column and primary key. */
  files: Record<string, string>;
  fileBytes: number;
  /** md5 of each table's rows as text, in order: the rest of every row, compared whole. */
  contents: Record<string, string>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<Row>(text, values)).rows;
  try {
    const snap: Snapshot = { rows: {}, money: {}, files: {}, fileBytes: 0, contents: {} };
    const tables = await query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
    );
    for (const { schema, name } of tables) {
      const [row] = await query<{ count: string; digest: string | null }>(
        `select count(*) as count, md5(string_agg(t::text, E'\n' order by t::text)) as digest
           from ${ident(schema)}.${ident(name)} t`,
      );
      snap.rows[`${schema}.${name}`] = Number(row!.count);
      snap.contents[`${schema}.${name}`] = row!.digest ?? '';
    }
    const columns = await query<{ schema: string; name: string; column: string; type: string }>(
      `select table_schema as schema, table_name as name, column_name as column, data_type as type
         from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')
          and (data_type = 'bytea' or column_name like '%\\_cents')
        order by 1, 2, 3`,
    );
    for (const { schema, name, column, type } of columns) {
      const table = `${ident(schema)}.${ident(name)}`;
      const key = `${schema}.${name}.${column}`;
      if (type !== 'bytea') {
        const [row] = await query<{ sum: string | null }>(
          `select coalesce(sum(${ident(column)}), 0)::text as sum from ${table}`,
        );
        snap.money[key] = row!.sum!;
        continue;
      }
      const primaryKey = await query<{ column: string }>(
        `select a.attname as column from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = $1::regclass and i.indisprimary order by a.attnum`,
        [table],
      );
      const id = primaryKey.map((part) => `${ident(part.column)}::text`).join(` || ',' || `);
      const files = await query<{ id: string; sha: string; bytes: number }>(
        `select ${id} as id, encode(sha256(${ident(column)}), 'hex') as sha,
                octet_length(${ident(column)}) as bytes
           from ${table} where ${ident(column)} is not null`,
      );
      for (const file of files) {
        snap.files[`${key}#${file.id}`] = file.sha;
        snap.fileBytes += file.bytes;
      }
    }
    return snap;
  } finally {
    await client.end();
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The portal on a database: what a provider does is what puts rows and files in it. */
async function portalOn(url: string) {
  const { app, close } = await apiProcessOn(url);
  const login = await app.inject({
    method: 'POST',
    url: '/pre/v0/auth-login',
    payload: {
      email: DEMO.demo,
      password: DEMO_PASSWORD,
      apiKey: 'web',
      device: { deviceid: 'v' },
    },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  return {
    async fileCase(files: Parameters<typeof newCase>[2]) {
      const response = await app.inject({
        method: 'POST',
        url: '/pre/v1/cap/alta-tramite',
        headers,
        payload: newCase('contrataciones', undefined, files),
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    async fileAuthorization(pdf: Buffer) {
      const response = await app.inject({
        method: 'POST',
        url: `${BASE}/autorizacion`,
        headers,
        payload: { ...MEDICAL, imagenes: [attachment('orden.pdf', pdf)] },
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    close,
  };
}

let source: Awaited<ReturnType<typeof clonePostgresTemplate>>;
let restoredUrl: string;
let dropRestored: () => Promise<void>;
let folder: string;

beforeAll(async () => {
  source = await clonePostgresTemplate();
  folder = await mkdtemp(join(tmpdir(), 'portal-backup-'));
  // The restore target: an empty database, named like the harness's clones so a crashed run's
  // copy is cleaned by the next run.
  const server = new URL(source.url);
  const name = `${inject('postgresTemplate')}_${randomUUID().replaceAll('-', '')}`;
  server.pathname = `/${name}`;
  restoredUrl = server.toString();
  await run(`${PGBIN}/createdb`, [
    `--maintenance-db=${process.env.TEST_DATABASE_URL}`,
    '--template=template0',
    name,
  ]);
  dropRestored = async () => {
    const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
});
afterAll(async () => {
  await source?.drop();
  await dropRestored?.();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a pg_dump of the portal restored with pg_restore', () => {
  it('holds the same rows, money and file bytes, and serves the portal', async () => {
    const portal = await portalOn(source.url);
    try {
      await portal.fileCase([rudiFile('factura.pdf', PDF), rudiFile('foto.png', PNG)]);
      await portal.fileAuthorization(minimalPdf('Orden de respaldo'));
    } finally {
      await portal.close();
    }
    const before = await snapshot(source.url);

    const dump = join(folder, 'portal.dump');
    await run(`${PGBIN}/pg_dump`, ['--format=custom', `--file=${dump}`, source.url]);
    await run(`${PGBIN}/pg_restore`, [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restoredUrl}`,
      dump,
    ]);
    const after = await snapshot(restoredUrl);

    expect(after.rows).toEqual(before.rows);
    expect(after.money).toEqual(before.money);
    expect(after.files).toEqual(before.files);
    expect(after.fileBytes).toBe(before.fileBytes);
    expect(after.contents).toEqual(before.contents);
    // What was compared: the demo data's cases, files, authorizations and settlements.
    for (const table of ['support_case_files', 'authorization_files', 'settlements', 'payments']) {
      expect(before.rows[`public.${table}`], table).toBeGreaterThan(0);
    }
    const money = (column: string) => before.money[`public.${column}`];
    console.info(
      `backup round trip: ${Object.keys(before.rows).length} tables, ` +
        `${sum(Object.values(before.rows))} rows, ${Object.keys(before.money).length} money columns ` +
        `(settlements net ${money('settlements.net_cents')}, payments net ` +
        `${money('payments.neto_cents')} cents), ${Object.keys(before.files).length} files ` +
        `(${before.fileBytes} bytes), dump ${(await stat(dump)).size} bytes: identical`,
    );

    // The restored copy is a working portal: its identity sequences continue past the rows.
    const restored = await portalOn(restoredUrl);
    try {
      await restored.fileCase([rudiFile('tras-restaurar.pdf', PDF)]);
      await restored.fileAuthorization(minimalPdf('Orden tras restaurar'));
    } finally {
      await restored.close();
    }
    // Two portals, a pg_dump and a pg_restore: past the default 20 s on a slow, busy host.
  }, 90_000);
});
