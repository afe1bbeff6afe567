import { DEMO_PROVIDER_CASES } from './support-demo-cases/demo-provider.ts';
import { INTERIOR_PROVIDER_CASES } from './support-demo-cases/interior-provider.ts';
import type { DemoCase } from './support-demo-cases/model.ts';

export type { DemoCase, DemoStage } from './support-demo-cases/model.ts';

/**
 * The support cases of the demo providers, dated back from the seed's anchor (the first start,
 * or the tests' fixed clock), so "the last 15 days" and the pending inbox show data. Every state
 * appears in the three areas; 'key' names each case for tests and the README.
 */
export const DEMO_CASES: readonly DemoCase[] = [...DEMO_PROVIDER_CASES, ...INTERIOR_PROVIDER_CASES];
