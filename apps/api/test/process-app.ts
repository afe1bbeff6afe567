import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { outboxMailer } from '../src/lib/mailer.ts';
import { TEST_NOW } from './test-now.ts';

/**
 * One API process's app on a PostgreSQL database, in this test process: the PostgreSQL-only
 * tests build two on one database to watch what crosses between processes (limits, live
 * events), or one on a restored copy. The clock stands at TEST_NOW; mail goes to the outbox.
 */
export async function apiProcessOn(
  url: string,
  options: { poolSize?: number; config?: Partial<Config> } = {},
) {
  const database = openPostgres(url, options.poolSize ?? 2);
  const clock = fixedClock(TEST_NOW);
  const app = await buildApp({
    database,
    config: { ...loadConfig({}), logLevel: 'silent', ...options.config },
    clock,
    mailer: outboxMailer(database.db, clock, { info: () => undefined }),
    tokenSecret: 'test-secret-0123456789abcdef',
    serveWeb: false,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
