import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { fromPglite, openPostgres, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/core.ts';
import type { CaptchaVerifier } from '../src/lib/captcha.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { outboxMailer } from '../src/lib/mailer.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { checkAnswersAgainstDocument } from './conformance/document-conformance.ts';
import { DEMO } from './helpers.ts';
import { TEST_NOW } from './test-now.ts';

/**
 * A new PostgreSQL database cloned from the run's demo-seeded template, its URL and how to drop
 * it. Named after the template, so another run's clean-up leaves it alone.
 */
export async function clonePostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) {
    throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL (test/global-setup.ts)');
  }
  const name = `${template}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A file copy: the template is small and idle, and copying its files took 0.2 s where
  // PostgreSQL 15's default (writing it through the WAL) took 0.7 s (docs/decisions/0043).
  await admin.query(`create database ${name} template ${template} strategy file_copy`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The engines a test database runs on: embedded PGlite, or the PostgreSQL server of the run. */
export type TestEngine = 'pglite' | 'postgres';

/** The run's engine: PostgreSQL in 'api-postgres' (TEST_DB=postgres), else PGlite. */
export const runEngine = (): TestEngine =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh copy of the demo-seeded database, on `engine` (default: the run's). PostgreSQL needs
 * TEST_DATABASE_URL and the run's template (test/global-setup.ts).
 */
export async function openTestDatabase(engine: TestEngine = runEngine()): Promise<Database> {
  if (engine === 'postgres') {
    const clone = await clonePostgresTemplate();
    const database = openPostgres(clone.url, 4);
    return {
      ...database,
      async close() {
        await database.close();
        await clone.drop();
      },
    };
  }
  const client = await PGlite.create({
    loadDataDir: await pgliteTemplate(),
    extensions: { pg_trgm },
  });
  return fromPglite(client);
}

let template: Promise<Blob> | undefined;

/**
 * The run's seeded PGlite data dir, read once per worker (a worker runs many files: ADR 0030)
 * and loaded by every PGlite test database; a Blob is never changed by reading it.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

export { TEST_NOW };

export interface TestAppOptions {
  config?: Partial<Config>;
  captcha?: CaptchaVerifier;
  /** Live case events: a shorter heartbeat for stream tests. */
  sseHeartbeatMs?: number;
  /** The server's and the outbox mailer's logger, as server.ts wires them (default: silent). */
  logger?: FastifyBaseLogger;
  /** The import engine the imports' jobs run (default: the real one). */
  importer?: AppDeps['importer'];
  /** The database engine (default: the run's, from TEST_DB): test/engine-equivalence opens both. */
  engine?: TestEngine;
}

/** buildApp on a fresh database with a hand-moved clock and the outbox mailer. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase(options.engine);
  const clock = fixedClock(TEST_NOW);
  // The guard cache is off unless a test asks for it: tests change rows directly between calls.
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    guardCacheMs: 0,
    // Likewise the console home's counts: a test that moves a request reads it at once.
    staffHomeFiguresMs: 0,
    ...options.config,
  };
  const mailer = outboxMailer(database.db, clock, options.logger ?? { info: () => undefined });
  const app = await buildApp({
    database,
    config,
    mailer,
    clock,
    tokenSecret: 'test-secret-0123456789abcdef',
    serveWeb: false,
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.sseHeartbeatMs ? { sseHeartbeatMs: options.sseHeartbeatMs } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.importer ? { importer: options.importer } : {}),
  });
  checkAnswersAgainstDocument(app);
  await app.ready();

  const device = { deviceid: 'vitest', devicename: 'vitest' };
  const testApp = {
    app,
    db: database.db,
    clock,
    config,
    device,
    async close() {
      await app.close();
      await database.close();
    },
    /** Logs a demo account in; answers the login body and a bearer header for later calls. */
    async login(email: string, password = DEMO_PASSWORD, ip = '127.0.0.1') {
      const response = await app.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload: { email, password, apiKey: 'web', device },
        remoteAddress: ip,
      });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      const body = response.json<{
        token: string;
        exp: string;
        modelEspecifico: { idUsuario: number; codPrestador: number };
      }>();
      return { ...body, headers: { authorization: `Bearer ${body.token}` } };
    },
    /** The newest message the outbox mailer kept for an address. */
    async lastMailTo(to: string) {
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, to))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row ?? null;
    },
    inject: (options: InjectOptions) => app.inject(options),
  };
  return testApp;
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type { FastifyInstance };

/**
 * The test app of a describe block with demo accounts logged in, in order: each name answers
 * its account's bearer headers. Registers the block's beforeAll and afterAll, so it is called in
 * the describe body; what it answers is read inside tests and hooks only.
 */
function describeBlockApp<K extends string>(
  name: string,
  options: TestAppOptions,
  accounts: Record<K, string>,
): () => Record<K, Record<string, string>> & { t: TestApp } {
  let ready: (Record<K, Record<string, string>> & { t: TestApp }) | null = null;
  let app: TestApp | null = null;
  beforeAll(async () => {
    app = await createTestApp(options);
    const headers: Partial<Record<K, Record<string, string>>> = {};
    for (const key of Object.keys(accounts) as K[]) {
      headers[key] = (await app.login(accounts[key])).headers;
    }
    ready = { ...(headers as Record<K, Record<string, string>>), t: app };
  });
  afterAll(() => app?.close());
  return () => {
    if (!ready) throw new Error(`${name} is read before its beforeAll has run`);
    return ready;
  };
}

/**
 * The test app of a describe block with the demo provider (100001, AMBA) logged in as `demo`.
 * Called in the describe body; its getters are read inside tests and hooks only.
 */
export function demoProviderApp(options: TestAppOptions = {}) {
  const setUp = describeBlockApp('demoProviderApp', options, { demo: DEMO.demo });
  return {
    get t() {
      return setUp().t;
    },
    get demo() {
      return setUp().demo;
    },
  };
}

/**
 * The test app of a describe block with the two demo providers logged in: `demo` (100001, AMBA)
 * and `interior` (200001). Called in the describe body; its getters are read inside tests and
 * hooks only.
 */
export function twoProviderApp(options: TestAppOptions = {}) {
  const setUp = describeBlockApp('twoProviderApp', options, {
    demo: DEMO.demo,
    interior: DEMO.interior,
  });
  return {
    get t() {
      return setUp().t;
    },
    get demo() {
      return setUp().demo;
    },
    get interior() {
      return setUp().interior;
    },
  };
}
