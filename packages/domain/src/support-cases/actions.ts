import { CASE_EXTRA_MESSAGES } from './messages.ts';
import { CASE_STATE, isFinalCaseState, type CaseStateId } from './status.ts';

/** What the provider does to a case; `tramite-recibido` is the reply of spec §4. */
export const PROVIDER_CASE_ACTIONS = [
  'alta-tramite',
  'observacion-prestador',
  'archivos-agregados',
  'tramite-recibido',
] as const;

/** What the insurer's operators do to a case. */
export const OPERATOR_CASE_ACTIONS = [
  'observacion',
  'solicitar-informacion',
  'en-proceso',
  'finalizar',
  'rechazar',
  'cerrar',
] as const;

/**
 * What only the console's staff do: move a case to another area. Apart from the operator's
 * actions because it needs an area the CLI's command has no place for.
 */
export const STAFF_CASE_ACTIONS = ['derivar'] as const;

export type ProviderCaseAction = (typeof PROVIDER_CASE_ACTIONS)[number];
export type OperatorCaseAction = (typeof OPERATOR_CASE_ACTIONS)[number];
export type StaffCaseAction = (typeof STAFF_CASE_ACTIONS)[number];
export type CaseAction = ProviderCaseAction | OperatorCaseAction | StaffCaseAction;

/** The reply action of spec §4. */
export const REPLY_ACTION = 'tramite-recibido' satisfies ProviderCaseAction;

/** How the timeline names each action. */
export const CASE_ACTION_TEXT: Record<CaseAction, string> = {
  'alta-tramite': 'Inició el trámite',
  'observacion-prestador': 'Agregó una observación',
  'archivos-agregados': 'Agregó archivos',
  'tramite-recibido': 'Respondió el pedido de información',
  observacion: 'Registró una observación',
  'solicitar-informacion': 'Pidió información al prestador',
  'en-proceso': 'Tomó el trámite para su análisis',
  finalizar: 'Finalizó el trámite',
  rechazar: 'Rechazó el trámite',
  cerrar: 'Cerró el trámite',
  derivar: 'Derivó el trámite a otra área',
};

const OPERATOR_TARGET: Record<OperatorCaseAction, CaseStateId | null> = {
  observacion: null,
  'solicitar-informacion': CASE_STATE.observado,
  'en-proceso': CASE_STATE.enProceso,
  finalizar: CASE_STATE.finalizado,
  rechazar: CASE_STATE.rechazado,
  cerrar: CASE_STATE.cerrado,
};

/**
 * The state an operator action leaves a case in, or an error: a finished case takes no more
 * actions, and information is not asked twice while the first question is unanswered.
 */
export function operatorActionResult(
  estado: number,
  action: OperatorCaseAction,
): { ok: true; estado: number } | { ok: false; message: string } {
  if (isFinalCaseState(estado)) {
    return { ok: false, message: CASE_EXTRA_MESSAGES.caseFinished };
  }
  const target = OPERATOR_TARGET[action];
  if (target === estado && action !== 'observacion') {
    return { ok: false, message: CASE_EXTRA_MESSAGES.sameState };
  }
  return { ok: true, estado: target ?? estado };
}

/** The name of the task a case is in while in a state (the case's `tasks`). */
export function caseTaskName(estado: number): string {
  switch (estado) {
    case CASE_STATE.pendiente:
      return 'Recepción del trámite';
    case CASE_STATE.observado:
      return 'Espera de respuesta del prestador';
    case CASE_STATE.enProceso:
      return 'Análisis';
    default:
      return isFinalCaseState(estado) ? 'Cierre' : 'Gestión';
  }
}
