import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_HEADER, affiliateLine, affiliateState } from '../imports.ts';
import { sharedDatabase } from '../shared-database.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const ROWS = 40_000;

/**
 * kill -9 of `npm run import` once the file is read, while it checks and merges in its one
 * transaction: the register the database held before is whole (same rows, same values, no new
 * history), on PGlite in 'api' and PostgreSQL in 'api-postgres'.
 */
describe(`an import killed mid-merge on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('leaves the previous data whole', async () => {
    const database = await sharedDatabase('portal-import-crash-');
    const dir = await mkdtemp(join(tmpdir(), 'portal-import-crash-files-'));
    try {
      const opened = await database.open();
      const before = await affiliateState(opened.db);
      await opened.close();
      // A full register of new affiliates: the merge inserts, retires and writes history.
      const file = join(dir, 'padron.csv');
      const lines = Array.from({ length: ROWS }, (_, i) => affiliateLine(40_000_000 + i));
      await writeFile(file, [AFFILIATE_HEADER, ...lines].join('\n') + '\n');

      const child = spawn(
        process.execPath,
        ['apps/api/src/cli/import.ts', 'affiliates', file, '--full'],
        { cwd: repoRoot, env: { ...process.env, ...database.env }, stdio: 'pipe' },
      );
      const ended = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.on('exit', (code, signal) => resolve({ code, signal })),
      );
      let progress = '';
      child.stderr.on('data', (chunk: Buffer) => {
        progress += chunk.toString();
        // The file is read (100 %): staging is done, the checks and the merge are under way.
        if (/100 %/.test(progress) && child.exitCode === null) {
          setTimeout(() => child.kill('SIGKILL'), 50);
        }
      });
      const exit = await ended;
      expect(exit, progress).toEqual({ code: null, signal: 'SIGKILL' });

      const after = await database.open();
      try {
        expect(await affiliateState(after.db)).toEqual(before);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
