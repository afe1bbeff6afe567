import type { CallDefinition } from '../call.ts';

/** The support-cases area's calls (filled in as its routes move to contract definitions). */
export const supportCasesCalls: readonly CallDefinition[] = [];
