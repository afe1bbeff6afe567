import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquirePgliteLock, readPgliteLock } from './pglite-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));

describe('the PGlite data directory lock', () => {
  it('refuses a second holder while a live process holds the directory', () => {
    const dir = freshDir();
    // The parent process (the test runner's) stands in for another live holder.
    writeFileSync(
      join(dir, 'portal.lock'),
      JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:1' }),
    );
    expect(() => acquirePgliteLock(dir)).toThrow(
      /in use by process .* \(http:\/\/127\.0\.0\.1:1\)/,
    );
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'portal.lock'), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const release = acquirePgliteLock(dir, { url: 'http://127.0.0.1:2', operatorKey: 'k' });
    release();
    expect(readPgliteLock(dir)).toBeNull();
  });

  it('tells operator commands where the live server is and its key', () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, 'portal.lock'),
      JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:3', operatorKey: 'secret' }),
    );
    expect(readPgliteLock(dir)).toEqual({
      pid: process.ppid,
      url: 'http://127.0.0.1:3',
      operatorKey: 'secret',
    });
  });
});
