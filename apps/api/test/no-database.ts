import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import type { LiveEventBus } from '../src/lib/live-events.ts';

/**
 * A database stand-in for the tests of what the app serves without SQL (its routes and their
 * documentation, the built web pages): buildApp wires it in, and the first query a request makes
 * fails the test instead of reaching an engine. Such a test proves nothing engine-specific, so it
 * runs once, in 'api' (DATABASE_FREE_TESTS, ADR 0030), and opens no PGlite or PostgreSQL.
 */
export function refusingDatabase(): Database {
  const refuse = (what: string) => {
    throw new Error(`a database-free test reached the database (${what})`);
  };
  const db = new Proxy({} as Db, {
    get: (_target, key) =>
      // Not a thenable: awaiting the handle must not look like a query.
      key === 'then' ? undefined : refuse(`db.${String(key)}`),
  });
  return {
    db,
    kind: 'pglite',
    migrate: () => Promise.reject(new Error('a database-free test migrates nothing')),
    close: () => Promise.resolve(),
  };
}

/**
 * buildApp on the refusing database, silent, with a mailer that sends nothing; serving the web
 * build in `webDist` (and the console's in `consoleDist`) when one is given.
 */
export async function appWithoutDatabase({
  webDist,
  consoleDist,
  events,
}: { webDist?: string; consoleDist?: string; events?: LiveEventBus } = {}) {
  const loaded: Config = { ...loadConfig({}), logLevel: 'silent' };
  const config: Config = {
    ...loaded,
    ...(webDist === undefined ? {} : { webDist }),
    ...(consoleDist === undefined ? {} : { consoleDist }),
  };
  const app = await buildApp({
    database: refusingDatabase(),
    config,
    mailer: { send: () => Promise.resolve() },
    tokenSecret: 'test-secret-0123456789abcdef',
    serveWeb: webDist !== undefined || consoleDist !== undefined,
    ...(events ? { caseEvents: events } : {}),
  });
  await app.ready();
  return app;
}
