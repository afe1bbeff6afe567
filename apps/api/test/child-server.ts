import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

/** An API server in its own process, as `npm run serve` starts it, that a test can kill. */
export interface ChildServer {
  baseUrl: string;
  port: number;
  /** kill -9: no shutdown hook runs, the database sees the connection (or the process) vanish. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts (closes the database, releases the lock). */
  stop(): Promise<void>;
  /** Sends SIGTERM and returns at once (the test watches the drain); `exit` tells the end. */
  terminate(): void;
  /** The exit code (null after a signal), once the process has ended. */
  exit: Promise<number | null>;
  /** What it printed so far (stdout and stderr). */
  output(): string;
}

export interface ChildServerOptions {
  /** PGLITE_DIR or DATABASE_URL, and any other variable of this start. */
  env: Record<string, string>;
  /** GET path answering 200 once the server serves; null: return at once, without waiting. */
  readyPath?: string | null;
  port?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function endWith(child: ChildProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (exited(child)) return;
  const done = once(child, 'exit');
  child.kill(signal);
  // A graceful stop that hangs still ends: the check below must not wait forever.
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

/** Spawns apps/api/src/server.ts; with a readyPath, waits until it answers 200 there. */
export async function spawnApiServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No SPA here: a missing build makes the API skip it.
      WEB_DIST: join(tmpdir(), 'portal-test-no-web-dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => {
    if (exited(child)) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const server: ChildServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    kill: () => endWith(child, 'SIGKILL'),
    stop: () => endWith(child, 'SIGTERM'),
    terminate: () => void child.kill('SIGTERM'),
    exit,
    output: () => output.join(''),
  };
  if (options.readyPath === null) return server;

  const readyPath = options.readyPath ?? '/pre/ready';
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) break;
    try {
      const response = await fetch(`${server.baseUrl}${readyPath}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the API did not come up:\n${server.output().trimEnd() || '(no output)'}`);
}

/** The crash harness's start: the database's variables only, answering once it serves. */
export const startChildServer = (databaseEnv: Record<string, string>) =>
  spawnApiServer({ env: databaseEnv, readyPath: '/pre/v0/public-config' });
