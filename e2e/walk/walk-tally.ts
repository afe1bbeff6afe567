import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WALK_DATA_DIR } from '../playwright.config.ts';

/**
 * The walk's running tally, kept in the run's data directory (emptied when the run's server
 * starts): Playwright replaces its worker after a failed test, and the counts and the markup
 * axe has checked must outlive it.
 */
export interface WalkTally {
  walkers: number;
  pages: number;
  calls: number;
  failures: number;
  axeChecked: string[];
}

const FILE = join(WALK_DATA_DIR, 'walk-tally.json');

export function readTally(): WalkTally {
  if (!existsSync(FILE)) return { walkers: 0, pages: 0, calls: 0, failures: 0, axeChecked: [] };
  return JSON.parse(readFileSync(FILE, 'utf8')) as WalkTally;
}

export function saveTally(tally: WalkTally): void {
  writeFileSync(FILE, JSON.stringify(tally));
}

export const tallyLine = (tally: WalkTally, of: number) =>
  `walk: ${tally.walkers} of ${of} walkers, ${tally.pages} pages, ${tally.calls} API calls checked, ${tally.failures} failures`;
