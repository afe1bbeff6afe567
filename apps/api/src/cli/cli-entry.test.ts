import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Starts `npm run <script>`'s file with Node, as npm does; answers its code and output. */
async function entry(script: string, env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [`apps/api/src/cli/${script}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The commands themselves run in the test's worker (the *-main.ts files, tests beside them).
 * Here, once each, the real entry files: Node starts them, they read the process's arguments
 * and environment, print to its streams and end it with the command's exit code. None of these
 * cases opens a database.
 */
describe('the command-line entry files, started by Node', () => {
  let lockDir: string;
  beforeAll(async () => {
    // A live process other than the command's (this one) holds the embedded database.
    lockDir = await mkdtemp(join(tmpdir(), 'portal-cli-entry-'));
    await writeFile(join(lockDir, 'portal.lock'), JSON.stringify({ pid: process.pid }));
  });
  afterAll(() => rm(lockDir, { recursive: true, force: true }));

  it('operator: a demo staff account’s code on standard output, exit 0', async () => {
    const { code, stdout } = await entry('operator', {}, 'totp', 'soporte@aseguradora.test');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\d{6}\n$/);
  }, 60_000);

  it('operator: the mail of a server without MAIL_DIR is refused on standard error, exit 1', async () => {
    const { code, stderr } = await entry(
      'operator',
      { DATABASE_URL: '', PGLITE_DIR: lockDir, MAIL_DIR: '' },
      'outbox',
    );
    expect(code).toBe(1);
    expect(stderr).toContain(`operator: the server (process ${process.pid}) holds the embedded`);
  }, 60_000);

  it('impersonate: a usage error, exit 2', async () => {
    const { code, stderr } = await entry('impersonate', {}, '--minutes', '5');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run impersonate -- EMAIL');
  }, 60_000);

  it('import: a file that cannot be read, exit 2', async () => {
    const missing = join(lockDir, 'no-existe.csv');
    const { code, stderr } = await entry('import', {}, 'affiliates', missing);
    expect(code).toBe(2);
    expect(stderr).toContain(`import: no se puede leer el archivo ${missing}.`);
  }, 60_000);

  it('export: the embedded database held by a server, exit 1', async () => {
    const { code, stderr } = await entry(
      'export',
      { DATABASE_URL: '', PGLITE_DIR: lockDir },
      'plans',
    );
    expect(code).toBe(1);
    expect(stderr).toContain(`está en uso por el servidor (proceso ${process.pid}`);
  }, 60_000);
});
