import { defineConfig } from 'vitest/config';
import {
  API_TESTS,
  DATABASE_FREE_TESTS,
  ENGINE_EQUIVALENCE_TEST,
  apiTestSettings,
} from './apps/api/vitest.config.ts';
import { WORKERS } from './vitest.workers.ts';

// One Vitest run covers the unit and integration suites; e2e runs in Playwright. With
// TEST_DATABASE_URL set, every API test that opens a database runs here on PostgreSQL, the
// PostgreSQL-only ones (*.postgres.test.ts) too, while 'api' keeps on PGlite the tests that open
// none, those of the engine itself and the engines' equivalence test (apps/api/vitest.config.ts;
// ADR 0030, rule 1 amended by ADR 0075).
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        root: './apps/api',
        test: {
          name: 'api-postgres',
          include: API_TESTS,
          exclude: ['**/node_modules/**', ...DATABASE_FREE_TESTS, ENGINE_EQUIVALENCE_TEST],
          env: { TEST_DB: 'postgres' },
          ...apiTestSettings,
          // Its tests wait on the PostgreSQL server more than they compute: four workers on two
          // cores take 138 s where two took 228 s. Its own group runs after the others, which
          // have one worker a core (PGlite and the DOM compute).
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      'packages/domain',
      'packages/contracts',
      'packages/client',
      'apps/api',
      'apps/web',
      'apps/console',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          maxWorkers: WORKERS,
        },
      },
      ...postgres,
    ],
  },
});
