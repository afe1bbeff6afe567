import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '@portal/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { demoKey, readingImporter } from '../../test/imports-door.ts';
import { clonePostgresTemplate } from '../../test/test-app.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Two processes on one PostgreSQL, a server and `npm run import`: one import per kind holds
 * between the doors, because both take the kind's place in import_jobs (ADR 0053).
 */
describe('the command line and a server keep one import per kind between them', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let database: Database;
  let app: FastifyInstance;
  let client: pg.Client;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    database = openPostgres(clone.url, 4);
    app = await buildApp({
      database,
      config: { ...loadConfig({}), logLevel: 'silent', guardCacheMs: 0 },
      mailer: { send: () => Promise.resolve() },
      tokenSecret: 'test-secret-0123456789abcdef',
      serveWeb: false,
      importer: readingImporter({ gate }).importer,
    });
    await app.ready();
    client = new pg.Client({ connectionString: clone.url });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    open();
    await client?.end();
    await app?.close();
    await database?.close();
    await clone?.drop();
  });

  const importCli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['apps/api/src/cli/import.ts', ...args],
        { cwd: repoRoot, env: { ...process.env, DATABASE_URL: clone.url }, timeout: 60_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return failed;
    }
  };
  const push = (kind: string) =>
    app.inject({
      method: 'POST',
      url: `/pre/imports/${kind}`,
      headers: { ...demoKey, 'content-type': 'text/csv' },
      payload: 'contra\n1\n',
    });
  const ana = async () =>
    (await client.query('select 1 from affiliates where contra = 30000004')).rowCount;

  it('a command-line import while a push of its kind runs: refused in Spanish, exit 1, nothing applied', async () => {
    const pushed = await push('affiliates');
    expect(pushed.statusCode, pushed.body).toBe(202);
    const id = pushed.json<ImportJob>().id;

    const refused = await importCli('affiliates', 'docs/imports/affiliates.csv');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `import: ya hay una importación de padrón de afiliados en curso (trabajo ${id}, enviado por HTTP).`,
    );
    expect(await ana()).toBe(0);

    open();
    for (let tries = 0; tries < 400; tries++) {
      const { rows } = await client.query<{ status: string }>(
        'select status from import_jobs where id = $1',
        [id],
      );
      if (rows[0]?.status === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the pushed job never ended');
  }, 90_000);

  it('a push while a command-line import of its kind runs: 409 naming it; afterwards accepted', async () => {
    // Holds the command's merge (it updates affiliates) while the test pushes.
    await client.query('begin');
    await client.query('lock table affiliates in share mode');
    const command = importCli('affiliates', 'docs/imports/affiliates.csv');
    let job: { id: number } | undefined;
    for (let tries = 0; tries < 400 && !job; tries++) {
      const { rows } = await client.query<{ id: number }>(
        "select id from import_jobs where source = 'cli' and status = 'running'",
      );
      job = rows[0];
      if (!job) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(job, 'the command took the kind').toBeDefined();

    const refused = await push('affiliates');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'IMPORT_BUSY',
      message: expect.stringContaining(`(trabajo ${job!.id}, desde la línea de comandos)`),
    });

    await client.query('rollback');
    const done = await command;
    expect(done.code, done.stderr).toBe(0);
    expect(await ana()).toBe(1);
    const { rows } = await client.query<{ status: string; rows: number }>(
      'select status, rows from import_jobs where id = $1',
      [job!.id],
    );
    expect(rows[0]).toEqual({ status: 'done', rows: 4 });
    expect((await push('affiliates')).statusCode).toBe(202);
  }, 90_000);
});
