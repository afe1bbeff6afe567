import type { Claim, Resource } from '@medplum/fhirtypes';
import { parseAffiliateNumber } from '../affiliates/affiliate-number.ts';
import { MEDICAL_AUTHORIZATION_TYPE_IDS } from '../authorizations/catalogue.ts';
import {
  asArray,
  asText,
  bundleEntries,
  codeOf,
  identifierValue,
  isRecord,
  orderDateOf,
  resolveReference,
  type ClaimIssue,
} from './claim-bundle.ts';
import { CLAIM_SYSTEMS, REQUEST_FLAG_CODES } from './claim-systems.ts';

/**
 * A Da Vinci PAS-shaped request Bundle as the web form's medical authorization: the SAME body
 * `POST /pre/v1/autorizaciones/:id/autorizacion` takes, so the API validates it with that call's
 * schema and files it through the one filing service. Only the shape is read here; the rules
 * (affiliate, place, services, dates, coverage) stay the filing service's.
 */
export interface PriorAuthorizationInput {
  /** The provider the Claim names; null when it names none (the caller's is meant). */
  prestador: number | null;
  lugarAtencionPrestador: number;
  tipoAutorizacionMedica: string;
  /** dd/mm/yyyy, as the form sends it. */
  fechaOrden: string;
  fechaCirugia?: string;
  afiliado: { contra: number; inte: number };
  prestacion: { codigo: number; cantidad: number }[];
  observacion: string;
  adjuntaPresupuesto: boolean;
  requiereMedicacion: boolean;
  pacienteInternado: boolean;
  ventanilla: boolean;
  requiereMaterial: boolean;
  imagenes: { fileName: string; sizeInBytes: string; base64Content: string }[];
  /** The principal ICD-10 diagnosis, checked against the catalogue by the filing service. */
  diagnostico: string | null;
}

export type PriorAuthorizationRead =
  { ok: true; value: PriorAuthorizationInput; claim: Claim } | { ok: false; issues: ClaimIssue[] };

export const CLAIM_REQUEST_MESSAGES = {
  notBundle: 'El cuerpo debe ser un Bundle con la Claim de la solicitud como primera entrada.',
  noClaim: 'El Bundle no trae una Claim.',
  notPreauthorization: 'Sólo se aceptan Claim con use = preauthorization.',
  affiliate:
    'Indicá el número de afiliado en Patient.identifier (o Coverage.subscriberId), por ejemplo 30000001 1 01.',
  place:
    'Indicá el lugar de atención en Claim.facility: una Location con el identificador del lugar.',
  provider: 'El prestador de la Claim debe llevar el código de prestador como identificador.',
  orderDate:
    'Indicá la fecha de la orden médica: Claim.referral a un ServiceRequest con authoredOn.',
  medicalType: `Claim.subType va con el sistema ${CLAIM_SYSTEMS.medicalType}: practica, cirugia o discapacidad.`,
  noItems: 'Agregá al menos una prestación en Claim.item.',
  itemCode: `Cada prestación va con su código del nomenclador (sistema ${CLAIM_SYSTEMS.nomenclator}).`,
  itemQuantity: 'La cantidad de cada prestación es un número entero.',
  diagnosis: `El diagnóstico va como código CIE-10 (sistema ${CLAIM_SYSTEMS.icd10}).`,
  oneDiagnosis: 'Indicá un solo diagnóstico: el principal.',
  attachment: 'Cada adjunto lleva su nombre (title) y su contenido en base64 (data).',
  category: `Las categorías de supportingInfo aceptadas son info, attachment, hospitalized, material y las de ${CLAIM_SYSTEMS.requestFlags}.`,
  flag: 'Este dato de supportingInfo va como valueBoolean.',
  info: 'La observación de supportingInfo va como valueString.',
} as const;

const FLAG_BY_CODE: Record<string, keyof typeof REQUEST_FLAG_CODES> = Object.fromEntries(
  Object.entries(REQUEST_FLAG_CODES).map(([flag, code]) => [code, flag]),
) as Record<string, keyof typeof REQUEST_FLAG_CODES>;

type Entries = ReturnType<typeof bundleEntries>;

/** The affiliate: the Patient's identifier, else the Coverage's subscriberId. */
function affiliateOf(entries: Entries, claim: Claim, issues: ClaimIssue[]) {
  const patient = resolveReference(entries, claim.patient, ['Patient']);
  const coverage = resolveReference(
    entries,
    isRecord(asArray(claim.insurance)[0]) ? claim.insurance[0]!.coverage : null,
    ['Coverage'],
  );
  const text =
    identifierValue(patient?.identifier, CLAIM_SYSTEMS.affiliate) ??
    identifierValue(
      isRecord(claim.patient) ? claim.patient.identifier : null,
      CLAIM_SYSTEMS.affiliate,
    ) ??
    asText(coverage?.subscriberId);
  const parsed = parseAffiliateNumber(text);
  if (!parsed.ok) {
    issues.push({
      expression: 'Claim.patient',
      message: text ? parsed.message : CLAIM_REQUEST_MESSAGES.affiliate,
    });
    return null;
  }
  return { contra: parsed.value.contra, inte: parsed.value.inte };
}

/** A whole number written as digits (a code or an id), or null. */
function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function referencedNumber(
  entries: Entries,
  reference: unknown,
  types: readonly Resource['resourceType'][],
  system: string,
): number | null {
  const target = resolveReference(entries, reference, types) as { identifier?: unknown } | null;
  return wholeNumber(
    identifierValue(target?.identifier, system) ??
      identifierValue(isRecord(reference) ? reference['identifier'] : null, system),
  );
}

function itemsOf(claim: Claim, issues: ClaimIssue[]) {
  const items = asArray(claim.item);
  if (items.length === 0)
    issues.push({ expression: 'Claim.item', message: CLAIM_REQUEST_MESSAGES.noItems });
  let servicedDate: string | null = null;
  const services = items.flatMap((item, index) => {
    const at = `Claim.item[${index}]`;
    const record = isRecord(item) ? item : {};
    const codigo = wholeNumber(codeOf(record['productOrService'], CLAIM_SYSTEMS.nomenclator));
    if (codigo === null) {
      issues.push({
        expression: `${at}.productOrService`,
        message: CLAIM_REQUEST_MESSAGES.itemCode,
      });
    }
    const quantity = isRecord(record['quantity']) ? record['quantity']['value'] : 1;
    if (typeof quantity !== 'number') {
      issues.push({ expression: `${at}.quantity`, message: CLAIM_REQUEST_MESSAGES.itemQuantity });
    }
    servicedDate ??= orderDateOf(record['servicedDate']);
    // The quantity's range is the contract's rule, with the form's message: passed as sent.
    return codigo === null || typeof quantity !== 'number' ? [] : [{ codigo, cantidad: quantity }];
  });
  return { services, servicedDate };
}

function diagnosisOf(claim: Claim, issues: ClaimIssue[]): string | null {
  const diagnoses = asArray(claim.diagnosis);
  if (diagnoses.length > 1) {
    issues.push({ expression: 'Claim.diagnosis', message: CLAIM_REQUEST_MESSAGES.oneDiagnosis });
  }
  if (diagnoses.length === 0) return null;
  const first = diagnoses[0];
  const code = isRecord(first)
    ? codeOf(first['diagnosisCodeableConcept'], CLAIM_SYSTEMS.icd10)
    : null;
  if (!code)
    issues.push({ expression: 'Claim.diagnosis[0]', message: CLAIM_REQUEST_MESSAGES.diagnosis });
  return code;
}

/** observacion, the flags and the files, from supportingInfo by category. */
function supportingInfoOf(claim: Claim, issues: ClaimIssue[]) {
  const flags = {
    adjuntaPresupuesto: false,
    requiereMedicacion: false,
    pacienteInternado: false,
    ventanilla: false,
    requiereMaterial: false,
  };
  const notes: string[] = [];
  const files: PriorAuthorizationInput['imagenes'] = [];
  for (const [index, info] of asArray(claim.supportingInfo).entries()) {
    const at = `Claim.supportingInfo[${index}]`;
    const record = isRecord(info) ? info : {};
    const category = record['category'];
    const standard = codeOf(category, CLAIM_SYSTEMS.informationCategory);
    const own = codeOf(category, CLAIM_SYSTEMS.requestFlags);
    const flag =
      standard === 'hospitalized'
        ? 'pacienteInternado'
        : standard === 'material'
          ? 'requiereMaterial'
          : own
            ? FLAG_BY_CODE[own]
            : undefined;
    if (flag) {
      if (typeof record['valueBoolean'] !== 'boolean') {
        issues.push({ expression: `${at}.valueBoolean`, message: CLAIM_REQUEST_MESSAGES.flag });
      } else flags[flag] = record['valueBoolean'];
    } else if (standard === 'info') {
      const text = typeof record['valueString'] === 'string' ? record['valueString'] : null;
      if (text === null) {
        issues.push({ expression: `${at}.valueString`, message: CLAIM_REQUEST_MESSAGES.info });
      } else notes.push(text);
    } else if (standard === 'attachment') {
      const attachment = isRecord(record['valueAttachment']) ? record['valueAttachment'] : {};
      const fileName = asText(attachment['title']);
      const data = typeof attachment['data'] === 'string' ? attachment['data'] : null;
      if (!fileName || data === null) {
        issues.push({
          expression: `${at}.valueAttachment`,
          message: CLAIM_REQUEST_MESSAGES.attachment,
        });
      } else {
        // The form sends the size as text; the filing service checks it against the content.
        const size = attachment['size'];
        const sizeInBytes =
          typeof size === 'number' ? String(size) : String(Math.floor((data.length * 3) / 4));
        files.push({ fileName, sizeInBytes, base64Content: data });
      }
    } else {
      issues.push({ expression: `${at}.category`, message: CLAIM_REQUEST_MESSAGES.category });
    }
  }
  return { flags, observacion: notes.join('\n'), files };
}

/** Reads a $submit Bundle; every problem of its shape at once, each with where it is. */
export function readPriorAuthorizationBundle(bundle: unknown): PriorAuthorizationRead {
  const entries = bundleEntries(bundle);
  if (!isRecord(bundle) || bundle['resourceType'] !== 'Bundle') {
    return {
      ok: false,
      issues: [{ expression: 'Bundle', message: CLAIM_REQUEST_MESSAGES.notBundle }],
    };
  }
  const claim = entries.find((entry) => entry.resource.resourceType === 'Claim')?.resource as
    Claim | undefined;
  if (!claim)
    return {
      ok: false,
      issues: [{ expression: 'Bundle.entry', message: CLAIM_REQUEST_MESSAGES.noClaim }],
    };
  if (claim.use !== 'preauthorization') {
    return {
      ok: false,
      issues: [{ expression: 'Claim.use', message: CLAIM_REQUEST_MESSAGES.notPreauthorization }],
    };
  }
  const issues: ClaimIssue[] = [];
  const afiliado = affiliateOf(entries, claim, issues);
  const providerTypes = ['Organization', 'Practitioner', 'PractitionerRole'] as const;
  const prestador = claim.provider
    ? referencedNumber(entries, claim.provider, providerTypes, CLAIM_SYSTEMS.provider)
    : null;
  if (claim.provider && prestador === null) {
    issues.push({ expression: 'Claim.provider', message: CLAIM_REQUEST_MESSAGES.provider });
  }
  const place = referencedNumber(entries, claim.facility, ['Location'], CLAIM_SYSTEMS.place);
  if (place === null)
    issues.push({ expression: 'Claim.facility', message: CLAIM_REQUEST_MESSAGES.place });
  const order = resolveReference(entries, claim.referral, ['ServiceRequest']);
  const fechaOrden = orderDateOf(order?.authoredOn);
  if (!fechaOrden)
    issues.push({ expression: 'Claim.referral', message: CLAIM_REQUEST_MESSAGES.orderDate });
  const subType = claim.subType ? codeOf(claim.subType, CLAIM_SYSTEMS.medicalType) : 'practica';
  if (!subType || !(MEDICAL_AUTHORIZATION_TYPE_IDS as readonly string[]).includes(subType)) {
    issues.push({ expression: 'Claim.subType', message: CLAIM_REQUEST_MESSAGES.medicalType });
  }
  const { services, servicedDate } = itemsOf(claim, issues);
  const diagnostico = diagnosisOf(claim, issues);
  const { flags, observacion, files } = supportingInfoOf(claim, issues);
  if (issues.length > 0 || !afiliado || place === null || !fechaOrden || !subType) {
    return { ok: false, issues };
  }
  return {
    ok: true,
    claim,
    value: {
      prestador,
      lugarAtencionPrestador: place,
      tipoAutorizacionMedica: subType,
      fechaOrden,
      ...(subType === 'cirugia' && servicedDate ? { fechaCirugia: servicedDate } : {}),
      afiliado,
      prestacion: services,
      observacion,
      ...flags,
      imagenes: files,
      diagnostico,
    },
  };
}
