import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The journeys run against `npm start`'s server on a fresh PGlite database (no API mocks). The
 * walk of every route as every account has a server and a database of its own, so it runs
 * beside the journeys (docs/decisions/0043): it reads the demo data as seeded whatever the
 * journeys change, and most of both is waiting for pages, not computing.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = join(tmpdir(), `portal-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mail');
export const WALK_PORT = E2E_PORT + 1;
export const WALK_DATA_DIR = join(tmpdir(), `portal-e2e-${WALK_PORT}`);
const WALK_FILE = 'account-walk.spec.ts';

const address = (port: number) => `http://127.0.0.1:${port}`;

/** `npm start`'s server on a fresh database in `dataDir`. */
function server(port: number, dataDir: string) {
  return {
    command: `rm -rf ${dataDir} && node apps/api/src/server.ts`,
    cwd: '..',
    url: `${address(port)}/pre/v0/public-config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'db'),
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: address(port),
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker for the journeys, which share their server's data in file order, and one for
  // the walk.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
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
  projects: [
    {
      name: 'walk',
      testMatch: WALK_FILE,
      workers: 1,
      use: { baseURL: address(WALK_PORT) },
    },
    {
      name: 'journeys',
      testIgnore: WALK_FILE,
      workers: 1,
      use: { baseURL: address(E2E_PORT) },
    },
  ],
  webServer: [server(E2E_PORT, E2E_DATA_DIR), server(WALK_PORT, WALK_DATA_DIR)],
});
