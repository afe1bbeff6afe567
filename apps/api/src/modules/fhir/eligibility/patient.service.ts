import type { AffiliateValidationResponse } from '@portal/contracts';
import {
  affiliateCoverage,
  affiliateNumberOfIdentifier,
  affiliatePatient,
  parseAffiliateResourceId,
  searchBundle,
  FHIR_MESSAGES,
  type AffiliateFacts,
} from '@portal/domain/fhir';
import type { Db } from '../../../db/client.ts';
import { findAffiliatesByNumber, validationAnswer } from '../../affiliates/public.ts';
import { FhirError } from '../server/fhir-errors.ts';

/** The facts the resources carry, from the portal's own validation answer (null: no affiliate). */
export function factsOf(answer: AffiliateValidationResponse): AffiliateFacts | null {
  const { affiliate, credential, plan } = answer;
  if (!affiliate || !plan) return null;
  return {
    contra: credential.contra,
    middle: credential.middle ?? 0,
    inte: credential.inte,
    estado: affiliate.estado,
    nombre: affiliate.nombre,
    apellido: affiliate.apellido,
    documento: affiliate.documento,
    prepagaId: affiliate.prepaga.id,
    planCodigo: plan.codigo,
    planDescripcion: plan.descripcion,
  };
}

/**
 * The affiliate as the portal's validator shows it to any provider with the validation module:
 * the same lookup and the same answer (affiliates' public validationAnswer).
 */
async function affiliateFacts(
  db: Db,
  number: { contra: number; middle?: number; inte: number },
): Promise<AffiliateFacts | null> {
  const rows = await findAffiliatesByNumber(db, number.contra, number.inte);
  return factsOf(validationAnswer(number, rows));
}

const notFound = () => new FhirError(404, FHIR_MESSAGES.notFound);

export async function readAffiliate(db: Db, id: string, kind: 'Patient' | 'Coverage') {
  const number = parseAffiliateResourceId(id);
  const facts = number ? await affiliateFacts(db, number) : null;
  if (!facts) throw notFound();
  return kind === 'Patient' ? affiliatePatient(facts) : affiliateCoverage(facts);
}

/** `identifier` search: the affiliate number, as a token; another system matches nothing. */
export async function searchAffiliates(
  db: Db,
  baseUrl: string,
  identifier: unknown,
  kind: 'Patient' | 'Coverage',
) {
  if (typeof identifier !== 'string' || identifier.length > 200) {
    throw new FhirError(400, FHIR_MESSAGES.searchNeedsIdentifier);
  }
  const number = affiliateNumberOfIdentifier(identifier);
  const facts = number ? await affiliateFacts(db, number) : null;
  const resource = facts
    ? kind === 'Patient'
      ? affiliatePatient(facts)
      : affiliateCoverage(facts)
    : null;
  return searchBundle(baseUrl, resource ? [resource] : []);
}
