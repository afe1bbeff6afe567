import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

/**
 * Which API test runs where (ADR 0030, rule 1 amended by ADR 0075).
 * Without TEST_DATABASE_URL (no PostgreSQL at hand) every test runs in 'api', on PGlite, but the
 * engines' equivalence test, which needs both.
 * With it, the route and behaviour tests run once, on PostgreSQL, the production engine
 * ('api-postgres', root vitest.config.ts), and 'api' keeps on PGlite only:
 * - the tests that open no database (DATABASE_FREE_TESTS), which 'api-postgres' leaves out;
 * - the tests whose subject is the engine (ENGINE_TESTS): the database layer, the commands, the
 *   seed, startup, crash safety, the import engine's bulk SQL, the live-event bus. They run on
 *   both engines;
 * - test/engine-equivalence.test.ts, which holds PGlite's answers to PostgreSQL's: every call of
 *   the contracts as its owner makes it, on one app per engine, compared answer by answer.
 * PostgreSQL-only behaviour (several processes on one server) runs in 'api-postgres' alone
 * (POSTGRES_ONLY_TESTS).
 */
export const API_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** Tests of PostgreSQL-only behaviour (several processes on one server): api-postgres only. */
export const POSTGRES_ONLY_TESTS = '**/*.postgres.test.ts';

/** Opens no database (test/database-free.test.ts checks it): 'api' only. */
export const DATABASE_FREE_TESTS = [
  'src/areas.test.ts',
  'src/config-secrets.test.ts',
  'src/cli/cli-entry.test.ts',
  'src/cli/operator-args.test.ts',
  'src/db/batch-loader.test.ts',
  'src/db/errors.test.ts',
  'src/db/pglite-lock.test.ts',
  'src/db/schema-version.test.ts',
  'src/lib/runtime.test.ts',
  'src/lib/route-series.test.ts',
  'src/lib/tokens.test.ts',
  'src/modules/content/content-cache.test.ts',
  'src/modules/user-management/access-changes.test.ts',
  'src/plugins/console-spa.test.ts',
  'src/plugins/health.test.ts',
  'src/plugins/logging.test.ts',
  'src/plugins/prerendered-pages.test.ts',
  'src/plugins/response-serializer.test.ts',
  'src/plugins/spa.test.ts',
  'src/seed/seed-order.test.ts',
  'test/calls-surface.test.ts',
  'test/database-free.test.ts',
  'test/engine-tests.test.ts',
  'test/openapi-document.test.ts',
  'test/spawned-commands.test.ts',
  'test/startup/production-secrets.test.ts',
];

/** PGlite's answers held to PostgreSQL's, one app on each: 'api' only, with TEST_DATABASE_URL. */
export const ENGINE_EQUIVALENCE_TEST = 'test/engine-equivalence.test.ts';

/**
 * Tests whose result could differ between PGlite and PostgreSQL beyond what a route call shows
 * (the equivalence test compares those): with TEST_DATABASE_URL they run on both engines, every
 * other test that opens a database on PostgreSQL only. Each with why (ADR 0075);
 * test/engine-tests.test.ts checks every path is a test file of its own list.
 */
export const ENGINE_TESTS = [
  // The database layer: PGlite's named statements, a migration run by each engine's migrator.
  'src/db/pglite-statements.test.ts',
  'src/db/settlement-middle-migration.test.ts',
  // Group commit (src/db/group-commit.ts): multi-row inserts under concurrency, a failing group
  // written again row by row (the driver's errors), straight on the database.
  'src/plugins/team-activity.test.ts',
  // The seed's generator and its money sums over a whole large seed.
  'src/seed/money-sums.test.ts',
  // The commands open their own database from the environment (PGLITE_DIR or DATABASE_URL) and
  // take engine-specific paths (the import's COPY, the operator's connection).
  'src/cli/export.test.ts',
  'src/cli/impersonate.test.ts',
  'src/cli/import.test.ts',
  'src/cli/operator-keys.test.ts',
  'src/cli/operator-outbox.test.ts',
  'src/cli/operator.test.ts',
  // Startup on each engine: migrations, the schema check, a server started on a shared database.
  'test/startup/graceful-shutdown.test.ts',
  'test/startup/readiness.test.ts',
  'test/startup/schema-refusal.test.ts',
  // Crash safety: kill -9 mid-write, the engine's recovery of what was committed.
  'test/crash/crash-safety.test.ts',
  'test/crash/import-crash.test.ts',
  // The import engine: staging by COPY (PostgreSQL) or batched inserts (PGlite), each kind's
  // set-wise checks and merge, the exports' keyset reads and the values the drivers hand back.
  'src/modules/imports/engine/run-import.test.ts',
  'src/modules/imports/kinds/affiliates.test.ts',
  'src/modules/imports/kinds/content-refused.test.ts',
  'src/modules/imports/kinds/content.test.ts',
  'src/modules/imports/kinds/export-money-content.test.ts',
  'src/modules/imports/kinds/export-round-trip.test.ts',
  'src/modules/imports/kinds/payments.test.ts',
  'src/modules/imports/kinds/plans.test.ts',
  'src/modules/imports/kinds/providers-directory-counts.test.ts',
  'src/modules/imports/kinds/providers-refused.test.ts',
  'src/modules/imports/kinds/providers.test.ts',
  'src/modules/imports/kinds/settlements.test.ts',
  // The live-event bus: in memory on PGlite, LISTEN/NOTIFY on PostgreSQL (src/app.ts).
  'src/modules/support-cases/events/case-events.test.ts',
  ENGINE_EQUIVALENCE_TEST,
];

const onPostgresToo = Boolean(process.env.TEST_DATABASE_URL);

/** What both API projects share: 'api' on PGlite here, 'api-postgres' in the root config. */
export const apiTestSettings = {
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/busy-connection-guard.ts', './test/conformance/assert-conformance.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // One module graph per worker, not per file (ADR 0030): no API test mocks a module.
  isolate: false,
};

/**
 * API tests on PGlite: all of them without TEST_DATABASE_URL; with it, those that open no database
 * and those of the engine (the rest run in 'api-postgres').
 */
export default defineProject({
  test: {
    name: 'api',
    include: onPostgresToo ? [...DATABASE_FREE_TESTS, ...ENGINE_TESTS] : API_TESTS,
    exclude: [
      '**/node_modules/**',
      POSTGRES_ONLY_TESTS,
      ...(onPostgresToo ? [] : [ENGINE_EQUIVALENCE_TEST]),
    ],
    ...apiTestSettings,
    maxWorkers: WORKERS,
  },
});
