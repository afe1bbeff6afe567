import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes writing one data directory corrupt it. The
 * process that opens it holds this file; it also tells operator commands how to reach the
 * running server (its URL and a one-per-start operator key, readable only by the owner).
 */
export interface PgliteLock {
  pid: number;
  url?: string;
  operatorKey?: string;
}

const lockPath = (dataDir: string) => join(dataDir, 'portal.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock of a live process, or null when the directory is free (a stale lock is ignored). */
export function readPgliteLock(dataDir: string): PgliteLock | null {
  try {
    const lock = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as PgliteLock;
    return lock.pid !== process.pid && alive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

export function acquirePgliteLock(
  dataDir: string,
  details: Omit<PgliteLock, 'pid'> = {},
): () => void {
  const holder = readPgliteLock(dataDir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}${holder.url ? ` (${holder.url})` : ''}. ` +
        'Stop it first, or point PGLITE_DIR at another directory.',
    );
  }
  writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, ...details }), {
    mode: 0o600,
  });
  return () => rmSync(lockPath(dataDir), { force: true });
}
