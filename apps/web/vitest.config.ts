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
    // One module graph per worker, not per file: React, Mantine and the app load once (ADR 0043,
    // last addendum); the setup lets every lazy import settle before a file ends.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app journeys (lazy route, typing, type-ahead debounce) take a few seconds on a busy
    // two-core machine; the 5 s default made them flaky, not faster.
    testTimeout: 15_000,
  },
});
