import type { Db } from '../../../db/client.ts';

/** A case an operator has just moved to a final state, inside that move's transaction. */
export interface ClosedCase {
  caseId: number;
  providerId: number;
  /** finalizado, rechazado or cerrado. */
  estado: number;
  at: Date;
}

export type CaseClosedHook = (tx: Db, closed: ClosedCase) => Promise<void>;

/**
 * What other areas do when a case ends (Mis datos applies an approved change), run in the
 * closing transaction: a failing hook leaves the case open. The support centre imports no area;
 * an area registers here through public.ts. A Set, so registering again (one app per test
 * file) adds nothing.
 */
const hooks = new Set<CaseClosedHook>();

export function whenCaseCloses(hook: CaseClosedHook): void {
  hooks.add(hook);
}

export async function runCaseClosedHooks(tx: Db, closed: ClosedCase): Promise<void> {
  for (const hook of hooks) await hook(tx, closed);
}
