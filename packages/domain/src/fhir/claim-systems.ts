import { SERVICE_CODE_SYSTEM } from './eligibility.ts';
import { AFFILIATE_NUMBER_SYSTEM } from './patient-coverage.ts';
import { PORTAL_SYSTEMS } from './plan-net.ts';

/**
 * The code systems and identifiers a prior-authorization Claim speaks (Da Vinci PAS shape,
 * docs/decisions/0066): the affiliate number and the services as eligibility names them, the
 * provider and its places as the directory does (a HIS reuses what those answered), and URNs
 * under the directory's prefix for what only a Claim says; the X12 review actions PAS names.
 */
export const PORTAL_URN = 'urn:portal-prestadores';

export const CLAIM_SYSTEMS = {
  /** "30000001 1 01": the affiliate number as printed on the credential. */
  affiliate: AFFILIATE_NUMBER_SYSTEM,
  /** The provider's code (100001). */
  provider: PORTAL_SYSTEMS.providerCode,
  /** One of the provider's attention places (the id the web form's place picker sends). */
  place: PORTAL_SYSTEMS.placeCode,
  /** The authorization number the insurer gives a request: ClaimResponse.preAuthRef. */
  authorization: `${PORTAL_URN}:autorizacion`,
  /** The insurer's nomenclator of services (420101, 180106, …). */
  nomenclator: SERVICE_CODE_SYSTEM,
  /** tipoAutorizacionMedica: practica, cirugia, discapacidad. */
  medicalType: `${PORTAL_URN}:tipo-autorizacion-medica`,
  /** The web form's checkboxes that FHIR's information categories have no code for. */
  requestFlags: `${PORTAL_URN}:datos-del-tramite`,
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  informationCategory: 'http://terminology.hl7.org/CodeSystem/claiminformationcategory',
  processPriority: 'http://terminology.hl7.org/CodeSystem/processpriority',
  adjudication: 'http://terminology.hl7.org/CodeSystem/adjudication',
  /** X12 306 "Action Code": PAS's review action of each item. */
  x12ReviewAction: 'https://codesystem.x12.org/005010/306',
} as const;

/** PAS's extension that carries an item's review action on its adjudication. */
export const PAS_REVIEW_ACTION_EXTENSION =
  'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-reviewAction';

/** The web form's flags, by their code in `requestFlags` (or FHIR's own category code). */
export const REQUEST_FLAG_CODES = {
  adjuntaPresupuesto: 'presupuesto',
  requiereMedicacion: 'medicacion',
  ventanilla: 'ventanilla',
} as const;
