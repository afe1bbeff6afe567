import { caseFilingWrite } from './case-filing-write.ts';
import type { CrashWrite } from './crash-harness.ts';

/**
 * Every multi-row write the crash-safety test drives. A new one (an authorization with its
 * items, a settlement inquiry with its files …) joins with one entry: a `CrashWrite` that sends
 * the write and the SQL that finds its half-written rows (see case-filing-write.ts).
 */
export const CRASH_WRITES: readonly CrashWrite[] = [caseFilingWrite];
