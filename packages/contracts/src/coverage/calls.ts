import type { CallDefinition } from '../call.ts';

/** The coverage area's calls (filled in as its routes move to contract definitions). */
export const coverageCalls: readonly CallDefinition[] = [];
