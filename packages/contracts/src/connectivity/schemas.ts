import { z } from '../zod.ts';
import {
  CONNECTIVITY_MAX_QUANTITY,
  CONNECTIVITY_QUANTITY_MESSAGES,
  CONNECTIVITY_TRANSACTION_TYPE,
  REPORT_TYPES,
  TRANSACTION_STATES,
} from '@portal/domain/connectivity';
import { COVERAGE_MODALITIES } from '@portal/domain/coverage';
import {
  affiliateNumberText,
  flagSN,
  integerText,
  numericId,
  plain,
  serverDay,
  serviceCode,
} from '../common-fields.ts';
import { coverageResult, serviceDto } from '../coverage/schemas.ts';

const short = (max: number) => plain(z.string().trim().max(max)).optional();

/** A ticket number (the transaction's number), as path text or body number. */
export const ticketNumber = numericId;

/**
 * POST /pre/v1/conectividad/{providerId}/ingresa-prestacion: the connectivity message of
 * spec §3. `creden` is the affiliate number as typed; `prestacion` and `cantidad` name the
 * service (the spec's list does not show where the service travels).
 */
export const connectivityMessage = z.object({
  creden: affiliateNumberText,
  prestacion: serviceCode,
  // Refused in the domain's words, never clamped: the form sends what was typed (NaN for letters).
  cantidad: integerText({
    min: 1,
    max: CONNECTIVITY_MAX_QUANTITY,
    message: CONNECTIVITY_QUANTITY_MESSAGES.notWhole,
    tooSmall: CONNECTIVITY_QUANTITY_MESSAGES.tooSmall,
    tooBig: CONNECTIVITY_QUANTITY_MESSAGES.tooBig,
  }).default(1),
  /** IP a service, II an immediate service (spec §9 report types). */
  tipoMensaje: z.enum(['IP', 'II']).default('IP'),
  /** Transaction type: always 90 (spec §9). */
  tipo: integerText({ message: 'El tipo de transacción debe ser 90.' })
    .refine(
      (value) => value === CONNECTIVITY_TRANSACTION_TYPE,
      'El tipo de transacción debe ser 90.',
    )
    .default(CONNECTIVITY_TRANSACTION_TYPE),
  /** Terminal code; required when the provider has terminals (AP terminal rule). */
  termId: plain(z.string().trim().toUpperCase().max(12)).optional(),
  /** Main diagnosis (ICD-10), optional. */
  icd: plain(z.string().trim().max(8)).optional(),
  /** Date the service was given (YYYYMMDD); today when absent. */
  alta: serverDay.optional(),
  /** 'S' when the service is entered on a later date than it was given. */
  fecdif: flagSN.optional(),
  /** 'S' when the credential was typed rather than read. */
  manual: flagSN.optional(),
  modo: short(2),
  ticketExt: short(20),
  interNro: short(20),
  oriMatri: short(2),
  autoriz: short(20),
  rechaExt: short(4),
  param1: short(60),
  param2: short(60),
  param3: short(60),
  tipoEfector: short(4),
  idEfector: short(20),
  tipoPrescr: short(4),
  idPrescr: short(20),
  msgId: short(40),
  ackId: short(40),
  ackFecha: short(14),
  consulta: flagSN.optional(),
  powerBuilder: flagSN.optional(),
  /** The provider's or its circle's CUIT. */
  cuit: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'El CUIT tiene 11 dígitos, sin guiones.')
    .optional(),
});
export type ConnectivityMessageInput = z.input<typeof connectivityMessage>;
export type ConnectivityMessage = z.output<typeof connectivityMessage>;

export const ticketDiagnosis = z.object({
  nroTicket: z.number().int(),
  codigo: z.string(),
  denominacion: z.string(),
  estado: z.enum(TRANSACTION_STATES),
});

/** The printable ticket of an accepted transaction (also the reprint answer). */
export const connectivityTicket = z.object({
  nroTicket: z.number().int(),
  tipoMensaje: z.enum(REPORT_TYPES),
  estado: z.enum(TRANSACTION_STATES),
  /** ISO instants; the web formats them dd/mm/yyyy HH:mm (Argentina). */
  fecha: z.string(),
  fechaAnulacion: z.string().nullable(),
  /** YYYYMMDD the service was given. */
  fechaPrestacion: z.string(),
  prestador: z.object({ codigo: z.number().int(), nombre: z.string(), cuit: z.string() }),
  afiliado: z.object({
    numero: z.string(),
    nombre: z.string(),
    apellido: z.string(),
    plan: z.number().int(),
  }),
  prestacion: z
    .object({ codigo: z.number().int(), descripcion: z.string(), cantidad: z.number().int() })
    .nullable(),
  /** For a diagnosis transaction (ID): the service ticket it belongs to. */
  ticketPrestacion: z.number().int().nullable(),
  mod_cobert: z.enum(COVERAGE_MODALITIES).nullable(),
  /** Copayment in pesos (the web shows it es-AR). */
  copago: z.number(),
  terminal: z.string().nullable(),
  origenDeTransaccion: z.number().int(),
  circulo: z.object({ id: z.number().int(), descripcion: z.string(), cuit: z.string() }).nullable(),
  diagnosticos: z.array(ticketDiagnosis),
  usuario: z.string(),
});
export type ConnectivityTicket = z.infer<typeof connectivityTicket>;

/** POST .../ingresa-diagnostico: a diagnosis on an open service ticket (creates an ID ticket). */
export const enterDiagnosisRequest = z.object({
  nroTicket: ticketNumber,
  icd: plain(z.string().trim().min(1).max(8)),
});
/** POST .../anula-diagnostico: cancels a diagnosis ticket (ID). */
export const cancelDiagnosisRequest = z.object({ nroTicket: ticketNumber });
/** POST .../anula-prestacion: cancels a service ticket (IP/II) and its open diagnoses. */
export const cancelServiceRequest = z.object({ nroTicket: ticketNumber });

/** POST .../elegibilidad: is the affiliate valid, and covered for a service? Writes nothing. */
export const eligibilityRequest = z.object({
  creden: affiliateNumberText,
  prestacion: serviceCode.optional(),
  fecha: serverDay.optional(),
});
export const eligibilityResponse = z.object({
  isValid: z.boolean(),
  mensaje: z.string().nullable(),
  afiliado: z
    .object({
      numero: z.string(),
      nombre: z.string(),
      apellido: z.string(),
      estadoDesc: z.string(),
      plan: z.object({ codigo: z.number().int(), descripcion: z.string() }),
    })
    .nullable(),
  prestacion: serviceDto.nullable(),
  cobertura: coverageResult.nullable(),
  decision: z
    .object({
      kind: z.enum(['approved', 'authorization', 'own-path', 'rejected']),
      mensaje: z.string(),
    })
    .nullable(),
  copago: z.number().nullable(),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponse>;

/** GET .../consulta-prestaciones-exceptuadas?codigoPlan: the plan's excepted services. */
export const exceptedServicesQuery = z.object({ codigoPlan: numericId });
export const exceptedServicesResponse = z.array(serviceDto);

/** GET .../reimpresionTicket/{nroTicket} (JSON) and .../reimpresionTicket/{nroTicket}/pdf. */
export const ticketParams = z.object({ id: numericId, nroTicket: ticketNumber });

/** GET .../transaccionesPorPrestador and .../autorizaciones-por-prestador */
export const reportQuery = z.object({
  tipo: z.enum(REPORT_TYPES),
  fechaDesde: serverDay,
  fechaHasta: serverDay,
  formato: z.enum(['json', 'csv']).default('json'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const transactionReportRow = z.object({
  nroTicket: z.number().int(),
  fecha: z.string(),
  tipo: z.enum(REPORT_TYPES),
  estado: z.enum(TRANSACTION_STATES),
  afiliado: z.string(),
  afiliadoNombre: z.string(),
  /** Service code (IP, II) or ICD-10 code (ID). */
  codigo: z.string(),
  descripcion: z.string(),
  mod_cobert: z.enum(COVERAGE_MODALITIES).nullable(),
  copago: z.number(),
  terminal: z.string().nullable(),
  usuario: z.string(),
});
export const transactionReportResponse = z.object({
  tipo: z.enum(REPORT_TYPES),
  fechaDesde: z.string(),
  fechaHasta: z.string(),
  filas: z.array(transactionReportRow),
  /** True when the range holds more rows than one report answers. */
  truncado: z.boolean(),
});
export type TransactionReportResponse = z.infer<typeof transactionReportResponse>;

export const authorizationReportRow = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  cantidad: z.number().int(),
  anuladas: z.number().int(),
  copagoTotal: z.number(),
});
export const authorizationReportResponse = z.object({
  tipo: z.enum(REPORT_TYPES),
  fechaDesde: z.string(),
  fechaHasta: z.string(),
  filas: z.array(authorizationReportRow),
});
export type AuthorizationReportResponse = z.infer<typeof authorizationReportResponse>;
