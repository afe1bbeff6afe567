import { z } from '../zod.ts';
import {
  RECETAS_MAX_PAGE,
  RECETAS_MAX_PAGE_SIZE,
  RECETAS_MESSAGES,
} from '@portal/domain/medical-attention';
import {
  contraField,
  integerText,
  inteField,
  middleField,
  numericId,
  plainText,
  serverDay,
} from '../common-fields.ts';

/*
 * Atencion-medica's patient record (spec §7 Medical attention): every read names the patient by
 * number; one missing answers the §2 guard 'No se ha ingresado un afiliado…' (400
 * AFFILIATE_MISSING), one not valid '…no es válido…' (422 AFFILIATE_INVALID).
 */
export const medicalProviderParams = z.object({ id: numericId });

/** The patient: optional here so a missing one gets the §2 guard message, not a field error. */
export const patientQuery = z.object({
  contra: contraField.optional(),
  middle: middleField.optional(),
  inte: inteField.optional(),
});

export const patientDto = z.object({
  contra: z.number().int(),
  middle: z.number().int(),
  inte: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
});

export const vaccinesResponse = z.object({
  paciente: patientDto,
  vacunas: z.array(
    z.object({
      id: z.number().int(),
      /** dd/mm/yyyy */
      fecha: z.string(),
      vacuna: z.string(),
      dosis: z.string(),
      lote: z.string(),
      vacunatorio: z.string(),
    }),
  ),
});
export type VaccinesResponse = z.infer<typeof vaccinesResponse>;

/** GET …/recetas: spec §7's fecha_desde, fecha_hasta (YYYYMMDD), cantidad, pagina. */
export const recetasQuery = patientQuery.extend({
  fecha_desde: serverDay.optional(),
  fecha_hasta: serverDay.optional(),
  cantidad: integerText({
    min: 1,
    max: RECETAS_MAX_PAGE_SIZE,
    tooSmall: RECETAS_MESSAGES.sizeTooBig,
    tooBig: RECETAS_MESSAGES.sizeTooBig,
  }).optional(),
  pagina: integerText({
    min: 1,
    max: RECETAS_MAX_PAGE,
    tooSmall: RECETAS_MESSAGES.pageTooBig,
    tooBig: RECETAS_MESSAGES.pageTooBig,
  }).optional(),
});

export const prescriptionItemDto = z.object({
  medicamento: z.string(),
  presentacion: z.string(),
  cantidad: z.number().int(),
  posologia: z.string(),
});

export const prescriptionDto = z.object({
  numero: z.string(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  prescriptor: z.string(),
  matricula: z.string(),
  diagnostico: z.string(),
  estado: z.enum(['emitida', 'dispensada', 'anulada']),
  estadoDescripcion: z.string(),
  items: z.array(prescriptionItemDto),
  /** Written by the caller's provider, not dispensed nor cancelled: receta-digital may cancel it. */
  anulable: z.boolean(),
});
export type PrescriptionDto = z.infer<typeof prescriptionDto>;

export const recetasResponse = z.object({
  paciente: patientDto,
  fecha_desde: z.string(),
  fecha_hasta: z.string(),
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  recetas: z.array(prescriptionDto),
});
export type RecetasResponse = z.infer<typeof recetasResponse>;

const studyDto = z.object({
  id: z.number().int(),
  fecha: z.string(),
  titulo: z.string(),
  prestador: z.string(),
  descripcion: z.string(),
  /** Short-lived signature of this file for this provider (spec §7 imagenes: token and url). */
  token: z.string(),
  /** The file through the API (path and query of the estudio-archivo call). */
  url: z.string(),
  contentType: z.string(),
});
export const studiesResponse = z.object({
  paciente: patientDto,
  informes: z.array(studyDto),
  imagenes: z.array(studyDto),
});
export type StudiesResponse = z.infer<typeof studiesResponse>;
export type StudyDto = z.infer<typeof studyDto>;

export const studyFileParams = z.object({ id: numericId, estudio: numericId });
export const studyFileQuery = z.object({ token: plainText(200) });

export const patientAuthorizationsResponse = z.object({
  paciente: patientDto,
  autorizaciones: z.array(
    z.object({
      nroAutorizacion: z.number().int(),
      fecha: z.string(),
      prestacion: z.string(),
      estadoDesc: z.string(),
      /** Approved ones have a printable PDF. */
      pdf: z.boolean(),
    }),
  ),
});
export type PatientAuthorizationsResponse = z.infer<typeof patientAuthorizationsResponse>;
export const patientAuthorizationParams = z.object({ id: numericId, nro: numericId });

const careEvent = z.object({
  id: z.number().int(),
  fecha: z.string(),
  descripcion: z.string(),
  prestador: z.string(),
  detalle: z.string(),
});
export const careHistoryResponse = z.object({
  paciente: patientDto,
  consumos: z.array(careEvent),
  visitas: z.array(careEvent),
  internaciones: z.array(careEvent.extend({ hasta: z.string().nullable(), estadia: z.string() })),
});
export type CareHistoryResponse = z.infer<typeof careHistoryResponse>;

export const medicalContactResponse = z.object({ contacto: z.string(), aviso: z.string() });
