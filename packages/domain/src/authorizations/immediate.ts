import type { CoverageModality } from '../coverage/modality.ts';
import { AUTHORIZATION_STATE, type AuthorizationStateId } from './catalogue.ts';
import { AUTHORIZATION_MESSAGES } from './process.ts';

export interface ImmediateDecision {
  state: AuthorizationStateId;
  message: string;
}

/**
 * An immediate authorization (spec §4): every service AP → approved at once; any NC →
 * rejected 'Prestación no cubierta.'; otherwise (AM, SA) it waits for the audit.
 */
export function immediateDecision(modalities: readonly CoverageModality[]): ImmediateDecision {
  if (modalities.includes('NC')) {
    return { state: AUTHORIZATION_STATE.rechazado, message: AUTHORIZATION_MESSAGES.notCovered };
  }
  if (modalities.length > 0 && modalities.every((modality) => modality === 'AP')) {
    return { state: AUTHORIZATION_STATE.aprobado, message: AUTHORIZATION_MESSAGES.approved };
  }
  return { state: AUTHORIZATION_STATE.pendiente, message: AUTHORIZATION_MESSAGES.pendingAudit };
}

/** Why a service cannot be registered as a procedure without authorization. */
export type WithoutAuthorizationRefusal = 'not-covered' | 'needs-authorization';

/**
 * A procedure without authorization (trámite sin autorización) registers only services the plan
 * covers with no authorization at all: AP and not an excepted service. NC is not covered; AM,
 * SA, an unknown modality or an excepted AP service needs an authorization instead.
 */
export function withoutAuthorizationRefusal(
  modality: CoverageModality | null,
  excepted: boolean,
): WithoutAuthorizationRefusal | null {
  if (modality === 'NC') return 'not-covered';
  if (modality !== 'AP' || excepted) return 'needs-authorization';
  return null;
}

/** An approved authorization is valid for 30 days from its approval. */
export const APPROVED_VALIDITY_DAYS = 30;
