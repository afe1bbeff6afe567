import { z } from '../zod.ts';
import {
  AUTHORIZATION_LIMITS,
  HOSPITALIZATION_ROOMS,
  HOSPITALIZATION_TYPES,
  LICENCE_TYPE_IDS,
  MEDICAL_AUTHORIZATION_TYPE_IDS,
  QUANTITY_MESSAGES,
} from '@portal/domain/authorizations';
import { ATTACHMENT_LIMITS } from '@portal/domain/support-cases';
import { TYPED_DATE_INVALID, parseTypedDate } from '@portal/domain/format';
import { freeText, int16, int32, plainText } from '../common-fields.ts';
import { rudiFile } from '../support-cases/writes.ts';

/**
 * The request payloads of spec §3 ("Request payloads"), one per kind of Alta de trámites. The
 * server re-reads the affiliate, the place, the services and the diagnosis from its database and
 * applies the domain's rules (integral process, order validity, hospitalization days); these
 * schemas only say what a well-formed body is. Dates travel as orders do: dd/mm/yyyy (§5).
 */

/** dd/mm/yyyy, a real day (the domain's parseTypedDate). */
export const orderDate = z
  .string()
  .trim()
  .max(10, TYPED_DATE_INVALID)
  .refine((text) => parseTypedDate(text) !== null, TYPED_DATE_INVALID);

/** The affiliate of a request (spec §3: afiliado {contra, inte, prepaga}). */
export const requestAffiliate = z.object({
  contra: int32.positive(),
  inte: int16.nonnegative(),
  prepaga: int16.nonnegative().optional(),
});
export type RequestAffiliate = z.infer<typeof requestAffiliate>;

/** One service of a request: its nomenclator code and how many (spec §3 prestacion[]). */
export const requestService = z.object({
  codigo: int32.positive(),
  // Refused with the domain's words, never clamped: the form sends what was typed (NaN for
  // letters), so its message and the server's are this schema's.
  cantidad: z
    .number({ error: QUANTITY_MESSAGES.notWhole })
    .int(QUANTITY_MESSAGES.notWhole)
    .min(1, QUANTITY_MESSAGES.tooSmall)
    .max(AUTHORIZATION_LIMITS.maxQuantity, QUANTITY_MESSAGES.tooBig),
});
export type RequestService = z.infer<typeof requestService>;

const services = z
  .array(requestService)
  .min(1, 'Agregá al menos una prestación.')
  .max(
    AUTHORIZATION_LIMITS.maxServices,
    `Un trámite lleva hasta ${AUTHORIZATION_LIMITS.maxServices} prestaciones.`,
  );

/** imagenes [{fileName, sizeInBytes, base64Content}]: the order, studies, budget. */
export const requestFiles = z
  .array(rudiFile)
  .max(ATTACHMENT_LIMITS.maxFiles, `Adjuntá hasta ${ATTACHMENT_LIMITS.maxFiles} archivos.`)
  .default([]);

/** Typed by the provider; the server sanitises it as spec §5 says before storing it. */
export const observation = freeText(AUTHORIZATION_LIMITS.observationMaxLength).default('');

/** The provider's attention place (an id of GET …/:id/lugaresDeAtencion). */
const place = int32.positive();

/** POST …/:id/autorizacion (and the common part of autorizacion-con-materiales). */
export const medicalAuthorizationRequest = z.object({
  prestador: int32.positive(),
  emailPrestador: plainText(254).optional(),
  lugarAtencionPrestador: place,
  tipoAutorizacionMedica: z.enum(MEDICAL_AUTHORIZATION_TYPE_IDS),
  fechaOrden: orderDate,
  afiliado: requestAffiliate,
  prestacion: services,
  observacion: observation,
  adjuntaPresupuesto: z.boolean().default(false),
  requiereMedicacion: z.boolean().default(false),
  pacienteInternado: z.boolean().default(false),
  /** Delivered at the insurer's counter (ventanilla) rather than online. */
  ventanilla: z.boolean().default(false),
  requiereMaterial: z.boolean().default(false),
  /** Required when tipoAutorizacionMedica is 'cirugia'; not before fechaOrden. */
  fechaCirugia: orderDate.optional(),
  imagenes: requestFiles,
});
export type MedicalAuthorizationRequest = z.infer<typeof medicalAuthorizationRequest>;

/** One material or prosthesis of autorizacion-con-materiales. */
export const requestMaterial = z.object({
  descripcion: plainText(160).pipe(z.string().trim().min(1, 'Describí el material.')),
  cantidad: requestService.shape.cantidad,
});

/** POST …/:id/autorizacion-con-materiales: a medical authorization that lists its materials. */
export const materialsAuthorizationRequest = medicalAuthorizationRequest.extend({
  requiereMaterial: z.literal(true).default(true),
  materiales: z.array(requestMaterial).min(1, 'Agregá al menos un material.').max(20),
});
export type MaterialsAuthorizationRequest = z.infer<typeof materialsAuthorizationRequest>;

/** POST …/:id/autorizacion-medicacion-unica: one medication, no service. */
export const singleMedicationRequest = z.object({
  prestador: int32.positive(),
  lugarAtencionPrestador: place,
  fechaOrden: orderDate,
  afiliado: requestAffiliate,
  medicamento: z.object({
    descripcion: plainText(160).pipe(z.string().trim().min(1, 'Indicá el medicamento.')),
    presentacion: plainText(120).default(''),
    cantidad: requestService.shape.cantidad,
  }),
  observacion: observation,
  imagenes: requestFiles,
});
export type SingleMedicationRequest = z.infer<typeof singleMedicationRequest>;

/**
 * POST …/:id/tramite-sin-autorizacion: services that need no authorization (each checked with
 * esautorizable first: one that does is refused), registered at once.
 */
export const noAuthorizationRequest = z.object({
  prestador: int32.positive(),
  lugarAtencionPrestador: place,
  fechaOrden: orderDate,
  afiliado: requestAffiliate,
  prestacion: services,
  observacion: observation,
  imagenes: requestFiles,
});
export type NoAuthorizationRequest = z.infer<typeof noAuthorizationRequest>;

/**
 * POST …/:id/autorizacion-inmediata: the insurer's rules decide at once from each service's
 * coverage (AP approved, NC rejected 'Prestación no cubierta.', AM/SA pending audit).
 */
export const immediateAuthorizationRequest = z.object({
  prestador: int32.positive(),
  lugarAtencionPrestador: place,
  fechaOrden: orderDate,
  afiliado: requestAffiliate,
  prestacion: services,
  observacion: observation,
});
export type ImmediateAuthorizationRequest = z.infer<typeof immediateAuthorizationRequest>;

/** POST …/:id/autorizacion-odontologica (spec §3 "Dental"); only for odontology providers. */
export const dentalAuthorizationRequest = z.object({
  tramite: z.object({
    fechaOrden: orderDate,
    prestador: int32.positive(),
    lugarAtencionPrestador: place,
    observacion: observation,
    ortodoncia: z.union([z.literal(0), z.literal(1)]),
    tratamiento: plainText(200).pipe(z.string().trim().min(1, 'Indicá el tratamiento.')),
    etapa: plainText(60).default(''),
  }),
  afiliado: requestAffiliate,
  imagenes: requestFiles,
});
export type DentalAuthorizationRequest = z.infer<typeof dentalAuthorizationRequest>;

/** POST …/:id/traslado-programado-cimg (spec §3 "Scheduled transfer"). */
export const scheduledTransferRequest = z.object({
  tramite: z.object({
    prestador: int32.positive(),
    fechaOrden: orderDate,
    fechaTraslado: orderDate,
    origen: plainText(160).pipe(z.string().trim().min(1, 'Indicá el origen del traslado.')),
    destino: plainText(160).pipe(z.string().trim().min(1, 'Indicá el destino del traslado.')),
    idaYVuelta: z.boolean().default(false),
    observacion: observation,
  }),
  afiliado: requestAffiliate,
  imagenes: requestFiles,
});
export type ScheduledTransferRequest = z.infer<typeof scheduledTransferRequest>;

const roomIds = HOSPITALIZATION_ROOMS.map((room) => room.id);
const hospitalizationTypeIds = HOSPITALIZATION_TYPES.map((type) => type.id);

/**
 * POST …/:id/aviso-internacion (spec §3 "Hospitalization notice"). fechaValidezOrden is the
 * server's: today + 60 days in Argentina (§4, §9); a value sent is ignored. diasInternacion
 * is text as typed: 1 when not numeric (§5).
 */
export const hospitalizationNoticeRequest = z.object({
  prestador: int32.positive(),
  lugarAtencionPrestador: place,
  autorizacion: z.object({
    observacion: observation,
    fechaOrden: orderDate,
    fechaInternacion: orderDate,
    fechaValidezOrden: plainText(10).optional(),
    sala: z.object({ id: int16.refine((id) => roomIds.includes(id as never), 'Elegí una sala.') }),
    diasInternacion: plainText(10).default(''),
    tipoInternacion: z.object({
      id: int16.refine(
        (id) => hospitalizationTypeIds.includes(id as never),
        'Elegí el tipo de internación.',
      ),
    }),
    diagnostico: z.object({
      icd: plainText(10).pipe(z.string().trim().min(1, 'Elegí un diagnóstico.')),
      descripcion: plainText(200).default(''),
    }),
    efector: z.object({
      apellidoRazonSocial: plainText(160).pipe(z.string().trim().min(1, 'Indicá el efector.')),
      matricula: z.object({
        numero: int32.positive(),
        tipo: z.enum(LICENCE_TYPE_IDS),
      }),
    }),
  }),
  afiliado: requestAffiliate.extend({ plan: z.object({ codigo: int32.nonnegative() }).optional() }),
  imagenes: requestFiles,
});
export type HospitalizationNoticeRequest = z.infer<typeof hospitalizationNoticeRequest>;
