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

/** An approved authorization is valid for 30 days from its approval. */
export const APPROVED_VALIDITY_DAYS = 30;
