import type { OperatorCaseAction } from '../support-cases/actions.ts';
import { queueDefinition, type QueueId } from './catalogue.ts';

/*
 * What the console's staff decide on each queue's items (docs/decisions/0059). Support cases,
 * Mis datos changes and debit claims are all cases: their decisions are the operator's case
 * actions under the names the console shows, so the CLI and the console move a case by one rule.
 */

/** Authorizations: the operator's own three decisions (an integral request, step by step). */
export const AUTHORIZATION_QUEUE_DECISIONS = ['aprobar', 'observar', 'rechazar'] as const;
export const CASE_QUEUE_DECISIONS = [
  'responder',
  'solicitar-informacion',
  'mover',
  'cerrar',
] as const;
export const PROFILE_CHANGE_QUEUE_DECISIONS = ['aceptar', 'rechazar'] as const;
export const DEBIT_CLAIM_QUEUE_DECISIONS = [
  'responder',
  'solicitar-informacion',
  'cerrar',
] as const;

export type CaseQueueDecision = (typeof CASE_QUEUE_DECISIONS)[number];
export type ProfileChangeQueueDecision = (typeof PROFILE_CHANGE_QUEUE_DECISIONS)[number];
export type DebitClaimQueueDecision = (typeof DEBIT_CLAIM_QUEUE_DECISIONS)[number];
export type CaseLikeQueueDecision =
  CaseQueueDecision | ProfileChangeQueueDecision | DebitClaimQueueDecision;

/**
 * The operator's case action each decision is. An answer resolves the case (finalizado: for a
 * Mis datos change, the state whose closing hook applies it); moving keeps the state and only
 * changes the area, so it is no state action.
 */
export const CASE_DECISION_ACTION: Record<
  Exclude<CaseLikeQueueDecision, 'mover'>,
  OperatorCaseAction
> = {
  responder: 'finalizar',
  aceptar: 'finalizar',
  'solicitar-informacion': 'solicitar-informacion',
  rechazar: 'rechazar',
  cerrar: 'cerrar',
};

export const QUEUE_DECISION_MESSAGES = {
  notWaiting:
    'El trámite no espera una decisión de la aseguradora: ya fue decidido o espera la respuesta del prestador.',
  messageRequired: 'Escribí el mensaje para el prestador.',
  areaRequired: 'Elegí el área a la que pasa el trámite.',
  sameArea: 'El trámite ya está en esa área.',
} as const;

/** Whether the next move on an item in `estado` is the insurer's: only then may staff decide. */
export function isWaitingOnInsurer(queue: QueueId, estado: number): boolean {
  return queueDefinition(queue).waitingStates.includes(estado);
}
