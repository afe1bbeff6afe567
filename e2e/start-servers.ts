import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The journeys' servers, started side by side: `npm start`'s server, each on a fresh PGlite
 * database of its own. Playwright starts the entries of `webServer` one after another, each once
 * the one before answers, and a start migrates and seeds (20 s of one core): three in a row
 * kept the two cores half idle for a minute before the first journey (docs/decisions/0043).
 *
 * Usage: `node e2e/start-servers.ts PORT:DATA_DIR …`, from the repository's root. Prints
 * `SERVERS_READY` once every server answers; ends, with its code, when any server ends.
 */
interface Server {
  port: number;
  dataDir: string;
}

const address = (port: number) => `http://127.0.0.1:${port}`;

function parse(argument: string): Server {
  const at = argument.indexOf(':');
  const port = Number(argument.slice(0, at));
  const dataDir = argument.slice(at + 1);
  if (at < 1 || !Number.isInteger(port) || dataDir === '') {
    throw new Error(`expected PORT:DATA_DIR, got ${argument}`);
  }
  return { port, dataDir };
}

function start({ port, dataDir }: Server): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'db'),
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: address(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) {
      process.stderr.write(`[${port}] ${line}\n`);
    }
  });
  return child;
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`${address(port)}/pre/v0/public-config`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const servers = process.argv.slice(2).map(parse);
for (const { port } of servers) {
  // A server left from an earlier run would answer for the new one, which cannot listen.
  if (await answers(port)) {
    console.error(`${address(port)} is already in use: stop the server listening there`);
    process.exit(1);
  }
}
const children = servers.map(start);
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
for (const [index, child] of children.entries()) {
  child.once('exit', (code, signal) => {
    process.stderr.write(`server on ${servers[index]!.port} ended (${signal ?? code})\n`);
    stopAll();
    process.exit(code === 0 ? 1 : (code ?? 1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(0);
  });
}

const waiting = new Set(servers.map((server) => server.port));
while (waiting.size > 0) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log('SERVERS_READY');
