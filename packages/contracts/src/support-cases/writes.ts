import { z } from '../zod.ts';
import {
  CASE_MOTIVO_ID,
  CASE_STATE,
  NEW_REQUEST,
  OPERATOR_CASE_ACTIONS,
  REPLY_ACTION,
} from '@portal/domain/support-cases';
import { PROVIDER_TYPES } from '@portal/domain/provider';
import { email } from '../auth/login.ts';
import {
  freeText,
  int16,
  int16Text,
  int32,
  int32Text,
  plain,
  plainText,
} from '../common-fields.ts';
import { fileMeta } from './detail.ts';
import { caseSummary } from './reads.ts';

/**
 * Support centre (capweb) writes: filing a case, adding to it, answering it, files, the live
 * event stream and the insurer's operator actions. Limits and paths: docs/decisions/0010.
 */

export const OBSERVATION_MAX_LENGTH = 2000;
/** Typed text: line breaks and tabs kept, other control characters refused. */
const text = freeText;

/**
 * A file as the spec sends it (§5): "name.extension", the content in base64 and the size in
 * bytes as text. Type, size and content are checked by the server (ATTACHMENT_LIMITS).
 */
export const rudiFile = z.object({
  fileName: z.string().min(1, 'Falta el nombre del archivo.').max(255),
  base64Content: z.base64('El contenido del archivo no está en base64.'),
  sizeInBytes: z.string().regex(/^\d{1,9}$/, 'El tamaño del archivo va como texto, en bytes.'),
});
export type RudiFile = z.infer<typeof rudiFile>;

const rudiFiles = z.array(rudiFile).max(50).default([]);

/** The authorization a case is about (spec §3, authorizations area), from busqueda-autorizaciones. */
const authorizationFields = {
  nroAutorizacion: int32.positive().optional(),
  nroTrmAutorizacion: int32.nonnegative().optional(),
  contraAfi: int32.nonnegative().optional(),
  inteAfi: int16.nonnegative().optional(),
  nombreApeAfi: text(160).optional(),
  fechaAutorizacion: plainText(30).optional(),
};

/**
 * POST /pre/v1/cap/alta-tramite: the new-case payload of spec §3. `workContext` is the workflow
 * (contracting by ambit, the authorization category's, or AMB_CAP_LIQUIDACIONES) and decides
 * the area; `submotivo` and `motivoWeb` must belong to it. Settlements need `capObject.expediente`;
 * authorizations `extendedProcess.nroAutorizacion` of one of the provider's authorizations.
 * Files travel inline (`rudiFiles`) and/or were staged with `V1/archivos/rudi/guardar`
 * (`rudiPrestador.nroTramite`). The case, its files and its first stage are one transaction.
 */
export const newCaseRequest = z.object({
  workContext: plain(z.string().min(1).max(60)),
  processInfo: z.object({ detail: text(OBSERVATION_MAX_LENGTH) }),
  capObject: z.object({
    generico: z.object({
      prestadorId: int32.positive(),
      prestadorTipo: z.enum(PROVIDER_TYPES),
      motivo: z.object({ id: z.literal(CASE_MOTIVO_ID) }),
      estado: z.object({ id: z.literal(CASE_STATE.pendiente) }),
      submotivo: z.object({ id: int16.positive() }),
      observacion: text(OBSERVATION_MAX_LENGTH),
      detalle: text(OBSERVATION_MAX_LENGTH),
    }),
    expediente: z
      .object({
        oficina: z.literal(1),
        numero: plainText(20),
        comprobante: z.object({ numero: plainText(30), tipo: plainText(4) }),
      })
      .optional(),
  }),
  extendedProcess: z.object({
    motivoWeb: int16.positive(),
    estadoWeb: z.literal(1),
    /** The logged-in user's e-mail; the server records the session's user whatever it says. */
    usuarioWeb: plainText(254),
    pedidoWeb: z.object({
      medio: z.object({ id: z.literal(NEW_REQUEST.medioId) }),
      sucursal: z.object({ id: z.literal(NEW_REQUEST.sucursalId) }),
      estado: z.object({ id: z.literal(NEW_REQUEST.estadoId) }),
    }),
    rudiFiles,
    /** Among GET prestadores/{code}/emails; none → the logged-in user's e-mail (spec §5). */
    emails: z.array(email).max(10),
    mailRedireccion: z.literal(0),
    mailFinalizacion: z.literal(0),
    info1: text(200),
    ...authorizationFields,
  }),
  rudiPrestador: z
    .object({ nroTramite: int32.positive(), tipoTramite: z.literal('WCAP') })
    .optional(),
});
export type NewCaseRequest = z.infer<typeof newCaseRequest>;
export type NewCaseInput = z.input<typeof newCaseRequest>;

export const newCaseResponse = z.object({
  nroTramite: z.number().int(),
  tramiteId: z.number().int(),
  tramiteJbpm: z.number().int(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  workContext: z.string(),
  /** Creation instant, YYYYMMDDHHmmss: with tramiteJbpm, the path of PostProcess1. */
  ts: z.string(),
  emails: z.array(z.string()),
  archivos: z.array(fileMeta),
});
export type NewCaseResponse = z.infer<typeof newCaseResponse>;

/** GET /pre/cap/{process}/{ts}/PostProcess1: the case a filing created (process = tramiteJbpm). */
export const postProcess1Params = z.object({
  process: int32Text(),
  ts: z.string().regex(/^\d{14}$/),
});
export const postProcess1Response = z.object({
  nroTramite: z.number().int(),
  tramiteId: z.number().int(),
  tramiteJbpm: z.number().int(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  /** The addresses the acknowledgement was mailed to. */
  emails: z.array(z.string()),
});

/** GET /pre/cap/{id}/{workContext}/PostProcess2: where the case was routed. */
export const postProcess2Params = z.object({
  id: int32Text(),
  workContext: plain(z.string().min(1).max(60)),
});
export const postProcess2Response = z.object({
  nroTramite: z.number().int(),
  workflow: z.string(),
  area: z.string(),
  submotivo: z.number().int(),
  tarea: z.string(),
  asignadoA: z.string(),
});

/** POST /pre/cap/grabar-tramite: the provider adds an observation (and files) to an open case. */
export const saveCaseNoteRequest = z.object({
  nroTramite: int32.positive(),
  observacion: text(OBSERVATION_MAX_LENGTH),
  rudiFiles,
});
export const caseWriteResponse = z.object({
  nroTramite: z.number().int(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  etapaId: z.number().int(),
  archivos: z.array(fileMeta),
});
export type CaseWriteResponse = z.infer<typeof caseWriteResponse>;

/** POST /pre/v1/archivos/rudi/guardar: stages files for a case about to be filed. */
export const stageFilesRequest = z.object({ rudiFiles: z.array(rudiFile).min(1).max(50) });
export const stageFilesResponse = z.object({
  rudiPrestador: z.object({ nroTramite: z.number().int(), tipoTramite: z.literal('WCAP') }),
  archivos: z.array(fileMeta),
});
export type StageFilesResponse = z.infer<typeof stageFilesResponse>;

/** POST /pre/v1/archivos/WCAP/tramite/{n}/guardar: adds the provider's files to an open case. */
export const addCaseFilesRequest = z.object({ rudiFiles: z.array(rudiFile).min(1).max(50) });

/**
 * PUT /pre/v1/prestadores/cap/transicionar-tramite: the reply (spec §4). Only for a case in
 * estado 2; sets estado 1 through the area's reply workflow.
 */
export const replyCaseRequest = z.object({
  nroTramite: int32.positive(),
  accion: z.literal(REPLY_ACTION),
  observacion: text(OBSERVATION_MAX_LENGTH),
  rudiFiles,
});
export type ReplyCaseRequest = z.infer<typeof replyCaseRequest>;
export const replyCaseResponse = caseWriteResponse.extend({
  workflow: z.string(),
  mensaje: z.string(),
});
export type ReplyCaseResponse = z.infer<typeof replyCaseResponse>;

/**
 * GET /pre/v1/cap/eventos (text/event-stream), the data of each event. `inbox`: the pending
 * inbox count changed (also sent on connect); `etapa`: a stage was added to one of the
 * provider's cases.
 */
export const inboxEvent = z.object({ cantidad: z.number().int() });
export const stageEvent = z.object({
  nroTramite: z.number().int(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  accion: z.string(),
  etapaId: z.number().int(),
  fecha: z.string(),
});
export type InboxEvent = z.infer<typeof inboxEvent>;
export type StageEvent = z.infer<typeof stageEvent>;

/** POST /pre/ops/cap/tramites/{n}/etapas (operator only): the insurer acts on a case. */
export const operatorCaseActionRequest = z.object({
  operator: plain(z.string().trim().min(1).max(120)),
  accion: z.enum(OPERATOR_CASE_ACTIONS),
  observacion: text(OBSERVATION_MAX_LENGTH).default(''),
  rudiFiles,
});
export type OperatorCaseActionRequest = z.input<typeof operatorCaseActionRequest>;
export const operatorCaseActionResponse = caseWriteResponse.extend({ prestad: z.number().int() });

/** GET /pre/ops/cap/tramites?prestad&estado (operator only): recent cases, for the command. */
export const operatorCaseListQuery = z.object({
  prestad: int32Text().optional(),
  estado: int16Text().optional(),
});
export const operatorCaseListResponse = z.array(caseSummary.extend({ prestad: z.number().int() }));
