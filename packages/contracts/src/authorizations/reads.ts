import { z } from '../zod.ts';
import {
  AUTHORIZATION_DECISIONS,
  AUTHORIZATION_KINDS,
  AUTHORIZATION_LIMITS,
  AUTHORIZATION_PROCESSES,
} from '@portal/domain/authorizations';
import {
  freeText,
  int16Text,
  int32Text,
  integerText,
  plainText,
  SEARCH_END_DESCRIPTION,
  serverDay,
} from '../common-fields.ts';
import { requestFiles } from './requests.ts';

/**
 * What the transaction area answers: a filed request, the Estado de Trámites search and
 * detail, the Inbox, the form options, the survey, live events and the insurer's side.
 * Instants are ISO strings; the web shows them dd/mm/yyyy (HH:mm) in Argentina.
 */

const isoInstant = z.string();

/** spec §4 "Authorization status display": Pendiente (info), Observado (secondary), Finalizado (success). */
export const authorizationDisplay = z.enum(['Pendiente', 'Observado', 'Finalizado']);

export const authorizationState = z.object({
  id: z.number().int(),
  /** 'Pendiente', 'Observado', 'Aprobado', 'Rechazado'. */
  descripcion: z.string(),
  display: authorizationDisplay,
});

/** A row of Estado de Trámites, the Inbox and the operator's list. */
export const authorizationSummary = z.object({
  nroAutorizacion: z.number().int(),
  tipo: z.enum(AUTHORIZATION_KINDS),
  tipoDescripcion: z.string(),
  /** Service type code (spec §9): C, 1, 9 or 10. */
  tipoPrestacion: z.string(),
  proceso: z.enum(AUTHORIZATION_PROCESSES),
  /** The current step of its process ('Recepción', 'Auditoría médica', …). */
  etapa: z.string(),
  estado: authorizationState,
  fecha: isoInstant,
  fechaOrden: z.string(),
  /** The whole affiliate number (spec §3: contra, middle, inte) and the name. */
  afiliado: z.object({
    contra: z.number().int(),
    middle: z.number().int(),
    inte: z.number().int(),
    nombre: z.string(),
  }),
  /** First service's description, or the medication / transfer / diagnosis. */
  resumen: z.string(),
  validezHasta: z.string().nullable(),
});
export type AuthorizationSummary = z.infer<typeof authorizationSummary>;

/** 201 of every Alta de trámites call. */
export const filedAuthorizationResponse = z.object({
  autorizacion: authorizationSummary,
  /** Immediate authorizations: the rules' answer ('Prestación no cubierta.' …). */
  mensaje: z.string().nullable(),
  /** True when the survey of spec §4 is due now, after this saved authorization. */
  encuesta: z.boolean(),
});
export type FiledAuthorizationResponse = z.infer<typeof filedAuthorizationResponse>;

export const providerParams = z.object({ id: int32Text() });
export const authorizationParams = z.object({ id: int32Text(), nro: int32Text() });
export const authorizationFileParams = authorizationParams.extend({ archivo: int32Text() });

export const AUTHORIZATION_DISPLAY_FILTERS = ['pendiente', 'observado', 'finalizado'] as const;

/**
 * GET …/:id/tramites: Estado de Trámites. Dates YYYYMMDD (§5: default the last 15 days; with
 * only a start, until today; `fechaHasta` exclusive, the domain's `serverSearchDates`); newest
 * first, paged.
 */
export const requestSearchQuery = z.object({
  fechaDesde: serverDay.describe('The first day searched.').optional(),
  fechaHasta: serverDay.describe(SEARCH_END_DESCRIPTION).optional(),
  contra: int32Text().optional(),
  inte: int16Text().optional(),
  nroAutorizacion: int32Text({ message: 'El número de trámite tiene solo dígitos.' }).optional(),
  estado: z.enum(AUTHORIZATION_DISPLAY_FILTERS).optional(),
  pagina: integerText({ min: 1, max: 100_000 }).default(1),
  cantidad: integerText({ min: 1, max: 100 }).default(20),
});
export type RequestSearchQuery = z.infer<typeof requestSearchQuery>;

export const requestSearchResponse = z.object({
  items: z.array(authorizationSummary),
  total: z.number().int(),
  pagina: z.number().int(),
  cantidad: z.number().int(),
  fechaDesde: z.string().describe('The first day searched, YYYYMMDD.'),
  /** Unlike the query's, the last day itself: what the page shows as "al". */
  fechaHasta: z.string().describe('The last day searched (inclusive), YYYYMMDD.'),
});
export type RequestSearchResponse = z.infer<typeof requestSearchResponse>;

/** The CSV export takes the same filters, without paging (at most 5,000 rows). */
export const requestExportQuery = requestSearchQuery.omit({ pagina: true, cantidad: true });

export const authorizationFileMeta = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  fecha: isoInstant,
  /** Who attached it: the provider, or the insurer with an observation or decision. */
  origen: z.enum(['prestador', 'auditor']),
});

/** One step of the request's history: who moved it to which state, and what they wrote. */
export const authorizationEvent = z.object({
  fecha: isoInstant,
  estado: authorizationState,
  etapa: z.string(),
  origen: z.enum(['prestador', 'auditor', 'sistema']),
  autor: z.string(),
  mensaje: z.string().nullable(),
});

export const authorizationDetailService = z.object({
  codigo: z.number().int(),
  descripcion: z.string(),
  cantidad: z.number().int(),
  cobertura: z.string(),
});

/** GET …/:id/tramites/:nro: every field filed, files, observations, history. */
export const authorizationDetailResponse = authorizationSummary.extend({
  lugarAtencion: z.object({ id: z.number().int(), descripcion: z.string() }).nullable(),
  prestaciones: z.array(authorizationDetailService),
  /** The kind's own fields as filed (medical flags, dental, transfer, hospitalization…). */
  datos: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  observacion: z.string(),
  archivos: z.array(authorizationFileMeta),
  historial: z.array(authorizationEvent),
  /** The insurer's latest observation while it waits for the provider (Inbox). */
  observacionAuditor: z.string().nullable(),
  /** Steps of its process, in order, and which one it is on. */
  etapas: z.array(z.string()),
});
export type AuthorizationDetailResponse = z.infer<typeof authorizationDetailResponse>;

/** GET …/:id/inbox: observed requests waiting for the provider (newest observation first). */
export const authorizationInboxResponse = z.object({
  items: z.array(authorizationSummary.extend({ observacionAuditor: z.string() })),
  cantidad: z.number().int(),
});
export type AuthorizationInboxResponse = z.infer<typeof authorizationInboxResponse>;

/** POST …/:id/tramites/:nro/respuesta: the provider answers an observation (Inbox). */
export const authorizationAnswerRequest = z.object({
  texto: freeText(AUTHORIZATION_LIMITS.answerMaxLength).pipe(
    z.string().trim().min(1, 'Escribí tu respuesta.'),
  ),
  imagenes: requestFiles,
});
export type AuthorizationAnswerRequest = z.infer<typeof authorizationAnswerRequest>;
export const authorizationAnswerResponse = z.object({ autorizacion: authorizationSummary });

const option = z.object({ id: z.union([z.string(), z.number()]), descripcion: z.string() });

/**
 * GET …/:id/opciones: what Alta de trámites offers this provider (dental only to odontology
 * providers, esOdonto 'S') and the forms' reference lists.
 */
export const authorizationOptionsResponse = z.object({
  tipos: z.array(z.object({ id: z.enum(AUTHORIZATION_KINDS), descripcion: z.string() })),
  esOdonto: z.boolean(),
  tiposAutorizacionMedica: z.array(option),
  salas: z.array(option),
  tiposInternacion: z.array(option),
  tiposMatricula: z.array(option),
});
export type AuthorizationOptionsResponse = z.infer<typeof authorizationOptionsResponse>;

/** GET /pre/v1/autorizaciones/encuesta: whether the survey is due for this user (spec §4). */
export const surveyStatusResponse = z.object({
  ofrecer: z.boolean(),
  autorizacionesGuardadas: z.number().int(),
  ultimaRespuesta: isoInstant.nullable(),
});
export const surveyAnswerRequest = z.object({
  puntaje: z.number().int().min(1, 'Elegí un puntaje.').max(5),
  comentario: freeText(500).default(''),
});
export type SurveyAnswerRequest = z.infer<typeof surveyAnswerRequest>;

/** A live event (server-sent 'autorizacion'): ids and state only, no patient data. */
export const authorizationLiveEvent = z.object({
  nroAutorizacion: z.number().int(),
  estado: authorizationState,
  etapa: z.string(),
  inbox: z.number().int(),
});
export type AuthorizationLiveEvent = z.infer<typeof authorizationLiveEvent>;

/** GET /pre/ops/autorizaciones?estado&prestad: the insurer's queue (at most 50, oldest first). */
export const operatorAuthorizationListQuery = z.object({
  estado: z.enum(AUTHORIZATION_DISPLAY_FILTERS).optional(),
  /** One provider's requests only (the demo seed's synthetic providers fill the whole queue). */
  prestad: int32Text().optional(),
});
export const operatorAuthorizationListResponse = z.array(
  authorizationSummary.extend({ prestad: z.number().int() }),
);

/** POST /pre/ops/autorizaciones/:nro/decision: approve, observe or reject, audited with the operator's name. */
export const operatorDecisionParams = z.object({ nro: int32Text() });
export const operatorDecisionRequest = z.object({
  accion: z.enum(AUTHORIZATION_DECISIONS),
  operador: plainText(120).pipe(z.string().trim().min(1)),
  mensaje: freeText(AUTHORIZATION_LIMITS.answerMaxLength).default(''),
  imagenes: requestFiles,
});
export type OperatorDecisionRequest = z.infer<typeof operatorDecisionRequest>;
export const operatorDecisionResponse = z.object({
  autorizacion: authorizationSummary.extend({ prestad: z.number().int() }),
});
