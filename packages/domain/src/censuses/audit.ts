/**
 * The medical auditors' review of census rows (docs/decisions/0060). A row is registered
 * pending; the auditor approves it, observes it (a message the provider reads beside the row)
 * or rejects it. The row is a notice of a fact that already happened, so the provider has no
 * answer to give on the same row: an observed row is fixed by registering the right movement,
 * and every decision ends the row's wait.
 */
export const CENSUS_STATES = [
  { id: 1, descripcion: 'Pendiente' },
  { id: 2, descripcion: 'Observado' },
  { id: 3, descripcion: 'Aprobado' },
  { id: 4, descripcion: 'Rechazado' },
] as const;
export type CensusStateId = (typeof CENSUS_STATES)[number]['id'];

export const CENSUS_PENDING: CensusStateId = 1;

export const CENSUS_DECISIONS = ['aprobar', 'observar', 'rechazar'] as const;
export type CensusDecision = (typeof CENSUS_DECISIONS)[number];

const STATE_OF: Record<CensusDecision, CensusStateId> = { aprobar: 3, observar: 2, rechazar: 4 };

/** The state a decision leaves the row in. */
export function censusDecisionState(decision: CensusDecision): CensusStateId {
  return STATE_OF[decision];
}

export function censusStateText(id: number): string {
  return CENSUS_STATES.find((state) => state.id === id)?.descripcion ?? String(id);
}

/**
 * The state as the portal's status badges read it (spec §4, like an authorization's display):
 * approved and rejected rows are 'Finalizado', with the state itself said beside the badge.
 */
export function censusStateDisplay(id: number): string {
  return id === 3 || id === 4 ? 'Finalizado' : censusStateText(id);
}

export const CENSUS_DECISION_MESSAGES = {
  messageRequired: 'Escribí el mensaje para el prestador.',
  notWaiting: 'Este censo ya fue auditado: no espera una decisión.',
} as const;

/** Observing asks the provider for something, so it needs a message; the others may carry one. */
export function censusDecisionProblem(input: {
  accion: CensusDecision;
  mensaje?: string | undefined;
}): string | null {
  if (input.accion === 'observar' && (input.mensaje ?? '').trim() === '') {
    return CENSUS_DECISION_MESSAGES.messageRequired;
  }
  return null;
}
