import type {
  CoverageEligibilityRequest,
  CoverageEligibilityResponse,
  CoverageEligibilityResponseInsurance,
} from '@medplum/fhirtypes';
import { parseAffiliateNumber } from '../affiliates/affiliate-number.ts';
import { AFFILIATE_NUMBER_SYSTEM, parseAffiliateResourceId } from './patient-coverage.ts';

/** The insurer's service codes (nomenclador) as a coding system. */
export const SERVICE_CODE_SYSTEM = 'https://prestadores.example/fhir/sid/prestacion';
/** The coverage modality of a service (spec §4: AP, AM, SA, NC), as an extension of an item. */
export const MODALITY_EXTENSION =
  'https://prestadores.example/fhir/StructureDefinition/modalidad-cobertura';

export const ELIGIBILITY_MESSAGES = {
  notARequest: 'El cuerpo debe ser un CoverageEligibilityRequest.',
  noPatient:
    'Indicá el paciente: patient.reference "Patient/{contra}-{inte}" o patient.identifier con el número de afiliado.',
  badService: 'Cada item debe indicar productOrService con un código de prestación numérico.',
  tooManyItems: 'Se pueden consultar hasta 20 prestaciones por solicitud.',
} as const;

export const MAX_ELIGIBILITY_ITEMS = 20;

/** What a request asks: whose eligibility and for which services. */
export interface EligibilityQuestion {
  affiliate: { contra: number; middle?: number; inte: number };
  services: number[];
  /** yyyy-mm-dd, when the request names the day of service. */
  day?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function affiliateOf(patient: unknown): EligibilityQuestion['affiliate'] | null {
  if (!isRecord(patient)) return null;
  if (typeof patient.reference === 'string') {
    const match = /^Patient\/(.+)$/.exec(patient.reference);
    return match ? parseAffiliateResourceId(match[1]!) : null;
  }
  const identifier = patient.identifier;
  if (!isRecord(identifier) || typeof identifier.value !== 'string') return null;
  if (identifier.system !== undefined && identifier.system !== AFFILIATE_NUMBER_SYSTEM) return null;
  const parsed = parseAffiliateNumber(identifier.value);
  return parsed.ok ? parsed.value : null;
}

/** Reads a request's question, or the problem with it (a text for the client's user). */
export function eligibilityQuestion(
  body: unknown,
): { question: EligibilityQuestion; problem?: never } | { problem: string; question?: never } {
  if (!isRecord(body) || body.resourceType !== 'CoverageEligibilityRequest') {
    return { problem: ELIGIBILITY_MESSAGES.notARequest };
  }
  const affiliate = affiliateOf(body.patient);
  if (!affiliate) return { problem: ELIGIBILITY_MESSAGES.noPatient };
  const items = body.item === undefined ? [] : body.item;
  if (!Array.isArray(items)) return { problem: ELIGIBILITY_MESSAGES.badService };
  if (items.length > MAX_ELIGIBILITY_ITEMS) return { problem: ELIGIBILITY_MESSAGES.tooManyItems };
  const services: number[] = [];
  for (const item of items) {
    const codings =
      isRecord(item) && isRecord(item.productOrService) ? item.productOrService.coding : null;
    const code = Array.isArray(codings) && isRecord(codings[0]) ? codings[0].code : null;
    if (typeof code !== 'string' || !/^[1-9]\d{0,8}$/.test(code)) {
      return { problem: ELIGIBILITY_MESSAGES.badService };
    }
    services.push(Number(code));
  }
  const day =
    typeof body.servicedDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.servicedDate)
      ? body.servicedDate
      : undefined;
  return { question: { affiliate, services, ...(day ? { day } : {}) } };
}

/** One service's answer: its modality and the §4 decision's text, or none when not covered. */
export interface ServiceAnswer {
  code: number;
  description: string | null;
  modality: string | null;
  decision: {
    kind: 'approved' | 'authorization' | 'own-path' | 'rejected';
    message: string;
  } | null;
}

export interface EligibilityAnswer {
  /** What of the request the answer names: its id (when it is a FHIR id) and purposes. */
  request: { id?: string; purpose?: CoverageEligibilityRequest['purpose'] };
  patientId: string | null;
  isValid: boolean;
  /** The §5 message, exactly the spec's text; null for a valid affiliate. */
  message: string | null;
  services: ServiceAnswer[];
  created: string;
}

const itemOf = (service: ServiceAnswer) => ({
  ...(service.modality
    ? { extension: [{ url: MODALITY_EXTENSION, valueCode: service.modality }] }
    : {}),
  productOrService: {
    coding: [
      {
        system: SERVICE_CODE_SYSTEM,
        code: String(service.code),
        ...(service.description ? { display: service.description } : {}),
      },
    ],
  },
  excluded: service.decision === null || service.decision.kind === 'rejected',
  authorizationRequired: service.decision?.kind === 'authorization',
  ...(service.decision ? { description: service.decision.message } : {}),
});

const PURPOSES = ['auth-requirements', 'benefits', 'discovery', 'validation'] as const;

/** What of a request its answer echoes, kept only where it is valid FHIR. */
export function echoedRequest(body: unknown): EligibilityAnswer['request'] {
  if (!isRecord(body)) return {};
  const id = typeof body.id === 'string' && /^[A-Za-z0-9.-]{1,64}$/.test(body.id) ? body.id : null;
  const purpose = Array.isArray(body.purpose)
    ? PURPOSES.filter((code) => (body.purpose as unknown[]).includes(code))
    : [];
  return { ...(id ? { id } : {}), ...(purpose.length > 0 ? { purpose } : {}) };
}

/** The CoverageEligibilityResponse of the portal's validation and coverage answers. */
export function eligibilityResponse(answer: EligibilityAnswer): CoverageEligibilityResponse {
  const { request, patientId } = answer;
  const insurance: CoverageEligibilityResponseInsurance[] =
    patientId && answer.isValid
      ? [
          {
            coverage: { reference: `Coverage/${patientId}` },
            inforce: true,
            ...(answer.services.length > 0 ? { item: answer.services.map(itemOf) } : {}),
          },
        ]
      : [];
  return {
    resourceType: 'CoverageEligibilityResponse',
    status: 'active',
    purpose: request.purpose && request.purpose.length > 0 ? request.purpose : ['validation'],
    patient: patientId
      ? { reference: `Patient/${patientId}` }
      : { display: 'Afiliado no encontrado' },
    created: answer.created,
    request: request.id
      ? { reference: `CoverageEligibilityRequest/${request.id}` }
      : { display: 'CoverageEligibilityRequest enviado' },
    outcome: answer.isValid ? 'complete' : 'error',
    disposition: answer.message ?? 'Afiliado válido.',
    insurer: { display: 'Portal de Prestadores' },
    ...(insurance.length > 0 ? { insurance } : {}),
    ...(answer.message
      ? {
          error: [
            {
              code: { text: answer.message },
            },
          ],
        }
      : {}),
  };
}
