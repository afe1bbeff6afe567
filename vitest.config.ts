import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit and integration suites; e2e runs in Playwright. With
// TEST_DATABASE_URL set, the API suite runs a second time on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web', ...postgres],
  },
});
