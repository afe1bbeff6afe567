import { defineProject } from 'vitest/config';

// Uploads read XMLHttpRequest and Blob as a browser has them.
export default defineProject({
  test: { name: 'client', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
});
