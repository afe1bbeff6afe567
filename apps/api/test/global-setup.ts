import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data dir, dumped once and loaded by every test file. */
    pgliteTemplate: string;
    /** With TEST_DB=postgres: the database every test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

const TEMPLATE_DB = 'portal_test_template';

async function postgresTemplate(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'portal_test_%'");
  for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const database = openPostgres(templateUrl.toString(), 2);
  await database.migrate();
  await seedDatabase(database.db);
  await database.close();
  return TEMPLATE_DB;
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await postgresTemplate(url));
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await database.client!.dumpDataDir('none');
  const file = join(tmpdir(), `portal-api-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}
