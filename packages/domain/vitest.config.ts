import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

// Pure functions, no module mocks: the files share one module graph per worker instead of a
// fresh worker each (~1.5 s apiece on two cores; docs/decisions/0043, last addendum).
export default defineProject({
  test: { name: 'domain', maxWorkers: WORKERS, include: ['src/**/*.test.ts'], isolate: false },
});
