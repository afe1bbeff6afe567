import { availableParallelism } from 'node:os';

/**
 * One worker a core, for every project that runs in the first group (docs/decisions/0043, last
 * addendum). Vitest's default in a run is one fewer than the cores — on two cores one worker,
 * and the PGlite and DOM projects ran file after file beside an idle core. Projects of one group
 * must agree on it, and a project's own config file does not inherit the root's: each sets it.
 */
export const WORKERS = availableParallelism();
