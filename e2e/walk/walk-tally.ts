import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WALK_DATA_DIR } from '../playwright.config.ts';

/**
 * A walk shard's running tally, kept in the run's data directory (emptied when the run's server
 * starts): Playwright replaces its worker after a failed test, and the counts must outlive it.
 * Each shard has a file of its own, as the shards run at once in two workers.
 */
export interface WalkTally {
  walkers: number;
  pages: number;
  calls: number;
  failures: number;
  /** How long each walker took, in seconds, in the order they ended. */
  seconds: Record<string, number>;
}

const fileOf = (shard: number) => join(WALK_DATA_DIR, `walk-tally-${shard}.json`);

export function readTally(shard: number): WalkTally {
  const file = fileOf(shard);
  if (!existsSync(file)) return { walkers: 0, pages: 0, calls: 0, failures: 0, seconds: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as WalkTally;
}

export function saveTally(shard: number, tally: WalkTally): void {
  writeFileSync(fileOf(shard), JSON.stringify(tally));
}

export const tallyLine = (tally: WalkTally, of: number, shard: number, shards: number) =>
  `walk ${shard + 1}/${shards}: ${tally.walkers} of ${of} walkers, ${tally.pages} pages, ${tally.calls} API calls checked, ${tally.failures} failures` +
  ` (${Object.entries(tally.seconds)
    .map(([who, seconds]) => `${who} ${seconds} s`)
    .join(', ')})`;

const AXE_DIR = join(WALK_DATA_DIR, 'axe-checked');

/**
 * Claims the axe check of one markup for this walker: true for the first to ask, in any shard
 * and any worker (a file created only if absent is the lock), false for everyone after. The
 * claims live in the run's data directory, so a replaced worker keeps them too.
 */
export function claimAxeCheck(key: string): boolean {
  mkdirSync(AXE_DIR, { recursive: true });
  try {
    writeFileSync(join(AXE_DIR, key.replace(/[^A-Za-z0-9]+/g, '-')), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
