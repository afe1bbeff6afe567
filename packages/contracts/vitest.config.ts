import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

// Schemas and call definitions, no module mocks: one module graph per worker (see the domain's).
export default defineProject({
  test: { name: 'contracts', maxWorkers: WORKERS, include: ['src/**/*.test.ts'], isolate: false },
});
