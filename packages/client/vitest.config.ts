import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

// Uploads read XMLHttpRequest and Blob as a browser has them.
export default defineProject({
  test: {
    name: 'client',
    maxWorkers: WORKERS,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
