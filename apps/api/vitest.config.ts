import { defineProject } from 'vitest/config';

/** API integration tests through app.inject, on PGlite (and on PostgreSQL as 'api-postgres'). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
