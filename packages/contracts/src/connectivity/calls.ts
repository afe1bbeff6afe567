import type { CallDefinition } from '../call.ts';

/** The connectivity area's calls (filled in as its routes move to contract definitions). */
export const connectivityCalls: readonly CallDefinition[] = [];
