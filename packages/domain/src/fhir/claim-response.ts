import type {
  Claim,
  ClaimResponse,
  Coverage,
  Organization,
  Patient,
  Reference,
} from '@medplum/fhirtypes';
import { AUTHORIZATION_STATE } from '../authorizations/catalogue.ts';
import { AUTHORIZATION_STATE_DESCRIPTIONS } from '../authorizations/status.ts';
import { CLAIM_SYSTEMS, PAS_REVIEW_ACTION_EXTENSION } from './claim-systems.ts';

/**
 * A filed authorization as FHIR reads it: the Claim it is (GET /fhir/Claim/:id) and the
 * ClaimResponse its state gives (PAS: outcome, each item's review action, preAuthRef = the
 * authorization number, the auditor's message as a processNote). Both ids are the authorization
 * number: one request, one answer.
 */
export interface FiledAuthorization {
  nroAutorizacion: number;
  estado: number;
  tipoAutorizacionMedica: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** 'YYYY-MM-DD' columns. */
  fechaOrden: string;
  validezHasta: string | null;
  /** What the auditor wrote last (the observation, or the reason of a decision). */
  auditorMessage: string | null;
  services: readonly { codigo: number; descripcion: string; cantidad: number }[];
}

/** Where the resources point: the caller decides the ids of Patient, Coverage and the rest. */
export interface ClaimLinks {
  patient: Reference<Patient>;
  coverage: Reference<Coverage>;
  provider: Reference<Organization>;
  insurer: Reference<Organization>;
}

/** X12 306 review actions, as PAS uses them, for each state of a request. */
export const REVIEW_ACTIONS: Record<number, { code: string; display: string }> = {
  [AUTHORIZATION_STATE.pendiente]: { code: 'A4', display: 'Pended' },
  // Observed: the auditor needs something from the provider before deciding.
  [AUTHORIZATION_STATE.observado]: { code: 'CT', display: 'Contact Payer' },
  [AUTHORIZATION_STATE.aprobado]: { code: 'A1', display: 'Certified in total' },
  [AUTHORIZATION_STATE.rechazado]: { code: 'A3', display: 'Not Certified' },
};

export function claimOutcome(state: number): 'queued' | 'complete' {
  return state === AUTHORIZATION_STATE.aprobado || state === AUTHORIZATION_STATE.rechazado
    ? 'complete'
    : 'queued';
}

const professional = {
  coding: [{ system: CLAIM_SYSTEMS.claimType, code: 'professional' }],
};

const nroIdentifier = (nro: number) => [
  { system: CLAIM_SYSTEMS.authorization, value: String(nro) },
];

const service = (item: FiledAuthorization['services'][number]) => ({
  coding: [
    { system: CLAIM_SYSTEMS.nomenclator, code: String(item.codigo), display: item.descripcion },
  ],
});

export function claimFromAuthorization(request: FiledAuthorization, links: ClaimLinks): Claim {
  return {
    resourceType: 'Claim',
    id: String(request.nroAutorizacion),
    meta: { lastUpdated: request.updatedAt.toISOString() },
    identifier: nroIdentifier(request.nroAutorizacion),
    status: 'active',
    type: professional,
    ...(request.tipoAutorizacionMedica
      ? {
          subType: {
            coding: [{ system: CLAIM_SYSTEMS.medicalType, code: request.tipoAutorizacionMedica }],
          },
        }
      : {}),
    use: 'preauthorization',
    patient: links.patient,
    created: request.createdAt.toISOString(),
    insurer: links.insurer,
    provider: links.provider,
    priority: { coding: [{ system: CLAIM_SYSTEMS.processPriority, code: 'normal' }] },
    insurance: [{ sequence: 1, focal: true, coverage: links.coverage }],
    item: request.services.map((item, index) => ({
      sequence: index + 1,
      productOrService: service(item),
      quantity: { value: item.cantidad },
    })),
  };
}

export function claimResponseFromAuthorization(
  request: FiledAuthorization,
  links: ClaimLinks,
): ClaimResponse {
  const action = REVIEW_ACTIONS[request.estado] ?? REVIEW_ACTIONS[AUTHORIZATION_STATE.pendiente]!;
  const reviewAction = {
    coding: [{ system: CLAIM_SYSTEMS.x12ReviewAction, code: action.code, display: action.display }],
  };
  const approved = request.estado === AUTHORIZATION_STATE.aprobado;
  const description =
    AUTHORIZATION_STATE_DESCRIPTIONS[
      request.estado as keyof typeof AUTHORIZATION_STATE_DESCRIPTIONS
    ] ?? 'Pendiente';
  return {
    resourceType: 'ClaimResponse',
    id: String(request.nroAutorizacion),
    meta: { lastUpdated: request.updatedAt.toISOString() },
    identifier: nroIdentifier(request.nroAutorizacion),
    status: 'active',
    type: professional,
    use: 'preauthorization',
    patient: links.patient,
    created: request.updatedAt.toISOString(),
    insurer: links.insurer,
    requestor: links.provider,
    request: { reference: `Claim/${request.nroAutorizacion}` },
    outcome: claimOutcome(request.estado),
    disposition: description,
    preAuthRef: String(request.nroAutorizacion),
    ...(approved && request.validezHasta
      ? {
          preAuthPeriod: {
            start: request.createdAt.toISOString().slice(0, 10),
            end: request.validezHasta,
          },
        }
      : {}),
    item: request.services.map((_, index) => ({
      itemSequence: index + 1,
      adjudication: [
        {
          extension: [{ url: PAS_REVIEW_ACTION_EXTENSION, valueCodeableConcept: reviewAction }],
          category: { coding: [{ system: CLAIM_SYSTEMS.adjudication, code: 'submitted' }] },
          reason: reviewAction,
        },
      ],
    })),
    ...(request.auditorMessage
      ? { processNote: [{ number: 1, type: 'display' as const, text: request.auditorMessage }] }
      : {}),
  };
}
