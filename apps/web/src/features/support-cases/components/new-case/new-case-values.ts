import type { FormErrors } from '@mantine/form';
import type { MotivoWeb, NewCaseRequest, RudiFile } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  caseBody,
  caseEmails,
  newCaseRoute,
  sanitizeObservation,
  SETTLEMENT_FIELD_PATHS,
  settlementCaseFields,
  type CaseArea,
} from '@portal/domain/support-cases';
import type { FoundAuthorization } from '@/entities/authorization/authorization-search';
import type { CaseProvider } from '../../provider-context';

/**
 * What the new-case form holds: the body's shape where the user types (`capObject`,
 * `extendedProcess.emails`), so the contract's issues and the domain's field problems land on
 * the field by their path; the choices that decide the rest of the body are held whole.
 */
export interface NewCaseValues {
  area: CaseArea | null;
  motivo: MotivoWeb | null;
  authorization: FoundAuthorization | null;
  capObject: {
    /** `detalle` is the one line that sums the case up (the form's "Asunto"). */
    generico: { detalle: string; observacion: string };
    expediente: { numero: string; comprobante: { numero: string; tipo: string } };
  };
  extendedProcess: { emails: string[] };
}

export const EMPTY_VALUES: NewCaseValues = {
  area: null,
  motivo: null,
  authorization: null,
  capObject: {
    generico: { detalle: '', observacion: '' },
    expediente: { numero: '', comprobante: { numero: '', tipo: '' } },
  },
  extendedProcess: { emails: [] },
};

/** Where the picked authorization travels: its refusal is said on the picker. */
export const AUTHORIZATION_PATH = 'extendedProcess.nroAutorizacion';

/** The fields in the order the form shows them: the first one with an error takes the focus. */
export const FIELD_ORDER = [
  'area',
  'motivo',
  AUTHORIZATION_PATH,
  SETTLEMENT_FIELD_PATHS.numero,
  SETTLEMENT_FIELD_PATHS.comprobanteNumero,
  SETTLEMENT_FIELD_PATHS.comprobanteTipo,
  'capObject.generico.detalle',
  'capObject.generico.observacion',
] as const;

export const NEW_CASE_MESSAGES = {
  area: 'Elegí el área de consulta.',
  motivo: 'Elegí el motivo de la consulta.',
  asunto: 'Escribí el asunto de la consulta.',
  observacion: 'Escribí el detalle de tu consulta.',
} as const;

function settlementOf(values: NewCaseValues) {
  return settlementCaseFields(values.capObject.expediente);
}

/**
 * What the contract cannot say in this form's words: a choice not made yet, the authorization
 * an authorization case is about, the settlement fields (the domain's rule, by path) and texts
 * that are empty once sanitised. Checked after the schema; wins on the same field.
 */
export function newCaseRules(values: NewCaseValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.area) errors.area = NEW_CASE_MESSAGES.area;
  else if (!values.motivo) errors.motivo = NEW_CASE_MESSAGES.motivo;
  if (values.area === 'autorizaciones' && !values.authorization) {
    errors[AUTHORIZATION_PATH] = CASE_EXTRA_MESSAGES.authorizationRequired;
  }
  if (values.area === 'liquidaciones') {
    const settlement = settlementOf(values);
    if (!settlement.ok) for (const { path, message } of settlement.problems) errors[path] = message;
  }
  const { generico } = values.capObject;
  if (!sanitizeObservation(generico.detalle)) {
    errors['capObject.generico.detalle'] = NEW_CASE_MESSAGES.asunto;
  }
  if (!sanitizeObservation(generico.observacion)) {
    errors['capObject.generico.observacion'] = NEW_CASE_MESSAGES.observacion;
  }
  return errors;
}

/**
 * The new-case payload of spec §3: the workflow and submotivo by area (and ambit or
 * authorization category), sanitised texts, the e-mail rule of §5, and the area's own fields.
 * While a choice is missing it still answers a body (empty workflow), which the rules refuse.
 */
export function toNewCaseBody(
  values: NewCaseValues,
  provider: CaseProvider,
  rudiFiles: RudiFile[],
): NewCaseRequest {
  const { area, motivo } = values;
  const route = area && motivo ? newCaseRoute(area, provider.ambit, motivo.id) : null;
  const observacion = sanitizeObservation(values.capObject.generico.observacion);
  const detalle = sanitizeObservation(values.capObject.generico.detalle);
  const settlement = area === 'liquidaciones' ? settlementOf(values) : null;
  const typed = values.capObject.expediente;
  const authorization = area === 'autorizaciones' ? values.authorization : null;

  return caseBody({
    workflow: route?.workflow ?? '',
    submotivo: route?.submotivo ?? 0,
    motivoWeb: motivo?.id ?? 0,
    provider: { id: provider.code, type: provider.type, email: provider.email },
    processDetail: observacion,
    observacion,
    detalle,
    rudiFiles,
    emails: caseEmails(values.extendedProcess.emails, provider.email),
    info1: sanitizeObservation(motivo?.descripcion ?? '').slice(0, 200),
    ...(settlement
      ? { expediente: settlement.ok ? settlement.expediente : { oficina: 1, ...typed } }
      : {}),
    ...(authorization
      ? {
          extended: {
            nroAutorizacion: authorization.nroAutorizacion,
            nroTrmAutorizacion: authorization.nroTrmAutorizacion,
            contraAfi: authorization.contraAfi,
            inteAfi: authorization.inteAfi,
            nombreApeAfi: authorization.nombreApeAfi,
            fechaAutorizacion: authorization.fechaAutorizacion,
          },
        }
      : {}),
  });
}
