import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup, removeTempDir, trackChild, trackTempDir } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { createThrowawayDatabase } from './postgres.ts';

export interface RunningServer {
  label: string;
  baseUrl: string;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/** A free loopback port (the OS picks it; the server binds it right after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A temp dir removed at the end of the run, also on error. */
export function benchTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-${prefix}-`));
  trackTempDir(dir);
  return dir;
}

function tail(lines: string[]): string {
  return lines.slice(-30).join('').trimEnd() || '(no output)';
}

async function waitReady(child: ChildProcess, url: string, label: string, output: string[]) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited before listening:\n${tail(output)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${tail(output)}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

interface SpawnOptions {
  label: string;
  /** Entry file, relative to the repository root. */
  script: string;
  env: Record<string, string>;
  /** GET path that answers 200 once the server is ready. */
  readyPath: string;
  /** A fixed port; a free one when unset. */
  port?: number;
}

/** Starts a server in its own Node process, so it never shares an event loop with autocannon. */
export async function spawnServer(options: SpawnOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(port) };
  const child = spawn(process.execPath, [options.script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const server: RunningServer = {
    label: options.label,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child),
  };
  onCleanup(`stop ${options.label}`, server.stop);
  await waitReady(child, `${server.baseUrl}${options.readyPath}`, options.label, output);
  return server;
}

export function startHelloServer(): Promise<RunningServer> {
  return spawnServer({
    label: 'hello-world',
    script: 'scripts/bench/hello-server.ts',
    env: {},
    readyPath: '/',
  });
}

export type ApiDatabase = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/**
 * apps/api/src/server.ts as in production: it migrates and seeds the demo data itself when the
 * database is empty. PGlite gets a fresh temp data dir, removed after the server stops.
 * `extraEnv` adds to its environment (the soak's METRICS_PORT).
 */
export async function startApiServer(
  database: ApiDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...extraEnv,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The SPA is not under test: a missing build makes the API skip it.
    WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
    SESSION_TTL_MINUTES: '240',
    ...extraEnv,
  };
  let pgliteDir: string | undefined;
  if (database.kind === 'postgres') {
    env.DATABASE_URL = database.url;
  } else {
    pgliteDir = benchTempDir('pglite');
    env.PGLITE_DIR = pgliteDir;
    env.DATABASE_URL = '';
  }
  const server = await spawnServer({
    label: `api (${database.kind})`,
    script: 'apps/api/src/server.ts',
    env,
    readyPath: '/pre/v0/public-config',
  });
  if (!pgliteDir) return server;
  const dir = pgliteDir;
  return {
    ...server,
    stop: async () => {
      await server.stop();
      removeTempDir(dir);
    },
  };
}

/**
 * What a scenario's context offers for a seeded database (a ScenarioContext is one; named here
 * by its shape, since scenario-types.ts names this file's RunningServer).
 */
interface SeedSource {
  postgresAdminUrl: string | null;
  largeSeed(): Promise<{ url: string }>;
}

/** The API on PostgreSQL, on the large seed or on the demo seed of a throwaway database. */
export async function startApiOnSeed(context: SeedSource, large: boolean) {
  const url = large
    ? (await context.largeSeed()).url
    : await createThrowawayDatabase(context.postgresAdminUrl!, 'portal_bench');
  return startApiServer({ kind: 'postgres', url });
}
