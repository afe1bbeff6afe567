import { readdirSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from '../scripts/ensure-chromium.ts';

/**
 * The journeys run against `npm start`'s server on a fresh PGlite database (no API mocks), in
 * two lanes with a server each. The walk of every route as every account has a server and a database of its own, so it runs
 * beside the journeys (docs/decisions/0043): it reads the demo data as seeded whatever the
 * journeys change, and most of both is waiting for pages, not computing.
 */
/** The data directory of the server on `port` (mail outbox, PGlite and its lock). */
export const dataDirOf = (port: number) => join(tmpdir(), `portal-e2e-${port}`);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const WALK_PORT = E2E_PORT + 1;
export const WALK_DATA_DIR = dataDirOf(WALK_PORT);
const WALK_FILE = 'account-walk.spec.ts';
/**
 * The walk's walkers can be split in shards, a project and a worker each, on the walk's one
 * server (it only reads). One: on two cores a second shard added a fourth busy worker and the
 * step took longer, with journeys timing out beside it (docs/decisions/0043, last addendum).
 */
export const WALK_SHARDS = 1;

/**
 * The journeys run in two lanes, each on a server and a database of its own, beside the walk
 * (docs/decisions/0043): a lane takes every other spec file in name order and runs its files in
 * that order, so a file meets the data as seeded and as the earlier files of its lane left it.
 */
const TESTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'tests');
const JOURNEY_FILES = readdirSync(TESTS_DIR)
  .filter((name) => name.endsWith('.spec.ts') && name !== WALK_FILE)
  .sort();
const LANES = [
  { name: 'journeys', port: E2E_PORT },
  { name: 'journeys-2', port: E2E_PORT + 2 },
].map((lane, index) => ({
  ...lane,
  files: JOURNEY_FILES.filter((_, position) => position % 2 === index),
}));

const address = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Whether /dev/shm is a tmpfs with room for Chromium's shared memory (the frames and buffers its
 * processes hand each other). Playwright passes --disable-dev-shm-usage on Linux, for containers
 * whose /dev/shm holds 64 MB; Chromium then keeps that memory in files under /tmp, which on this
 * machine kind is the disk (ext4): a pair of journey runs took 6–11 % less CPU with /dev/shm
 * (docs/decisions/0043, last addendum). E2E_SHM=0 keeps Playwright's default.
 */
const TMPFS_MAGIC = 0x01021994;
function devShmIsRoomy(): boolean {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.type === TMPFS_MAGIC && shm.blocks * shm.bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

/**
 * A journey's time limit, and an expectation's. Limits, not aims: a journey takes 5–15 s on an
 * idle host, and where the host's page faults cost a hundred times more (seen on this machine
 * kind, docs/decisions/0043 last addendum) Chromium needs three times the CPU for the same page,
 * so a 30 s limit turned a slow run into 26 failed journeys. Each journey's time is in the report.
 */
export const JOURNEY_TIMEOUT_MS = 60_000;
export const EXPECT_TIMEOUT_MS = 15_000;

export default defineConfig({
  testDir: './tests',
  timeout: JOURNEY_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  fullyParallel: false,
  // One worker for each lane of journeys, which share their server's data in file order, and
  // one for each shard of the walk.
  workers: WALK_SHARDS + LANES.length,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A trace records a screencast and DOM snapshots of every action whether the test passes or
    // not: it doubled the walk's CPU in the browser and the runner (0.98 → 0.52 CPU-seconds a page,
    // docs/decisions/0043), and CI keeps no artifacts. To debug a failure, run the spec again
    // with `--trace on`.
    trace: 'off',
    launchOptions: {
      // The headless shell, as Playwright runs headless itself (scripts/ensure-chromium.ts).
      executablePath: HEADLESS_SHELL.path,
      // Shared memory in /dev/shm when it is roomy (see devShmIsRoomy).
      ...(process.env.E2E_SHM !== '0' && devShmIsRoomy()
        ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] }
        : {}),
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
    ...Array.from({ length: WALK_SHARDS }, (_, shard) => ({
      name: `walk-${shard + 1}`,
      testMatch: WALK_FILE,
      workers: 1,
      metadata: { walkShard: shard },
      use: { baseURL: address(WALK_PORT) },
    })),
    ...LANES.map((lane) => ({
      name: lane.name,
      testMatch: lane.files,
      workers: 1,
      use: { baseURL: address(lane.port) },
    })),
  ],
  // One entry that starts the three servers side by side: Playwright starts its entries one
  // after another (e2e/start-servers.ts).
  webServer: {
    command: `node e2e/start-servers.ts ${[...LANES.map((lane) => lane.port), WALK_PORT]
      .map((port) => `${port}:${dataDirOf(port)}`)
      .join(' ')}`,
    cwd: '..',
    wait: { stdout: /^SERVERS_READY$/m },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
