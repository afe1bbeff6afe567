import {
  AUTHORIZATION_STATE,
  type AuthorizationDecision,
  type AuthorizationKind,
  type AuthorizationProcess,
  type AuthorizationStateId,
  type MedicalAuthorizationType,
} from './catalogue.ts';
import type { CoverageModality } from '../coverage/modality.ts';

/**
 * The integral authorization process (spec §5) and the steps a request walks through. Each
 * process has its own steps; the operator's 'aprobar' walks an integral request one step at a
 * time and only approves it on its last audit step.
 */

export const STANDARD_STEPS = ['Recepción', 'Auditoría médica', 'Resolución'] as const;
export const INTEGRAL_STEPS = [
  'Recepción',
  'Auditoría médica',
  'Cotización de materiales',
  'Auditoría de prestaciones',
  'Resolución',
] as const;

export function processSteps(process: AuthorizationProcess): readonly string[] {
  return process === 'integral' ? INTEGRAL_STEPS : STANDARD_STEPS;
}

export interface IntegralProcessInput {
  kind: AuthorizationKind;
  tipoAutorizacionMedica?: MedicalAuthorizationType | null;
  requiereMaterial?: boolean;
  adjuntaPresupuesto?: boolean;
  /** The coverage modalities of the request's services (none known: empty). */
  modalities: readonly CoverageModality[];
}

/**
 * Spec §5: a medical (or materials) authorization of type surgery goes to the integral process
 * when it requires materials or prostheses, attaches a budget, or its coverage is not SA.
 */
export function authorizationProcess(input: IntegralProcessInput): AuthorizationProcess {
  const medical = input.kind === 'autorizacion' || input.kind === 'autorizacion-con-materiales';
  if (!medical || input.tipoAutorizacionMedica !== 'cirugia') return 'estandar';
  const notSa = input.modalities.some((modality) => modality !== 'SA');
  const materials = input.requiereMaterial === true || input.kind === 'autorizacion-con-materiales';
  return materials || input.adjuntaPresupuesto === true || notSa ? 'integral' : 'estandar';
}

export const AUTHORIZATION_MESSAGES = {
  finished: 'El trámite ya está finalizado: no admite más decisiones.',
  notObserved: 'El trámite no está observado: no espera tu respuesta.',
  notCovered: 'Prestación no cubierta.',
  approved: 'Autorización aprobada.',
  pendingAudit: 'El trámite quedó pendiente de auditoría.',
  invalidAffiliate: 'Credencial Inexistente',
  unknownPlace: 'El lugar de atención no pertenece al prestador.',
  unknownDiagnosis: 'El diagnóstico no existe.',
  dentalOnly: 'Las autorizaciones odontológicas son solo para prestadores odontológicos.',
  authorizable: (codigo: number) =>
    `La prestación ${codigo} requiere autorización: cargala como autorización.`,
  unknownService: (codigo: number) => `La prestación ${codigo} no existe.`,
  observationRequired: 'Escribí la observación para el prestador.',
  surgeryDateRequired: 'Indicá la fecha de cirugía.',
} as const;

export function isFinalAuthorizationState(state: number): boolean {
  return state === AUTHORIZATION_STATE.aprobado || state === AUTHORIZATION_STATE.rechazado;
}

export interface RequestPosition {
  state: AuthorizationStateId;
  /** Index into the process's steps. */
  step: number;
}

export type DecisionOutcome =
  { ok: true; position: RequestPosition } | { ok: false; message: string };

/**
 * The insurer's decision on a request. 'aprobar' advances an integral request one step until
 * its last audit step, where it approves (on 'Resolución'); 'observar' waits for the provider
 * on the same step; 'rechazar' is final. A finished request takes no more decisions.
 */
export function applyDecision(
  process: AuthorizationProcess,
  from: RequestPosition,
  decision: AuthorizationDecision,
): DecisionOutcome {
  if (isFinalAuthorizationState(from.state)) {
    return { ok: false, message: AUTHORIZATION_MESSAGES.finished };
  }
  const last = processSteps(process).length - 1;
  const auditStep = Math.max(1, from.step);
  switch (decision) {
    case 'observar':
      return { ok: true, position: { state: AUTHORIZATION_STATE.observado, step: auditStep } };
    case 'rechazar':
      return { ok: true, position: { state: AUTHORIZATION_STATE.rechazado, step: last } };
    case 'aprobar': {
      // The last audit step is the one before 'Resolución'.
      if (process === 'integral' && auditStep < last - 1) {
        return {
          ok: true,
          position: { state: AUTHORIZATION_STATE.pendiente, step: auditStep + 1 },
        };
      }
      return { ok: true, position: { state: AUTHORIZATION_STATE.aprobado, step: last } };
    }
  }
}

/** The provider answered an observation: back to pending, on the same step. */
export function answerPosition(from: RequestPosition): RequestPosition | null {
  if (from.state !== AUTHORIZATION_STATE.observado) return null;
  return { state: AUTHORIZATION_STATE.pendiente, step: from.step };
}
