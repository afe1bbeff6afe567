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
    /** With TEST_DB=postgres: the database every test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Databases of a run are named after the Vitest process (portal_test_<pid>, its clones
 * portal_test_<pid>_<uuid>), so two runs against one server (two terminals, CI and a developer)
 * never drop each other's databases: only those of runs that are no longer alive are cleaned.
 */
const TEMPLATE_DB = `portal_test_${process.pid}`;

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

async function postgresTemplate(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropStaleDatabases(admin);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const database = openPostgres(templateUrl.toString(), 2);
  await database.migrate();
  await seedDatabase(database.db, 'demo', TEST_NOW);
  await database.close();
  return TEMPLATE_DB;
}

async function dropTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.end();
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await postgresTemplate(url));
    project.provide('pgliteTemplate', '');
    return () => dropTemplate(url);
  }
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDatabase(database.db, 'demo', TEST_NOW);
  const dump = await database.client!.dumpDataDir('none');
  const file = join(tmpdir(), `portal-api-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(file, { force: true });
}
