import type { MotivoWeb, NewCaseRequest, RudiFile } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  CASE_MOTIVO_ID,
  CASE_STATE,
  caseEmails,
  NEW_REQUEST,
  newCaseRoute,
  sanitizeObservation,
  SETTLEMENT_MESSAGES,
  settlementCaseFields,
  type CaseArea,
} from '@portal/domain/support-cases';
import type { FoundAuthorization } from '@/entities/authorization/authorization-search';
import type { CaseProvider } from '../../provider-context';

/** What the new-case form holds while the user fills it. */
export interface NewCaseDraft {
  area: CaseArea | null;
  motivo: MotivoWeb | null;
  /** One line that sums the case up (`generico.detalle`, shown as the case's detail). */
  asunto: string;
  observacion: string;
  expediente: string;
  comprobanteNumero: string;
  comprobanteTipo: string;
  authorization: FoundAuthorization | null;
  emails: string[];
}

export const EMPTY_DRAFT: NewCaseDraft = {
  area: null,
  motivo: null,
  asunto: '',
  observacion: '',
  expediente: '',
  comprobanteNumero: '',
  comprobanteTipo: '',
  authorization: null,
  emails: [],
};

export type DraftField =
  | 'area'
  | 'motivo'
  | 'autorizacion'
  | 'expediente'
  | 'comprobanteNumero'
  | 'comprobanteTipo'
  | 'asunto'
  | 'observacion';

/** In the order the form shows them: the first one with an error takes the focus. */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'area',
  'motivo',
  'autorizacion',
  'expediente',
  'comprobanteNumero',
  'comprobanteTipo',
  'asunto',
  'observacion',
];

export type DraftErrors = Partial<Record<DraftField, string>>;

export const DRAFT_MESSAGES = {
  area: 'Elegí el área de consulta.',
  motivo: 'Elegí el motivo de la consulta.',
  asunto: 'Escribí el asunto de la consulta.',
  observacion: 'Escribí el detalle de tu consulta.',
} as const;

/** The form's checks; settlement fields follow spec §5 through the domain rule. */
export function validateDraft(draft: NewCaseDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.area) errors.area = DRAFT_MESSAGES.area;
  else if (!draft.motivo) errors.motivo = DRAFT_MESSAGES.motivo;
  if (draft.area === 'autorizaciones' && !draft.authorization) {
    errors.autorizacion = CASE_EXTRA_MESSAGES.authorizationRequired;
  }
  if (draft.area === 'liquidaciones') {
    const settlement = settlementCaseFields({
      numero: draft.expediente,
      comprobante: { numero: draft.comprobanteNumero, tipo: draft.comprobanteTipo },
    });
    if (!settlement.ok) {
      const has = (message: string) => settlement.problems.includes(message);
      if (has(SETTLEMENT_MESSAGES.expedienteRequired)) {
        errors.expediente = SETTLEMENT_MESSAGES.expedienteRequired;
      }
      if (has(SETTLEMENT_MESSAGES.comprobanteRequired)) {
        errors.comprobanteNumero = SETTLEMENT_MESSAGES.comprobanteRequired;
      }
      if (has(SETTLEMENT_MESSAGES.tipoRequired)) {
        errors.comprobanteTipo = SETTLEMENT_MESSAGES.tipoRequired;
      }
    }
  }
  if (sanitizeObservation(draft.asunto) === '') errors.asunto = DRAFT_MESSAGES.asunto;
  if (sanitizeObservation(draft.observacion) === '')
    errors.observacion = DRAFT_MESSAGES.observacion;
  return errors;
}

/**
 * The new-case payload of spec §3 for a valid draft: the workflow and submotivo by area (and
 * ambit or authorization category), sanitised texts, the e-mail rule of §5, and the area's own
 * fields. Null when the draft is not valid.
 */
export function buildNewCaseRequest(
  draft: NewCaseDraft,
  provider: CaseProvider,
  rudiFiles: RudiFile[],
): NewCaseRequest | null {
  if (Object.keys(validateDraft(draft)).length > 0 || !draft.area || !draft.motivo) return null;
  const route = newCaseRoute(draft.area, provider.ambit, draft.motivo.id);
  if (!route) return null;
  const observacion = sanitizeObservation(draft.observacion);
  const detalle = sanitizeObservation(draft.asunto);
  const settlement =
    draft.area === 'liquidaciones'
      ? settlementCaseFields({
          numero: draft.expediente,
          comprobante: { numero: draft.comprobanteNumero, tipo: draft.comprobanteTipo },
        })
      : null;
  const authorization = draft.area === 'autorizaciones' ? draft.authorization : null;

  return {
    workContext: route.workflow,
    processInfo: { detail: observacion },
    capObject: {
      generico: {
        prestadorId: provider.code,
        prestadorTipo: provider.type,
        motivo: { id: CASE_MOTIVO_ID },
        estado: { id: CASE_STATE.pendiente },
        submotivo: { id: route.submotivo },
        observacion,
        detalle,
      },
      ...(settlement?.ok ? { expediente: settlement.expediente } : {}),
    },
    extendedProcess: {
      motivoWeb: draft.motivo.id,
      estadoWeb: 1,
      usuarioWeb: provider.email,
      pedidoWeb: {
        medio: { id: NEW_REQUEST.medioId },
        sucursal: { id: NEW_REQUEST.sucursalId },
        estado: { id: NEW_REQUEST.estadoId },
      },
      rudiFiles,
      emails: caseEmails(draft.emails, provider.email),
      mailRedireccion: 0,
      mailFinalizacion: 0,
      info1: sanitizeObservation(draft.motivo.descripcion).slice(0, 200),
      ...(authorization
        ? {
            nroAutorizacion: authorization.nroAutorizacion,
            nroTrmAutorizacion: authorization.nroTrmAutorizacion,
            contraAfi: authorization.contraAfi,
            inteAfi: authorization.inteAfi,
            nombreApeAfi: authorization.nombreApeAfi,
            fechaAutorizacion: authorization.fechaAutorizacion,
          }
        : {}),
    },
  };
}
