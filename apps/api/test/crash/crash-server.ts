import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

/** An API server in its own process, as `npm run serve` starts it, that a test can kill. */
export interface ChildServer {
  baseUrl: string;
  /** kill -9: no shutdown hook runs, the database sees the connection (or the process) vanish. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts (closes the database, releases the lock). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

/**
 * Starts apps/api/src/server.ts with `databaseEnv` (PGLITE_DIR or DATABASE_URL) and waits until
 * it answers. Its output is kept for the error message when it does not come up.
 */
export async function startChildServer(databaseEnv: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No SPA here: a missing build makes the API skip it.
      WEB_DIST: join(tmpdir(), 'portal-crash-no-web-dist'),
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ChildServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    kill: () => endWith(child, 'SIGKILL'),
    stop: () => endWith(child, 'SIGTERM'),
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) break;
    try {
      const response = await fetch(`${server.baseUrl}/pre/v0/public-config`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the API did not come up:\n${output.join('').trimEnd() || '(no output)'}`);
}
