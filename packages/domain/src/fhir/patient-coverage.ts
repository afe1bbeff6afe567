import type { Bundle, Coverage, Patient, Resource } from '@medplum/fhirtypes';
import { formatAffiliateNumber, parseAffiliateNumber } from '../affiliates/affiliate-number.ts';
import { AFFILIATE_VALID_ESTADO } from '../affiliates/affiliate-rules.ts';

/** The identifier systems of the insurer's affiliate number and Argentina's national ID. */
export const AFFILIATE_NUMBER_SYSTEM = 'https://prestadores.example/fhir/sid/numero-afiliado';
export const DNI_SYSTEM = 'http://www.renaper.gob.ar/dni';

/** What the portal's validation answers of an affiliate: the part the resources carry. */
export interface AffiliateFacts {
  contra: number;
  middle: number;
  inte: number;
  estado: string;
  nombre: string;
  apellido: string;
  documento: string;
  prepagaId: number;
  planCodigo: number;
  planDescripcion: string;
}

/** A Patient's (and its Coverage's) id: the affiliate's contract and member, "30000001-1". */
export const affiliateResourceId = (number: { contra: number; inte: number }) =>
  `${number.contra}-${number.inte}`;

/** The contract and member an id names, or null when it names none. */
export function parseAffiliateResourceId(id: string): { contra: number; inte: number } | null {
  const match = /^([1-9]\d{0,7})-(\d{1,2})$/.exec(id);
  return match ? { contra: Number(match[1]), inte: Number(match[2]) } : null;
}

/**
 * The affiliate number a search's `identifier` names: `system|value` or a bare value in the
 * credential's "contra middle inte"; null when it names another system or no number.
 */
export function affiliateNumberOfIdentifier(token: string) {
  const bar = token.indexOf('|');
  const system = bar >= 0 ? token.slice(0, bar) : null;
  if (system !== null && system !== '' && system !== AFFILIATE_NUMBER_SYSTEM) return null;
  const parsed = parseAffiliateNumber(bar >= 0 ? token.slice(bar + 1) : token);
  return parsed.ok ? parsed.value : null;
}

export function affiliatePatient(facts: AffiliateFacts): Patient {
  return {
    resourceType: 'Patient',
    id: affiliateResourceId(facts),
    identifier: [
      { use: 'official', system: AFFILIATE_NUMBER_SYSTEM, value: formatAffiliateNumber(facts) },
      ...(facts.documento ? [{ system: DNI_SYSTEM, value: facts.documento }] : []),
    ],
    active: facts.estado === AFFILIATE_VALID_ESTADO,
    name: [{ use: 'official', family: facts.apellido, given: [facts.nombre] }],
  };
}

export function affiliateCoverage(facts: AffiliateFacts): Coverage {
  const id = affiliateResourceId(facts);
  return {
    resourceType: 'Coverage',
    id,
    identifier: [{ system: AFFILIATE_NUMBER_SYSTEM, value: formatAffiliateNumber(facts) }],
    status: facts.estado === AFFILIATE_VALID_ESTADO ? 'active' : 'cancelled',
    subscriberId: formatAffiliateNumber(facts),
    beneficiary: { reference: `Patient/${id}` },
    payor: [{ display: `Prepaga ${facts.prepagaId}` }],
    class: [
      {
        type: {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/coverage-class', code: 'plan' },
          ],
        },
        value: String(facts.planCodigo),
        name: facts.planDescripcion,
      },
    ],
  };
}

/** A search's answer: the matches, each with its full URL. */
export function searchBundle(baseUrl: string, resources: readonly Resource[]): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    entry: resources.map((resource) => ({
      fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id ?? ''}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
