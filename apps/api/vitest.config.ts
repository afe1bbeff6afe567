import { defineProject } from 'vitest/config';

/** What both API projects share: 'api' on PGlite here, 'api-postgres' in the root config. */
export const apiTestSettings = {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/** Tests of PostgreSQL-only behaviour (several processes on one server): api-postgres only. */
export const POSTGRES_ONLY_TESTS = 'src/**/*.postgres.test.ts';

/** API integration tests through app.inject, on PGlite (and on PostgreSQL as 'api-postgres'). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', POSTGRES_ONLY_TESTS],
    ...apiTestSettings,
  },
});
