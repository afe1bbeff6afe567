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
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app journeys on a busy two-core machine (as the portal's, apps/web/vitest.config.ts).
    testTimeout: 15_000,
  },
});
