import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { TEST_NOW } from './test-now.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data dir, dumped once and loaded by every test file. */
    pgliteTemplate: string;
    /**
     * With TEST_DATABASE_URL: the demo-seeded database a test file clones with CREATE DATABASE …
     * TEMPLATE ('api-postgres' for all its tests, 'api' for test/engine-equivalence's second app).
     */
    postgresTemplate: string;
  }
}

/**
 * Databases of a run are named after the Vitest process (portal_test_<pid>, its clones
 * portal_test_<pid>_<uuid>), so two runs against one server (two terminals, CI and a developer)
 * never drop each other's databases: only those of runs that are no longer alive are cleaned.
 * 'api' has a template of its own (portal_test_<pid>_api): both projects' set-ups run in one
 * process, and each drops its own template when it is done.
 */
const templateName = (postgresProject: boolean) =>
  postgresProject ? `portal_test_${process.pid}` : `portal_test_${process.pid}_api`;

function runIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropStaleDatabases(admin: pg.Client) {
  const rows = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'portal_test_%'",
  );
  for (const { datname } of rows.rows) {
    const pid = /^portal_test_(\d+)(?:_|$)/.exec(datname)?.[1];
    if (pid === undefined) {
      // Named by an older harness: dropped unless someone is still connected to it.
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    } else if (!runIsAlive(Number(pid))) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}

async function postgresTemplate(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropStaleDatabases(admin);
  await admin.query(`create database ${name}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = openPostgres(templateUrl.toString(), 2);
  await database.migrate();
  await seedDatabase(database.db, 'demo', TEST_NOW);
  await database.close();
  return name;
}

async function dropTemplate(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres') {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = await postgresTemplate(url, templateName(true));
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => dropTemplate(url, name);
  }
  // 'api' on PGlite; with a PostgreSQL server too, for test/engine-equivalence's second app
  // (seeded meanwhile: the server works while this process seeds PGlite).
  const postgres = url ? postgresTemplate(url, templateName(false)) : Promise.resolve('');
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDatabase(database.db, 'demo', TEST_NOW);
  // Without a checkpoint the dump's sequences come back up to 32 ahead (the WAL logs each
  // sequence that far in advance and loading the dump replays it): PGlite's new rows got other
  // ids than PostgreSQL's, which test/engine-equivalence compares.
  await database.client!.exec('checkpoint');
  const dump = await database.client!.dumpDataDir('none');
  const file = join(tmpdir(), `portal-api-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  const name = await postgres;
  project.provide('postgresTemplate', name);
  return async () => {
    await rm(file, { force: true });
    if (name) await dropTemplate(url!, name);
  };
}
