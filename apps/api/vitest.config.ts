import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

/**
 * Which API test runs where (ADR 0030). The suite runs on PGlite as 'api' and, with
 * TEST_DATABASE_URL set, on PostgreSQL as 'api-postgres' (root vitest.config.ts). Only what can
 * differ between the two engines runs on both:
 * - tests that open no database run once, in 'api' (DATABASE_FREE_TESTS);
 * - the whole-surface sweeps (every call × generated input, every call × caller) prove the
 *   guards and the contracts, the same on both engines: they run once, on PostgreSQL when there
 *   is one (the production engine), else on PGlite (ONCE_PER_RUN_TESTS);
 * - PostgreSQL-only behaviour (several processes on one server) runs in 'api-postgres' alone
 *   (POSTGRES_ONLY_TESTS);
 * - everything else runs on both.
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
  'test/openapi-document.test.ts',
  'test/spawned-commands.test.ts',
  'test/startup/production-secrets.test.ts',
];

/** The contract fuzz and the authorization matrix: once per run, on the production engine. */
export const ONCE_PER_RUN_TESTS = ['test/fuzz/**/*.test.ts', 'test/matrix/**/*.test.ts'];

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

/** API integration tests through app.inject, on PGlite (and on PostgreSQL as 'api-postgres'). */
export default defineProject({
  test: {
    name: 'api',
    include: API_TESTS,
    exclude: [
      '**/node_modules/**',
      POSTGRES_ONLY_TESTS,
      ...(onPostgresToo ? ONCE_PER_RUN_TESTS : []),
    ],
    ...apiTestSettings,
    maxWorkers: WORKERS,
  },
});
