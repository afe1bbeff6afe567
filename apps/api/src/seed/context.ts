import type { Db } from '../db/client.ts';
import type { SeedScale } from './synthetic.ts';

/** The instant demo data is dated from, so every run writes the same rows. */
export const SEED_EPOCH = new Date('2026-01-05T12:00:00-03:00');

/** What every area's seed step gets: the transaction, the size, and the dates rows hang from. */
export interface SeedContext {
  db: Db;
  size: SeedScale;
  /** The first start (or the tests' fixed clock): support cases count back from it. */
  now: Date;
  /** SEED_EPOCH: every other dated row. */
  epoch: Date;
}

/** One area's demo data. Steps run in order, so one may read what earlier steps wrote. */
export type SeedStep = (context: SeedContext) => Promise<void>;

/**
 * What seed/<area>.ts exports as `seedStep` (docs/decisions/0039): its step, and the areas whose
 * rows it reads or refers to, which run before it. The reference data (seed/core.ts) always runs
 * first, so no area names it.
 */
export interface AreaSeed {
  after: readonly string[];
  run: SeedStep;
}
