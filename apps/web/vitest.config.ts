import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    maxWorkers: WORKERS,
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app journeys (lazy route, typing, type-ahead debounce) take a few seconds on a busy
    // two-core machine; the 5 s default made them flaky, not faster.
    testTimeout: 15_000,
  },
});
