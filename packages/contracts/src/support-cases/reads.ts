import { z } from '../zod.ts';
import { CASE_AREAS, parseCaseSearchDate } from '@portal/domain/support-cases';
import { PROVIDER_TYPES } from '@portal/domain/provider';
import { int16, int16Text, int32, numericId, SEARCH_END_DESCRIPTION } from '../common-fields.ts';

/**
 * Support centre (capweb) reads: reference lists, searches and the pending inbox; the case
 * detail is detail.ts (spec §3 "Case", "Case query payload"; §7 "Support case management").
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
 * day, as spec §5 sends it (the domain's `caseSearchDates`). `estado`: one state id or several
 * ('Finalizado' is 4, 5 and 6).
 */
export const caseSearchRequest = z.object({
  motivoId: int16.positive().optional(),
  ambitoPrestador: ambit,
  prestad: int32.positive(),
  estado: estadoFilter.optional(),
  fechaDesde: caseSearchDate.describe('The first day searched.').optional(),
  fechaHasta: caseSearchDate.describe(SEARCH_END_DESCRIPTION).optional(),
  nroAutorizacion: int32.positive().optional(),
});
export type CaseSearchRequest = z.infer<typeof caseSearchRequest>;

/** POST /pre/v1/contacto-prestador/consulta-tramites-contacto-prestador (dates YYYYMMDD). */
export const contactCaseSearchRequest = z.object({
  prestad: int32.positive(),
  estado: estadoFilter.optional(),
  areaConsulta: int16.positive().optional(),
  fechaDesde: caseSearchDate.describe('The first day searched.').optional(),
  fechaHasta: caseSearchDate.describe(SEARCH_END_DESCRIPTION).optional(),
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
