import { z } from '../zod.ts';
import { COVERAGE_MODALITIES, SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from '@portal/domain/coverage';
import { CONNECTIVITY_COMPANY_CODE, CONNECTIVITY_MESSAGES } from '@portal/domain/connectivity';
import {
  contraField,
  flagSN,
  int16Text,
  integerText,
  inteField,
  numericId,
  plain,
  serverDay,
  serviceCode,
} from '../common-fields.ts';

/*
 * Lookups shared by the affiliate validator and connectivity. They are mounted under both
 * /pre/v1/validador (permission validador-de-asociados) and /pre/v1/conectividad (permission
 * conectividad) with the same sub-paths; see docs/decisions/0007.
 */

const nomenclador = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,8}$/, 'El nomenclador tiene hasta 8 letras o dígitos.');

/** GET {scope}/cobertura (spec §7 "coverage check"). */
export const coverageQuery = z.object({
  /** A `smallint` column. */
  prepagaAfilmed: int16Text(),
  codigoPlan: numericId,
  fecha: serverDay,
  nomenclador: nomenclador.optional(),
  prestacion: serviceCode,
  contratoAfilmed: contraField,
  integranteAfilmed: inteField,
  /** Must be the caller's provider (another one answers 404). */
  prestador: numericId,
});
export type CoverageQuery = z.infer<typeof coverageQuery>;

export const coverageResult = z.object({
  mod_cobert: z.enum(COVERAGE_MODALITIES),
  exceptuada: flagSN,
  terminales: flagSN,
  circulo: flagSN,
  origenDeTransaccion: z.number().int(),
});
export type CoverageResultDto = z.infer<typeof coverageResult>;
/** Null is the "empty result" of §8: unknown affiliate, plan, service, or an invalid affiliate. */
export const coverageResponse = coverageResult.nullable();

/** GET {scope}/esautorizable?prestac&nomen */
export const isAuthorizableQuery = z.object({ prestac: serviceCode, nomen: nomenclador });
export const isAuthorizableResponse = z.object({ esAutorizable: z.boolean() });

/** The service (prestación) of spec §3. */
export const serviceDto = z.object({
  codigo: z.number().int(),
  cod_cobertura: z.string(),
  carac: z.string(),
  descripcion: z.string(),
  tipo: z.string(),
  nomenclador: z.string(),
});
export type ServiceDto = z.infer<typeof serviceDto>;

const limit = integerText({ min: 1, max: SEARCH_MAX_RESULTS }).default(SEARCH_MAX_RESULTS);

/** GET {scope}/prestaciones?codigo= (code prefix) or ?descripcion= (at least 3 characters). */
export const servicesQuery = z
  .object({
    codigo: z
      .string()
      .trim()
      .regex(/^\d{1,8}$/, 'El código de prestación debe ser numérico.')
      .optional(),
    descripcion: plain(
      z
        .string()
        .trim()
        .min(SEARCH_MIN_CHARS, `Escribí al menos ${SEARCH_MIN_CHARS} letras.`)
        .max(100),
    ).optional(),
    limit,
  })
  .refine((query) => query.codigo !== undefined || query.descripcion !== undefined, {
    message: 'Indicá un código o una descripción de prestación.',
    path: ['codigo'],
  });
export const servicesResponse = z.array(serviceDto);

/** GET {scope}/prestaciones-convenio (spec §7 "agreed benefits"). */
export const agreedServicesQuery = z.object({
  prestadCodigo: numericId,
  fecha: serverDay,
  prestacDesc: plain(z.string().trim().max(100)).optional(),
  plan: numericId.optional(),
  prestacCodigo: serviceCode.optional(),
  prestadLugar: numericId.optional(),
});
export const agreedServiceDto = z.object({
  prestadCodigo: z.number().int(),
  prestadLugar: z.number().int(),
  prestacCodigo: z.number().int(),
  prestacDesc: z.string(),
  /** Null: the agreement holds for every plan. */
  plan: z.number().int().nullable(),
  /** YYYYMMDD */
  vigenciaDesde: z.string(),
  vigenciaHasta: z.string().nullable(),
  /** Agreed value in pesos. */
  valor: z.number(),
});
export type AgreedServiceDto = z.infer<typeof agreedServiceDto>;
export const agreedServicesResponse = z.array(agreedServiceDto);

/** ICD-10 diagnosis of the Spanish catalogue. */
export const diagnosisDto = z.object({ codigo: z.string(), denominacion: z.string() });
export type DiagnosisDto = z.infer<typeof diagnosisDto>;
/** POST {scope}/diagnosticos {codigo}: diagnoses whose code starts with it ("J0", "J45.9"). */
export const diagnosisByCodeRequest = z.object({
  codigo: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z]\d{0,2}(\.?\d{0,2})?$/,
      'El código CIE-10 es una letra y hasta 4 dígitos (por ejemplo, J00 o J45.9).',
    ),
});
/** GET {scope}/diagnosticos?denominacion= */
export const diagnosisByNameQuery = z.object({
  denominacion: plain(
    z
      .string()
      .trim()
      .min(SEARCH_MIN_CHARS, `Escribí al menos ${SEARCH_MIN_CHARS} letras.`)
      .max(100),
  ),
  limit,
});
export const diagnosesResponse = z.array(diagnosisDto);

/** GET {scope}/{providerId}/lugaresDeAtencion?fecha=YYYYMMDD */
export const placesQuery = z.object({ fecha: serverDay });
export const attentionPlaceDto = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  calle: z.string(),
  numero: z.string(),
  localidad: z.string(),
  partido: z.string(),
  provincia: z.string(),
  codigoPostal: z.string(),
  telefono: z.string().nullable(),
  vigenciaDesde: z.string(),
  vigenciaHasta: z.string().nullable(),
});
export type AttentionPlaceDto = z.infer<typeof attentionPlaceDto>;
export const placesResponse = z.array(attentionPlaceDto);

/** GET {scope}/{providerId}/lugaresDeAtencion/{place}/validarCartillaAfiliado?codigoCartilla */
export const placeParams = z.object({ id: numericId, place: numericId });
export const cartillaQuery = z.object({ codigoCartilla: numericId });
export const cartillaResponse = z.object({ valido: z.boolean(), mensaje: z.string().nullable() });

/** GET {scope}/{providerId}/terminales?codigoEmpresaConectividad=9 */
export const terminalsQuery = z.object({
  codigoEmpresaConectividad: integerText({ message: CONNECTIVITY_MESSAGES.companyCode }).refine(
    (code) => code === CONNECTIVITY_COMPANY_CODE,
    CONNECTIVITY_MESSAGES.companyCode,
  ),
});
export const terminalDto = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  codigoEmpresaConectividad: z.number().int(),
  canal: z.number().int(),
  activa: z.boolean(),
});
export type TerminalDto = z.infer<typeof terminalDto>;
export const terminalsResponse = z.array(terminalDto);

/** POST {scope}/terminales {codigoPrestador, codigo}: registers a terminal for the provider. */
export const createTerminalRequest = z.object({
  codigoPrestador: numericId,
  codigo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,12}$/, 'El código de terminal tiene entre 4 y 12 letras o dígitos.'),
  descripcion: plain(z.string().trim().max(80)).optional(),
});

/** GET {scope}/{providerId}/circulos: 404 when the provider belongs to no circle (spec §7). */
export const circleDto = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  cuit: z.string(),
});
export const circlesResponse = z.array(circleDto);
