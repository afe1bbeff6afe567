import { z } from 'zod';
import { CASE_AREAS, parseCaseSearchDate, PROVIDER_TYPES } from '@portal/domain';
import { int16, int16Text, int32, integerText, numericId, plainText } from '../common-fields.ts';
import { stagePageInfo } from './stage-pages.ts';

/**
 * Support centre (capweb) reads: reference lists, searches, the pending inbox, case detail and
 * files (spec §3 "Case", "Case query payload", "Attachment"; §7 "Support case management").
 * Paths are listed in docs/decisions/0010. Instants travel as ISO 8601 strings.
 */

/** An `integer` id as path or query text (digits only) or a number. */
const id = numericId;
const isoInstant = z.string();

export const caseArea = z.enum(CASE_AREAS);
export const ambit = z.enum(['A', 'I']);

/** Path params: a provider code (`cap/{code}/…`, `prestadores/{code}/…`). */
export const providerCodeParams = z.object({ code: id });

/** GET /pre/cap/{code}/unidades-gestion */
export const managementUnitsResponse = z.array(
  z.object({ id: z.number().int(), descripcion: z.string() }),
);

/** GET /pre/cap/{code}/Odontologia: odontology provider when esOdonto is 'S' (spec §5). */
export const odontologyResponse = z.object({ esOdonto: z.enum(['S', 'N']) });
export type OdontologyResponse = z.infer<typeof odontologyResponse>;

/** GET /pre/cap/{ambit}/areas-consulta */
export const areasParams = z.object({ ambit });
export const consultationArea = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  area: caseArea,
});
export type ConsultationArea = z.infer<typeof consultationArea>;
export const areasResponse = z.array(consultationArea);

/** A reason a case can be filed for (`extendedProcess.motivoWeb`), with where it goes. */
export const motivoWeb = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  submotivo: z.number().int(),
  workflow: z.string(),
});
export type MotivoWeb = z.infer<typeof motivoWeb>;
export const motivosResponse = z.array(motivoWeb);

/** GET /pre/cap/{id}/{type}/{flag}/motivos: id = area id, type = provider type, flag = esOdonto. */
export const motivosParams = z.object({
  /** The area id: a `smallint` column. */
  id: int16Text(),
  type: z.enum(PROVIDER_TYPES),
  flag: z.enum(['S', 'N']),
});

/** GET /pre/v1/prestadores/{code}/emails: the e-mails a case can be followed from. */
export const associatedEmailsResponse = z.array(
  z.object({ email: z.string(), descripcion: z.string() }),
);
export type AssociatedEmails = z.infer<typeof associatedEmailsResponse>;

/** A date of a case search: YYYY/MM/DD (case search) or YYYYMMDD (server format). */
export const caseSearchDate = z
  .string()
  .max(10)
  .refine(
    (text) => parseCaseSearchDate(text) !== null,
    'Usá una fecha real con formato AAAA/MM/DD.',
  );

/** Case states are a `smallint` column. */
const estadoFilter = z.union([int16.positive(), z.array(int16.positive()).min(1).max(10)]);

/**
 * POST /pre/v3/cap/ConsultaTramites. `motivoId` is the area id (areas-consulta; 2 is read as 17
 * for the interior ambit). Without dates: the last 15 days; `fechaHasta` is the end plus one
 * day, as spec §5 sends it. `estado`: one state id or several ('Finalizado' is 4, 5 and 6).
 */
export const caseSearchRequest = z.object({
  motivoId: int16.positive().optional(),
  ambitoPrestador: ambit,
  prestad: int32.positive(),
  estado: estadoFilter.optional(),
  fechaDesde: caseSearchDate.optional(),
  fechaHasta: caseSearchDate.optional(),
  nroAutorizacion: int32.positive().optional(),
});
export type CaseSearchRequest = z.infer<typeof caseSearchRequest>;

/** POST /pre/v1/contacto-prestador/consulta-tramites-contacto-prestador (dates YYYYMMDD). */
export const contactCaseSearchRequest = z.object({
  prestad: int32.positive(),
  estado: estadoFilter.optional(),
  areaConsulta: int16.positive().optional(),
  fechaDesde: caseSearchDate.optional(),
  fechaHasta: caseSearchDate.optional(),
});
export type ContactCaseSearchRequest = z.infer<typeof contactCaseSearchRequest>;

/** Who did something on a case: a user of the provider, or one of the insurer's operators. */
export const caseActor = z.object({
  tipo: z.enum(['prestador', 'operador']),
  nombre: z.string(),
  email: z.string().nullable(),
});
export type CaseActor = z.infer<typeof caseActor>;

export const caseAreaRef = z.object({ id: z.number().int(), descripcion: z.string() });

/** One row of a case list (search results and the pending inbox). */
export const caseSummary = z.object({
  nroTramite: z.number().int(),
  tramiteId: z.number().int(),
  tramiteJbpm: z.number().int(),
  areaConsulta: caseAreaRef,
  area: caseArea,
  estado: z.number().int(),
  estadoDesc: z.string(),
  inicio: isoInstant,
  fechaUltimoContacto: isoInstant,
  motivoWebDetalle: z.string(),
  detalleMotivo: z.string(),
  nroAutorizacion: z.number().int().nullable(),
  creadoPor: caseActor,
});
export type CaseSummary = z.infer<typeof caseSummary>;

/** The newest matching cases first; at most CASE_SEARCH_LIMIT, `truncado` when there were more. */
export const CASE_SEARCH_LIMIT = 200;
export const caseSearchResponse = z.object({
  tramites: z.array(caseSummary),
  truncado: z.boolean(),
});
export type CaseSearchResponse = z.infer<typeof caseSearchResponse>;

/** GET /pre/v1/cap/tramites-pendientes: estado 2 within the last 15 days (spec §4). */
export const pendingInboxResponse = z.object({
  cantidad: z.number().int(),
  tramites: z.array(caseSummary),
});
export type PendingInboxResponse = z.infer<typeof pendingInboxResponse>;

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
