import {
  authorizationCoverageCalls,
  connectivityCoverageCalls,
  validatorCoverageCalls,
} from '@portal/contracts';

/**
 * The shared lookups (services, diagnoses, coverage, places, terminals, circles) are mounted
 * once per module permission (docs/decisions/0007): a page uses the scope of its own module,
 * so the server checks the permission the user reached the page with.
 */
export type LookupScope = 'validador' | 'conectividad' | 'autorizaciones';

const CALLS = {
  validador: validatorCoverageCalls,
  conectividad: connectivityCoverageCalls,
  autorizaciones: authorizationCoverageCalls,
} as const;

/** The contract calls of the lookups under a scope's base. */
export function lookupCalls(scope: LookupScope) {
  return CALLS[scope];
}
