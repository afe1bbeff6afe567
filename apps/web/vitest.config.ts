import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app journeys (lazy route, typing, type-ahead debounce) take a few seconds on a busy
    // two-core machine; the 5 s default made them flaky, not faster.
    testTimeout: 15_000,
    // One module graph per worker, not per file, as the API's (ADR 0043): a fresh DOM and fresh
    // imports of React and Mantine for each of ~95 files cost more CPU than the tests
    // themselves (176 s of CPU became 75 s). No test mocks a module; setup.ts cleans what a
    // test may leave behind (the DOM, storage, stubs and spies, timers).
    isolate: false,
  },
});
