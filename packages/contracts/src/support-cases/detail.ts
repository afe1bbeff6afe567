import { z } from '../zod.ts';
import { integerText, numericId, plainText } from '../common-fields.ts';
import { caseActor, caseArea, caseSummary } from './reads.ts';
import { stagePageInfo } from './stage-pages.ts';

/**
 * Support centre (capweb) case detail: the case, its stages, process, timeline and files
 * (spec §3 "Case", "Attachment"; §7 "Support case management"). Instants travel as ISO 8601.
 */

/** An `integer` id as path or query text (digits only) or a number. */
const id = numericId;
const isoInstant = z.string();

/** Paths naming a case: {id} and {n} are both the case number (nroTramite). */
export const caseIdParams = z.object({ id });
export const caseNumberParams = z.object({ n: id });

export const fileOrigin = z.enum(['WCAP', 'SCAP']);
export type FileOrigin = z.infer<typeof fileOrigin>;

/** A stored file without its content; `size` is text, as the spec's Attachment has it. */
export const fileMeta = z.object({
  id: z.number().int(),
  origen: fileOrigin,
  name: z.string(),
  extension: z.string(),
  fileName: z.string(),
  size: z.string(),
  contentType: z.string(),
  fecha: isoInstant,
  etapaId: z.number().int().nullable(),
});
export type FileMeta = z.infer<typeof fileMeta>;

/** A stage of a case (`etapas`): obsWeb is the provider's text, obsColaborador the insurer's. */
export const caseStage = z.object({
  id: z.number().int(),
  fecha: isoInstant,
  accion: z.string(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  workflow: z.string(),
  obsWeb: z.string().nullable(),
  obsColaborador: z.string().nullable(),
  actor: caseActor,
  archivos: z.array(fileMeta),
});
export type CaseStage = z.infer<typeof caseStage>;

export const caseTask = z.object({
  nombre: z.string(),
  workflow: z.string(),
  estado: z.number().int(),
  inicio: isoInstant,
  fin: isoInstant.nullable(),
});

export const settlementExpediente = z.object({
  oficina: z.literal(1),
  numero: z.string(),
  comprobante: z.object({ numero: z.string(), tipo: z.string() }),
});

export const caseAuthorization = z.object({
  nroAutorizacion: z.number().int(),
  nroTrmAutorizacion: z.number().int(),
  contraAfi: z.number().int(),
  /** The middle part of the affiliate number (spec §3), so it is shown whole. */
  middleAfi: z.number().int(),
  inteAfi: z.number().int(),
  nombreApeAfi: z.string(),
  fechaAutorizacion: isoInstant,
});

/** GET /pre/v2/cap/{id}/DetalleTramite: the case of spec §3 with its stages and files. */
export const caseDetail = caseSummary.extend({
  altaFecha: isoInstant,
  respuestaFecha: isoInstant.nullable(),
  observacion: z.string(),
  prestad: z.number().int(),
  workflow: z.string(),
  submotivo: z.number().int(),
  rudiPrestador: z.object({ nroTramite: z.number().int(), tipoTramite: z.string() }).nullable(),
  rudiSGI: z.number().int().nullable(),
  tasks: z.array(caseTask),
  /** One page of the stages (?pagina&cantidad), oldest first within it. */
  etapas: z.array(caseStage),
  paginadoEtapas: stagePageInfo,
  /** Files the provider attached when filing. */
  adjuntos: z.array(fileMeta),
  /** Files the provider added later (answers, added files). */
  archivosDetalle: z.array(fileMeta),
  /** Files the insurer attached. */
  archivosRespuesta: z.array(fileMeta),
  emails: z.array(z.string()),
  expediente: settlementExpediente.nullable(),
  autorizacion: caseAuthorization.nullable(),
  puedeResponder: z.boolean(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

/** GET /pre/v2/proveedores/tramites/{id}: the process and its current task. */
export const processDetailResponse = z.object({
  processDetail: z.object({
    nroTramite: z.number().int(),
    tramiteJbpm: z.number().int(),
    workflow: z.string(),
    area: caseArea,
    estado: z.number().int(),
    estadoDesc: z.string(),
    inicio: isoInstant,
    fin: isoInstant.nullable(),
  }),
  taskDetail: z.object({
    tarea: z.string(),
    workflow: z.string(),
    asignadoA: z.string(),
    desde: isoInstant,
    /** Actions the provider may take now: ['tramite-recibido'] while the case waits for it. */
    acciones: z.array(z.string()),
  }),
});
export type ProcessDetailResponse = z.infer<typeof processDetailResponse>;

/**
 * GET /pre/v1/process/tramite/{n}?pagina&cantidad: the timeline by pages from the newest, each
 * page oldest first; `total` counts every stage of the case.
 */
export const caseTimelineEvent = caseStage.extend({
  descripcion: z.string(),
  estadoAnterior: z.number().int().nullable(),
});
export const caseTimelineResponse = z.object({
  nroTramite: z.number().int(),
  tramiteJbpm: z.number().int(),
  eventos: z.array(caseTimelineEvent),
  ...stagePageInfo.shape,
});
export type CaseTimelineResponse = z.infer<typeof caseTimelineResponse>;

/** GET /pre/cap/{origin}/{workflowId}/files: WCAP the provider's files, SCAP the insurer's. */
export const caseFilesParams = z.object({ origin: fileOrigin, workflowId: id });
export const caseFilesResponse = z.array(fileMeta);

/** GET /pre/v0/archivos/{type}/{number}: one file with its content (spec §3 Attachment). */
export const fileDownloadParams = z.object({ type: fileOrigin, number: id });
export const fileDownloadResponse = z.object({
  name: z.string(),
  extension: z.string(),
  base64: z.string(),
  size: z.string(),
  contentType: z.string(),
  fileName: z.string(),
});
export type FileDownloadResponse = z.infer<typeof fileDownloadResponse>;

/** GET /pre/v2/busqueda-autorizaciones?prestad&contra&inte&nroAuto&workflowId */
export const authorizationSearchQuery = z.object({
  prestad: id,
  contra: id.optional(),
  inte: integerText({ min: 0, max: 99 }).optional(),
  nroAuto: id.optional(),
  workflowId: plainText(60).optional(),
});
export const authorizationSearchResponse = z.array(
  caseAuthorization.extend({
    estadoDesc: z.string(),
    prestacion: z.string(),
    workflow: z.string(),
  }),
);
export type AuthorizationSearchResponse = z.infer<typeof authorizationSearchResponse>;
