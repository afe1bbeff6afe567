import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The journeys run against `npm start`'s server on a fresh PGlite database (no API mocks). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = join(tmpdir(), `portal-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mail');
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node apps/api/src/server.ts`,
    cwd: '..',
    url: `${baseURL}/pre/v0/public-config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(E2E_DATA_DIR, 'db'),
      MAIL_DIR: E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
