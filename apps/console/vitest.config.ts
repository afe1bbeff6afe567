import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { WORKERS } from '../../vitest.workers.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'console',
    maxWorkers: WORKERS,
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // One module graph per worker, not per file: React, Mantine and the app load once (ADR 0043,
    // last addendum); the setup lets every lazy import settle before a file ends.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app journeys on a busy two-core machine (as the portal's, apps/web/vitest.config.ts).
    testTimeout: 15_000,
  },
});
