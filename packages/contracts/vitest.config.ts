import { defineProject } from 'vitest/config';

// Schemas and call definitions, no module mocks: one module graph per worker (see the domain's).
export default defineProject({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], isolate: false },
});
