import { defineConfig } from 'vitest/config';

// One Vitest run covers the three unit/integration suites; e2e runs in Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
  },
});
